import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectNoCspViolations, launchBrowser, watchConsole } from './support/browser';
import { signInAs, storedKeys } from './support/sign-in';

// The server is shared with the other files: these journeys change nobody the sign-in journeys use (they
// register their own person, and Jordan's language goes back to English).

const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('the /admin area, in Chromium', () => {
  afterEach(expectNoCspViolations);
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext();
  });
  afterEach(() => context.close());

  it('gives support staff the access screens: companies, people, access history', async () => {
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signInAs(page, baseUrl, 'support@contoso.example');
    await page.getByRole('heading', { name: 'Welcome, Sasha' }).waitFor();
    for (const name of ['Profile', 'Companies', 'People', 'Access history']) await menuItem(page, name).waitFor();

    await menuItem(page, 'Companies').click();
    await page.waitForURL(`${baseUrl}/admin/companies`);
    await page.getByRole('cell', { name: 'Fabrikam, Inc.' }).waitFor();
    await page.getByPlaceholder('Search companies').fill('north');
    await page.getByRole('cell', { name: 'Fabrikam, Inc.' }).waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Northwind Traders' }).click();
    await page.waitForURL(/\/admin\/companies\/\d+$/);
    await page.getByRole('heading', { name: 'People with access' }).waitFor();
    await rowWith(page, 'sam@northwind.example').getByText('Member').waitFor();

    await menuItem(page, 'People').click();
    await page.getByPlaceholder('Find a person').fill('sam');
    await rowWith(page, 'sam@northwind.example').waitFor();

    await menuItem(page, 'Access history').click();
    await page.waitForURL(`${baseUrl}/admin/history`);
    await page.getByRole('button', { name: 'Export' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('registers a person, grants, changes and revokes their access, disables and re-enables them', async () => {
    const page = await context.newPage();
    const errors = watchConsole(page);
    const email = `e2e.${Date.now()}@tailspin.example`;
    await signInAs(page, baseUrl, 'support@contoso.example');
    await page.getByRole('heading', { name: 'Welcome, Sasha' }).waitFor();

    await page.goto(`${baseUrl}/admin/people`);
    await page.getByRole('button', { name: 'Register a person' }).click();
    const register = page.getByRole('dialog', { name: 'Register a person' });
    expect(await register.getByRole('radio').count()).toBe(0);
    await register.getByLabel('Email').fill(email);
    await register.getByLabel('Name').fill('Eve Newcomer');
    await register.getByRole('button', { name: 'Register a person' }).click();
    await page.getByText('Eve Newcomer is registered').waitFor();
    const person = rowWith(page, email);
    await person.waitFor();

    await person.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog', { name: 'Disable Eve Newcomer' }).getByRole('button', { name: 'Disable' }).click();
    await person.getByText('Disabled').waitFor();
    await person.getByRole('button', { name: 'Re-enable' }).click();
    await page
      .getByRole('dialog', { name: 'Re-enable Eve Newcomer' })
      .getByRole('button', { name: 'Re-enable' })
      .click();
    await person.getByText('Active').waitFor();

    await page.goto(`${baseUrl}/admin/companies`);
    await page.getByRole('cell', { name: 'Tailspin Toys' }).click();
    await page.getByRole('heading', { name: 'People with access' }).waitFor();
    await page.getByRole('button', { name: 'Grant access' }).click();
    const grant = page.getByRole('dialog', { name: 'Grant access' });
    await grant.getByRole('combobox', { name: 'Person' }).pressSequentially('Eve New');
    await page.getByRole('option', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
    await grant.getByRole('radio', { name: /Viewer/ }).check();
    await grant.getByLabel('Reason').fill('Auditor for the quarter');
    await grant.getByRole('button', { name: 'Grant access' }).click();
    await page.getByText('Access granted').waitFor();
    const access = rowWith(page, email);
    await access.getByText('Viewer').waitFor();
    await access.getByText('Auditor for the quarter').waitFor();

    await access.getByRole('button', { name: 'Change access' }).click();
    const change = page.getByRole('dialog', { name: 'Change access' });
    await change.getByRole('radio', { name: /Member/ }).check();
    await change.getByRole('button', { name: 'Change access' }).click();
    await page.getByText('Access updated').waitFor();
    await access.getByText('Member').waitFor();

    await access.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke access' });
    await confirm.getByText('Revoke the access of Eve Newcomer to Tailspin Toys?').waitFor();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Access revoked').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => access.count()).toBe(0);

    await page.goto(`${baseUrl}/admin/history`);
    await page.getByPlaceholder('Search').fill(email);
    for (const action of ['Access revoked', 'Access updated', 'Access granted']) {
      await page.getByRole('row').filter({ hasText: action }).first().waitFor();
    }
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('access-history.csv');
    expect(errors).toEqual([]);
  });

  it('gives a person without a global role only their profile and companies, and "Access forbidden" elsewhere', async () => {
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signInAs(page, baseUrl, 'sam@northwind.example');
    await page.getByRole('heading', { name: 'Welcome, Sam' }).waitFor();
    await menuItem(page, 'Profile').click();
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'My companies' }).waitFor();
    await rowWith(page, 'Northwind Traders').first().getByText('Member').waitFor();
    await page.getByRole('heading', { name: 'My access history' }).waitFor();
    for (const name of ['Companies', 'People', 'Access history']) expect(await menuItem(page, name).count()).toBe(0);

    await page.goto(`${baseUrl}/admin/companies`);
    await page.getByRole('heading', { name: 'Access forbidden', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/companies');
    expect(await storedKeys(page)).toContain('auth_token');
    expect(await menuItem(page, 'Companies').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('keeps a language picked in the profile for the next sign-in, in a fresh browser', async () => {
    const email = 'jordan@adatum.example';
    const page = await context.newPage();
    await signInAs(page, baseUrl, email);
    await page.getByRole('heading', { name: 'Welcome, Jordan' }).waitFor();
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Langue et thème' }).waitFor();

    const fresh = await browser.newContext();
    try {
      const next = await fresh.newPage();
      await signInAs(next, baseUrl, email);
      await next.getByRole('heading', { name: 'Bienvenue, Jordan' }).waitFor();
      await next.goto(`${baseUrl}/admin`);
      await next.getByRole('heading', { name: 'Mes sociétés' }).waitFor();
      // Back to English, for the journeys that follow.
      await next.getByRole('button', { name: 'English' }).last().click();
      await next.getByRole('heading', { name: 'Language and theme' }).waitFor();
    } finally {
      await fresh.close();
    }
  });
});
