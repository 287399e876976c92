// The sign-in layer of spec §3–§5 and §8: one auth state, and the transitions between its values. The calls
// they make live in authApi.ts; MSAL, loaded on demand, in msal.ts.
import type { AuthConfig, SessionUser } from '../../common/api';
import { authMessages } from '../i18n/messages';
import { claimSignInRedirect } from './reloadGuard';
import { createAuthApi, type SignInOutcome } from './authApi';
import {
  createBrowserBinding,
  readAuthorizationResponse,
  type AuthorizationResponse,
  type BrowserBinding,
} from './browserBinding';
import {
  clearMsalStorage,
  createMsalLoader,
  forgetMsalCache,
  hasMsalInteraction,
  isMsalState,
  loadMsalBrowser,
  mayHaveCachedMsalAccount,
  settleMsalSignOutReturn,
  type LoadMsalModule,
  type MsalAccount,
  type MsalClient,
} from './msal';
import { createSession, type Session } from './session';
import { toSessionProfile, type SessionProfile } from './sessionProfile';

export { toSessionProfile, type SessionProfile };

export type AuthState = {
  user: SessionProfile | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** The last failure, in the words of spec §8. */
  error: string | null;
  /** Signed in, but with something to say ("Could not fetch user profile"). */
  warning: string | null;
};

export type AuthResult = {
  success: boolean;
  user?: SessionProfile;
  error?: string;
  warning?: string;
  /** The browser is leaving for the identity provider (or through it); nothing more happens on this page. */
  redirecting?: boolean;
};

/** The scopes of spec §3, for when the configuration cannot be read. */
export const defaultScopes = ['openid', 'profile', 'email', 'User.Read'];

export type AuthServiceOptions = {
  /** The API's origin from runtime settings; '' is the portal's own. */
  apiBase?: string;
  session?: Session;
  binding?: BrowserBinding;
  /** How MSAL's module is loaded; tests pass a fake. */
  loadMsalModule?: LoadMsalModule;
  /** A move inside the portal (logout's /login). */
  navigate?: (path: string) => void;
  /** A full-page departure to the sign-in address. */
  redirect?: (url: string) => void;
  fetch?: typeof fetch;
};

const signedOut = { user: null, token: null, isAuthenticated: false, isLoading: false } as const;

// MSAL would otherwise go back to the page that started its redirect before reading the answer; the callback
// screen reads it where it lands, and goes to the remembered page itself.
const stayOnCallback = { navigateToLoginRequestUrl: false };

/** `createAuthService({ apiBase: settings.apiBase })`, then `auth.initialise()` once on start-up. */
export function createAuthService({
  apiBase = '',
  session = createSession(),
  binding = createBrowserBinding(),
  loadMsalModule = loadMsalBrowser,
  navigate = (path) => window.location.assign(path),
  redirect = (url) => window.location.assign(url),
  fetch,
}: AuthServiceOptions = {}) {
  const api = createAuthApi({ apiBase, session, fetch });
  const msal = createMsalLoader({ loadConfig: api.getConfig, loadModule: loadMsalModule });
  let state: AuthState = { ...signedOut, token: session.getToken(), error: null, warning: null };
  const inFlight = new Map<string, Promise<AuthResult>>();

  function setState(change: Partial<AuthState>) {
    state = { ...state, ...change };
  }

  /** Concurrent identical calls share one promise, and so one request and one result. */
  function shared(key: string, run: () => Promise<AuthResult>): Promise<AuthResult> {
    const running = inFlight.get(key);
    if (running) return running;
    const promise = run().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  const optionalConfig = () => api.getConfig().catch(() => null);
  const optionalMsal = () => msal.getClient().catch(() => null);
  const callbackAddress = (config: AuthConfig | null) =>
    config?.redirectUri || `${window.location.origin}/auth-callback`;
  const cachedAccount = (client: MsalClient): MsalAccount | null =>
    client.getActiveAccount() ?? client.getAllAccounts()[0] ?? null;

  /** Signed in (spec §4): authenticated with a token, and that token still stored (no 401 or other tab ended it). */
  function isSignedIn() {
    return state.isAuthenticated && !!state.token && session.getToken() === state.token;
  }

  /** Logs out without leaving the page: the screen that asked shows `error`. No cookie outlives the session. */
  function endSession(error: string | null): AuthResult {
    session.clear();
    forgetMsalCache();
    setState({ ...signedOut, error, warning: null });
    return { success: false, error: error ?? undefined };
  }

  async function login(token: string, user?: SessionUser | null): Promise<AuthResult> {
    setState({ isLoading: true, error: null, warning: null });
    try {
      if (!token) throw new Error(authMessages.loginFailed);
      session.setToken(token);
      let known = user ?? null;
      let warning: string | null = null;
      if (!known) {
        try {
          known = await api.fetchProfile(token);
        } catch (error) {
          // A refused token (401) is a failed sign-in (spec §4: log out); the server merely failing is a warning.
          if (!session.getToken() || (error as { status?: unknown }).status === 401) throw error;
          console.warn(authMessages.profileFetchWarning, error);
          warning = authMessages.profileFetchWarning;
        }
      }
      if (known?.currentCompanyId != null) session.setCompanyId(String(known.currentCompanyId));
      if (known?.currentTenantId) session.setTenantId(known.currentTenantId);
      const profile = toSessionProfile(known);
      setState({ user: profile, token, isAuthenticated: true, isLoading: false, error: null, warning });
      return { success: true, user: profile, ...(warning ? { warning } : {}) };
    } catch (error) {
      return endSession(error instanceof Error && error.message ? error.message : authMessages.loginFailed);
    }
  }

  /** Clears the token, the user and the company keys, then goes to /login (unless the caller navigates); `reason`: why, for /login to say. */
  function logout({ navigateAfter = true, reason = null }: { navigateAfter?: boolean; reason?: string | null } = {}) {
    endSession(reason);
    if (navigateAfter) navigate('/login');
  }

  function verifyToken(): Promise<AuthResult> {
    // The stored token: another tab's sign-in replaces it, its sign-out removes it, and this tab follows either way
    // (a token kept in memory alone would still pass the check after the person signed out elsewhere).
    const token = session.getToken();
    if (!token) {
      setState({ ...signedOut });
      return Promise.resolve({ success: false, error: authMessages.noToken });
    }
    return shared(`verify:${token}`, async () => {
      setState({ isLoading: true });
      try {
        const answer = await api.verify(token);
        if (!answer?.valid) {
          return endSession(
            answer?.reason === 'account_disabled' ? authMessages.accountDisabled : authMessages.invalidToken,
          );
        }
        const profile = toSessionProfile(answer.user ?? (await api.fetchProfile(token)));
        setState({ user: profile, token, isAuthenticated: true, isLoading: false, error: null });
        return { success: true, user: profile };
      } catch (error) {
        console.warn(authMessages.tokenVerificationFailed, error);
        return endSession(authMessages.tokenVerificationFailed);
      }
    });
  }

  function initialise(): Promise<AuthResult> {
    settleMsalSignOutReturn({ isSignedOut: !session.getToken() });
    return shared('initialise', async () => {
      if (session.getToken()) return verifyToken();
      setState({ ...signedOut });
      return { success: true };
    });
  }

  async function refreshProfile(): Promise<AuthResult> {
    if (!isSignedIn()) return { success: false, error: authMessages.notAuthenticated };
    try {
      const profile = toSessionProfile(await api.fetchProfile(state.token!));
      setState({ user: profile, warning: null });
      return { success: true, user: profile };
    } catch (error) {
      console.warn(authMessages.refreshProfileFailed, error);
      return { success: false, error: authMessages.refreshProfileFailed };
    }
  }

  const loginWith = async (outcome: SignInOutcome): Promise<AuthResult> =>
    outcome.success ? login(outcome.token, outcome.user) : { success: false, error: outcome.error };

  /** Signs in with MSAL's access token; a refused account's tokens leave MSAL's cache, so no later sign-in retries it. */
  async function loginWithMsalToken(accessToken: string): Promise<AuthResult> {
    const outcome = await api.validateAccessToken(accessToken);
    if (!outcome.success) clearMsalStorage((await optionalConfig())?.clientId);
    return loginWith(outcome);
  }

  /** Silent acquisition for a cached account, then validation; null when there is no account. */
  async function signInSilently(client: MsalClient): Promise<AuthResult | null> {
    const account = cachedAccount(client);
    if (!account) return null;
    const scopes = (await optionalConfig())?.scopes ?? defaultScopes;
    let accessToken: string;
    try {
      accessToken = (await client.acquireTokenSilent({ scopes, account })).accessToken;
    } catch (error) {
      console.warn(authMessages.silentTokenFailed, error);
      return { success: false, error: authMessages.silentTokenFailed };
    }
    return loginWithMsalToken(accessToken);
  }

  /** Leaves for the backend's sign-in address, with the hash of a fresh binding. */
  async function redirectToSignIn(): Promise<AuthResult> {
    const redirectUri = callbackAddress(await optionalConfig());
    const { hash } = await binding.create();
    setState({ isLoading: true, error: null });
    redirect(api.signInAddress(hash, redirectUri));
    return { success: false, redirecting: true };
  }

  /** A sign-in that did not start: the person stays signed out, and whatever MSAL wrote on starting goes. */
  function fail(error: string, cause?: unknown): AuthResult {
    if (cause !== undefined) console.warn(error, cause);
    if (!isSignedIn()) forgetMsalCache();
    setState({ isLoading: false, error });
    return { success: false, error };
  }

  /** Silently with a cached MSAL account when there is one; otherwise, or on failure, through the backend (no MSAL). */
  async function loginWithMicrosoft({
    automatic = false,
    returnTo,
  }: { automatic?: boolean; returnTo?: string | null } = {}): Promise<AuthResult> {
    setState({ isLoading: true, error: null });
    try {
      if (returnTo) binding.rememberReturnTo(returnTo);
      const client = mayHaveCachedMsalAccount() ? await optionalMsal() : null;
      const silent = client ? await signInSilently(client) : null;
      if (silent?.success) return silent;
      // The backend's sign-in needs no MSAL: its cookie, and an account that could not sign in, go.
      if (client) forgetMsalCache();
      if (automatic && !claimSignInRedirect()) return fail(authMessages.microsoftLoginFailed);
      return await redirectToSignIn();
    } catch (error) {
      return fail(authMessages.microsoftLoginFailed, error);
    }
  }

  /** MSAL's own redirect with the account picker. */
  async function loginWithAnotherAccount({ returnTo }: { returnTo?: string | null } = {}): Promise<AuthResult> {
    setState({ isLoading: true, error: null });
    const client = await optionalMsal();
    if (!client) return fail(authMessages.msalNotInitialized);
    try {
      if (returnTo) binding.rememberReturnTo(returnTo);
      const config = await api.getConfig();
      // Settles an interaction MSAL may have left pending (a logout redirect), which would block a new one.
      await client.handleRedirectPromise(stayOnCallback).catch(() => null);
      await client.loginRedirect({
        scopes: config.scopes.length ? config.scopes : defaultScopes,
        // The built-in provider knows no account picker prompt; its sign-in page is one.
        prompt: config.isBuiltInProvider ? 'login' : 'select_account',
        redirectUri: callbackAddress(config),
      });
      return { success: false, redirecting: true };
    } catch (error) {
      return fail(authMessages.microsoftLoginFailed, error);
    }
  }

  async function exchangeCode({ code, state: requestState, iss }: AuthorizationResponse): Promise<AuthResult> {
    const redirectUri = callbackAddress(await optionalConfig());
    const request = {
      code,
      state: requestState,
      redirectUri,
      ...(iss ? { iss } : {}),
      binding: binding.take() ?? undefined,
    };
    return loginWith(await api.exchangeCode(request));
  }

  /** Spec §4's callback, steps 1 to 5. */
  async function handleCallback(url: string = window.location.href): Promise<AuthResult> {
    setState({ isLoading: true, error: null });
    try {
      // 1. A code in the query, else in the hash; MSAL's own (its state, or its pending redirect) is left to MSAL.
      const response = readAuthorizationResponse(url);
      const isMsals =
        !!response && (isMsalState(response.state) || (response.inHash && hasMsalInteraction(window.sessionStorage)));
      const ownResponse = response && !isMsals ? response : null;
      // MSAL starts only for its own answer, a redirect of its own under way, or an account it may hold.
      const needsMsal =
        !ownResponse && (isMsals || hasMsalInteraction(window.sessionStorage) || mayHaveCachedMsalAccount());
      const client = needsMsal ? await optionalMsal() : null;
      let result: AuthResult | null = null;
      // 2. MSAL's redirect result.
      if (client) {
        const redirectResult = await client.handleRedirectPromise(stayOnCallback).catch(() => null);
        if (redirectResult?.accessToken) result = await loginWithMsalToken(redirectResult.accessToken);
      }
      // 3. Our code, exchanged with the backend.
      if (!result && ownResponse) result = await exchangeCode(ownResponse);
      // 4. Silent acquisition for a cached account; its own failure leads to step 5.
      if (!result && client) {
        const silent = await signInSilently(client);
        if (silent && silent.error !== authMessages.silentTokenFailed) result = silent;
      }
      // 5. Nothing.
      result ??= { success: false, error: authMessages.noAuthorizationCode };
      return result.success ? result : endSession(result.error ?? authMessages.callbackFailed);
    } catch (error) {
      console.warn(authMessages.callbackFailed, error);
      return endSession(authMessages.callbackFailed);
    }
  }

  /** Revokes the session, forgets it and MSAL's cache, then leaves through the provider (MSAL's account, or the server's sign-in). */
  async function logoutWithMicrosoft({ navigateAfter = true }: { navigateAfter?: boolean } = {}): Promise<AuthResult> {
    const token = session.getToken() ?? state.token;
    const endSessionUrl = token ? await api.revoke(token) : null;
    // MSAL signs out at the provider only an account it holds: a sign-in through the server's exchange never started it.
    const client = mayHaveCachedMsalAccount() ? await optionalMsal() : null;
    const config = await optionalConfig();
    const account = client ? cachedAccount(client) : null;
    endSession(null);
    clearMsalStorage(config?.clientId);
    if (client && account) {
      try {
        await client.logoutRedirect({
          postLogoutRedirectUri: `${window.location.origin}/login`,
          idTokenHint: account.idToken,
          account,
        });
        return { success: true, redirecting: true };
      } catch (error) {
        console.warn(authMessages.logoutFailed, error);
        if (navigateAfter) navigate('/login');
        return { success: false, error: authMessages.logoutFailed };
      }
    }
    // Signed in through the server's code exchange: the provider's session ends at its end-session address, which
    // comes back to /login; else the next "Sign in with Microsoft" would sign the same person in without asking.
    if (endSessionUrl) {
      redirect(endSessionUrl);
      return { success: true, redirecting: true };
    }
    if (navigateAfter) navigate('/login');
    return { success: true };
  }

  return {
    /** Spec §3's auth state. React reads who is signed in through react-admin's authProvider, not from here. */
    getState: () => state,
    isSignedIn,
    login,
    logout,
    verifyToken,
    initialise,
    refreshProfile,
    validateAccessToken: api.validateAccessToken,
    loginWithMicrosoft,
    loginWithAnotherAccount,
    handleCallback,
    logoutWithMicrosoft,
    /** The remembered return path after sign-in, taken once. */
    takeReturnTo: () => binding.takeReturnTo(),
    rememberReturnTo: (path: string | null | undefined) => binding.rememberReturnTo(path),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
