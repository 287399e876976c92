// Lighthouse on Debian's Chromium: /login, and /dashboard signed in, on the desktop and mobile presets, the end
// user's /subscriptions, /catalog, /cart and /orders, the partner administrator's main lists and support's on the
// mobile one, each as that role; the median of three runs each. Never downloads a browser: CHROME_PATH (default
// /usr/bin/chromium) is the one used.
import { launch } from 'chrome-launcher';
import lighthouse, { type Config, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { budgets, type Figure } from './budgets';

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const runsPerCase = 3;

export type Chromium = { port: number; close: () => Promise<void> };

/**
 * Debian's Chromium with a DevTools port, through chrome-launcher (Lighthouse's own launcher, installed with it):
 * its default flags keep the page from being throttled as a background tab, which Lighthouse's trace needs.
 */
export async function launchChromium(): Promise<Chromium> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, logLevel: 'silent' });
  return { port: chrome.port, close: async () => chrome.kill() };
}

const endUser = 'alex@fabrikam.example';

type Preset = 'desktop' | 'mobile';
type Measure = { score: number; lcp: number; tbt: number; cls: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Signs in as `email` through the portal's own flow (the built-in provider), in the browser Lighthouse then drives;
 * whoever was signed in before is forgotten first.
 */
async function signIn(chrome: Chromium, baseUrl: string, email: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    // The built-in provider remembers its last account in its own cookies: without them it asks again.
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    await page.getByRole('heading', { name: 'Pick an account' }).waitFor();
    await page.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login') && !url.pathname.startsWith('/auth-callback'), {
      timeout: 30_000,
    });
    await page.waitForFunction(() => !!localStorage.getItem('auth_token'));
    await page.close();
  } finally {
    // Leaves the browser running: closing a CDP connection does not close the browser.
    await browser.close().catch(() => undefined);
  }
}

async function runOnceAttempt(chrome: Chromium, url: string, preset: Preset, keepStorage: boolean): Promise<Measure> {
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const result = (await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: keepStorage,
    },
    config,
  )) as RunnerResult | undefined;
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const finalUrl = new URL(lhr.finalDisplayedUrl);
  if (finalUrl.pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: (lhr.categories.performance?.score ?? 0) * 100,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART): such a run is run again, twice at most. */
async function runOnce(chrome: Chromium, url: string, preset: Preset, keepStorage: boolean): Promise<Measure> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnceAttempt(chrome, url, preset, keepStorage);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Lighthouse')) throw error;
    }
  }
}

/** Per case (page × preset): the median performance score, LCP, TBT and CLS of three Lighthouse runs. */
export async function benchLighthouse(baseUrl: string, log: (line: string) => void = () => undefined) {
  const chrome = await launchChromium();
  const figures: Figure[] = [];
  try {
    // /login first, signed out (Lighthouse resets the origin's storage); then /dashboard signed in, storage kept.
    for (const page of ['/login', '/dashboard']) {
      const signedIn = page !== '/login';
      if (signedIn) await signIn(chrome, baseUrl, endUser);
      for (const preset of ['desktop', 'mobile'] as const) {
        const runs: Measure[] = [];
        for (let run = 0; run < runsPerCase; run++)
          runs.push(await runOnce(chrome, `${baseUrl}${page}`, preset, signedIn));
        const measure: Measure = {
          score: median(runs.map((run) => run.score)),
          lcp: median(runs.map((run) => run.lcp)),
          tbt: median(runs.map((run) => run.tbt)),
          cls: median(runs.map((run) => run.cls)),
        };
        log(
          `     lighthouse ${page} ${preset}: scores ${runs.map((run) => run.score.toFixed(0)).join(', ')}; median LCP ${measure.lcp.toFixed(0)} ms, TBT ${measure.tbt.toFixed(0)} ms, CLS ${measure.cls.toFixed(3)}`,
        );
        const isDesktop = preset === 'desktop';
        const name = `lighthouse ${page} ${preset}`;
        figures.push(
          {
            name: `${name}: performance`,
            value: measure.score,
            unit: '',
            budget: isDesktop ? budgets.lighthouseDesktopScore : budgets.lighthouseMobileScore,
            atLeast: true,
          },
          {
            name: `${name}: LCP`,
            value: measure.lcp,
            unit: 'ms',
            budget: isDesktop ? budgets.lighthouseDesktopLcpMilliseconds : budgets.lighthouseMobileLcpMilliseconds,
          },
          {
            name: `${name}: TBT`,
            value: measure.tbt,
            unit: 'ms',
            budget: isDesktop ? budgets.lighthouseDesktopTbtMilliseconds : budgets.lighthouseMobileTbtMilliseconds,
          },
          { name: `${name}: CLS`, value: measure.cls, unit: '', budget: budgets.lighthouseCls },
        );
      }
    }
    // Every role's main screens on a phone, signed in as that role: their phone layouts must keep them fast.
    for (const { email, pages, budget } of mobilePages) {
      await signIn(chrome, baseUrl, email);
      for (const page of pages) {
        const runs: Measure[] = [];
        for (let run = 0; run < runsPerCase; run++)
          runs.push(await runOnce(chrome, `${baseUrl}${page}`, 'mobile', true));
        const score = median(runs.map((run) => run.score));
        log(
          `     lighthouse ${page} mobile: scores ${runs.map((run) => run.score.toFixed(0)).join(', ')}; median LCP ${median(runs.map((run) => run.lcp)).toFixed(0)} ms, TBT ${median(runs.map((run) => run.tbt)).toFixed(0)} ms`,
        );
        figures.push({
          name: `lighthouse ${page} mobile: performance`,
          value: score,
          unit: '',
          budget,
          atLeast: true,
        });
      }
    }
  } finally {
    await chrome.close();
  }
  return figures;
}

/** The main screens of each role (issue 32, item 19), as the demo's person of that role. */
const mobilePages = [
  {
    email: endUser,
    pages: ['/subscriptions', '/catalog', '/cart', '/orders'],
    budget: budgets.lighthouseEndUserMobileScore,
  },
  {
    email: 'partner.admin@contoso.example',
    pages: [
      '/partner-admin/companies',
      '/partner-admin/orders',
      '/partner-admin/catalogs',
      '/partner-admin/catalog-assignments',
    ],
    budget: budgets.lighthouseStaffMobileScore,
  },
  {
    email: 'support@contoso.example',
    pages: ['/admin/companies', '/admin/people'],
    budget: budgets.lighthouseStaffMobileScore,
  },
];
