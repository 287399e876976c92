// MSW handlers for the sign-in calls, their data builders, and a fake '@azure/msal-browser' for the tests.
import { http, HttpResponse } from 'msw';
import { respond, type Answer } from './answers';
import type { AuthConfig, SessionUser, SignInResponse, VerifyResponse } from '../common/api';
import type { MsalAccount, MsalClient, MsalConfiguration, MsalModule, MsalTokenResult } from '../src/providers/msal';

export const buildSessionUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 7,
  email: 'alex@fabrikam.example',
  name: 'Alex Wilber',
  globalRole: 'none',
  currentCompanyId: 3,
  currentTenantId: 'tenant-fabrikam',
  preferences: {},
  ...overrides,
});

export const buildAuthConfig = (overrides: Partial<AuthConfig> = {}): AuthConfig => ({
  clientId: 'portal-client-id',
  authority: 'https://login.example/tenant',
  knownAuthorities: ['login.example'],
  authorityMetadata: null,
  redirectUri: 'http://localhost:3000/auth-callback',
  postLogoutRedirectUri: 'http://localhost:3000/login',
  scopes: ['openid', 'profile', 'email', 'User.Read'],
  providerName: 'Microsoft',
  isBuiltInProvider: false,
  ...overrides,
});

export const buildSignInResponse = (overrides: Partial<SignInResponse> = {}): SignInResponse => ({
  success: true,
  token: 'portal-session-token',
  user: buildSessionUser(),
  error: null,
  ...overrides,
});

export type { Answer };

/** The API's error shape, as the `{ status, body }` of an Answer. */
export const failureAnswer = (status: number, message: string, error = 'Error') => ({
  status,
  body: { statusCode: status, error, message },
});

/** What a handler saw: each request's body (parsed JSON) and Authorization header. */
export type SeenRequest = {
  url: string;
  body: unknown;
  authorization: string | null;
  companyId: string | null;
  tenantId: string | null;
};

function recorded(seen?: SeenRequest[]) {
  return async (request: Request) => {
    const text = await request.clone().text();
    seen?.push({
      url: request.url,
      body: text ? JSON.parse(text) : null,
      authorization: request.headers.get('authorization'),
      companyId: request.headers.get('x-company-id'),
      tenantId: request.headers.get('x-tenant-id'),
    });
  };
}

/** Handler factories for `server.use(...)`; `apiBase` is the API's origin ('' for the portal's own). */
export const authHandlers = {
  config: (config: AuthConfig | Answer = buildAuthConfig(), apiBase = '', seen?: SeenRequest[]) =>
    http.get(`${apiBase}/api/v1/auth/config`, async ({ request }) => {
      await recorded(seen)(request);
      return respond(config);
    }),
  verify: (answer: VerifyResponse | Answer, seen?: SeenRequest[], apiBase = '') =>
    http.get(`${apiBase}/api/v1/auth/verify`, async ({ request }) => {
      await recorded(seen)(request);
      return respond(answer);
    }),
  profile: (answer: SessionUser | { data: SessionUser } | Answer, seen?: SeenRequest[], apiBase = '') =>
    http.get(`${apiBase}/api/v1/user/profile`, async ({ request }) => {
      await recorded(seen)(request);
      return respond(answer);
    }),
  exchangeCode: (answer: SignInResponse | Answer, seen?: SeenRequest[], apiBase = '') =>
    http.post(`${apiBase}/api/v1/auth/exchange-code`, async ({ request }) => {
      await recorded(seen)(request);
      return respond(answer);
    }),
  login: (answer: SignInResponse | Answer, seen?: SeenRequest[], apiBase = '') =>
    http.post(`${apiBase}/api/v1/auth/login`, async ({ request }) => {
      await recorded(seen)(request);
      return respond(answer);
    }),
  /** POST /auth/logout answers `endSessionUrl` (null: MSAL's sign-in, or none), or fails with `status`. */
  logout: (seen?: SeenRequest[], status = 200, apiBase = '', endSessionUrl: string | null = null) =>
    http.post(`${apiBase}/api/v1/auth/logout`, async ({ request }) => {
      await recorded(seen)(request);
      return HttpResponse.json(status === 200 ? { endSessionUrl } : {}, { status });
    }),
};

// ---- A fake '@azure/msal-browser' ----

export const buildMsalAccount = (overrides: Partial<MsalAccount> = {}): MsalAccount => ({
  homeAccountId: 'home-account-1',
  environment: 'login.example',
  tenantId: 'tenant-fabrikam',
  username: 'alex@fabrikam.example',
  localAccountId: 'local-account-1',
  name: 'Alex Wilber',
  idToken: 'msal-id-token',
  ...overrides,
});

type FakeMsalOptions = {
  /** The accounts MSAL holds: as an earlier page left them, its account list and the cookie with its cache's key. */
  accounts?: MsalAccount[];
  /** What acquireTokenSilent answers, or throws when an Error. */
  silent?: MsalTokenResult | Error;
  /** What handleRedirectPromise answers, or throws when an Error. */
  redirectResult?: MsalTokenResult | null | Error;
  logoutError?: Error;
  initializeError?: Error;
};

/** The cookie MSAL 5 writes when it starts (the key of its encrypted localStorage cache), as it writes it. */
export function writeMsalCacheKeyCookie() {
  if (document.cookie.includes('msal.cache.encryption=')) return;
  document.cookie = 'msal.cache.encryption=%7B%22id%22%3A%22fake%22%7D;path=/;SameSite=None;Secure;';
}

/** A fake MSAL module: `loadMsalModule: () => Promise.resolve(fake.module)`; its calls are recorded. */
export function createFakeMsal(options: FakeMsalOptions = {}) {
  if (options.accounts?.length) {
    writeMsalCacheKeyCookie();
    localStorage.setItem(
      'msal.3.account.keys',
      JSON.stringify(options.accounts.map((account) => account.homeAccountId)),
    );
  }
  const calls = {
    configurations: [] as MsalConfiguration[],
    acquireTokenSilent: [] as Parameters<MsalClient['acquireTokenSilent']>[0][],
    handleRedirectPromise: [] as Parameters<MsalClient['handleRedirectPromise']>[0][],
    loginRedirect: [] as Parameters<MsalClient['loginRedirect']>[0][],
    logoutRedirect: [] as Parameters<MsalClient['logoutRedirect']>[0][],
  };
  const settle = async <T>(value: T | Error): Promise<T> => {
    if (value instanceof Error) throw value;
    return value;
  };

  class FakePublicClientApplication implements MsalClient {
    constructor(configuration: MsalConfiguration) {
      calls.configurations.push(configuration);
    }
    initialize = () => {
      writeMsalCacheKeyCookie();
      return settle<void>(options.initializeError ?? undefined);
    };
    getAllAccounts = () => options.accounts ?? [];
    getActiveAccount = () => null;
    acquireTokenSilent = (request: Parameters<MsalClient['acquireTokenSilent']>[0]) => {
      calls.acquireTokenSilent.push(request);
      return settle(options.silent ?? { accessToken: 'msal-access-token' });
    };
    handleRedirectPromise = (request?: Parameters<MsalClient['handleRedirectPromise']>[0]) => {
      calls.handleRedirectPromise.push(request);
      return settle(options.redirectResult ?? null);
    };
    loginRedirect = async (request: Parameters<MsalClient['loginRedirect']>[0]) => {
      calls.loginRedirect.push(request);
    };
    logoutRedirect = (request: Parameters<MsalClient['logoutRedirect']>[0]) => {
      calls.logoutRedirect.push(request);
      return settle<void>(options.logoutError ?? undefined);
    };
  }

  const module: MsalModule = { PublicClientApplication: FakePublicClientApplication };
  return { module, calls, load: () => Promise.resolve(module) };
}
