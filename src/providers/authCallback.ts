// Spec §4's callback: what the identity provider sent back to /auth-callback, turned into a session or a reason.
import { authMessages } from '../i18n/messages';
import { stayOnCallback, type AuthCore, type AuthResult } from './authCore';
import { readAuthorizationResponse, type AuthorizationResponse } from './browserBinding';
import { hasMsalInteraction, isMsalState, mayHaveCachedMsalAccount } from './msal';

export function createCallbackFlow(core: AuthCore) {
  const { api, binding, setState, optionalConfig, optionalMsal, callbackAddress, endSession } = core;

  async function exchangeCode({ code, state: requestState, iss }: AuthorizationResponse): Promise<AuthResult> {
    const redirectUri = callbackAddress(await optionalConfig());
    const request = {
      code,
      state: requestState,
      redirectUri,
      ...(iss ? { iss } : {}),
      binding: binding.take() ?? undefined,
    };
    return core.loginWith(await api.exchangeCode(request));
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
        if (redirectResult?.accessToken) result = await core.loginWithMsalToken(redirectResult.accessToken);
      }
      // 3. Our code, exchanged with the backend.
      if (!result && ownResponse) result = await exchangeCode(ownResponse);
      // 4. Silent acquisition for a cached account; its own failure leads to step 5.
      if (!result && client) {
        const silent = await core.signInSilently(client);
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

  return { handleCallback };
}
