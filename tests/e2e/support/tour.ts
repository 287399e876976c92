// What the screen tours share: the screens and languages toured, a look at each screen (checked, and pictured with
// SCREENS_DIR set), the menu as a person opens it, the dialogs a screen's buttons open, the language switch.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { watchConsole } from './browser';
import { settle, type Persona } from './portal-pages';
import { problemsOn, type Language } from './screen-checks';

export const viewports = { phone: { width: 390, height: 844 }, desk: { width: 1366, height: 800 } } as const;
export type Viewport = keyof typeof viewports;
export const languages = ['en', 'fr'] as const satisfies Language[];

/**
 * The persona × screen × language combinations of a tour, as `it.each` rows. The suite tours French on a phone, where
 * its longer words meet the least room, and English on both sizes; French on a desk (six minutes more of CI's ninety)
 * is toured by `npm run screens`, or with TOUR_EVERY_LANGUAGE=1.
 */
export const tourRows = (personas: Persona[]) =>
  personas.flatMap((persona) =>
    (Object.keys(viewports) as Viewport[]).flatMap((viewport) =>
      languages
        .filter((language) => viewport === 'phone' || language === 'en' || process.env.TOUR_EVERY_LANGUAGE === '1')
        .map((language) => [persona.role, viewport, language, persona] as const),
    ),
  );

export type Tour = Awaited<ReturnType<typeof openTour>>;

/** A fresh browser context on one screen size, with a `look` that checks (and pictures) the screen as shown. */
export async function openTour(browser: Browser, persona: Persona, viewport: Viewport, language: Language) {
  const context = await browser.newContext({ viewport: viewports[viewport] });
  const page = await context.newPage();
  const consoleErrors = watchConsole(page);
  const problems: string[] = [];
  const toured: string[] = [];
  const isPhone = viewport === 'phone';
  const look = async (screen: string) => {
    await settle(page);
    toured.push(screen);
    const label = `${screen} (${new URL(page.url()).pathname})`;
    for (const problem of new Set(await problemsOn(page, language))) problems.push(`${label}: ${problem}`);
    for (const error of consoleErrors.splice(0)) problems.push(`${label}: console: ${error}`);
    const dir = process.env.SCREENS_DIR;
    if (dir) {
      const folder = path.join(dir, `${persona.role} ${viewport} ${language}`.replaceAll(' ', '-'));
      await mkdir(folder, { recursive: true });
      const file = `${toured.length}-${screen}`.replace(/[^\p{L}\p{N},. -]+/gu, '_');
      await page.screenshot({ path: path.join(folder, `${file}.png`), fullPage: true });
    }
  };
  const sidebar = page.locator('.RaSidebar-fixed, .MuiDrawer-paper');
  const openMenu = async () => {
    if (!isPhone) return;
    // Scrolled down, a phone's app bar has slid away: back at the top it shows again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: /^(Open menu|Ouvrir le menu)$/ }).click();
  };
  /** The side menu's entries, named without a count beside them (the cart's badge). */
  const menuEntries = async () => {
    await openMenu();
    await settle(page);
    const entries = await sidebar.locator('a[href]').evaluateAll((links) =>
      links.map((link) => ({
        name: (link as HTMLElement).innerText.replace(/^\d+\s*/, '').trim(),
        href: link.getAttribute('href')!,
      })),
    );
    await page.keyboard.press('Escape');
    return entries;
  };
  /** Opens a menu entry the way a person does, and waits for its address. */
  const follow = async (entry: { href: string }) => {
    await openMenu();
    await sidebar.locator(`a[href="${entry.href}"]`).click();
    await page.waitForURL((url) => url.pathname === entry.href);
  };
  const close = async () => {
    // The language picked in the app bar is kept in the person's profile: back to English for the next suites,
    // from a page with no dialog open, whatever a failure left on screen.
    if (language === 'fr')
      await page
        .goto(new URL('/dashboard', page.url()).href)
        .then(() => backToEnglish(page))
        .catch(() => undefined);
    await context.close();
  };
  /** A refusal the tour asked for: its failed answer is no console error of the screen's. */
  const expectRefusal = () => void consoleErrors.splice(0);
  return { page, look, problems, toured, menuEntries, follow, close, expectRefusal };
}

/** Picks French in the app bar's language menu (a desk's) or the user menu (a phone's, signed in). */
export async function toFrench(page: Page) {
  await pickLanguage(page, 'English', 'Français');
  await settle(page);
}

async function backToEnglish(page: Page) {
  await pickLanguage(page, 'Français', 'English');
  await page.waitForResponse((response) => response.url().endsWith('/api/v1/user/profile') && response.ok());
}

/** A phone's app bar (below 600 px) keeps the language in the user menu once signed in; a desk's shows its button. */
async function pickLanguage(page: Page, from: 'English' | 'Français', to: 'English' | 'Français') {
  const banner = page.getByRole('banner');
  const isPhone = (page.viewportSize()?.width ?? 1366) < 600;
  if (isPhone) await banner.getByRole('button', { name: from === 'English' ? 'Profile' : 'Profil' }).click();
  else await banner.getByRole('button', { name: new RegExp(from) }).click();
  await page.getByRole('menuitem', { name: to }).click();
}

/**
 * Opens each dialog the given buttons open, looks at it, and closes it (Escape). A button whose name matches
 * `skip` is left alone: one that acts at once instead of asking first.
 */
export async function tourDialogs(
  page: Page,
  buttons: Locator,
  screen: string,
  look: (screen: string) => Promise<void>,
  skip?: RegExp,
) {
  const count = await buttons.count();
  for (let index = 0; index < count; index++) {
    const button = buttons.nth(index);
    if (!(await button.isVisible())) continue;
    const name = (await button.innerText()).trim() || ((await button.getAttribute('aria-label')) ?? '');
    if (!name || skip?.test(name)) continue;
    // Covered by another (a sticky toolbar): not a button a person can press now.
    const pressed = await button
      .click({ timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (!pressed) continue;
    const dialog = page.getByRole('dialog');
    const isOpen = await dialog
      .waitFor({ timeout: 2000 })
      .then(() => true)
      .catch(() => false);
    if (!isOpen) {
      await page.keyboard.press('Escape');
      continue;
    }
    await look(`${screen}, ${name}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
}
