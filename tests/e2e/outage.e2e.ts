// The server goes away while a person works (issue 32, item 2): a menu tap on a page not loaded yet used to reload the
// tab into Chromium's own "This site can't be reached", which stayed after the server came back. The portal says
// it cannot reach the server, checks again on its own, and opens the page once the server is back.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from '../server/support/server-process';
import { launchBrowser } from './support/browser';
import { signInAs } from './support/sign-in';

describe('a server outage while a person works', () => {
  let browser: Browser;
  let dataDir: string;
  let port: number;
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  const environment = () => ({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-outage-'));
    port = await freePort();
    server = await startServer({ ...environment(), LOG_LEVEL: 'warn' });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    server?.child.kill('SIGTERM');
    await server?.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says it cannot reach the portal, retries on its own, and opens the page once the server is back', async () => {
    const baseUrl = `http://localhost:${port}`;
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInAs(page, baseUrl, 'alex@fabrikam.example');
    await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();

    server!.child.kill('SIGTERM');
    await server!.exited;
    server = null;
    // A page not loaded yet: its code must come from the server that is gone.
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Can’t reach the portal' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/orders');

    server = await startServer({ ...environment(), LOG_LEVEL: 'warn' });
    await page.getByRole('heading', { name: 'Orders', exact: true, level: 1 }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { name: 'Can’t reach the portal' }).count()).toBe(0);
  }, 120_000);
});
