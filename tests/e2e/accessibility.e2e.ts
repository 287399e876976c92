import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { portalRoutes } from '../../common/portal-routes';
import { launchBrowser } from './support/browser';
import {
  appBarOverlays,
  fillCart,
  personas,
  routePlans,
  screensFor,
  settle,
  signIn,
  type Persona,
  type RouteName,
  type Screen,
} from './support/portal-pages';

// axe-core on every screen of the portal, as each demo role, in both themes, every rule at every impact (WCAG 2.x A
// and AA, best practices, and the name-against-visible-text check axe still calls experimental).
// Nothing here changes data: dialogs are opened and closed by reloading the screen.

/** Off by default in axe (experimental), yet what speech users meet first: a name that is not the visible text. */
const alsoRun = { 'label-content-name-mismatch': { enabled: true } };

/** The desk's default window, and a phone's: the phone shows other things (menus of row actions, lists as lines). */
const viewports = {
  desk: undefined,
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
type Viewport = keyof typeof viewports;

type Checked = {
  role: string;
  viewport: Viewport;
  theme: 'light' | 'dark';
  path: string;
  screen: string;
  label: string;
  violations: number;
  rules: string[];
  details: string[];
};

/** Runs axe on what the page shows now: every violation counts, minor ones too. */
async function audit(page: Page) {
  const { violations } = await new AxeBuilder({ page }).options({ rules: alsoRun }).analyze();
  return violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 5)
      .map((node) => node.target.join(' '))
      .join(' | ');
    const more = violation.nodes.length > 5 ? ` (+${violation.nodes.length - 5} more)` : '';
    // For colour contrast the first nodes' summaries names the colours and the ratio.
    const why = violation.nodes
      .slice(0, 2)
      .map((node) => node.failureSummary?.replace(/\s+/g, ' ') ?? '')
      .join(' / ');
    return {
      rule: violation.id,
      detail: `${violation.impact} ${violation.id}: ${violation.help} — ${targets}${more} — ${why}`,
    };
  });
}

/** Screens no route plan holds: the portal's answer to an address it does not have. */
const notFound: Screen = {
  name: 'page not found',
  path: async () => '/no-such-page',
  ready: async (page) => {
    await page.getByRole('heading', { name: 'Page not found' }).first().waitFor();
  },
};

describe('accessibility of every screen, per role and theme (axe-core, every rule), in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const checked: Checked[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    // Violations by role, theme and rule, for the person reading the run.
    const counts = new Map<string, number>();
    for (const { role, viewport, theme, rules } of checked)
      for (const rule of rules) {
        const key = `${role} [${viewport}, ${theme}] ${rule}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    if (counts.size) console.info([...counts].map(([key, count]) => `${key}: ${count}`).join('\n'));
    const reportDir = process.env.PROOF_REPORT_DIR;
    if (!reportDir) return;
    await mkdir(reportDir, { recursive: true });
    // One entry per role and address: its violations summed over both themes, both sizes and the dialogs opened there.
    const pages = new Map<string, { role: string; path: string; violations: number }>();
    for (const { role, path, violations } of checked) {
      const entry = pages.get(`${role} ${path}`) ?? { role, path, violations: 0 };
      entry.violations += violations;
      pages.set(`${role} ${path}`, entry);
    }
    // The keyboard journeys are counted by keyboard.e2e.ts, in keyboard.json beside this file.
    const report = { pages: [...pages.values()], keyboardJourneys: 0 };
    await writeFile(path.join(reportDir, 'accessibility.json'), `${JSON.stringify(report, null, 2)}\n`);
  });

  it('has a visit plan for every route of the portal', () => {
    expect(Object.keys(routePlans).sort()).toEqual(Object.keys(portalRoutes).sort());
    for (const route of Object.keys(portalRoutes) as RouteName[]) {
      const reachedBy = personas.filter((persona) => routePlans[route](persona).length > 0);
      expect(reachedBy.length, `no persona visits ${route}`).toBeGreaterThan(0);
    }
  });

  // Every role on a desk in both themes, and on a phone (390 px, where lists become lines and menus move) in the light
  // one; the phone's dark pass (its colours are the desk's) runs when asked (A11Y_PHONE=1), sparing CI about 8 minutes.
  it.each(
    (Object.keys(viewports) as Viewport[]).flatMap((viewport) =>
      personas.flatMap((persona) =>
        (['light', 'dark'] as const)
          .filter((theme) => viewport === 'desk' || theme === 'light' || process.env.A11Y_PHONE === '1')
          .map((theme) => [persona.role, viewport, theme, persona] as const),
      ),
    ),
  )(
    // One test a theme: the partner's screens in both took 408 s of the 600 s a test may take on a quiet machine.
    'shows no violation to the %s, on a %s, in the %s theme',
    async (_role, viewport: Viewport, theme: Checked['theme'], persona: Persona) => {
      const context = await browser.newContext(viewports[viewport]);
      // The theme is chosen before any page of the portal loads (signed out, no page of it is open yet).
      if (theme === 'dark')
        await context.addInitScript(() => localStorage.setItem('RaStore.theme', JSON.stringify('dark')));
      const page = await context.newPage();
      const problems: string[] = [];
      try {
        await signIn(page, baseUrl, persona);
        if (persona.canChange) await fillCart(page, baseUrl);

        const check = async (theme: Checked['theme'], screen: string, label: string, pathname: string) => {
          const found = await audit(page);
          const details = found.map(({ detail }) => detail);
          const rules = found.map(({ rule }) => rule);
          checked.push({
            role: persona.role,
            viewport,
            theme,
            path: pathname,
            screen,
            label,
            violations: found.length,
            rules,
            details,
          });
          for (const detail of details) problems.push(`${label} (${pathname}): ${detail}`);
        };
        const show = async (screen: Screen) => {
          const target = await screen.path(page);
          // Contoso (the staff's company) has no subscription or order: another role shows those (last test).
          if (target === null) return null;
          await page.goto(`${baseUrl}${target}`);
          await settle(page);
          await screen.ready?.(page);
          await settle(page);
          return target;
        };

        for (const screen of [...screensFor(persona).map(({ screen }) => screen), notFound]) {
          const label = `${screen.name} [${viewport}${theme === 'dark' ? ', dark' : ''}]`;
          try {
            const target = await show(screen);
            if (target === null) continue;
            await check(theme, screen.name, label, target);
            const overlays = [...(screen.overlays ?? [])];
            if (screen.name === 'dashboard') overlays.push(...appBarOverlays(persona));
            for (const overlay of overlays) {
              await show(screen);
              await overlay.open(page);
              await settle(page);
              await check(theme, screen.name, `${label}, ${overlay.name}`, target);
            }
          } catch (error) {
            if (process.env.A11Y_SHOTS)
              await page.screenshot({ path: `${process.env.A11Y_SHOTS}/${persona.role}-${label}.png` }).catch(() => {});
            problems.push(`${label}: could not be checked: ${(error as Error).message.split('\n')[0]}`);
          }
        }
      } finally {
        await context.close();
      }
      expect(problems, `${persona.role} on a ${viewport}, ${theme}:\n${problems.join('\n')}`).toEqual([]);
    },
    600_000,
  );

  it('has checked every screen of the plan as at least one role', () => {
    const planned = new Set(personas.flatMap((persona) => screensFor(persona).map(({ screen }) => screen.name)));
    const seen = new Set(checked.map((entry) => entry.screen));
    expect([...planned].filter((name) => !seen.has(name))).toEqual([]);
  });
});
