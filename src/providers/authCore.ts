// What every sign-in flow shares: the one auth state, the session it mirrors, and the steps from a token to a
// signed-in person. The flows (authSignIn, authCallback, authSignOut, authProfile) are built on it in auth.ts.
import type { AuthConfig, SessionUser } from '../../common/api';
import { authMessages } from '../i18n/messages';
import { createAuthApi, type SignInOutcome } from './authApi';
import type { BrowserBinding } from './browserBinding';
import {
  clearMsalStorage,
  createMsalLoader,
  forgetMsalCache,
  type LoadMsalModule,
  type MsalAccount,
  type MsalClient,
} from './msal';
import type { Session } from './session';
import { toSessionProfile, type SessionProfile } from './sessionProfile';

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

export const signedOut = { user: null, token: null, isAuthenticated: false, isLoading: false } as const;

// MSAL would otherwise go back to the page that started its redirect before reading the answer; the callback
// screen reads it where it lands, and goes to the remembered page itself.
export const stayOnCallback = { navigateToLoginRequestUrl: false };

export type AuthCoreOptions = {
  apiBase: string;
  session: Session;
  binding: BrowserBinding;
  loadMsalModule: LoadMsalModule;
  /** A move inside the portal (logout's /login). */
  navigate: (path: string) => void;
  /** A full-page departure to the sign-in address. */
  redirect: (url: string) => void;
  fetch?: typeof fetch;
};

export function createAuthCore({
  apiBase,
  session,
  binding,
  loadMsalModule,
  navigate,
  redirect,
  fetch,
}: AuthCoreOptions) {
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

  return {
    api,
    session,
    binding,
    navigate,
    redirect,
    getState: () => state,
    setState,
    shared,
    optionalConfig,
    optionalMsal,
    callbackAddress,
    cachedAccount,
    isSignedIn,
    endSession,
    login,
    loginWith,
    loginWithMsalToken,
    signInSilently,
  };
}

export type AuthCore = ReturnType<typeof createAuthCore>;
