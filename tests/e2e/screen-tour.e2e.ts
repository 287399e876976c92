import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { portalRoutes, type PortalRoute } from '../../common/portal-routes';
import { launchBrowser, watchConsole } from './support/browser';
import { fillCart, personas, settle, signIn, type Persona } from './support/portal-pages';

// The end user's screens as a person meets them: through the menu, then the first row of each list, then each
// dialog a record page opens, then the cart's steps; on a phone and on a desk, in English and in French. Every screen
// is checked for what people met and no assertion named: a page wider than the screen, a button or link with neither
// words nor an icon, a control off screen, a console error, react-admin's error page, a raw catalogue key, a date
// written in the other language's order. With SCREENS_DIR set (`npm run screens`), each screen is also pictured.
// Data: puts one product in each member's cart; nothing else is written.

const viewports = { phone: { width: 390, height: 844 }, desk: { width: 1366, height: 800 } } as const;
type Viewport = keyof typeof viewports;
const languages = ['en', 'fr'] as const;
type Language = (typeof languages)[number];

const tourists = personas.filter((persona) =>
  ['member of several companies', 'viewer', 'member'].includes(persona.role),
);

// Screens reached otherwise than by the menu: the cart's steps (by its buttons) and the partner's area (its own tour).
const notInMenu = new Set<keyof typeof portalRoutes>(['home', 'login', 'authCallback', 'cartReview', 'cartCheckout']);
const endUserRoutes = (Object.entries(portalRoutes) as [keyof typeof portalRoutes, PortalRoute][]).filter(
  ([name, route]) => !notInMenu.has(name) && route.access !== 'partner-admin',
);

/** What is wrong with the screen as shown now. */
function problemsOn(page: Page, language: Language): Promise<string[]> {
  return page.evaluate((language) => {
    const problems: string[] = [];
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? ''}> ${(element.textContent ?? '').trim().slice(0, 40)}`;
    const isShown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    // A control in a box that scrolls sideways can be scrolled to.
    const inScroller = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (/(auto|scroll)/.test(getComputedStyle(node).overflowX)) return true;
      }
      return false;
    };
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px on a ${width} px screen`);
    }
    for (const control of document.querySelectorAll('button, a[href], [role="button"], [role="menuitem"]')) {
      if (!isShown(control) || control.classList.contains('skip-nav-button')) continue;
      const hasWords = ((control as HTMLElement).innerText ?? '').trim() !== '';
      const hasIcon = control.querySelector('svg, img') !== null;
      if (!hasWords && !hasIcon) problems.push(`a control with neither words nor an icon: ${describe(control)}`);
      const box = control.getBoundingClientRect();
      if ((box.left < -1 || box.right > width + 1) && !inScroller(control)) {
        problems.push(
          `a control off screen (${Math.round(box.left)} to ${Math.round(box.right)} px): ${describe(control)}`,
        );
      }
    }
    const text = document.body.innerText;
    if (text.includes('Something went wrong')) problems.push('react-admin’s error page');
    const keys = text.match(/\b(?:resources|pages|layout|portal|partner|ra)\.[a-z_]+\.[a-zA-Z_.]+\b/g);
    if (keys) problems.push(`raw catalogue keys: ${[...new Set(keys)].slice(0, 3).join(', ')}`);
    for (const [date, first, second] of text.matchAll(/\b(\d{1,2})\/(\d{1,2})\/\d{4}\b/g)) {
      // English writes 5/8/2027 (month first, no zeros); French 08/05/2027 (day first, two digits).
      const isEnglishOrder = first!.length === 1 || second!.length === 1;
      const isFrenchOrder = Number(first) > 12;
      if (language === 'fr' ? isEnglishOrder : isFrenchOrder)
        problems.push(`a date in the other language’s order: ${date}`);
    }
    return problems;
  }, language);
}

describe('the end user’s screens, toured as a person goes through them', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const tours = tourists.flatMap((persona) =>
    (Object.keys(viewports) as Viewport[]).flatMap((viewport) =>
      languages.map((language) => [persona.role, viewport, language, persona] as const),
    ),
  );

  it.each(tours)(
    'shows the %s every screen whole, on a %s, in %s',
    async (_role, viewport, language, persona: Persona) => {
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
        for (const problem of await problemsOn(page, language)) problems.push(`${label}: ${problem}`);
        for (const error of consoleErrors.splice(0)) problems.push(`${label}: console: ${error}`);
        const dir = process.env.SCREENS_DIR;
        if (dir) {
          const folder = path.join(dir, `${persona.role} ${viewport} ${language}`.replaceAll(' ', '-'));
          await mkdir(folder, { recursive: true });
          await page.screenshot({ path: path.join(folder, `${toured.length}-${screen}.png`), fullPage: true });
        }
      };
      const sidebar = page.locator('.RaSidebar-fixed, .MuiDrawer-paper');
      const openMenu = async () => {
        if (isPhone) await page.getByRole('button', { name: /^(Open menu|Ouvrir le menu)$/ }).click();
      };
      try {
        await signIn(page, baseUrl, persona);
        if (persona.canChange) await fillCart(page, baseUrl);
        await page.goto(`${baseUrl}${portalRoutes.dashboard.path}`);
        await settle(page);
        if (language === 'fr') {
          await page
            .getByRole('banner')
            .getByRole('button', { name: /English/ })
            .click();
          await page.getByRole('menuitem', { name: 'Français' }).click();
          await settle(page);
        }

        await openMenu();
        const entries = await sidebar.locator('a[href]').evaluateAll((links) =>
          // The name without a count beside it (the cart's badge).
          links.map((link) => ({
            name: (link as HTMLElement).innerText.replace(/^\d+\s*/, '').trim(),
            href: link.getAttribute('href')!,
          })),
        );
        for (const [name, route] of endUserRoutes) {
          const entry = entries.some(({ href }) => href === route.path || href.startsWith(`${route.path}/`));
          expect(entry, `the menu has no entry for ${name} (${route.path})`).toBe(true);
        }
        await page.keyboard.press('Escape');

        for (const entry of entries) {
          await openMenu();
          await sidebar.locator(`a[href="${entry.href}"]`).click();
          await page.waitForURL((url) => url.pathname === entry.href);
          await look(entry.name);

          // The first row of a list, by a click on it, as a person opens a record: an active one where the list
          // has some (its page offers the changes and their dialogs).
          const rows = page
            .locator('#main-content')
            .locator('a[href*="/show"], tr[data-path], a[href^="/catalog/"]:not([href="/catalog"])');
          const active = rows.filter({ hasText: /Active|Actif/ });
          const row = (await active.count()) > 0 ? active.first() : rows.first();
          if (entry.href !== portalRoutes.cart.path && (await row.count()) > 0) {
            await row.click();
            await page.waitForURL((url) => url.pathname !== entry.href);
            await look(`${entry.name}, first row`);
            if (new URL(page.url()).pathname.endsWith('/show'))
              await tourDialogs(page, `${entry.name}, first row`, look);
          }
        }

        // The cart's steps, by its buttons (a member's cart has a line; a viewer's is empty).
        await page.goto(`${baseUrl}${portalRoutes.cart.path}`);
        const review = page.getByRole('button', { name: /^(Review the order|Vérifier la commande)$/ });
        await review.or(page.getByText(/^(Your cart is empty\.|Votre panier est vide\.)$/)).waitFor();
        expect(await review.isVisible(), 'a member’s cart has the line put in it').toBe(persona.canChange);
        if (persona.canChange) {
          await review.click();
          await page.waitForURL((url) => url.pathname === portalRoutes.cartReview.path);
          await look('review');
          await page.getByRole('button', { name: /^(Go to checkout|Passer au paiement)$/ }).click();
          await page.waitForURL((url) => url.pathname === portalRoutes.cartCheckout.path);
          await look('checkout');
        }
      } finally {
        // The language picked in the app bar is kept in the person's profile: back to English for the next suites.
        if (language === 'fr') await backToEnglish(page).catch(() => undefined);
        await context.close();
      }
      expect(toured.length).toBeGreaterThan(5);
      expect(problems).toEqual([]);
    },
    240_000,
  );
});

async function backToEnglish(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Français/ })
    .click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.waitForResponse((response) => response.url().endsWith('/api/v1/user/profile') && response.ok());
}

/** Opens each dialog of a record page's buttons (each asks before it acts), looks at it, and closes it. */
async function tourDialogs(page: Page, screen: string, look: (screen: string) => Promise<void>) {
  // A table's column titles sort; the other buttons of a record page open what they do.
  const buttons = page.locator('#main-content button:not([disabled]):not(thead button)');
  const count = await buttons.count();
  for (let index = 0; index < count; index++) {
    const button = buttons.nth(index);
    const name = (await button.innerText()).trim();
    if (!name) continue;
    await button.click();
    const dialog = page.getByRole('dialog');
    const isOpen = await dialog
      .waitFor({ timeout: 2000 })
      .then(() => true)
      .catch(() => false);
    if (!isOpen) continue;
    await look(`${screen}, ${name}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
}
