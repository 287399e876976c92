// The sign-in calls (spec §7) on the portal's API client: a failed code exchange maps by status to the exchange
// messages of spec §8, never to "Authentication required" or "Resource not found" (a refusal here is the
// sign-in's to word; nothing here goes through react-admin's checkError).
import type {
  AuthConfig,
  ExchangeCodeRequest,
  LogoutResponse,
  SessionUser,
  SignInResponse,
  VerifyResponse,
} from '../../common/api';
import { authMessages } from '../i18n/messages';

// Where they were first written; they live beside the messages, for the sign-in page's light first load.
export { messageFromQuery, messageKeyOf } from '../i18n/messages';
import { ApiError, createApiClient } from './httpClient';
import type { Session } from './session';

export const authPaths = {
  config: '/api/v1/auth/config',
  signIn: '/api/v1/auth/microsoft',
  exchangeCode: '/api/v1/auth/exchange-code',
  login: '/api/v1/auth/login',
  verify: '/api/v1/auth/verify',
  logout: '/api/v1/auth/logout',
  profile: '/api/v1/user/profile',
} as const;

/** A session token from the exchange or the validation, or the words saying why there is none. */
export type SignInOutcome =
  { success: true; token: string; user: SessionUser | null } | { success: false; error: string };

/** Spec §8's message for a failed code exchange. */
export function exchangeFailureMessage(status: number, data: unknown): string {
  const body = (data && typeof data === 'object' ? data : {}) as { error?: unknown; message?: unknown };
  const text = [body.error, body.message].filter((part) => typeof part === 'string').join(' ');
  if (status === 404 || /not found/i.test(text)) return authMessages.accountNotFound;
  if (status === 401) return authMessages.sessionExpired;
  if (status === 403) return authMessages.accessDenied;
  if (status >= 500) return authMessages.serviceUnavailable;
  return authMessages.signInFailed;
}

type AuthApiOptions = {
  /** The API's origin from runtime settings; '' is the portal's own. */
  apiBase?: string;
  session: Session;
  fetch?: typeof fetch;
};

/** `createAuthApi({ session })`, then `await authApi.verify(token)`. */
export function createAuthApi({ apiBase = '', session, fetch }: AuthApiOptions) {
  // The portal's API client (spec §7's headers on every call), its refusals ApiErrors with their status and body.
  const client = createApiClient({ apiBase, session, fetch });
  const call = <T>(path: string, { method, body, token }: { method?: string; body?: unknown; token?: string } = {}) =>
    client.request<T>(path, { method, body: body === undefined ? undefined : JSON.stringify(body), token });

  let config: Promise<AuthConfig> | null = null;

  return {
    /** GET /auth/config, once per page; a failure is forgotten so the next call asks again. */
    getConfig: () =>
      (config ??= call<AuthConfig>(authPaths.config).catch((error: unknown) => {
        config = null;
        throw error;
      })),

    /** The backend's sign-in address: it sends the browser on to the provider. */
    /** `uiLocales`: the language the provider's sign-in page is shown in (the portal's). */
    signInAddress: (bindingHash: string, redirectUri: string, uiLocales?: string) =>
      `${apiBase}${authPaths.signIn}?${new URLSearchParams({ binding: bindingHash, redirectUri, ...(uiLocales && { uiLocales }) })}`,

    verify: (token: string) => call<VerifyResponse>(authPaths.verify, { token }),

    /** GET /user/profile; the user may come wrapped in `data` or bare. */
    fetchProfile: async (token: string): Promise<SessionUser> => {
      const body = await call<SessionUser | { data: SessionUser }>(authPaths.profile, { token });
      const user = body && typeof body === 'object' && 'data' in body ? body.data : body;
      if (!user || typeof user !== 'object' || typeof (user as SessionUser).email !== 'string') {
        throw new Error('The profile response holds no user');
      }
      return user as SessionUser;
    },

    /** POST /auth/exchange-code: success only with `success` and a token (spec §5); failures by status. */
    exchangeCode: async (request: Partial<ExchangeCodeRequest>): Promise<SignInOutcome> => {
      let answer: Partial<SignInResponse> | null;
      try {
        answer = await call<SignInResponse>(authPaths.exchangeCode, { method: 'POST', body: request });
      } catch (error) {
        const failure = error instanceof ApiError ? error : new ApiError(String(error), 0);
        return { success: false, error: exchangeFailureMessage(failure.status, failure.data) };
      }
      if (!answer?.success || !answer.token) return { success: false, error: exchangeFailureMessage(200, answer) };
      return { success: true, token: answer.token, user: answer.user ?? null };
    },

    /**
     * POST /auth/login with the provider's access token: success only with `success` and a token (spec §5),
     * otherwise the response's error text, or "Token validation failed".
     */
    validateAccessToken: async (accessToken: string): Promise<SignInOutcome> => {
      let answer: Partial<SignInResponse> | null;
      try {
        answer = await call<SignInResponse>(authPaths.login, { method: 'POST', body: { accessToken } });
      } catch (error) {
        const data = (error instanceof ApiError ? error.data : null) as {
          error?: unknown;
          message?: unknown;
          success?: unknown;
        } | null;
        // A sign-in answer carries its text in `error`; the API's error shape in `message`.
        const text = typeof data?.success === 'boolean' ? data.error : (data?.message ?? data?.error);
        return { success: false, error: typeof text === 'string' && text ? text : authMessages.tokenValidationFailed };
      }
      if (answer?.success && answer.token) return { success: true, token: answer.token, user: answer.user ?? null };
      return { success: false, error: answer?.error || authMessages.tokenValidationFailed };
    },

    /**
     * POST /auth/logout: revokes the session on the server, and answers where the browser ends the provider's
     * session (null: nowhere, or the call failed; its failure changes nothing).
     */
    revoke: (token: string) =>
      call<LogoutResponse>(authPaths.logout, { method: 'POST', token }).then(
        (answer) => answer?.endSessionUrl ?? null,
        () => null,
      ),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
