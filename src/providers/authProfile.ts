// The session as the server sees it: the stored token verified at start and on each guard, the profile read again.
import { authMessages } from '../i18n/messages';
import { signedOut, type AuthCore, type AuthResult } from './authCore';
import { settleMsalSignOutReturn } from './msal';
import { toSessionProfile } from './sessionProfile';

export function createProfileFlow({ api, session, getState, setState, shared, isSignedIn, endSession }: AuthCore) {
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
      const profile = toSessionProfile(await api.fetchProfile(getState().token!));
      setState({ user: profile, warning: null });
      return { success: true, user: profile };
    } catch (error) {
      console.warn(authMessages.refreshProfileFailed, error);
      return { success: false, error: authMessages.refreshProfileFailed };
    }
  }

  return { verifyToken, initialise, refreshProfile };
}
