import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoCspViolations, launchBrowser, watchConsole } from './support/browser';

describe('the portal in Chromium', () => {
  afterEach(expectNoCspViolations);
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('opens the home page: what the portal is and a way to sign in', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    const response = await page.goto(baseUrl);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Your software subscriptions, in one place' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(await page.getByText('Health check failed').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers an unknown route with 404 and shows "Page not found"', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}/this/does/not/exist`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(await page.getByText('Error 404').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { name: 'Your software subscriptions, in one place' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('remembers the French language across a reload', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Vos abonnements logiciels, au même endroit' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Vos abonnements logiciels, au même endroit' }).waitFor();
    expect(await page.locator('html').evaluate(() => localStorage.getItem('RaStore.locale'))).toContain('fr');
    await page.close();
  });
});
