import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { appendProofFigures } from '../../server/support/proof-report';

/** What this test file's pages reported against the Content-Security-Policy (see recordCspViolations). */
const csp = { pageLoads: 0, violations: [] as string[], consoleReports: [] as string[], reported: 0, consoleSeen: 0 };

/**
 * Debian's Chromium, never a downloaded browser. Every context it opens records CSP violations; closing it
 * adds the file's figures to the proof report.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await recordCspViolations(context);
    describeOnFailure(context);
    return context;
  };
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    appendProofFigures('csp', {
      file: expect.getState().testPath,
      pageLoads: csp.pageLoads,
      // One violation shows as an event and as a console line; the console counts when no event came.
      violations: csp.violations.length ? csp.violations : csp.consoleReports,
    });
    await close(options);
  };
  return browser;
}

/**
 * When the test that opened `context` fails, what its pages showed: their address, console errors and text in
 * the test's output, and a screenshot in `E2E_FAILURE_DIR` (CI keeps none of the browser otherwise).
 */
function describeOnFailure(context: BrowserContext) {
  const errors: string[] = [];
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });
  try {
    onTestFailed(async ({ task }) => {
      const folder = process.env.E2E_FAILURE_DIR ?? path.join(os.tmpdir(), 'e2e-failures');
      mkdirSync(folder, { recursive: true });
      for (const [index, page] of context.pages().entries()) {
        if (page.isClosed()) continue;
        const file = path.join(folder, `${task.name.replace(/[^\w]+/g, '-').slice(0, 80)}-${index}.png`);
        const text = await page
          .locator('body')
          .innerText({ timeout: 2000 })
          .catch((error: Error) => `(no text: ${error.message})`);
        await page.screenshot({ path: file, fullPage: true, timeout: 5000 }).catch(() => undefined);
        const report = [
          `${task.name}, page ${index}: ${page.url()} (screenshot: ${file})`,
          `Console errors: ${errors.join(' | ') || 'none'}`,
          text.slice(0, 3000),
        ].join('\n');
        console.error(report);
        writeFileSync(file.replace(/\.png$/, '.txt'), `${report}\n`);
      }
    });
  } catch {
    // A context opened outside a test (in a beforeAll) has no test to fail.
  }
}

/**
 * Every page of `context` reports what the Content-Security-Policy blocked: the `securitypolicyviolation` event
 * (in every frame, from a script the browser runs before the page's own, which CSP does not govern) and the
 * console lines in which Chromium names the policy.
 */
export async function recordCspViolations(context: BrowserContext) {
  context.on('page', (page) =>
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) csp.pageLoads++;
    }),
  );
  await context.exposeBinding('__reportCspViolation', ({ page }, report: string) =>
    csp.violations.push(`${page ? new URL(page.url()).pathname : '?'}: ${report}`),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile.split('?')[0]}:${event.lineNumber}) ${event.sample}`;
      void (window as unknown as { __reportCspViolation: (report: string) => Promise<void> }).__reportCspViolation(
        report,
      );
    });
  });
  context.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) csp.consoleReports.push(message.text());
  });
}

/** `afterEach(expectNoCspViolations)`: fails the test during which a page reported a CSP violation. */
export function expectNoCspViolations() {
  const fresh = [...csp.violations.slice(csp.reported), ...csp.consoleReports.slice(csp.consoleSeen)];
  csp.reported = csp.violations.length;
  csp.consoleSeen = csp.consoleReports.length;
  expect(fresh, 'Content-Security-Policy violations').toEqual([]);
}

/** Collects what the page reports to its console as errors, and failed page loads. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}
