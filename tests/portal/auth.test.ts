import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authHandlers,
  buildAuthConfig,
  buildMsalAccount,
  buildSessionUser,
  buildSignInResponse,
  createFakeMsal,
  failureAnswer,
  type SeenRequest,
} from '../../mocks/auth-handlers';
import { server } from '../../mocks/server';
import { createAuthService, toSessionProfile } from '../../src/providers/auth';
import { createAuthApi } from '../../src/providers/authApi';
import { createBrowserBinding, sha256Base64url, signInStorageKeys } from '../../src/providers/browserBinding';
import { createSession, storageKeys } from '../../src/providers/session';

type FakeMsalOptions = Parameters<typeof createFakeMsal>[0];

function buildAuth({ msal, apiBase }: { msal?: FakeMsalOptions; apiBase?: string } = {}) {
  const fake = createFakeMsal(msal);
  const navigate = vi.fn();
  const redirect = vi.fn();
  const auth = createAuthService({
    apiBase,
    session: createSession(localStorage),
    binding: createBrowserBinding(sessionStorage),
    loadMsalModule: fake.load,
    navigate,
    redirect,
  });
  return { auth, fake, navigate, redirect };
}

const storeToken = (token = 'stored-token') => localStorage.setItem(storageKeys.token, token);

beforeEach(() => {
  server.use(authHandlers.config());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the session profile', () => {
  it('takes displayName and firstName from the name', () => {
    const profile = toSessionProfile(buildSessionUser({ name: 'Alex  Wilber', email: 'alex@fabrikam.example' }));
    expect(profile.displayName).toBe('Alex  Wilber');
    expect(profile.firstName).toBe('Alex');
  });

  it('falls back on the email local part without a name', () => {
    const profile = toSessionProfile(buildSessionUser({ name: null, email: 'sam.jones@northwind.example' }));
    expect(profile.displayName).toBe('sam.jones');
    expect(profile.firstName).toBe('sam.jones');
  });

  it('says "Unknown User" and "User" with neither name nor email', () => {
    const profile = toSessionProfile({ name: '  ', email: '' });
    expect(profile.displayName).toBe('Unknown User');
    expect(profile.firstName).toBe('User');
    expect(toSessionProfile(null)).toMatchObject({ displayName: 'Unknown User', firstName: 'User' });
  });
});

describe('login', () => {
  it('stores the token, uses the user it is given and remembers the company and tenant', async () => {
    const { auth } = buildAuth();
    const result = await auth.login(
      'token-1',
      buildSessionUser({ currentCompanyId: 12, currentTenantId: 'tenant-12' }),
    );
    expect(result).toMatchObject({ success: true, user: { displayName: 'Alex Wilber', firstName: 'Alex' } });
    expect(localStorage.getItem(storageKeys.token)).toBe('token-1');
    expect(localStorage.getItem(storageKeys.companyId)).toBe('12');
    expect(localStorage.getItem(storageKeys.tenantId)).toBe('tenant-12');
    expect(auth.getState()).toMatchObject({ token: 'token-1', isAuthenticated: true, isLoading: false, error: null });
    expect(auth.isSignedIn()).toBe(true);
  });

  it.each([
    ['bare', buildSessionUser({ name: 'Sam Jones', email: 'sam@northwind.example' })],
    ['wrapped in data', { data: buildSessionUser({ name: 'Sam Jones', email: 'sam@northwind.example' }) }],
  ])('fetches the profile when no user is given (%s) with the new token', async (_shape, body) => {
    const seen: SeenRequest[] = [];
    server.use(authHandlers.profile(body, seen));
    const { auth } = buildAuth();
    const result = await auth.login('token-2');
    expect(result.success).toBe(true);
    expect(auth.getState().user).toMatchObject({
      displayName: 'Sam Jones',
      firstName: 'Sam',
      email: 'sam@northwind.example',
    });
    expect(seen[0].authorization).toBe('Bearer token-2');
  });

  it('stays signed in with a placeholder profile and "Could not fetch user profile" when the profile fails', async () => {
    server.use(authHandlers.profile(failureAnswer(500, 'Boom')));
    const { auth } = buildAuth();
    const result = await auth.login('token-3');
    expect(result).toMatchObject({ success: true, warning: 'Could not fetch user profile' });
    expect(auth.getState()).toMatchObject({
      isAuthenticated: true,
      token: 'token-3',
      warning: 'Could not fetch user profile',
      user: { displayName: 'Unknown User' },
    });
    expect(console.warn).toHaveBeenCalledWith('Could not fetch user profile', expect.anything());
  });

  it('logs out, leaving no token, when the profile fetch refuses the token (401)', async () => {
    server.use(authHandlers.profile(failureAnswer(401, 'Invalid token')));
    const { auth } = buildAuth();
    const result = await auth.login('token-4');
    expect(result.success).toBe(false);
    expect(auth.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('sets "Login failed" and logs out when there is no token to store', async () => {
    localStorage.setItem(storageKeys.companyId, '4');
    const { auth } = buildAuth();
    const result = await auth.login('');
    expect(result).toEqual({ success: false, error: 'Login failed' });
    expect(auth.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null, error: 'Login failed' });
    expect(localStorage.getItem(storageKeys.companyId)).toBeNull();
  });
});

describe('logout', () => {
  it('clears the token, the user, the company keys and goes to /login', async () => {
    const { auth, navigate } = buildAuth();
    await auth.login('token-1', buildSessionUser());
    auth.logout();
    expect(auth.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
    for (const key of Object.values(storageKeys)) expect(localStorage.getItem(key)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('leaves navigation to the caller when asked', async () => {
    const { auth, navigate } = buildAuth();
    await auth.login('token-1', buildSessionUser());
    auth.logout({ navigateAfter: false });
    expect(auth.isSignedIn()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('verifyToken', () => {
  it('says "No token found" with no token anywhere, without a request', async () => {
    const seen: SeenRequest[] = [];
    server.use(authHandlers.verify({ valid: true, user: buildSessionUser() }, seen));
    const { auth } = buildAuth();
    await expect(auth.verifyToken()).resolves.toEqual({ success: false, error: 'No token found' });
    expect(seen).toHaveLength(0);
  });

  it('uses the stored token and the user the answer carries', async () => {
    storeToken('stored-token');
    const seen: SeenRequest[] = [];
    server.use(authHandlers.verify({ valid: true, user: buildSessionUser({ name: 'Pat Lee' }) }, seen));
    const { auth } = buildAuth();
    const result = await auth.verifyToken();
    expect(result).toMatchObject({ success: true, user: { displayName: 'Pat Lee' } });
    expect(seen[0].authorization).toBe('Bearer stored-token');
    expect(auth.getState()).toMatchObject({ isAuthenticated: true, token: 'stored-token' });
  });

  it('prefers a different stored token, signed in from another tab', async () => {
    const seen: SeenRequest[] = [];
    server.use(authHandlers.verify({ valid: true, user: buildSessionUser({ name: 'Sam Jones' }) }, seen));
    const { auth } = buildAuth();
    await auth.login('token-a', buildSessionUser());
    storeToken('token-b');
    expect(auth.isSignedIn()).toBe(false);
    await expect(auth.verifyToken()).resolves.toMatchObject({ success: true, user: { firstName: 'Sam' } });
    expect(seen[0].authorization).toBe('Bearer token-b');
    expect(auth.isSignedIn()).toBe(true);
  });

  it('fetches the profile when the token is valid but the answer has no user', async () => {
    storeToken();
    server.use(
      authHandlers.verify({ valid: true, user: null }),
      authHandlers.profile({ data: buildSessionUser({ name: 'Robin Park' }) }),
    );
    const { auth } = buildAuth();
    await expect(auth.verifyToken()).resolves.toMatchObject({ success: true, user: { firstName: 'Robin' } });
  });

  it('logs out with "Invalid token" when the server says the token is not valid', async () => {
    storeToken();
    localStorage.setItem(storageKeys.companyId, '3');
    server.use(authHandlers.verify({ valid: false, user: null }));
    const { auth } = buildAuth();
    await expect(auth.verifyToken()).resolves.toEqual({ success: false, error: 'Invalid token' });
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.companyId)).toBeNull();
    expect(auth.getState()).toMatchObject({ isAuthenticated: false, error: 'Invalid token' });
  });

  it('logs out with "Token verification failed" when verification errors', async () => {
    storeToken();
    server.use(authHandlers.verify(failureAnswer(500, 'Down')));
    const { auth } = buildAuth();
    await expect(auth.verifyToken()).resolves.toEqual({ success: false, error: 'Token verification failed' });
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(auth.isSignedIn()).toBe(false);
  });

  it('shares one request between concurrent calls', async () => {
    storeToken();
    const seen: SeenRequest[] = [];
    server.use(authHandlers.verify({ valid: true, user: buildSessionUser() }, seen));
    const { auth } = buildAuth();
    const [first, second] = [auth.verifyToken(), auth.verifyToken()];
    expect(first).toBe(second);
    expect(await first).toEqual(await second);
    expect(seen).toHaveLength(1);
    await auth.verifyToken();
    expect(seen).toHaveLength(2);
  });
});

describe('initialise', () => {
  it('reports success without a request when no token is stored', async () => {
    const seen: SeenRequest[] = [];
    server.use(authHandlers.verify({ valid: true, user: buildSessionUser() }, seen));
    const { auth } = buildAuth();
    await expect(auth.initialise()).resolves.toEqual({ success: true });
    expect(seen).toHaveLength(0);
    expect(auth.getState().isAuthenticated).toBe(false);
  });

  it('verifies a stored token, once for concurrent calls', async () => {
    storeToken();
    const seen: SeenRequest[] = [];
    server.use(authHandlers.verify({ valid: true, user: buildSessionUser() }, seen));
    const { auth } = buildAuth();
    const [first, second] = [auth.initialise(), auth.initialise()];
    expect(first).toBe(second);
    await expect(first).resolves.toMatchObject({ success: true });
    expect(seen).toHaveLength(1);
    expect(auth.isSignedIn()).toBe(true);
  });
});

describe('refreshProfile', () => {
  it('says "Not authenticated" when nobody is signed in', async () => {
    const { auth } = buildAuth();
    await expect(auth.refreshProfile()).resolves.toEqual({ success: false, error: 'Not authenticated' });
  });

  it('replaces the profile when signed in', async () => {
    server.use(authHandlers.profile(buildSessionUser({ name: 'Alex Renamed' })));
    const { auth } = buildAuth();
    await auth.login('token-1', buildSessionUser());
    await expect(auth.refreshProfile()).resolves.toMatchObject({ success: true });
    expect(auth.getState().user?.displayName).toBe('Alex Renamed');
  });

  it('says "Failed to refresh profile" and stays signed in when the fetch fails', async () => {
    server.use(authHandlers.profile(failureAnswer(503, 'Down')));
    const { auth } = buildAuth();
    await auth.login('token-1', buildSessionUser());
    await expect(auth.refreshProfile()).resolves.toEqual({ success: false, error: 'Failed to refresh profile' });
    expect(auth.isSignedIn()).toBe(true);
  });
});

describe('the headers of the sign-in calls (spec §7: all calls)', () => {
  it('sends the stored Bearer token and the company headers on GET /auth/config and POST /auth/login', async () => {
    const seen: SeenRequest[] = [];
    server.use(authHandlers.config(buildAuthConfig(), '', seen), authHandlers.login(buildSignInResponse(), seen));
    storeToken('stored-token');
    localStorage.setItem(storageKeys.companyId, '4');
    localStorage.setItem(storageKeys.tenantId, 'tenant-northwind');
    const authApi = createAuthApi({ session: createSession(localStorage) });
    await authApi.getConfig();
    await authApi.validateAccessToken('access-1');
    expect(
      seen.map(({ url, authorization, companyId, tenantId }) => [
        new URL(url).pathname,
        authorization,
        companyId,
        tenantId,
      ]),
    ).toEqual([
      ['/api/v1/auth/config', 'Bearer stored-token', '4', 'tenant-northwind'],
      ['/api/v1/auth/login', 'Bearer stored-token', '4', 'tenant-northwind'],
    ]);
  });

  it('sends neither when none is stored', async () => {
    const seen: SeenRequest[] = [];
    server.use(authHandlers.config(buildAuthConfig(), '', seen));
    await createAuthApi({ session: createSession(localStorage) }).getConfig();
    expect(seen[0]).toMatchObject({ authorization: null, companyId: null, tenantId: null });
  });
});

describe('token validation (POST /auth/login)', () => {
  it('succeeds only with success and a token', async () => {
    const seen: SeenRequest[] = [];
    server.use(authHandlers.login(buildSignInResponse({ token: 'session-1' }), seen));
    const { auth } = buildAuth();
    await expect(auth.validateAccessToken('access-1')).resolves.toMatchObject({ success: true, token: 'session-1' });
    expect(seen[0].body).toEqual({ accessToken: 'access-1' });
  });

  it.each([
    [
      'success false with an error',
      buildSignInResponse({ success: false, token: null, error: 'Account disabled' }),
      'Account disabled',
    ],
    ['success without a token', buildSignInResponse({ token: null }), 'Token validation failed'],
    [
      'success false without an error',
      buildSignInResponse({ success: false, token: 'x', error: null }),
      'Token validation failed',
    ],
    ['an HTTP failure', failureAnswer(401, 'The access token is not valid'), 'The access token is not valid'],
    ['an HTTP failure without a body', { status: 500, body: null }, 'Token validation failed'],
  ])('fails on %s', async (_case, answer, message) => {
    server.use(authHandlers.login(answer));
    const { auth } = buildAuth();
    await expect(auth.validateAccessToken('access-1')).resolves.toEqual({ success: false, error: message });
  });
});

describe('loginWithMicrosoft', () => {
  const account = buildMsalAccount();

  it('signs in silently with a cached account and the validated token', async () => {
    const seen: SeenRequest[] = [];
    server.use(authHandlers.login(buildSignInResponse({ token: 'session-silent' }), seen));
    const { auth, fake, redirect } = buildAuth({
      msal: { accounts: [account], silent: { accessToken: 'silent-access' } },
    });
    const result = await auth.loginWithMicrosoft();
    expect(result).toMatchObject({ success: true });
    expect(fake.calls.acquireTokenSilent).toEqual([{ scopes: ['openid', 'profile', 'email', 'User.Read'], account }]);
    expect(seen[0].body).toEqual({ accessToken: 'silent-access' });
    expect(localStorage.getItem(storageKeys.token)).toBe('session-silent');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('redirects to the backend sign-in address with the binding hash when silent acquisition fails', async () => {
    const { auth, redirect } = buildAuth({ msal: { accounts: [account], silent: new Error('interaction_required') } });
    const result = await auth.loginWithMicrosoft();
    expect(result).toEqual({ success: false, redirecting: true });
    expect(console.warn).toHaveBeenCalledWith('Failed to acquire token silently', expect.anything());
    expect(redirect).toHaveBeenCalledOnce();
    const address = new URL(redirect.mock.calls[0][0], 'http://localhost:3000');
    expect(address.pathname).toBe('/api/v1/auth/microsoft');
    expect(address.searchParams.get('redirectUri')).toBe('http://localhost:3000/auth-callback');
    const binding = sessionStorage.getItem(signInStorageKeys.binding);
    expect(binding).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(address.searchParams.get('binding')).toBe(await sha256Base64url(binding!));
    expect(auth.getState().isLoading).toBe(true);
  });

  it('asks the provider for its sign-in page in the portal’s language', async () => {
    document.documentElement.lang = 'fr';
    try {
      const { auth, redirect } = buildAuth();
      await auth.loginWithMicrosoft();
      const address = new URL(redirect.mock.calls[0][0], 'http://localhost:3000');
      expect(address.searchParams.get('uiLocales')).toBe('fr');
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('redirects when the validated token is refused, and forgets the refused account’s MSAL cache', async () => {
    server.use(authHandlers.login(buildSignInResponse({ success: false, token: null, error: 'Unknown user' })));
    localStorage.setItem('msal.account.keys', '["a"]');
    const { auth, redirect } = buildAuth({ msal: { accounts: [account] } });
    await expect(auth.loginWithMicrosoft()).resolves.toEqual({ success: false, redirecting: true });
    expect(redirect).toHaveBeenCalledOnce();
    expect(localStorage.getItem('msal.account.keys')).toBeNull();
  });

  it('redirects straight away when MSAL has no cached account, prefixing the API base', async () => {
    server.use(authHandlers.config(buildAuthConfig(), 'https://api.example'));
    const { auth, fake, redirect } = buildAuth({ apiBase: 'https://api.example' });
    await auth.loginWithMicrosoft({ returnTo: '/cart/checkout' });
    expect(fake.calls.acquireTokenSilent).toHaveLength(0);
    expect(redirect.mock.calls[0][0]).toMatch(
      /^https:\/\/api\.example\/api\/v1\/auth\/microsoft\?binding=[\w-]{43}&redirectUri=/,
    );
    expect(sessionStorage.getItem(signInStorageKeys.returnTo)).toBe('/cart/checkout');
  });

  it('still redirects when MSAL cannot be initialised', async () => {
    server.use(authHandlers.config(failureAnswer(500, 'No config')));
    const { auth, redirect } = buildAuth();
    await expect(auth.loginWithMicrosoft()).resolves.toEqual({ success: false, redirecting: true });
    expect(new URL(redirect.mock.calls[0][0], 'http://localhost:3000').searchParams.get('redirectUri')).toBe(
      'http://localhost:3000/auth-callback',
    );
  });

  it('says "Microsoft login failed" on an unexpected failure', async () => {
    const { auth } = buildAuth();
    vi.spyOn(crypto.subtle, 'digest').mockRejectedValue(new Error('no crypto'));
    await expect(auth.loginWithMicrosoft()).resolves.toEqual({ success: false, error: 'Microsoft login failed' });
    expect(auth.getState()).toMatchObject({ error: 'Microsoft login failed', isLoading: false });
  });

  it('makes at most one automatic redirect within 10 seconds', async () => {
    const { auth, redirect } = buildAuth();
    await expect(auth.loginWithMicrosoft({ automatic: true })).resolves.toMatchObject({ redirecting: true });
    await expect(auth.loginWithMicrosoft({ automatic: true })).resolves.toEqual({
      success: false,
      error: 'Microsoft login failed',
    });
    await expect(auth.loginWithMicrosoft()).resolves.toMatchObject({ redirecting: true });
    expect(redirect).toHaveBeenCalledTimes(2);
  });
});

describe('loginWithAnotherAccount', () => {
  it("uses MSAL's own redirect with the account picker", async () => {
    const { auth, fake } = buildAuth();
    await expect(auth.loginWithAnotherAccount()).resolves.toEqual({ success: false, redirecting: true });
    expect(fake.calls.loginRedirect).toEqual([
      {
        scopes: ['openid', 'profile', 'email', 'User.Read'],
        prompt: 'select_account',
        redirectUri: 'http://localhost:3000/auth-callback',
      },
    ]);
  });

  it('asks for the account picker in the portal’s language', async () => {
    document.documentElement.lang = 'fr';
    try {
      const { auth, fake } = buildAuth();
      await auth.loginWithAnotherAccount();
      expect(fake.calls.loginRedirect[0]).toMatchObject({ extraQueryParameters: { ui_locales: 'fr' } });
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('says "MSAL not initialized" when the configuration cannot be read', async () => {
    server.use(authHandlers.config(failureAnswer(503, 'Down')));
    const { auth, fake } = buildAuth();
    await expect(auth.loginWithAnotherAccount()).resolves.toEqual({ success: false, error: 'MSAL not initialized' });
    expect(fake.calls.loginRedirect).toHaveLength(0);
    expect(auth.getState().error).toBe('MSAL not initialized');
  });
});

describe('logoutWithMicrosoft', () => {
  const account = buildMsalAccount({ idToken: 'id-token-for-hint' });

  function fillMsalCache() {
    localStorage.setItem('msal.account.keys', '["a"]');
    localStorage.setItem('home-account-1-login.example-idtoken-portal-client-id---', '{}');
    sessionStorage.setItem('msal.interaction.status', '{}');
    localStorage.setItem('RaStore.locale', '"fr"');
  }

  it('revokes the session, clears token, company and MSAL keys, then leaves through the provider', async () => {
    const seen: SeenRequest[] = [];
    server.use(authHandlers.logout(seen));
    const { auth, fake, navigate } = buildAuth({ msal: { accounts: [account] } });
    await auth.login('session-1', buildSessionUser());
    fillMsalCache();
    const result = await auth.logoutWithMicrosoft();
    expect(result).toEqual({ success: true, redirecting: true });
    expect(seen[0].authorization).toBe('Bearer session-1');
    for (const key of Object.values(storageKeys)) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('msal.account.keys')).toBeNull();
    expect(localStorage.getItem('home-account-1-login.example-idtoken-portal-client-id---')).toBeNull();
    expect(sessionStorage.getItem('msal.interaction.status')).toBeNull();
    expect(localStorage.getItem('RaStore.locale')).toBe('"fr"');
    expect(fake.calls.logoutRedirect).toEqual([
      { postLogoutRedirectUri: 'http://localhost:3000/login', idTokenHint: 'id-token-for-hint', account },
    ]);
    expect(navigate).not.toHaveBeenCalled();
    expect(auth.isSignedIn()).toBe(false);
  });

  it('goes to /login with "Logout failed" when MSAL fails, and ignores a failed revocation', async () => {
    server.use(authHandlers.logout(undefined, 500));
    const { auth, navigate } = buildAuth({ msal: { accounts: [account], logoutError: new Error('popup blocked') } });
    await auth.login('session-1', buildSessionUser());
    await expect(auth.logoutWithMicrosoft()).resolves.toEqual({ success: false, error: 'Logout failed' });
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('ends the provider’s session of a sign-in through the server, at the address the server gives', async () => {
    const endSession = 'http://localhost:3000/idp/session/end?id_token_hint=a.b.c';
    server.use(authHandlers.logout(undefined, 200, '', endSession));
    const { auth, fake, navigate, redirect } = buildAuth();
    await auth.login('session-1', buildSessionUser());
    await expect(auth.logoutWithMicrosoft()).resolves.toEqual({ success: true, redirecting: true });
    expect(redirect).toHaveBeenCalledWith(endSession);
    expect(fake.calls.logoutRedirect).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('goes to /login when MSAL has no account', async () => {
    server.use(authHandlers.logout());
    const { auth, fake, navigate } = buildAuth();
    await auth.login('session-1', buildSessionUser());
    await expect(auth.logoutWithMicrosoft()).resolves.toEqual({ success: true });
    expect(fake.calls.logoutRedirect).toHaveLength(0);
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

describe('MSAL loading', () => {
  it('builds MSAL from the API configuration, only when sign-in needs it', async () => {
    server.use(authHandlers.config(buildAuthConfig({ isBuiltInProvider: true, authorityMetadata: '{"issuer":"x"}' })));
    const { auth, fake } = buildAuth();
    auth.logout();
    await auth.loginWithMicrosoft();
    expect(fake.calls.configurations).toHaveLength(0);
    await auth.loginWithAnotherAccount();
    expect(fake.calls.configurations).toEqual([
      {
        auth: {
          clientId: 'portal-client-id',
          authority: 'https://login.example/tenant',
          knownAuthorities: ['login.example'],
          redirectUri: 'http://localhost:3000/auth-callback',
          postLogoutRedirectUri: 'http://localhost:3000/login',
          authorityMetadata: '{"issuer":"x"}',
        },
        cache: { cacheLocation: 'localStorage' },
        system: { protocolMode: 'OIDC' },
      },
    ]);
  });

  it('is imported only dynamically, and only by msal.ts', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|tsx)$/.test(name)) files.push(path);
      }
    };
    walk(join(process.cwd(), 'src'));
    const relative = (file: string) => file.replace(/\\/g, '/').replace(/^.*\/src\//, 'src/');
    const sources = files.map((file) => ({ file: relative(file), text: readFileSync(file, 'utf8') }));
    const staticImport = /(from\s+|^\s*import\s+)['"]@azure\/msal-browser['"]/m;
    const dynamicImport = /import\(\s*['"]@azure\/msal-browser['"]\s*\)/;
    expect(sources.filter(({ text }) => staticImport.test(text)).map(({ file }) => file)).toEqual([]);
    expect(sources.filter(({ text }) => dynamicImport.test(text)).map(({ file }) => file)).toEqual([
      'src/providers/msal.ts',
    ]);
  });
});
