import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authHandlers,
  buildMsalAccount,
  buildSessionUser,
  buildSignInResponse,
  createFakeMsal,
  type SeenRequest,
} from '../../mocks/auth-handlers';
import { server } from '../../mocks/server';
import type { SessionUser } from '../../common/api';
import { accountDisabledMessage } from '../../common/domain';
import { createAuthService } from '../../src/providers/auth';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createBrowserBinding, signInStorageKeys } from '../../src/providers/browserBinding';
import { ApiError } from '../../src/providers/httpClient';
import { createSession, storageKeys } from '../../src/providers/session';

function buildProvider(msal?: Parameters<typeof createFakeMsal>[0]) {
  const fake = createFakeMsal(msal);
  const navigate = vi.fn();
  const redirect = vi.fn();
  const authService = createAuthService({
    session: createSession(localStorage),
    binding: createBrowserBinding(sessionStorage),
    loadMsalModule: fake.load,
    navigate,
    redirect,
  });
  return { provider: createAuthProvider(authService), authService, fake, navigate, redirect };
}

async function signedInProvider(user: Partial<SessionUser> = {}, msal?: Parameters<typeof createFakeMsal>[0]) {
  const built = buildProvider(msal);
  await built.authService.login('session-1', buildSessionUser(user));
  return built;
}

beforeEach(() => {
  server.use(authHandlers.config());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  sessionStorage.clear();
  window.history.pushState({}, '', '/');
  vi.restoreAllMocks();
});

describe('the react-admin auth provider', () => {
  it('checkError rejects a 401, ending the session, remembering the page, and /login says why', async () => {
    window.history.pushState({}, '', '/subscriptions?page=2');
    const { provider, authService, navigate } = await signedInProvider();
    await expect(provider.checkError({ status: 401, message: 'Authentication required' })).rejects.toMatchObject({
      redirectTo: '/login?error=sessionExpired',
    });
    expect(authService.isSignedIn()).toBe(false);
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(sessionStorage.getItem(signInStorageKeys.returnTo)).toBe('/subscriptions?page=2');
    // react-admin navigates after checkError; the service must not as well.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('checkError and checkAuth send a disabled person to /login saying their account is disabled', async () => {
    const { provider } = await signedInProvider();
    const data = { statusCode: 401, error: 'Unauthorized', message: accountDisabledMessage };
    await expect(provider.checkError({ status: 401, data })).rejects.toMatchObject({
      redirectTo: '/login?error=accountDisabled',
    });
    localStorage.setItem(storageKeys.token, 'session-2');
    server.use(authHandlers.verify({ valid: false, user: null, reason: 'account_disabled' }));
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?error=accountDisabled' });
  });

  it('checkError keeps the session on a 401 of the current-company call (spec §4, §8), and ends it on any other', async () => {
    const { provider, authService } = await signedInProvider();
    const refused = (path: string) => new ApiError('Authentication required', 401, null, path);
    await expect(provider.checkError(refused('/api/v1/multi-tenant/user/current-company'))).resolves.toBeUndefined();
    expect(authService.isSignedIn()).toBe(true);
    expect(localStorage.getItem(storageKeys.token)).toBe('session-1');
    await expect(provider.checkError(refused('/api/v1/multi-tenant/user/companies'))).rejects.toMatchObject({
      redirectTo: '/login?error=sessionExpired',
    });
    expect(authService.isSignedIn()).toBe(false);
  });

  it.each([403, 404, 500, undefined])('checkError resolves for %s and keeps the session', async (status) => {
    const { provider, authService } = await signedInProvider();
    await expect(provider.checkError({ status, message: 'Access forbidden' })).resolves.toBeUndefined();
    expect(authService.isSignedIn()).toBe(true);
  });

  it('checkAuth resolves when signed in, without a request', async () => {
    const seen: SeenRequest[] = [];
    server.use(authHandlers.verify({ valid: true, user: buildSessionUser() }, seen));
    const { provider } = await signedInProvider();
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(seen).toHaveLength(0);
  });

  it('checkAuth sends to /login once the stored session was ended elsewhere, without asking the server', async () => {
    const seen: SeenRequest[] = [];
    server.use(authHandlers.verify({ valid: true, user: buildSessionUser() }, seen));
    const { provider, authService } = await signedInProvider();
    localStorage.removeItem(storageKeys.token);
    expect(authService.isSignedIn()).toBe(false);
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    // The token this tab still held in memory is not checked: the person signed out in another tab.
    expect(seen).toHaveLength(0);
    expect(authService.getState().isAuthenticated).toBe(false);
  });

  it('checkAuth verifies a stored token once for concurrent checks', async () => {
    localStorage.setItem(storageKeys.token, 'stored');
    const seen: SeenRequest[] = [];
    server.use(authHandlers.verify({ valid: true, user: buildSessionUser() }, seen));
    const { provider } = buildProvider();
    await Promise.all([provider.checkAuth({}), provider.checkAuth({}), provider.checkAuth({})]);
    expect(seen).toHaveLength(1);
  });

  it('checkAuth rejects to /login without a session, remembering the guarded page', async () => {
    window.history.pushState({}, '', '/cart/checkout');
    const { provider } = buildProvider();
    await expect(provider.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
    expect(sessionStorage.getItem(signInStorageKeys.returnTo)).toBe('/cart/checkout');
  });

  it('checkAuth waits rather than refusing again once the person is at /login (each refusal signs out again)', async () => {
    window.history.pushState({}, '', '/login');
    const { provider } = buildProvider();
    const waiting = Symbol('waiting');
    const settled = provider.checkAuth({}).then(
      () => 'resolved',
      () => 'rejected',
    );
    await expect(Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 50, waiting))])).resolves.toBe(
      waiting,
    );
    window.history.pushState({}, '', '/');
  });

  it('login redirects to the provider without letting react-admin navigate', async () => {
    const { provider, redirect } = buildProvider();
    await expect(provider.login({ returnTo: '/orders' })).resolves.toEqual({ redirectTo: false });
    expect(redirect).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(signInStorageKeys.returnTo)).toBe('/orders');
  });

  it('login signs in silently and goes to the remembered page, else the dashboard', async () => {
    server.use(authHandlers.login(buildSignInResponse()));
    const { provider } = buildProvider({ accounts: [buildMsalAccount()] });
    await expect(provider.login({ returnTo: '/catalog' })).resolves.toEqual({ redirectTo: '/catalog' });
    await expect(provider.login({})).resolves.toEqual({ redirectTo: '/dashboard' });
  });

  it('login with another account uses MSAL and rejects with the message when MSAL cannot start', async () => {
    const { provider, fake } = buildProvider();
    await expect(provider.login({ anotherAccount: true })).resolves.toEqual({ redirectTo: false });
    expect(fake.calls.loginRedirect[0]).toMatchObject({ prompt: 'select_account' });
    server.use(authHandlers.config({ status: 500, body: null }));
    await expect(buildProvider().provider.login({ anotherAccount: true })).rejects.toThrow('MSAL not initialized');
  });

  it('logout goes through the provider when signed in and MSAL has the account', async () => {
    server.use(authHandlers.logout());
    const { provider, fake, navigate } = await signedInProvider({}, { accounts: [buildMsalAccount()] });
    await expect(provider.logout({})).resolves.toBe(false);
    expect(fake.calls.logoutRedirect[0].postLogoutRedirectUri).toBe('http://localhost:3000/login');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logout sends react-admin to /login when MSAL has no account or nobody is signed in', async () => {
    server.use(authHandlers.logout());
    const signedIn = await signedInProvider();
    await expect(signedIn.provider.logout({})).resolves.toBe('/login');
    expect(signedIn.navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    const signedOut = buildProvider();
    await expect(signedOut.provider.logout({})).resolves.toBe('/login');
    expect(signedOut.fake.calls.configurations).toHaveLength(0);
  });

  it('getIdentity gives the display name, first name and email', async () => {
    const { provider } = await signedInProvider({ id: 42, name: null, email: 'sam@northwind.example' });
    await expect(provider.getIdentity!()).resolves.toEqual({
      id: 42,
      fullName: 'sam',
      firstName: 'sam',
      email: 'sam@northwind.example',
    });
    server.use(authHandlers.verify({ valid: false, user: null }));
    await expect(buildProvider().provider.getIdentity!()).rejects.toThrow('Not authenticated');
  });

  it('getPermissions gives the global role', async () => {
    const { provider } = await signedInProvider({ globalRole: 'support' });
    await expect(provider.getPermissions!({})).resolves.toEqual({ globalRole: 'support' });
    server.use(authHandlers.verify({ valid: false, user: null }));
    await expect(buildProvider().provider.getPermissions!({})).resolves.toEqual({ globalRole: 'none' });
  });

  it.each([
    ['partner_admin', 'partner-admin', true],
    ['partner_admin', 'partner-admin/catalogs', true],
    ['support', 'partner-admin', false],
    ['partner_admin', 'admin/people', true],
    ['support', 'admin/history', true],
    ['none', 'admin/companies', false],
    ['none', 'admin/people', false],
    ['none', 'subscriptions', true],
  ] as const)('canAccess: %s on %s is %s', async (globalRole, resource, allowed) => {
    const { provider } = await signedInProvider({ globalRole });
    await expect(provider.canAccess!({ resource, action: 'list' })).resolves.toBe(allowed);
  });
});
