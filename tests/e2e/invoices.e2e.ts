import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoCspViolations, launchBrowser, watchConsole } from './support/browser';
import { api, personas, settle, signIn } from './support/portal-pages';

// The money side in the browser: a customer finds an invoice through the menu (on a phone and at a desk), reads its
// lines and totals and downloads its PDF; the partner makes, approves and issues last month's billing run on its
// screen, and the customer then finds the new invoice. Data: the demo's invoices of the two months before last; the
// run for last month is made here.

const alex = personas.find((persona) => persona.role === 'member of several companies')!;
const partnerAdmin = personas.find((persona) => persona.role === 'partner admin')!;

/** The month before today (the server runs on this machine's clock), YYYY-MM and in English ("October 2026"). */
function lastMonth() {
  const today = new Date();
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return {
    period: month.toISOString().slice(0, 7),
    words: month.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
}

describe('invoices, from the billing run to the customer', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await expectNoCspViolations();
    await browser.close();
  });

  const openInvoicesByMenu = async (page: Page, isPhone: boolean) => {
    if (isPhone) await page.getByRole('button', { name: 'Open menu' }).tap();
    const scope = isPhone ? page.locator('.MuiDrawer-paper') : page;
    const item = scope.getByRole('menuitem', { name: 'Invoices', exact: true });
    if (isPhone) await item.tap();
    else await item.click();
    await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
    await settle(page);
  };

  /** Opens the invoice's PDF download and answers what the API sent. */
  const downloadPdf = async (page: Page, tap: boolean) => {
    const response = page.waitForResponse((answer: Response) => /\/api\/v1\/invoices\/\d+\/pdf$/.test(answer.url()));
    const download = page.waitForEvent('download');
    const button = page.getByRole('button', { name: 'Download PDF' });
    if (tap) await button.tap();
    else await button.click();
    const [answer, saved] = await Promise.all([response, download]);
    return { status: answer.status(), type: answer.headers()['content-type'], fileName: saved.suggestedFilename() };
  };

  it('on a phone: the customer opens Invoices through the menu, an invoice by tapping it, and downloads its PDF', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signIn(page, baseUrl, alex);
    await openInvoicesByMenu(page, true);
    // A phone lists the invoices as a list of links, no table.
    expect(await page.locator('main table').count()).toBe(0);
    const first = page.locator('main a[href^="/invoices/"]').first();
    const number = (await first.textContent())!.match(/[A-Z]+-\d{4}-\d{5}/)![0];
    await first.tap();
    await page.getByRole('heading', { level: 1, name: `Invoice ${number}` }).waitFor();
    await page.getByText('Total incl. tax', { exact: true }).last().waitFor();
    await page.getByText('Total excl. tax', { exact: true }).last().waitFor();
    const pdf = await downloadPdf(page, true);
    expect(pdf).toEqual({ status: 200, type: 'application/pdf', fileName: `${number}.pdf` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at a desk: the customer clicks an invoice’s row and reads its lines, tax and totals, in English and in French', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, baseUrl, alex);
    await openInvoicesByMenu(page, false);
    const row = page.locator('main tbody tr').first();
    const number = (await row.locator('td').first().textContent())!.match(/[A-Z]+-\d{4}-\d{5}/)![0];
    // The row's click, not its link: the whole row opens the invoice.
    await row.locator('td').nth(1).click();
    await page.getByRole('heading', { level: 1, name: `Invoice ${number}` }).waitFor();
    const lines = page.locator('main tbody tr');
    await lines.first().waitFor();
    // Each line opens the subscription it charges.
    expect(await lines.first().locator('a[href^="/subscriptions/"]').count()).toBe(1);
    await page.getByRole('columnheader', { name: 'Unit price' }).waitFor();
    await page
      .getByText(/^VAT .+% on /)
      .first()
      .waitFor();
    const pdf = await downloadPdf(page, false);
    expect(pdf.type).toBe('application/pdf');

    // French, once: the same page in the portal's other language.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('heading', { level: 1, name: `Facture ${number}` }).waitFor();
    await page.getByRole('button', { name: 'Télécharger le PDF' }).waitFor();
    await page.getByText('Total TTC', { exact: true }).last().waitFor();
    await page.getByRole('menuitem', { name: 'Factures', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: `Invoice ${number}` }).waitFor();
    await context.close();
  });

  it('the partner makes last month’s run on its screen, approves and issues it; the customer then finds the new invoice', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signIn(page, baseUrl, partnerAdmin);
    await page.getByRole('menuitem', { name: 'Billing', exact: true }).click();
    await settle(page);
    const month = lastMonth();
    await page.getByRole('button', { name: 'New billing run' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New billing run' });
    expect(await dialog.getByLabel('Month').inputValue()).toBe(month.period);
    await dialog.getByRole('button', { name: 'Make the drafts' }).click();
    await page.getByRole('heading', { level: 1, name: `Billing run of ${month.words}` }).waitFor();
    await settle(page);
    const fabrikam = page.locator('main tbody tr', { hasText: 'Fabrikam, Inc.' });
    await fabrikam.waitFor();

    await page.locator('main thead').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText(/^\d+ invoices? approved$/).waitFor();
    const issue = page.getByRole('button', { name: /^Issue approved \(\d+\)$/ });
    await issue.and(page.locator(':not([disabled])')).waitFor();
    const count = Number((await issue.textContent())!.match(/\((\d+)\)/)![1]);
    expect(count).toBeGreaterThan(0);
    await issue.click();
    const confirm = page.getByRole('dialog', { name: `Issue ${count} invoice${count === 1 ? '' : 's'}?` });
    await confirm.getByText(/An issued invoice never changes/).waitFor();
    await confirm.getByRole('button', { name: 'Issue', exact: true }).click();
    await page.getByText(`${count} invoice${count === 1 ? '' : 's'} issued`).waitFor();
    await page.getByText('Every invoice of this run is issued.').waitFor();
    await page.locator('main tbody tr', { hasText: 'Fabrikam, Inc.' }).getByText('Open', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const customer = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const customerPage = await customer.newPage();
    await signIn(customerPage, baseUrl, alex);
    await openInvoicesByMenu(customerPage, false);
    const mine = await api<{ number: string; period: string }[]>(
      customerPage,
      `/api/v1/invoices?filter=${encodeURIComponent(JSON.stringify({ period: month.period }))}`,
    );
    expect(mine).toHaveLength(1);
    const latest = customerPage.getByRole('link', { name: mine[0]!.number });
    await latest.waitFor();
    await latest.click();
    await customerPage.getByRole('heading', { level: 1, name: `Invoice ${mine[0]!.number}` }).waitFor();
    await customerPage.getByText(month.words).first().waitFor();
    await customer.close();
  });
});
