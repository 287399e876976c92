// Signing out: here only (the session and MSAL's cache forgotten), or also at the identity provider.
import { authMessages } from '../i18n/messages';
import type { AuthCore, AuthResult } from './authCore';
import { clearMsalStorage, mayHaveCachedMsalAccount } from './msal';

export function createSignOutFlow(core: AuthCore) {
  const { api, session, navigate, redirect, getState, optionalConfig, optionalMsal, cachedAccount, endSession } = core;

  /** Clears the token, the user and the company keys, then goes to /login (unless the caller navigates); `reason`: why, for /login to say. */
  function logout({ navigateAfter = true, reason = null }: { navigateAfter?: boolean; reason?: string | null } = {}) {
    endSession(reason);
    if (navigateAfter) navigate('/login');
  }

  /** Revokes the session, forgets it and MSAL's cache, then leaves through the provider (MSAL's account, or the server's sign-in). */
  async function logoutWithMicrosoft({ navigateAfter = true }: { navigateAfter?: boolean } = {}): Promise<AuthResult> {
    const token = session.getToken() ?? getState().token;
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

  return { logout, logoutWithMicrosoft };
}
