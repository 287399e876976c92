import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoCspViolations, launchBrowser } from './support/browser';
import { signInAs } from './support/sign-in';

// The server is shared with the other files: this journey gives Northwind a new catalog for a while and then
// puts Northwind's Enterprise assignment back as it was (no end date); Fabrikam's catalog is never touched.

type Item = {
  id: number;
  priceSheetId: number;
  effectivePrice: number;
  isVisible: boolean;
  markupPercent: number | null;
};
type Assignment = { id: number; catalogName: string; companyName: string; validTo: string | null };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A JSON call from inside the page, with the session the portal stored (token and company). */
function callApi<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, method, body }) => {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('auth_token')}`,
      };
      const companyId = localStorage.getItem('current_company_id');
      const tenantId = localStorage.getItem('current_tenant_id');
      if (companyId) headers['X-Company-Id'] = companyId;
      if (tenantId) headers['X-Tenant-Id'] = tenantId;
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { path, method: init.method ?? 'GET', body: init.body },
  ) as Promise<{ status: number; body: T }>;
}

const listQuery = (filter: Record<string, unknown> = {}) =>
  `range=${encodeURIComponent('[0,999]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('the /partner-admin area, in Chromium', () => {
  afterEach(expectNoCspViolations);
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let partner: BrowserContext | undefined;
  let partnerPage: Page | undefined;
  let enterpriseAssignmentId: number | undefined;
  let newAssignmentId: number | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // Northwind gets its Enterprise catalog back, with no end date, as the other files expect.
    if (partnerPage) {
      if (newAssignmentId)
        await callApi(partnerPage, `/api/v1/catalog/partner/catalog-assignments/${newAssignmentId}`, {
          method: 'DELETE',
        });
      if (enterpriseAssignmentId)
        await callApi(partnerPage, `/api/v1/catalog/partner/catalog-assignments/${enterpriseAssignmentId}`, {
          method: 'PUT',
          body: { validTo: null },
        });
    }
    await partner?.close();
    await browser?.close();
  });

  it('refuses the area to an end user: "Access forbidden", still signed in, no menu entry', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, baseUrl, 'alex@fabrikam.example');
    await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Catalogs', exact: true }).count()).toBe(0);
    await page.goto(`${baseUrl}/partner-admin`);
    await page.getByRole('heading', { name: 'Access forbidden', level: 1 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();
    await context.close();
  });

  it('builds a catalog from the template, prices it in bulk, assigns it to Northwind, and Sam sees the prices', async () => {
    partner = await browser.newContext();
    const page = await partner.newPage();
    partnerPage = page;
    const name = `E2E catalog ${Date.now()}`;
    await signInAs(page, baseUrl, 'partner.admin@contoso.example');
    await page.getByRole('heading', { name: 'Welcome, Pat' }).waitFor();
    await page.getByRole('menuitem', { name: 'Catalog builder' }).click();

    // Step 1: from the template.
    await page.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: 'Modern workplace essentials' }).click();
    await page.getByLabel('Catalog name').fill(name);
    await page.getByRole('button', { name: 'Create the catalog' }).click();
    await page.waitForURL(/catalog-builder\?catalogId=\d+&step=1$/);
    const catalogId = Number(new URL(page.url()).searchParams.get('catalogId'));
    await page.getByText(/items\)$/).waitFor();

    // Step 2: 20 price sheets at once, then 15 items' markup raised after the preview.
    await page.getByRole('button', { name: 'Add items' }).click();
    const addDialog = page.getByRole('dialog');
    await addDialog.getByRole('combobox', { name: 'Term' }).click();
    await page.getByRole('option', { name: '1 month' }).click();
    const sheets = addDialog.getByRole('table').getByRole('checkbox');
    await sheets.nth(19).waitFor();
    for (let index = 0; index < 20; index++) await sheets.nth(index).check();
    await addDialog.getByRole('button', { name: 'Add 20 price sheets' }).click();
    await addDialog.getByText(/^20 added, 0 already in the catalog$/).waitFor();
    await addDialog.getByRole('button', { name: 'Close' }).click();
    await addDialog.waitFor({ state: 'detached' });

    const before = await callApi<Item[]>(page, `/api/v1/catalog/partner/catalogs/${catalogId}/items?${listQuery()}`);
    expect(before.body.length).toBe(44);

    const rows = page.locator('main tbody tr');
    await rows.nth(24).waitFor();
    for (let index = 0; index < 15; index++) await rows.nth(index).getByRole('checkbox').check();
    // A selection's actions take a line of their own: the list's filters and buttons stay within reach, not under them.
    await page.getByRole('button', { name: 'Add items' }).click({ trial: true, timeout: 5_000 });
    await page.getByRole('button', { name: 'Change the selected items' }).click();
    const bulkDialog = page.getByRole('dialog');
    await bulkDialog.getByLabel('New value').fill('30');
    const preview = bulkDialog.getByRole('table', { name: 'Preview' });
    await expect.poll(() => preview.locator('tbody tr').count()).toBe(15);
    // Product, cost, sell price now, after, margin: the price after is higher.
    const firstRow = await preview.locator('tbody tr').first().locator('td').allTextContents();
    const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    expect(amount(firstRow[3]!)).toBeGreaterThan(amount(firstRow[2]!));
    await bulkDialog.getByRole('button', { name: 'Apply to 15 items' }).click();
    await bulkDialog.waitFor({ state: 'detached' });
    await page.getByText('15 items changed').waitFor();

    const after = await callApi<Item[]>(page, `/api/v1/catalog/partner/catalogs/${catalogId}/items?${listQuery()}`);
    expect(after.body.filter((item) => item.markupPercent === 30)).toHaveLength(15);

    // The new catalog cannot overlap Enterprise: end Northwind's Enterprise assignment yesterday first.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(/step=2$/);
    await page.getByRole('button', { name: 'Assign a catalog' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Company' }).fill('Northwind');
    await page.getByRole('option', { name: /^Northwind Traders/ }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(/Northwind Traders already has Enterprise catalog/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('menuitem', { name: 'Catalog assignments' }).click();
    const enterpriseRow = page
      .getByRole('row')
      .filter({ hasText: 'Northwind Traders' })
      .filter({ hasText: 'Enterprise catalog' });
    const assignments = await callApi<Assignment[]>(page, `/api/v1/catalog/partner/catalog-assignments?${listQuery()}`);
    enterpriseAssignmentId = assignments.body.find(
      (assignment) => assignment.companyName === 'Northwind Traders' && assignment.catalogName === 'Enterprise catalog',
    )?.id;
    await enterpriseRow.getByRole('button', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('To').fill(day(-1));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Back in the builder where it was left: assign the new catalog with Northwind's billing profile.
    await page.goto(`${baseUrl}/partner-admin/catalog-builder?catalogId=${catalogId}&step=2`);
    await page.getByRole('button', { name: 'Assign a catalog' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Company' }).fill('Northwind');
    await page.getByRole('option', { name: /^Northwind Traders/ }).click();
    await dialog.getByRole('combobox', { name: 'Billing profile' }).click();
    await page.getByRole('option', { name: /Main account/ }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Northwind Traders').waitFor();
    const mine = await callApi<Assignment[]>(
      page,
      `/api/v1/catalog/partner/catalog-assignments?${listQuery({ catalogId })}`,
    );
    newAssignmentId = mine.body[0]?.id;
    expect(mine.body).toHaveLength(1);

    // Sam, in Northwind, now buys from the new catalog at its prices.
    const samContext = await browser.newContext();
    const sam = await samContext.newPage();
    await signInAs(sam, baseUrl, 'sam@northwind.example');
    await sam.getByRole('heading', { name: 'Welcome, Sam' }).waitFor();
    const offered = await callApi<{ offers: { priceSheetId: number; unitPrice: number }[] }[]>(
      sam,
      `/api/v1/catalog?range=${encodeURIComponent('[0,999]')}`,
    );
    expect(offered.status).toBe(200);
    const priceOf = new Map(
      offered.body.flatMap((product) => product.offers.map((offer) => [offer.priceSheetId, offer.unitPrice])),
    );
    const visible = after.body.filter((item) => item.isVisible);
    expect(priceOf.size).toBe(visible.length);
    for (const item of visible) expect(priceOf.get(item.priceSheetId)).toBeCloseTo(item.effectivePrice, 2);
    await samContext.close();
  });
});
