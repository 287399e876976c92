// "Sign in with Microsoft" and "Use another account": silently with an account MSAL holds, else through the server's
// sign-in address (no MSAL), or MSAL's own redirect with the account picker.
import { authMessages } from '../i18n/messages';
import { defaultScopes, stayOnCallback, type AuthCore, type AuthResult } from './authCore';
import { forgetMsalCache, mayHaveCachedMsalAccount } from './msal';
import { claimSignInRedirect } from './reloadGuard';

/** The language the portal is shown in (its `<html lang>`): the provider's sign-in page follows it, as Entra ID does. */
const portalLanguage = () => (typeof document === 'undefined' ? '' : document.documentElement.lang);

export function createSignInFlow(core: AuthCore) {
  const { api, binding, redirect, setState, optionalConfig, optionalMsal, callbackAddress, isSignedIn } = core;

  /** Leaves for the backend's sign-in address, with the hash of a fresh binding. */
  async function redirectToSignIn(): Promise<AuthResult> {
    const redirectUri = callbackAddress(await optionalConfig());
    const { hash } = await binding.create();
    setState({ isLoading: true, error: null });
    redirect(api.signInAddress(hash, redirectUri, portalLanguage()));
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
      const silent = client ? await core.signInSilently(client) : null;
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
        ...(portalLanguage() && { extraQueryParameters: { ui_locales: portalLanguage() } }),
      });
      return { success: false, redirecting: true };
    } catch (error) {
      return fail(authMessages.microsoftLoginFailed, error);
    }
  }

  return { loginWithMicrosoft, loginWithAnotherAccount };
}
