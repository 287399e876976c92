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

// axe-core on every screen of the portal, as each demo role, in both themes where colours differ most.
// Nothing here changes data: dialogs are opened and closed by reloading the screen.

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blocking = new Set(['serious', 'critical']);

type Checked = { role: string; path: string; screen: string; label: string; violations: number; details: string[] };

/** Runs axe on what the page shows now; only serious and critical violations count. */
async function audit(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return violations
    .filter((violation) => blocking.has(violation.impact ?? ''))
    .map((violation) => {
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
      return `${violation.impact} ${violation.id}: ${violation.help} — ${targets}${more} — ${why}`;
    });
}

/** The themes each screen is checked in: every screen in light, the ones listed here in dark too. */
const darkToo = new Set([
  'home',
  'login',
  'dashboard',
  'subscriptions',
  'subscription',
  'catalog',
  'cart',
  'partner catalogs',
  'partner catalog and its items',
]);

describe('accessibility of every screen, per role (axe-core, WCAG 2.1 A and AA), in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const checked: Checked[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    const reportDir = process.env.PROOF_REPORT_DIR;
    if (!reportDir) return;
    await mkdir(reportDir, { recursive: true });
    // One entry per role and address: its violations summed over both themes and the dialogs opened there.
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

  it.each(personas.map((persona) => [persona.role, persona] as const))(
    'shows no serious or critical violation to the %s',
    async (_role, persona: Persona) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems: string[] = [];
      try {
        await signIn(page, baseUrl, persona);
        if (persona.canChange) await fillCart(page, baseUrl);

        const check = async (screen: string, label: string, pathname: string) => {
          const details = await audit(page);
          checked.push({ role: persona.role, path: pathname, screen, label, violations: details.length, details });
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

        for (const theme of ['light', 'dark'] as const) {
          if (theme === 'dark') {
            await page.evaluate(() => localStorage.setItem('RaStore.theme', JSON.stringify('dark')));
          }
          for (const { screen } of screensFor(persona)) {
            if (theme === 'dark' && !darkToo.has(screen.name)) continue;
            const label = theme === 'dark' ? `${screen.name} [dark]` : screen.name;
            try {
              const target = await show(screen);
              if (target === null) continue;
              await check(screen.name, label, target);
              const overlays = [...(screen.overlays ?? [])];
              if (screen.name === 'dashboard') overlays.push(...appBarOverlays(persona));
              for (const overlay of overlays) {
                await show(screen);
                await overlay.open(page);
                await settle(page);
                await check(screen.name, `${label}, ${overlay.name}`, target);
              }
            } catch (error) {
              if (process.env.A11Y_SHOTS)
                await page
                  .screenshot({ path: `${process.env.A11Y_SHOTS}/${persona.role}-${label}.png` })
                  .catch(() => {});
              problems.push(`${label}: could not be checked: ${(error as Error).message.split('\n')[0]}`);
            }
          }
        }
      } finally {
        await context.close();
      }
      expect(problems, `${persona.role}:\n${problems.join('\n')}`).toEqual([]);
    },
    600_000,
  );

  it('has checked every screen of the plan as at least one role', () => {
    const planned = new Set(personas.flatMap((persona) => screensFor(persona).map(({ screen }) => screen.name)));
    const seen = new Set(checked.map((entry) => entry.screen));
    expect([...planned].filter((name) => !seen.has(name))).toEqual([]);
  });
});
