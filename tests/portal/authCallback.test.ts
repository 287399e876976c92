import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authHandlers,
  buildMsalAccount,
  buildSessionUser,
  buildSignInResponse,
  createFakeMsal,
  failureAnswer,
  type Answer,
  type SeenRequest,
} from '../../mocks/auth-handlers';
import { server } from '../../mocks/server';
import { createAuthService } from '../../src/providers/auth';
import { exchangeFailureMessage } from '../../src/providers/authApi';
import {
  createBrowserBinding,
  readAuthorizationResponse,
  signInStorageKeys,
  withoutCallbackParameters,
} from '../../src/providers/browserBinding';
import { isMsalState } from '../../src/providers/msal';
import { createSession, storageKeys } from '../../src/providers/session';

const accountNotFound =
  'We couldn’t find your account in our system. Please contact your administrator to ensure you have been granted access to this portal.';
const sessionExpired = 'Your session is invalid or has expired. Please sign in again.';
const accessDenied = 'Access denied. Please contact your administrator if you believe this is an error.';
const serviceUnavailable = 'We’re experiencing technical difficulties. Please try again in a few minutes.';
const signInFailed = 'Sign-in failed. Please try again or contact your administrator.';

const binding = 'b'.repeat(43);
const callbackUrl = (query: string) => `http://localhost:3000/auth-callback${query}`;
/** A state as MSAL makes it: base64 JSON with an id and the interaction type. */
const msalState = btoa(
  JSON.stringify({ id: '0b1c2d3e-aaaa-bbbb-cccc-000000000001', meta: { interactionType: 'redirect' } }),
);

function buildAuth(msal?: Parameters<typeof createFakeMsal>[0]) {
  const fake = createFakeMsal(msal);
  const auth = createAuthService({
    session: createSession(localStorage),
    binding: createBrowserBinding(sessionStorage),
    loadMsalModule: fake.load,
    navigate: vi.fn(),
    redirect: vi.fn(),
  });
  return { auth, fake };
}

function exchangeAnswers(answer: Answer) {
  const seen: SeenRequest[] = [];
  server.use(authHandlers.exchangeCode(answer, seen));
  return seen;
}

beforeEach(() => {
  server.use(authHandlers.config());
  sessionStorage.setItem(signInStorageKeys.binding, binding);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the callback', () => {
  it('exchanges a code from the query with the binding, then stores the token and company keys', async () => {
    const seen = exchangeAnswers(
      buildSignInResponse({
        token: 'session-9',
        user: buildSessionUser({ currentCompanyId: 5, currentTenantId: 't-5' }),
      }),
    );
    const { auth, fake } = buildAuth();
    const result = await auth.handleCallback(
      callbackUrl('?code=abc&state=server-state&iss=https%3A%2F%2Flogin.example'),
    );
    expect(result).toMatchObject({ success: true, user: { displayName: 'Alex Wilber' } });
    expect(seen[0].body).toEqual({
      code: 'abc',
      state: 'server-state',
      iss: 'https://login.example',
      redirectUri: 'http://localhost:3000/auth-callback',
      binding,
    });
    expect(sessionStorage.getItem(signInStorageKeys.binding)).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBe('session-9');
    expect(localStorage.getItem(storageKeys.companyId)).toBe('5');
    expect(localStorage.getItem(storageKeys.tenantId)).toBe('t-5');
    expect(auth.isSignedIn()).toBe(true);
    expect(fake.calls.handleRedirectPromise).toHaveLength(0);
  });

  it('falls back on a code in the hash fragment', async () => {
    const seen = exchangeAnswers(buildSignInResponse());
    const { auth } = buildAuth();
    await expect(auth.handleCallback(callbackUrl('#code=from-hash&state=server-state'))).resolves.toMatchObject({
      success: true,
    });
    expect(seen[0].body).toMatchObject({ code: 'from-hash', state: 'server-state' });
  });

  it("leaves MSAL's own response to MSAL and validates the access token it yields", async () => {
    const exchanged = exchangeAnswers(buildSignInResponse());
    const validated: SeenRequest[] = [];
    server.use(authHandlers.login(buildSignInResponse({ token: 'session-msal' }), validated));
    const { auth, fake } = buildAuth({ redirectResult: { accessToken: 'msal-access' } });
    const result = await auth.handleCallback(callbackUrl(`#code=msal-code&state=${encodeURIComponent(msalState)}`));
    expect(result.success).toBe(true);
    expect(fake.calls.handleRedirectPromise).toEqual([{ navigateToLoginRequestUrl: false }]);
    expect(exchanged).toHaveLength(0);
    expect(validated[0].body).toEqual({ accessToken: 'msal-access' });
    expect(localStorage.getItem(storageKeys.token)).toBe('session-msal');
  });

  it("recognises MSAL's response by its pending interaction when the state cannot be read", async () => {
    sessionStorage.setItem('msal.interaction.status', '{"clientId":"portal-client-id","type":"signin"}');
    const exchanged = exchangeAnswers(buildSignInResponse());
    server.use(authHandlers.login(buildSignInResponse()));
    const { auth, fake } = buildAuth({ redirectResult: { accessToken: 'msal-access' } });
    await expect(auth.handleCallback(callbackUrl('#code=msal-code&state=opaque'))).resolves.toMatchObject({
      success: true,
    });
    expect(fake.calls.handleRedirectPromise).toEqual([{ navigateToLoginRequestUrl: false }]);
    expect(exchanged).toHaveLength(0);
  });

  it.each([
    [404, failureAnswer(404, 'No such user', 'Not Found'), accountNotFound],
    [400, failureAnswer(400, 'User not found in the portal', 'Bad Request'), accountNotFound],
    [401, failureAnswer(401, 'The sign-in expired', 'Unauthorized'), sessionExpired],
    [403, failureAnswer(403, 'Disabled', 'Forbidden'), accessDenied],
    [500, failureAnswer(500, 'Boom', 'Internal Server Error'), serviceUnavailable],
    [503, { status: 503, body: null }, serviceUnavailable],
    [418, failureAnswer(418, 'Teapot', "I'm a teapot"), signInFailed],
  ])(
    'maps an exchange failure with status %i to its message and stays signed out',
    async (_status, answer, message) => {
      localStorage.setItem(storageKeys.companyId, '3');
      exchangeAnswers(answer);
      const { auth } = buildAuth();
      await expect(auth.handleCallback(callbackUrl('?code=abc&state=s'))).resolves.toEqual({
        success: false,
        error: message,
      });
      expect(auth.getState()).toMatchObject({ isAuthenticated: false, isLoading: false, error: message });
      expect(localStorage.getItem(storageKeys.token)).toBeNull();
      expect(localStorage.getItem(storageKeys.companyId)).toBeNull();
    },
  );

  it.each([
    ['success false', buildSignInResponse({ success: false, token: null, error: 'Exchange refused' }), signInFailed],
    [
      'success false, user not found',
      buildSignInResponse({ success: false, token: null, error: 'User not found' }),
      accountNotFound,
    ],
    ['no token', buildSignInResponse({ token: null }), signInFailed],
  ])('fails a 200 answer with %s', async (_case, answer, message) => {
    exchangeAnswers(answer);
    const { auth } = buildAuth();
    await expect(auth.handleCallback(callbackUrl('?code=abc&state=s'))).resolves.toEqual({
      success: false,
      error: message,
    });
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('signs in silently for a cached account when there is no code', async () => {
    const validated: SeenRequest[] = [];
    server.use(authHandlers.login(buildSignInResponse({ token: 'session-silent' }), validated));
    const account = buildMsalAccount();
    const { auth, fake } = buildAuth({ accounts: [account], silent: { accessToken: 'silent-access' } });
    await expect(auth.handleCallback(callbackUrl(''))).resolves.toMatchObject({ success: true });
    expect(fake.calls.handleRedirectPromise).toEqual([{ navigateToLoginRequestUrl: false }]);
    expect(fake.calls.acquireTokenSilent).toEqual([{ scopes: ['openid', 'profile', 'email', 'User.Read'], account }]);
    expect(validated[0].body).toEqual({ accessToken: 'silent-access' });
  });

  it('says "No authorization code received from Microsoft" when nothing yields a token', async () => {
    const { auth } = buildAuth({ accounts: [buildMsalAccount()], silent: new Error('interaction_required') });
    await expect(auth.handleCallback(callbackUrl('?error=access_denied'))).resolves.toEqual({
      success: false,
      error: 'No authorization code received from Microsoft',
    });
    expect(auth.getState().error).toBe('No authorization code received from Microsoft');
  });

  it('says "No authorization code received from Microsoft" when MSAL cannot even start', async () => {
    server.use(authHandlers.config(failureAnswer(503, 'Down')));
    const { auth } = buildAuth();
    await expect(auth.handleCallback(callbackUrl(''))).resolves.toEqual({
      success: false,
      error: 'No authorization code received from Microsoft',
    });
  });

  it('says "Authentication callback failed" on an unexpected failure', async () => {
    const { auth } = buildAuth();
    await expect(auth.handleCallback('http://[broken')).resolves.toEqual({
      success: false,
      error: 'Authentication callback failed',
    });
  });
});

describe('callback addresses', () => {
  it('reads the code, state and issuer from the query first, then the hash', () => {
    expect(readAuthorizationResponse(callbackUrl('?code=q&state=s1&iss=i#code=h&state=s2'))).toEqual({
      code: 'q',
      state: 's1',
      iss: 'i',
      inHash: false,
    });
    expect(readAuthorizationResponse(callbackUrl('#code=h&state=s2'))).toEqual({
      code: 'h',
      state: 's2',
      iss: undefined,
      inHash: true,
    });
    expect(readAuthorizationResponse(callbackUrl('?other=1'))).toBeNull();
  });

  it('removes code, state and iss from the query and the hash, keeping the rest', () => {
    expect(withoutCallbackParameters(callbackUrl('?code=q&state=s&iss=i&keep=1'))).toBe('/auth-callback?keep=1');
    expect(withoutCallbackParameters(callbackUrl('#code=h&state=s&client_info=c'))).toBe('/auth-callback');
    expect(withoutCallbackParameters(callbackUrl('?code=q#section'))).toBe('/auth-callback#section');
  });

  it("tells MSAL's state from any other", () => {
    expect(isMsalState(msalState)).toBe(true);
    expect(isMsalState(`${msalState}|user-state`)).toBe(true);
    expect(isMsalState('server-made-random-state')).toBe(false);
    expect(isMsalState(btoa(JSON.stringify({ id: 'x' })))).toBe(false);
    expect(isMsalState(null)).toBe(false);
  });

  it('maps the exchange statuses in one function', () => {
    expect(exchangeFailureMessage(404, null)).toBe(accountNotFound);
    expect(exchangeFailureMessage(409, { message: 'Account not found' })).toBe(accountNotFound);
    expect(exchangeFailureMessage(0, null)).toBe(signInFailed);
  });
});
