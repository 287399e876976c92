// Reconciliation in Chromium: a partner administrator imports last month from Microsoft (every row matched), a seat
// added at Microsoft only shows this month as a leak, and is explained with a reason.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoCspViolations, launchBrowser } from './support/browser';
import { signInAs } from './support/sign-in';

/** A JSON call from inside the page, with the session the portal stored. */
function callApi<T>(page: Page, url: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ url, method, body }) => {
      const response = await fetch(url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('auth_token')}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { url, method: init.method ?? 'GET', body: init.body },
  ) as Promise<{ status: number; body: T }>;
}

const monthsAgo = (count: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count, 1)).toISOString().slice(0, 7);
};
const screenAt = (period: string, filter: object = {}) =>
  `/partner-admin/reconciliation?filter=${encodeURIComponent(JSON.stringify({ period, ...filter }))}`;

describe('reconciliation, in Chromium', () => {
  afterEach(expectNoCspViolations);
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
    await signInAs(page, baseUrl, 'partner.admin@contoso.example');
    await page.getByText('Welcome, Pat').waitFor();
  });
  afterAll(async () => {
    await callApi(page, '/api/v1/user/profile', {
      method: 'PUT',
      body: { preferences: { locale: 'en', theme: 'light' } },
    });
    await browser.close();
  });

  it('imports last month from Microsoft: every row matched, and closes it', async () => {
    await page.goto(`${baseUrl}${screenAt(monthsAgo(1))}`);
    await page.getByRole('heading', { level: 1, name: 'Reconciliation' }).waitFor();
    await page.getByRole('button', { name: 'Import from Microsoft' }).click();
    await page.getByText(/Microsoft’s rows imported: \d+ rows/).waitFor();
    await page.getByRole('columnheader', { name: 'Microsoft charged' }).waitFor();
    const chips = page.locator('td .MuiChip-label');
    await expect.poll(() => chips.count()).toBeGreaterThan(3);
    expect(new Set(await chips.allTextContents())).toEqual(new Set(['Matched']));
    await expect.poll(() => page.getByRole('button', { name: 'Close the month' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Close the month' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/Closed on .* by /).waitFor();
    expect(await page.getByRole('button', { name: 'Import from Microsoft' }).count()).toBe(0);
  });

  it('shows a seat added at Microsoft only as a leak this month, and explains it', async () => {
    const period = monthsAgo(0);
    // A seat added in Microsoft's admin centre, not through the portal: at the sandbox directly.
    const rows = await callApi<{ supplierSubscriptionId: string | null }[]>(
      page,
      `/api/v1/partner/reconciliation?period=${monthsAgo(1)}&range=[0,999]`,
    );
    const held = rows.body.find((row) => row.supplierSubscriptionId)!.supplierSubscriptionId!;
    const added = await page.evaluate(async (id) => {
      const current = await (
        await fetch(`/partner-center/sandbox/subscriptions/${id}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        })
      ).json();
      const response = await fetch(`/partner-center/sandbox/subscriptions/${id}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ quantity: current.quantity + 1 }),
      });
      return response.status;
    }, held);
    expect(added).toBe(200);

    await page.goto(`${baseUrl}${screenAt(period)}`);
    await page.getByRole('button', { name: 'Import from Microsoft' }).click();
    await page.getByText(/Microsoft’s rows imported/).waitFor();
    await page.goto(`${baseUrl}${screenAt(period, { status: 'cost_not_billed' })}`);
    const leak = page.getByRole('row').filter({ hasText: 'Cost not billed' }).first();
    await leak.waitFor();
    await expect.poll(async () => page.getByText('Leak', { exact: true }).isVisible()).toBe(true);
    await leak.getByRole('button', { name: 'Explain' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('A seat Microsoft’s admin centre added for a test: removed the next day');
    await dialog.getByRole('button', { name: 'Explain' }).click();
    await page.getByText('Explanation kept').waitFor();
  });
});
