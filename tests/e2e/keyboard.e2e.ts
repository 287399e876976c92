import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { portalRoutes } from '../../common/portal-routes';
import { launchBrowser } from './support/browser';
import { personas, routePlans, settle, signIn, type Persona, type RouteName } from './support/portal-pages';

// The portal by keyboard alone: every top-level page can be gone through with Tab without a trap and shows where
// the focus is, and the main journeys are done with the keyboard only (no click, no fill).
// Data: a quantity raise on one of Northwind's subscriptions and one order for Northwind; nothing another file reads.

/** A stop of the keyboard: the focused element, marked so it can be read again once the focus has moved on. */
type Stop = { key: string; label: string; isFocusVisible: boolean; isDateField: boolean };

async function focused(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    if (!element.dataset.kbd) element.dataset.kbd = String(document.querySelectorAll('[data-kbd]').length + 1);
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    const role = element.getAttribute('role');
    return {
      key: element.dataset.kbd,
      label: `${element.tagName.toLowerCase()}${role ? `[${role}]` : ''} “${name}”`,
      isFocusVisible: element.matches(':focus-visible'),
      isDateField: element instanceof HTMLInputElement && element.type === 'date',
    };
  });
}

/**
 * How a marked element looks now: everything a focus indicator may change, on the element, its pseudo-elements
 * (an input's underline), its two nearest ancestors (MUI shows a field's focus on its root and outline) and MUI's
 * focus ripple. Null when the element is gone.
 */
async function lookOf(page: Page, key: string) {
  await page.waitForTimeout(80);
  return page.evaluate((key) => {
    const element = document.querySelector<HTMLElement>(`[data-kbd="${key}"]`);
    if (!element) return null;
    const properties = [
      'outline-style',
      'outline-width',
      'outline-color',
      'box-shadow',
      'background-color',
      'border-color',
      'border-width',
      'color',
      'text-decoration-line',
      'transform',
      'top',
      'left',
    ];
    const styleOf = (node: Element, pseudo?: string) => {
      const style = getComputedStyle(node, pseudo);
      return properties.map((property) => style.getPropertyValue(property)).join(';');
    };
    const parts: string[] = [];
    let node: Element | null = element;
    for (let level = 0; level < 3 && node; level++, node = node.parentElement) {
      parts.push(styleOf(node), styleOf(node, '::before'), styleOf(node, '::after'));
      const outline = node.querySelector(':scope > fieldset');
      if (outline) parts.push(styleOf(outline));
    }
    const ripples = element.querySelectorAll('.MuiTouchRipple-ripplePulsate:not(:has(.MuiTouchRipple-childLeaving))');
    parts.push(`ripples:${ripples.length}`);
    return parts.join('|');
  }, key);
}

/**
 * Tabs through the page from its start until the focus leaves the page or comes back to the first stop.
 * Problems: a trap (the cycle never ends, or Tab does not move), a stop with no visible focus indicator (it looks
 * the same focused and once the focus has moved on), a focus that is not :focus-visible.
 */
async function tabThrough(page: Page, limit = 400) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const problems: string[] = [];
  const stops: Stop[] = [];
  let current = await focused(page);
  if (!current) return { stops, problems: ['Tab reaches nothing on the page'] };
  const first = current.key;
  for (let step = 0; step < limit; step++) {
    stops.push(current);
    if (!current.isFocusVisible) problems.push(`${current.label} is focused but not :focus-visible`);
    const focusedLook = await lookOf(page, current.key);
    await page.keyboard.press('Tab');
    let next = await focused(page);
    // Chromium’s date field takes Tab from its month to its day, its year and its calendar button before letting it go:
    // not a trap.
    for (let segment = 0; current.isDateField && next?.key === current.key && segment < 3; segment++) {
      await page.keyboard.press('Tab');
      next = await focused(page);
    }
    if (next?.key !== current.key) {
      const unfocusedLook = await lookOf(page, current.key);
      if (unfocusedLook !== null && unfocusedLook === focusedLook)
        problems.push(`no visible focus indicator on ${current.label}`);
    }
    if (!next || next.key === first) return { stops, problems };
    if (next.key === current.key) return { stops, problems: [...problems, `Tab stays on ${current.label}`] };
    current = next;
  }
  return { stops, problems: [...problems, `no way out after ${limit} Tab presses: a keyboard trap`] };
}

/** Presses Tab until the focused element's text or label matches, then returns; fails after `limit` presses. */
async function tabTo(page: Page, name: RegExp | string, limit = 150) {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const seen: string[] = [];
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    const names = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return [];
      const labelledBy = element.getAttribute('aria-labelledby');
      return [
        element.getAttribute('aria-label') ?? '',
        (element.textContent ?? '').trim(),
        labelledBy
          ? labelledBy
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
              .trim()
          : '',
        (element as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s*\*$/, '').trim() ?? '',
        element.getAttribute('placeholder') ?? '',
        element.getAttribute('href') ?? '',
      ];
    });
    if (names.some((text) => text && matches(text))) return;
    seen.push(names.find(Boolean)?.slice(0, 30) ?? '(nothing)');
  }
  throw new Error(`Tab never reached ${name}; it went through: ${[...new Set(seen)].join(' · ')}`);
}

const top = (route: RouteName) => portalRoutes[route].path;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the portal by keyboard alone, in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let pagesChecked = 0;
  let journeysDone = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    const reportDir = process.env.PROOF_REPORT_DIR;
    if (!reportDir) return;
    await mkdir(reportDir, { recursive: true });
    await writeFile(
      path.join(reportDir, 'keyboard.json'),
      `${JSON.stringify({ pages: pagesChecked, journeys: journeysDone }, null, 2)}\n`,
    );
  });

  // Each top-level page, as the first persona that reaches it (the partner admin reaches every signed-in one).
  const topLevel = (Object.keys(portalRoutes) as RouteName[]).map((route) => {
    const persona = personas.find((candidate) =>
      routePlans[route](candidate).some((screen) => screen.name !== 'partner admin, refused'),
    )!;
    return [route, persona] as const;
  });

  it.each(topLevel)('goes through %s with Tab, without a trap, always showing the focus', async (route, persona) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await signIn(page, baseUrl, persona);
      const [screen] = routePlans[route](persona);
      const target = (await screen!.path(page))!;
      await page.goto(`${baseUrl}${target}`);
      await settle(page);
      await screen!.ready?.(page);
      await settle(page);
      const { stops, problems } = await tabThrough(page);
      expect(stops.length, `${target}: no focusable element`).toBeGreaterThan(0);
      expect(problems, `${target} as ${persona.role}:\n${problems.join('\n')}`).toEqual([]);
      pagesChecked++;
    } finally {
      await context.close();
    }
  });

  describe('journeys', () => {
    let context: BrowserContext;
    const open = async () => {
      context = await browser.newContext();
      return context.newPage();
    };
    const done = async () => {
      journeysDone++;
      await context.close();
    };
    const signInByKeyboard = async (page: Page, persona: Persona) => {
      await page.goto(`${baseUrl}/login`);
      await tabTo(page, 'Sign in with Microsoft');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Pick an account' }).waitFor();
      await tabTo(page, new RegExp(persona.email!.replace(/[.]/g, '\\.')));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: persona.greeting! }).waitFor();
    };
    const byEmail = (email: string) => personas.find((persona) => persona.email === email)!;

    it('signs in from /login, on the provider’s account page too', async () => {
      const page = await open();
      await signInByKeyboard(page, byEmail('sam@northwind.example'));
      expect(new URL(page.url()).pathname).toBe(top('dashboard'));
      await done();
    });

    it('switches the company with the switcher, and back', async () => {
      const page = await open();
      await signInByKeyboard(page, byEmail('alex@fabrikam.example'));
      const switchTo = async (from: string, to: string) => {
        await tabTo(page, `Company: ${from}`);
        await page.keyboard.press('Enter');
        await page.getByRole('menu').waitFor();
        for (let step = 0; step < 5; step++) {
          const text = await page.evaluate(() => document.activeElement?.textContent ?? '');
          if (text.includes(to)) break;
          await page.keyboard.press('ArrowDown');
        }
        await page.keyboard.press('Enter');
        await page.getByRole('button', { name: `Company: ${to}` }).waitFor();
      };
      // Alex's current company is whichever an earlier suite on this server left; switch to the other and back.
      const switcher = page.getByRole('button', { name: /^Company: / });
      await switcher.waitFor();
      const current = (await switcher.getAttribute('aria-label'))?.replace('Company: ', '') ?? '';
      const other = current === 'Fabrikam, Inc.' ? 'Northwind Traders' : 'Fabrikam, Inc.';
      await switchTo(current, other);
      await switchTo(other, current);
      await done();
    });

    it('opens a subscription and changes its quantity', async () => {
      const page = await open();
      await signInByKeyboard(page, byEmail('sam@northwind.example'));
      await tabTo(page, 'Subscriptions');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}${top('subscriptions')}**`);
      await page.locator('main tbody tr').first().waitFor();
      // An active one (a cancelled or expired subscription offers no change), found by its link.
      const href = (await page
        .locator('main tbody tr')
        .filter({ hasText: 'Active' })
        .first()
        .locator('a')
        .getAttribute('href'))!;
      await tabTo(page, href);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/subscriptions\/\d+\/show$/);
      await settle(page);
      await tabTo(page, 'Change quantity');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const current = Number(await dialog.getByRole('spinbutton').inputValue());
      // The dialog moves the focus inside it; the quantity field is its first stop.
      await tabTo(page, 'Quantity', 10);
      await page.keyboard.press('ArrowUp');
      await tabTo(page, 'Apply', 10);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByText(`Now ${current + 1} seats`)
        .first()
        .waitFor();
      await done();
    });

    it('searches the catalog, adds to the cart, reviews and checks out', async () => {
      const page = await open();
      await signInByKeyboard(page, byEmail('sam@northwind.example'));
      await tabTo(page, 'Catalog');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}${top('catalog')}**`);
      await page.getByRole('textbox', { name: 'Search products' }).waitFor();
      await settle(page);
      const firstCard = page.getByRole('heading', { level: 2 }).first();
      await firstCard.waitFor();
      const product = (await firstCard.textContent())!;
      await tabTo(page, 'Search products');
      await page.keyboard.type(product);
      await settle(page);
      await tabTo(page, new RegExp(escapeRegExp(product)));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/catalog\/\d+$/);
      await settle(page);
      await tabTo(page, 'Quantity');
      await page.keyboard.press('ArrowUp');
      await tabTo(page, 'Add to cart');
      await page.keyboard.press('Enter');
      await page.getByText(`${product} is in your cart`).waitFor();

      await tabTo(page, /^\d*Cart\d*$/);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}${top('cart')}`);
      // The cell also says what the line will do once the server's quote arrives ("Becomes a new subscription").
      await page.getByRole('cell', { name: new RegExp(`^${escapeRegExp(product)}`) }).waitFor();
      await tabTo(page, 'Review the order');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Review your order', level: 1 }).waitFor();
      await tabTo(page, 'Go to checkout');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}${top('cartCheckout')}`);
      await settle(page);
      await tabTo(page, 'Place the order');
      await page.keyboard.press('Enter');
      await page.getByText(/^Order .+ is placed$/).waitFor();
      await done();
    });

    it('as partner admin, opens a catalog and edits an item', async () => {
      const page = await open();
      await signInByKeyboard(page, byEmail('partner.admin@contoso.example'));
      await tabTo(page, 'Catalogs');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}${top('partnerAdmin')}/catalogs**`);
      // The dashboard's figures (links too, one of them "Catalogs") may still be on screen while the list loads.
      const catalogLink = page.locator('main tbody tr a[href^="/partner-admin/catalogs/"]').first();
      await catalogLink.waitFor();
      const catalog = (await catalogLink.textContent())!;
      await tabTo(page, catalog);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/partner-admin\/catalogs\/\d+$/);
      await page.locator('main tbody tr').first().waitFor();
      await settle(page);
      // The first item's markup changes, then goes back to what it was, both by keyboard.
      const editMarkup = async (value: (current: string) => string) => {
        // After the first edit the focus is back on the row's Edit (or, re-rendered, at the page's start).
        const onEdit = await page.evaluate(() => document.activeElement?.textContent?.trim() === 'Edit');
        if (!onEdit) await tabTo(page, 'Edit');
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await tabTo(page, 'Markup %', 10);
        const current = await dialog.getByLabel('Markup %').inputValue();
        // Emptied first: going back to no markup types nothing, and Save waits for a change.
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.press('Delete');
        await page.keyboard.type(value(current));
        await tabTo(page, 'Save', 10);
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'detached' });
        return current;
      };
      const before = await editMarkup((current) => String(Number(current || '0') + 1));
      await page.getByText('The item is saved').first().waitFor();
      await editMarkup(() => before);
      await done();
    });
  });
});
