// "No cookies" (spec §3, §9): MSAL 5 writes `msal.cache.encryption` when it starts, so it starts only on the path
// that needs it, and no cookie outlives a session, however it ends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authHandlers,
  buildMsalAccount,
  buildSessionUser,
  buildSignInResponse,
  createFakeMsal,
  failureAnswer,
  writeMsalCacheKeyCookie,
} from '../../mocks/auth-handlers';
import { server } from '../../mocks/server';
import { createAuthService } from '../../src/providers/auth';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createBrowserBinding, signInStorageKeys } from '../../src/providers/browserBinding';
import { createSession } from '../../src/providers/session';

const accountNotFound =
  'We couldn’t find your account in our system. Please contact your administrator to ensure you have been granted access to this portal.';
const callbackUrl = (query: string) => `http://localhost:3000/auth-callback${query}`;
const msalState = btoa(JSON.stringify({ id: 'login-request', meta: { interactionType: 'redirect' } }));

const cookieNames = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter(Boolean);
const msalKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('msal.'));

function buildAuth(msal?: Parameters<typeof createFakeMsal>[0]) {
  const fake = createFakeMsal(msal);
  const redirect = vi.fn();
  const auth = createAuthService({
    session: createSession(localStorage),
    binding: createBrowserBinding(sessionStorage),
    loadMsalModule: fake.load,
    navigate: vi.fn(),
    redirect,
  });
  return { auth, fake, redirect, provider: createAuthProvider(auth) };
}

/** Signed in through MSAL: it holds the account, with its cache's key in its cookie. */
async function signedInThroughMsal(msal: Parameters<typeof createFakeMsal>[0] = {}) {
  const built = buildAuth({ accounts: [buildMsalAccount()], ...msal });
  await built.auth.login('session-1', buildSessionUser());
  expect(cookieNames()).toEqual(['msal.cache.encryption']);
  return built;
}

beforeEach(() => {
  server.use(authHandlers.config());
  sessionStorage.setItem(signInStorageKeys.binding, 'b'.repeat(43));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('MSAL starts only on the path that needs it', () => {
  it('signs in through the server without starting MSAL: no cookie before, during or after', async () => {
    server.use(authHandlers.exchangeCode(buildSignInResponse()));
    const { auth, fake, redirect } = buildAuth();
    await expect(auth.loginWithMicrosoft()).resolves.toEqual({ success: false, redirecting: true });
    expect(redirect).toHaveBeenCalledOnce();
    await expect(auth.handleCallback(callbackUrl('?code=abc&state=server-state'))).resolves.toMatchObject({
      success: true,
    });
    expect(fake.calls.configurations).toHaveLength(0);
    expect(cookieNames()).toEqual([]);
  });

  it('starts MSAL for its own redirect (“Use another account”), which writes its cookie', async () => {
    const { auth, fake } = buildAuth();
    await expect(auth.loginWithAnotherAccount()).resolves.toMatchObject({ redirecting: true });
    expect(fake.calls.loginRedirect).toHaveLength(1);
    expect(cookieNames()).toEqual(['msal.cache.encryption']);
  });

  it('starts MSAL for an account it holds and, when that cannot sign in silently, forgets it before the server’s sign-in', async () => {
    const { auth, fake, redirect } = buildAuth({
      accounts: [buildMsalAccount()],
      silent: new Error('interaction_required'),
    });
    await auth.loginWithMicrosoft();
    expect(fake.calls.acquireTokenSilent).toHaveLength(1);
    expect(redirect).toHaveBeenCalledOnce();
    expect(cookieNames()).toEqual([]);
    expect(msalKeys()).toEqual([]);
  });

  it('ends a bare /auth-callback without starting MSAL when it has nothing under way', async () => {
    const { auth, fake } = buildAuth();
    await expect(auth.handleCallback(callbackUrl(''))).resolves.toEqual({
      success: false,
      error: 'No authorization code received from Microsoft',
    });
    expect(fake.calls.configurations).toHaveLength(0);
    expect(cookieNames()).toEqual([]);
  });

  it('signs out of a sign-in through the server without starting MSAL', async () => {
    server.use(authHandlers.logout(undefined, 200, '', 'http://localhost:3000/idp/session/end'));
    const { auth, fake, provider } = buildAuth();
    await auth.login('session-1', buildSessionUser());
    await expect(provider.logout({})).resolves.toBe(false);
    expect(fake.calls.configurations).toHaveLength(0);
    expect(cookieNames()).toEqual([]);
  });
});

describe('no cookie outlives a session', () => {
  it('a sign-in through MSAL that the portal refuses (an account it does not know)', async () => {
    server.use(authHandlers.login(failureAnswer(404, 'User not found')));
    const { auth } = buildAuth({ redirectResult: { accessToken: 'stranger-access' } });
    await auth.loginWithAnotherAccount();
    expect(cookieNames()).toEqual(['msal.cache.encryption']);
    const result = await auth.handleCallback(callbackUrl(`?code=c&state=${encodeURIComponent(msalState)}`));
    expect(result).toEqual({ success: false, error: 'User not found' });
    expect(cookieNames()).toEqual([]);
  });

  it('a sign-in through the server that the portal refuses, with a cookie an earlier MSAL sign-in left', async () => {
    writeMsalCacheKeyCookie();
    server.use(authHandlers.exchangeCode(failureAnswer(404, 'No such user', 'Not Found')));
    const { auth } = buildAuth();
    await expect(auth.handleCallback(callbackUrl('?code=abc&state=server-state'))).resolves.toEqual({
      success: false,
      error: accountNotFound,
    });
    expect(cookieNames()).toEqual([]);
  });

  it('a failed /auth-callback: MSAL’s redirect under way yields nothing', async () => {
    sessionStorage.setItem('msal.interaction.status', '{"clientId":"portal-client-id","type":"signin"}');
    const { auth, fake } = buildAuth({ redirectResult: new Error('state_mismatch') });
    await expect(auth.handleCallback(callbackUrl('#error=access_denied'))).resolves.toMatchObject({ success: false });
    expect(fake.calls.handleRedirectPromise).toHaveLength(1);
    expect(cookieNames()).toEqual([]);
  });

  it('a session ended by a 401, with MSAL’s cache', async () => {
    const { provider } = await signedInThroughMsal();
    await expect(provider.checkError({ status: 401 })).rejects.toMatchObject({
      redirectTo: '/login?error=sessionExpired',
    });
    expect(cookieNames()).toEqual([]);
    expect(msalKeys()).toEqual([]);
  });

  it('a stored token the server no longer accepts', async () => {
    server.use(authHandlers.verify({ valid: false, user: null }));
    const { auth } = await signedInThroughMsal();
    await expect(auth.verifyToken()).resolves.toEqual({ success: false, error: 'Invalid token' });
    expect(cookieNames()).toEqual([]);
  });

  it('logout through MSAL, and logout when MSAL fails', async () => {
    server.use(authHandlers.logout());
    const { provider, fake } = await signedInThroughMsal();
    await expect(provider.logout({})).resolves.toBe(false);
    expect(fake.calls.logoutRedirect).toHaveLength(1);
    expect(cookieNames()).toEqual([]);

    const failing = await signedInThroughMsal({ logoutError: new Error('popup blocked') });
    await expect(failing.provider.logout({})).resolves.toBe('/login');
    expect(cookieNames()).toEqual([]);
  });

  it('a sign-in MSAL could not start (it wrote its cookie, then failed)', async () => {
    const { auth } = buildAuth({ initializeError: new Error('no crypto') });
    await expect(auth.loginWithAnotherAccount()).resolves.toEqual({ success: false, error: 'MSAL not initialized' });
    expect(cookieNames()).toEqual([]);
  });
});
