import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoCspViolations, launchBrowser } from './support/browser';
import { signInAs } from './support/sign-in';

/** Calls the API from a signed-in page, with its stored token. */
const callApi = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const headers = {
        authorization: `Bearer ${localStorage.getItem('auth_token')}`,
        'content-type': 'application/json',
      };
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: response.status === 204 ? null : await response.json() };
    },
    { method, path, body },
  );

describe('access granted and revoked while the person works, two browsers at once', () => {
  afterEach(expectNoCspViolations);
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows a granted company in the switcher, and after a revoke refuses it with "Access forbidden" without a logout', async () => {
    const alexContext = await browser.newContext();
    const supportContext = await browser.newContext();
    try {
      const alex = await alexContext.newPage();
      const support = await supportContext.newPage();
      await signInAs(alex, baseUrl, 'alex@fabrikam.example');
      await alex.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
      await signInAs(support, baseUrl, 'support@contoso.example');
      await support.getByRole('heading', { name: 'Welcome, Sasha' }).waitFor();

      const companies = await callApi(
        support,
        'GET',
        '/api/v1/partner/companies?filter=%7B%22q%22%3A%22Tailspin%22%7D',
      );
      const tailspin = companies.json[0];
      const [alexPerson] = (await callApi(support, 'GET', '/api/v1/multi-tenant/users/search?q=alex%40fabrikam')).json;
      const access = `/api/v1/multi-tenant/companies/${tailspin.id}/users/${alexPerson.id}/access`;
      expect((await callApi(support, 'POST', access, { role: 'member', reason: 'Joint project' })).status).toBe(201);

      await alex.reload();
      await alex.getByRole('button', { name: /^Company: / }).click();
      await alex.getByRole('menuitem', { name: /Tailspin Toys/ }).click();
      await alex.getByRole('button', { name: 'Company: Tailspin Toys' }).waitFor();

      expect((await callApi(support, 'DELETE', access)).status).toBe(204);

      await alex.goto(`${baseUrl}/subscriptions`);
      await alex.getByText('Access forbidden').first().waitFor();
      expect(new URL(alex.url()).pathname).not.toBe('/login');
      await alex.getByRole('button', { name: /^Company: (?!Tailspin)/ }).waitFor();
      await alex.getByRole('button', { name: /^Company: / }).click();
      expect(await alex.getByRole('menuitem', { name: /Tailspin Toys/ }).count()).toBe(0);
      expect(await alex.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
    } finally {
      await alexContext.close();
      await supportContext.close();
    }
  });
});
