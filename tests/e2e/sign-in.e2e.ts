import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectNoCspViolations, launchBrowser, watchConsole } from './support/browser';
import { demoGreeting, pickAccount, signInAs, storedKeys } from './support/sign-in';

/** The keys of the page's localStorage and sessionStorage. */
const bothStorages = (page: Page) =>
  page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));

describe('signing in with a work account, in Chromium', () => {
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

  it.each(Object.entries(demoGreeting))('signs %s in and lands on the dashboard', async (email, greeting) => {
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signInAs(page, baseUrl, email);
    await page.getByRole('heading', { name: greeting }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(new URL(page.url()).search).toBe('');
    const keys = await storedKeys(page);
    expect(keys).toEqual(expect.arrayContaining(['auth_token', 'current_company_id', 'current_tenant_id']));
    expect(errors).toEqual([]);
  });

  it("fetches the portal's code once /login is painted and idle, not among its first bytes, and runs none of it", async () => {
    const page = await context.newPage();
    const requested: { path: string; afterLoad: boolean }[] = [];
    let isLoaded = false;
    page.on('load', () => (isLoaded = true));
    page.on('request', (request) => requested.push({ path: new URL(request.url()).pathname, afterLoad: isLoaded }));
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).waitFor();
    // No click: the card alone, idle, asks for the portal chunk, as a module preload (fetched and compiled, not run).
    const portal = () => requested.filter(({ path }) => /^\/assets\/portal-[\w-]+\.js$/.test(path));
    await expect.poll(() => portal().length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(portal()).toEqual([{ path: expect.stringMatching(/^\/assets\/portal-/), afterLoad: true }]);
    expect(await page.locator('link[rel="modulepreload"][href^="/assets/portal-"]').count()).toBe(1);
    // Not run: react-admin's layout never mounted, and the card is still the page.
    expect(await page.locator('.RaLayout-appFrame').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    await pickAccount(page, 'alex@fabrikam.example');
    await page.getByRole('heading', { name: demoGreeting['alex@fabrikam.example'] }).waitFor();
  });

  it('ends the sign-in of an account the portal does not know on the “couldn’t find your account” message', async () => {
    const page = await context.newPage();
    await signInAs(page, baseUrl, 'stranger@example.com');
    await page
      .getByText(
        'We couldn’t find your account in our system. Please contact your administrator to ensure you have been granted access to this portal.',
      )
      .waitFor();
    expect(await storedKeys(page)).not.toContain('auth_token');
    expect(new URL(page.url()).search).toBe('');
  });

  it('sends a signed-out person from a guarded route to /login, and back after sign-in', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/user-guide`);
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    await pickAccount(page, 'sam@northwind.example');
    await page.waitForURL(`${baseUrl}/user-guide`);
    expect(await page.getByRole('heading', { name: 'Welcome, Sam' }).count()).toBe(0);
  });

  it('stays in the portal on Back right after signing in, not on the provider’s account picker', async () => {
    const page = await context.newPage();
    await signInAs(page, baseUrl, 'alex@fabrikam.example');
    await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Pick an account' }).count()).toBe(0);
  });

  it('goes on to the portal from /auth-callback opened while signed in (a bookmark, Back), four times of four', async () => {
    const page = await context.newPage();
    await signInAs(page, baseUrl, 'alex@fabrikam.example');
    await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
    for (const address of [
      '/auth-callback',
      '/auth-callback?code=spent&state=old',
      '/auth-callback',
      '/auth-callback',
    ]) {
      await page.goto(`${baseUrl}${address}`);
      await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
      expect(new URL(page.url()).pathname, address).toBe('/dashboard');
    }
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();
  });

  it('keeps the session across a reload', async () => {
    const page = await context.newPage();
    await signInAs(page, baseUrl, 'alex@fabrikam.example');
    await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('logs out to /login through the provider, forgets the session, and Back shows nothing private', async () => {
    const page = await context.newPage();
    await signInAs(page, baseUrl, 'alex@fabrikam.example');
    await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // The provider's session ends too: its page submits itself, or waits for a person to press “Sign out” (the
    // page may leave on its own while the button is pressed).
    const signOut = page.getByRole('button', { name: 'Sign out' });
    const isLogin = (url: URL) => url.origin === baseUrl && url.pathname === '/login';
    await Promise.race([page.waitForURL(isLogin), signOut.waitFor()]);
    if (!isLogin(new URL(page.url()))) await signOut.click({ timeout: 3000 }).catch(() => undefined);
    await page.waitForURL(isLogin);
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).waitFor();
    const keys = await storedKeys(page);
    expect(keys).not.toContain('auth_token');
    expect(keys).not.toContain('current_company_id');
    expect(keys).not.toContain('current_tenant_id');
    await page.goBack();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { name: 'Welcome, Alex' }).count()).toBe(0);
    // On a shared computer the next person is asked who they are: no silent sign-in as Alex.
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    await page.getByRole('heading', { name: 'Pick an account' }).waitFor();
  });

  it('signs in through MSAL with “Use another account”, then silently for the cached account', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Use another account' }).click();
    await pickAccount(page, 'sam@northwind.example');
    await page.getByRole('heading', { name: 'Welcome, Sam' }).waitFor();
    expect((await storedKeys(page)).some((key) => key.startsWith('msal.'))).toBe(true);

    // The portal session ends (expired token) while MSAL still holds the account.
    await page.evaluate(() => localStorage.removeItem('auth_token'));
    const providerPages: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame.url().includes('/idp/')) providerPages.push(frame.url());
    });
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    await page.getByRole('heading', { name: 'Welcome, Sam' }).waitFor();
    expect(providerPages).toEqual([]);
  });

  it('logs out of an MSAL sign-in, leaving neither the session token nor the MSAL cache in the browser', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Use another account' }).click();
    await pickAccount(page, 'sam@northwind.example');
    await page.getByRole('heading', { name: 'Welcome, Sam' }).waitFor();
    const storedBefore = await bothStorages(page);
    expect([...storedBefore.local, ...storedBefore.session].some((key) => key.startsWith('msal.'))).toBe(true);
    expect(storedBefore.local).toContain('auth_token');

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // MSAL signs out at the provider too; its page submits itself, or (should its script be blocked) waits
    // for a person to press “Sign out”.
    const signOut = page.getByRole('button', { name: 'Sign out' });
    const isLogin = (url: URL) => url.origin === baseUrl && url.pathname === '/login';
    await Promise.race([page.waitForURL(isLogin), signOut.waitFor()]);
    if (!isLogin(new URL(page.url()))) await signOut.click();
    await page.waitForURL(isLogin);
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).waitFor();
    await page.waitForLoadState('networkidle');
    const left = await bothStorages(page);
    const isSessionKey = (key: string) => key === 'auth_token' || key.startsWith('msal.');
    expect(left.local.filter(isSessionKey), 'localStorage').toEqual([]);
    expect(left.session.filter(isSessionKey), 'sessionStorage').toEqual([]);
    const cookies = (await context.cookies(baseUrl)).map((cookie) => cookie.name);
    expect(
      cookies.filter((name) => name.startsWith('msal.')),
      'cookies',
    ).toEqual([]);
  });

  it('shows the provider’s page in the portal’s language, whole on a phone, dark in the dark theme', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'fr-FR',
      colorScheme: 'dark',
    });
    try {
      const page = await phone.newPage();
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('button', { name: 'Se connecter avec Microsoft' }).click();
      await page.getByRole('heading', { name: 'Choisissez un compte' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      // No sideways scrolling: the card was as wide as the screen plus its padding.
      const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(width[0]).toBeLessThanOrEqual(width[1]!);
      const background = await page.evaluate(() => getComputedStyle(document.querySelector('main')!).backgroundColor);
      expect(background).toBe('rgb(30, 30, 30)');
      await pickAccount(page, 'alex@fabrikam.example');
      // Signed in: in the language Alex's profile keeps, once an earlier test chose one (a profile's wins).
      await page.getByRole('heading', { name: /^(Bienvenue|Welcome), Alex$/ }).waitFor();
    } finally {
      await phone.close();
    }
  });

  it('switches the current company for a person with several, at once even on a slow machine', async () => {
    const page = await context.newPage();
    await signInAs(page, baseUrl, 'alex@fabrikam.example');
    await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
    const switcher = page.getByRole('button', { name: /^Company: / });
    // Alex's current company is whichever an earlier test on this server left: the switch goes to the other.
    const current = (await switcher.getAttribute('aria-label'))!.replace('Company: ', '');
    const other = current === 'Fabrikam, Inc.' ? 'Northwind Traders' : 'Fabrikam, Inc.';
    const before = await page.evaluate(() => localStorage.getItem('current_company_id'));
    // A phone's speed: the new company's page once took seconds to come, each click meanwhile starting it over, and
    // replaced the switcher opened again under the new company's name.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Whether the switcher of the previous company's page ever named the new company: that page was still on screen.
    await page.evaluate((other) => {
      const previous = document.querySelector('[aria-label^="Company:"]')!;
      const watch = window as unknown as { namedOnPreviousPage: boolean };
      watch.namedOnPreviousPage = false;
      new MutationObserver(() => {
        if (previous.isConnected && previous.getAttribute('aria-label') === `Company: ${other}`)
          watch.namedOnPreviousPage = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    }, other);
    await switcher.click();
    await page.getByRole('menuitem', { name: new RegExp(other) }).click();
    await page.getByRole('button', { name: `Company: ${other}` }).click();
    await page.getByRole('menu').waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByRole('menu').isVisible(), 'the switcher, opened again, stays open').toBe(true);
    expect(await page.evaluate(() => (window as unknown as { namedOnPreviousPage: boolean }).namedOnPreviousPage)).toBe(
      false,
    );
    await page.keyboard.press('Escape');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const after = await page.evaluate(() => localStorage.getItem('current_company_id'));
    expect(after).not.toBe(before);
    await page.reload();
    await page.getByRole('button', { name: `Company: ${other}` }).waitFor();
  });

  it('sends a person disabled while signed in to /login on their next call', async () => {
    const page = await context.newPage();
    await signInAs(page, baseUrl, 'megan@fabrikam.example');
    await page.getByRole('heading', { name: 'Welcome, Megan' }).waitFor();

    const supportContext = await browser.newContext();
    const supportPage = await supportContext.newPage();
    await signInAs(supportPage, baseUrl, 'support@contoso.example');
    await supportPage.getByRole('heading', { name: 'Welcome, Sasha' }).waitFor();
    const setDisabled = (isDisabled: boolean) =>
      supportPage.evaluate(async (disabled) => {
        const headers = {
          authorization: `Bearer ${localStorage.getItem('auth_token')}`,
          'content-type': 'application/json',
        };
        const [megan] = await (await fetch('/api/v1/multi-tenant/users/search?q=megan', { headers })).json();
        const response = await fetch(`/api/v1/multi-tenant/users/${megan.id}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ isDisabled: disabled }),
        });
        return response.status;
      }, isDisabled);
    expect(await setDisabled(true)).toBe(200);
    try {
      // Their next call (a click in the menu) is refused: /login says why, without a reload.
      await page.getByRole('menuitem', { name: 'Orders', exact: true }).click();
      await page.getByText('Your account has been disabled. Please contact your administrator.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await storedKeys(page)).not.toContain('auth_token');
    } finally {
      expect(await setDisabled(false)).toBe(200);
      await supportContext.close();
    }
  });
});
