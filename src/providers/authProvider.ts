// react-admin's view of the sign-in layer: its guards, identity and permissions read the auth service.
import { useAuthProvider, type AuthProvider, type UserIdentity } from 'react-admin';
import type { SessionUser } from '../../common/api';
import { portalRoutes } from '../../common/portal-routes';
import { authMessages, messageKeyOf } from '../i18n/messages';
import type { AuthService, SessionProfile } from './auth';
import { afterSignInPath, withoutCallbackParameters } from './browserBinding';
import { endsSessionOn401, sessionEndReason } from './httpClient';

/** The access screens: support staff's and partner administrators'. */
const staffResources = new Set(['admin/companies', 'admin/people', 'admin/history']);

/**
 * Who may open a screen area (react-admin's resource): the partner's area is its administrators' (spec §2's
 * partner-admin guard), the access screens are staff's, every other screen is everyone's who is signed in.
 * The server decides again on every call; this only spares a person screens that would refuse them.
 */
export function mayAccess(globalRole: SessionUser['globalRole'], resource: string): boolean {
  if (resource === 'partner-admin' || resource.startsWith('partner-admin/')) return globalRole === 'partner_admin';
  if (staffResources.has(resource)) return globalRole === 'support' || globalRole === 'partner_admin';
  return true;
}

export type PortalAuthProvider = AuthProvider & { authService: AuthService };

export type PortalPermissions = { globalRole: SessionUser['globalRole'] };

export type LoginParams = {
  /** MSAL's own redirect with the account picker ("Use another account"). */
  anotherAccount?: boolean;
  /** Where to go once signed in, e.g. react-admin's `nextPathname`. */
  returnTo?: string | null;
  /** Not asked for by a person: at most one such redirect to the provider within 10 s. */
  automatic?: boolean;
};

export { afterSignInPath };

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** /login, saying why the session ended or the sign-in failed (`?error=`, which the sign-in page reads) when known. */
const loginAddressFor = (reason: string | null | undefined) => {
  const key = messageKeyOf(reason);
  return key && reason !== authMessages.noToken ? `/login?error=${key}` : '/login';
};

/** `<Admin authProvider={createAuthProvider(authService)} loginPage={LoginPage}>`. */
export function createAuthProvider(authService: AuthService): PortalAuthProvider {
  /** The signed-in person, verifying a stored token first when the page has not yet done so. */
  async function currentUser(): Promise<SessionProfile | null> {
    if (authService.isSignedIn()) return authService.getState().user;
    const result = await authService.verifyToken();
    return result.success ? (result.user ?? authService.getState().user) : null;
  }

  return {
    authService,

    login: async ({ anotherAccount = false, returnTo, automatic }: LoginParams = {}) => {
      const result = anotherAccount
        ? await authService.loginWithAnotherAccount({ returnTo })
        : await authService.loginWithMicrosoft({ returnTo, automatic });
      // The browser is leaving: react-admin must not navigate meanwhile.
      if (result.redirecting) return { redirectTo: false };
      if (!result.success) throw new Error(result.error ?? authMessages.microsoftLoginFailed);
      return { redirectTo: authService.takeReturnTo() ?? afterSignInPath };
    },

    // /auth-callback (react-admin's useHandleAuthCallback, one call however often the page mounts): finishes the
    // sign-in the identity provider sent back, and says where to go, or why it failed.
    handleCallback: async () => {
      const url = window.location.href;
      // Signed in already (Back after a sign-in, a bookmark, a reload: the stored session, checked with the server):
      // on to the portal, whatever the address holds. A code spent long ago must not end a session that holds.
      if (authService.isSignedIn() || (await authService.verifyToken()).success) {
        window.history.replaceState(window.history.state, '', withoutCallbackParameters(window.location.href));
        return { redirectTo: authService.takeReturnTo() ?? afterSignInPath };
      }
      const result = await authService.handleCallback(url);
      // The code is spent: it must not stay in the address, the history or a bookmark.
      window.history.replaceState(window.history.state, '', withoutCallbackParameters(window.location.href));
      if (!result.success) throw new Error(result.error ?? authMessages.callbackFailed);
      return { redirectTo: authService.takeReturnTo() ?? afterSignInPath };
    },

    // react-admin also calls logout after a failed checkAuth or a rejected checkError: by then the person is
    // no longer signed in, so only the local session is cleared, and react-admin alone navigates.
    logout: async () => {
      if (authService.isSignedIn()) {
        const result = await authService.logoutWithMicrosoft({ navigateAfter: false });
        return result.redirecting ? false : '/login';
      }
      // Ended already (a refused call, a failed check): what is left goes, and /login says why it ended. react-admin
      // goes where this answers, whatever address the refusal named.
      const reason = authService.getState().error;
      authService.logout({ navigateAfter: false, reason });
      return loginAddressFor(reason);
    },

    checkAuth: async () => {
      if (authService.isSignedIn()) return;
      const result = await authService.verifyToken();
      if (result.success) return;
      // Refused once already, the person is on their way to /login: react-admin keeps the page they leave on screen
      // until the sign-in page has rendered, and each refusal signs out and empties the query cache, so that page
      // checked again and was refused again, a hundred times and more before the sign-in page showed (on a busy
      // machine, without end). Its check now waits until it is gone; the sign-in page reads only a success.
      if (window.location.pathname === portalRoutes.login.path) return new Promise<never>(() => {});
      authService.rememberReturnTo(currentPath());
      // Why: the check's refusal, or with no session at all the last sign-in's failure in this tab, if any.
      const reason = result.error === authMessages.noToken ? authService.getState().error : result.error;
      throw { redirectTo: loginAddressFor(reason), message: false };
    },

    checkError: async (error: { status?: number; data?: unknown; path?: string | null } | null | undefined) => {
      // 403 is "Access forbidden" on one call; it never ends the session, nor does a 401 on the current-company call.
      if (error?.status !== 401 || !endsSessionOn401(error.path)) return;
      authService.rememberReturnTo(currentPath());
      // /login says why from its address, or from the auth state when a later guard sends it there again.
      const reason = sessionEndReason(error.data);
      authService.logout({ navigateAfter: false, reason: authMessages[reason] });
      throw { redirectTo: `/login?error=${reason}`, message: false };
    },

    getIdentity: async (): Promise<UserIdentity> => {
      const user = await currentUser();
      if (!user) throw new Error(authMessages.notAuthenticated);
      return { id: user.id, fullName: user.displayName, firstName: user.firstName, email: user.email };
    },

    getPermissions: async (): Promise<PortalPermissions> => ({
      globalRole: (await currentUser())?.globalRole ?? 'none',
    }),

    canAccess: async ({ resource }: { resource: string }) =>
      mayAccess((await currentUser())?.globalRole ?? 'none', resource),
  };
}

/** The auth service behind the `<Admin>`'s authProvider, for the sign-in screens. */
export function useAuthService(): AuthService {
  const provider = useAuthProvider<PortalAuthProvider>();
  if (!provider?.authService) throw new Error('The portal auth provider is missing from <Admin>');
  return provider.authService;
}
