// "No cookies" (spec §3, §9) in Chromium: the cookies the portal's pages see after each way in and out. The portal
// sets none; MSAL's (`msal.cache.encryption`, its cache's key) lives only while a session it opened lasts; the
// built-in provider's stay under /idp, as Microsoft's stay on Microsoft's host.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectNoCspViolations, launchBrowser } from './support/browser';
import { pickAccount } from './support/sign-in';

type SignInPath = 'server' | 'msal';

const signInButton: Record<SignInPath, string> = {
  server: 'Sign in with Microsoft',
  msal: 'Use another account',
};

const accountNotFound =
  'We couldn’t find your account in our system. Please contact your administrator to ensure you have been granted access to this portal.';

/** The portal's own addresses, none under /idp: its pages, its sign-in return and its API. */
const portalPaths = ['/', '/login', '/auth-callback', '/dashboard', '/subscriptions', '/partner-admin', '/api/v1/auth'];

describe('the cookies of each way in and out, in Chromium', () => {
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
  afterEach(expectNoCspViolations);

  /** `name path` of each cookie any page of the portal outside /idp would carry. */
  const portalCookies = async () =>
    (await context.cookies(portalPaths.map((path) => `${baseUrl}${path}`))).map(({ name, path }) => `${name} ${path}`);
  /** The paths of every cookie in the browser. */
  const everyCookiePath = async () => (await context.cookies()).map(({ path }) => path);

  async function signIn(page: Page, path: SignInPath, email: string) {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: signInButton[path] }).click();
    await pickAccount(page, email);
  }

  async function signOut(page: Page) {
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // The provider's sign-out page submits itself, or waits for “Sign out”.
    const isLogin = (url: URL) => url.origin === baseUrl && url.pathname === '/login';
    const confirm = page.getByRole('button', { name: 'Sign out' });
    await Promise.race([page.waitForURL(isLogin), confirm.waitFor()]);
    if (!isLogin(new URL(page.url()))) await confirm.click({ timeout: 3000 }).catch(() => undefined);
    await page.waitForURL(isLogin);
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).waitFor();
    await page.waitForLoadState('networkidle');
  }

  // While signed in, the portal's pages see MSAL's cookie only after a sign-in through MSAL: MSAL 5 keeps there the
  // key of its encrypted localStorage cache, which silent sign-in and MSAL's sign-out need.
  it.each([
    ['server', []],
    ['msal', ['msal.cache.encryption /']],
  ] as const)('signs in through the %s path with %j for cookies, and out with none', async (path, whileSignedIn) => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    expect(await portalCookies(), 'on /login').toEqual([]);
    await signIn(page, path, 'alex@fabrikam.example');
    await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
    expect(await portalCookies(), 'signed in').toEqual(whileSignedIn);
    expect(await everyCookiePath(), 'the provider’s session').toContain('/idp');
    await signOut(page);
    expect(await portalCookies(), 'signed out').toEqual([]);
    expect((await everyCookiePath()).filter((cookiePath) => !cookiePath.startsWith('/idp'))).toEqual([]);
  });

  it.each(['server', 'msal'] as const)('leaves no cookie after a refused sign-in through the %s path', async (path) => {
    const page = await context.newPage();
    await signIn(page, path, 'stranger@example.com');
    // The callback screen says why.
    await page.getByRole('alert').waitFor();
    if (path === 'server') await page.getByText(accountNotFound).waitFor();
    expect(await portalCookies()).toEqual([]);
    expect((await everyCookiePath()).filter((cookiePath) => !cookiePath.startsWith('/idp'))).toEqual([]);
  });

  it('leaves no cookie after a session the server ended (a 401 on the next call)', async () => {
    const page = await context.newPage();
    await signIn(page, 'msal', 'sam@northwind.example');
    await page.getByRole('heading', { name: 'Welcome, Sam' }).waitFor();
    expect(await portalCookies()).toEqual(['msal.cache.encryption /']);
    // The session is revoked on the server behind the portal's back, as an expiry or another device would.
    const revoked = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}` };
      return (await fetch('/api/v1/auth/logout', { method: 'POST', headers })).status;
    });
    expect(revoked).toBe(200);
    await page.getByRole('menuitem', { name: 'Orders', exact: true }).click();
    await page.getByText('Your session is invalid or has expired. Please sign in again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await portalCookies()).toEqual([]);
  });

  it('leaves no cookie after a failed /auth-callback, once MSAL had started', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Use another account' }).click();
    await page.getByRole('heading', { name: 'Pick an account' }).waitFor();
    expect(await portalCookies()).toEqual(['msal.cache.encryption /']);
    // Back at the portal with a code nobody issued, instead of picking an account.
    await page.goto(`${baseUrl}/auth-callback?code=forged&state=forged`);
    await page.getByRole('alert').waitFor();
    expect(await portalCookies()).toEqual([]);
  });
});
