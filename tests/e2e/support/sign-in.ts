import type { Page } from 'playwright-core';

/** The first-name greeting the dashboard shows for each demo account. */
export const demoGreeting: Record<string, string> = {
  'partner.admin@contoso.example': 'Welcome, Pat',
  'support@contoso.example': 'Welcome, Sasha',
  'alex@fabrikam.example': 'Welcome, Alex',
  'sam@northwind.example': 'Welcome, Sam',
};

/** Picks `email` on the built-in provider's page (in the portal's language: English or French). */
export async function pickAccount(page: Page, email: string) {
  await page.getByRole('heading', { name: /^(Pick an account|Choisissez un compte)$/ }).waitFor();
  await page.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
}

/** "Sign in with Microsoft" from /login, then the account at the provider. */
export async function signInAs(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  await pickAccount(page, email);
}

export const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));
