// The sign-in layer of spec §3–§5 and §8: one auth state (authCore.ts) and its flows, each a file: signing in
// (authSignIn), the identity provider's callback (authCallback), signing out (authSignOut), the session's check and
// profile (authProfile). The calls they make live in authApi.ts; MSAL, loaded on demand, in msal.ts.
import { createAuthCore } from './authCore';
import { createCallbackFlow } from './authCallback';
import { createProfileFlow } from './authProfile';
import { createSignInFlow } from './authSignIn';
import { createSignOutFlow } from './authSignOut';
import { createBrowserBinding, type BrowserBinding } from './browserBinding';
import { loadMsalBrowser, type LoadMsalModule } from './msal';
import { createSession, type Session } from './session';

export { toSessionProfile, type SessionProfile } from './sessionProfile';
export { defaultScopes, type AuthResult, type AuthState } from './authCore';

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
  const core = createAuthCore({ apiBase, session, binding, loadMsalModule, navigate, redirect, fetch });
  return {
    /** Spec §3's auth state. React reads who is signed in through react-admin's authProvider, not from here. */
    getState: core.getState,
    isSignedIn: core.isSignedIn,
    login: core.login,
    validateAccessToken: core.api.validateAccessToken,
    ...createProfileFlow(core),
    ...createSignInFlow(core),
    ...createCallbackFlow(core),
    ...createSignOutFlow(core),
    /** The remembered return path after sign-in, taken once. */
    takeReturnTo: () => binding.takeReturnTo(),
    rememberReturnTo: (path: string | null | undefined) => binding.rememberReturnTo(path),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
