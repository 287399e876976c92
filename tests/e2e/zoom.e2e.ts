// Issue 32, item 8: a desk at 200 % zoom is a 683 px wide window beside a 240 px menu. Every screen of the menu,
// for each role that has one, must fit it: no page that scrolls sideways, no control out of reach (a table wider
// than the room scrolls within itself). The largest tables: orders, the profile's access history, the cart. And at
// the largest text size, a status is never cut.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { fillCart, personas, settle, signIn } from './support/portal-pages';
import { problemsOn } from './support/screen-checks';

const zoomed = { viewport: { width: 683, height: 400 }, deviceScaleFactor: 2 };
const visitors = personas.filter((persona) =>
  ['member of several companies', 'partner admin', 'support'].includes(persona.role),
);
const isAboutWidth = (problem: string) => /scrolls sideways|off screen/.test(problem);

describe('every screen at 200 % zoom', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(visitors.map((persona) => [persona.role, persona] as const))(
    'fits the %s’s screens in a 1366 px desk at 200 %',
    async (_role, persona) => {
      const context = await browser.newContext(zoomed);
      const page = await context.newPage();
      try {
        await signIn(page, baseUrl, persona);
        if (persona.canChange && !persona.isStaff) await fillCart(page, baseUrl);
        const hrefs = await page
          .locator('.RaSidebar-fixed a[href], .MuiDrawer-root a[href]')
          .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
        expect(hrefs.length).toBeGreaterThan(3);
        const problems: string[] = [];
        for (const href of hrefs) {
          await page.goto(`${baseUrl}${href}`);
          await settle(page);
          for (const problem of (await problemsOn(page, 'en')).filter(isAboutWidth))
            problems.push(`${href}: ${problem}`);
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    120_000,
  );

  it('shows every status whole at the largest text size (24 px), on the lists that show statuses', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    // As Chromium's "very large" font size: the page's root text at 24 px, everything in rem grows with it.
    await context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = 'html { font-size: 24px }';
        document.head.append(style);
      }),
    );
    const page = await context.newPage();
    try {
      await signIn(
        page,
        baseUrl,
        personas.find((persona) => persona.role === 'member of several companies')!,
      );
      const cut: string[] = [];
      for (const path of ['/subscriptions', '/orders']) {
        await page.goto(`${baseUrl}${path}`);
        await settle(page);
        const chips = page.locator('.chip, .MuiChip-label');
        expect(await chips.count()).toBeGreaterThan(0);
        cut.push(
          ...(
            await chips.evaluateAll((elements) =>
              elements
                .filter((element) => element.scrollWidth > element.clientWidth + 1)
                .map((element) => element.textContent),
            )
          ).map((text) => `${path}: ${text}`),
        );
      }
      expect(cut).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
