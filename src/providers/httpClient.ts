// The API client of spec §7 and §8: JSON, the Bearer and company headers from the session, and one error
// type (message, status, data) for every failure.
import { fetchUtils, HttpError } from 'react-admin';
// Values only from common/domain: common/api brings zod, whose eval probe the CSP reports.
import { accountDisabledMessage } from '../../common/domain';
import { i18nProvider } from '../i18n/i18nProvider';
import { specMessages } from '../i18n/messages';
import { describeFieldIssue, fieldIssuesOf } from './apiErrors';
import type { Session } from './session';

/**
 * Spec §8's one error type (message, status, data). It is react-admin's HttpError too, whose `body` a form reads:
 * `body.errors` holds each invalid field the API names, worded in the portal's language, shown beside the field.
 */
export class ApiError extends HttpError {
  constructor(
    message: string,
    status: number,
    readonly data: unknown = null,
    /** The API path that failed, e.g. to spare the current-company call a logout on 401. */
    readonly path: string | null = null,
  ) {
    super(message, status, bodyWithFieldErrors(data));
    // react-admin's HttpError sets its own prototype, which would hide this class from `instanceof`.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'ApiError';
  }
}

function bodyWithFieldErrors(data: unknown) {
  const issues = fieldIssuesOf({ data });
  if (issues.length === 0) return data;
  const translate = i18nProvider.translate;
  return {
    ...(data as object),
    errors: Object.fromEntries(issues.map((issue) => [issue.field, describeFieldIssue(issue, translate)])),
  };
}

/**
 * For a react-admin `<Form onSubmit>` to return when a call is refused: each field the API names, with its sentence,
 * which the form shows beside that field (as react-admin's own save does with `body.errors`); undefined when the
 * refusal names no field.
 */
export const fieldErrorsOf = (error: unknown) =>
  error instanceof ApiError && fieldIssuesOf(error).length > 0
    ? (error.body as { errors: Record<string, string> }).errors
    : undefined;

const currentCompanyPath = '/api/v1/multi-tenant/user/current-company';

/** Spec §4 and §8: a 401 ends the session, except on the current-company call. */
export const endsSessionOn401 = (path: string | null | undefined) => !path?.startsWith(currentCompanyPath);

/** The message of spec §8's catalogue for a failed status. */
export function messageForStatus(status: number, data: unknown): string {
  if (status === 401) return specMessages.authenticationRequired;
  if (status === 403) return specMessages.accessForbidden;
  if (status === 404) return specMessages.resourceNotFound;
  if (status >= 500) return specMessages.serverError;
  const body = (data && typeof data === 'object' ? data : {}) as { message?: unknown; error?: unknown };
  if (typeof body.message === 'string' && body.message) return body.message;
  if (typeof body.error === 'string' && body.error) return body.error;
  return specMessages.requestFailed;
}

/** Where /login is told why a session ended (`?error=`): a disabled account, else an ended session. */
export function sessionEndReason(data: unknown): 'accountDisabled' | 'sessionExpired' {
  const message = (data as { message?: unknown } | null)?.message;
  return message === accountDisabledMessage ? 'accountDisabled' : 'sessionExpired';
}

type ApiClientOptions = {
  session: Session;
  /** The API's origin from runtime settings; '' is the portal's own. */
  apiBase?: string;
  fetch?: typeof fetch;
};

/** A company a call names in its headers. */
export type NamedCompany = { companyId: string | null; tenantId: string | null };

/**
 * A call's options: fetch's, the Bearer token to send instead of the stored one (the sign-in's calls), and the
 * company to name instead of the stored one (another of the person's companies, asked whether it holds a record).
 */
export type ApiRequestInit = RequestInit & { token?: string; company?: NamedCompany };

/**
 * `createApiClient({ session })` then `api.request<T>('/api/v1/subscriptions')`. A 401 is an ApiError like any
 * refusal: react-admin hands it to the auth provider's checkError, the one place that ends a session.
 */
export function createApiClient({ session, apiBase = '', fetch: fetchImpl }: ApiClientOptions) {
  const doFetch = (path: string, init: RequestInit) => (fetchImpl ?? globalThis.fetch)(`${apiBase}${path}`, init);

  const storedCompany = (): NamedCompany => ({ companyId: session.getCompanyId(), tenantId: session.getTenantId() });

  function headersFor(
    path: string,
    extra?: HeadersInit,
    token = session.getToken(),
    company = storedCompany(),
  ): Headers {
    const headers = new Headers(extra);
    headers.set('Content-Type', 'application/json');
    headers.set('Accept', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const { companyId, tenantId } = company;
    if (companyId) headers.set('X-Company-Id', companyId);
    if (tenantId) headers.set('X-Tenant-Id', tenantId);
    // The company's own subscriptions are its current company's; a partner's calls name the company in their path.
    if (!companyId && path.startsWith('/api/v1/subscriptions')) {
      console.warn(`Subscription request without a company id: ${path}`);
    }
    return headers;
  }

  async function send(path: string, { token, company, ...init }: ApiRequestInit = {}) {
    let response: Response;
    try {
      response = await doFetch(path, { ...init, headers: headersFor(path, init.headers, token, company) });
    } catch (error) {
      throw new ApiError(specMessages.requestFailed, 0, { cause: String(error) });
    }
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = text;
    }
    if (!response.ok) throw new ApiError(messageForStatus(response.status, data), response.status, data, path);
    return { status: response.status, headers: response.headers, data };
  }

  return {
    /** A JSON call; resolves to the body, rejects with an ApiError. */
    request: async <T>(path: string, init: ApiRequestInit = {}) => (await send(path, init)).data as T,
    /** react-admin's httpClient shape, for ra-data-simple-rest: same headers, credentials included. */
    fetchJson: async (url: string, options: fetchUtils.Options = {}) => {
      const { status, headers, data } = await send(url, {
        method: options.method,
        body: options.body as BodyInit | undefined,
        headers: options.headers as HeadersInit | undefined,
        credentials: 'include',
        signal: options.signal,
      });
      return { status, headers, body: typeof data === 'string' ? data : JSON.stringify(data), json: data };
    },
    /**
     * A file the API makes (an invoice's PDF, a CSV statement), with the same headers as every call: its bytes and
     * the name the API gives it (Content-Disposition), if any. A refusal is an ApiError like any other.
     */
    download: async (path: string, init: RequestInit = {}) => {
      let response: Response;
      try {
        const headers = headersFor(path, init.headers);
        headers.set('Accept', '*/*');
        response = await doFetch(path, { ...init, headers });
      } catch (error) {
        throw new ApiError(specMessages.requestFailed, 0, { cause: String(error) });
      }
      if (!response.ok) {
        const text = await response.text();
        let data: unknown = text;
        try {
          data = text ? JSON.parse(text) : null;
        } catch {
          // Not JSON: the text as it is.
        }
        throw new ApiError(messageForStatus(response.status, data), response.status, data, path);
      }
      const disposition = response.headers.get('Content-Disposition') ?? '';
      const fileName =
        /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="?([^";]+)"?/i.exec(disposition)?.[1];
      return { blob: await response.blob(), fileName: fileName ? decodeURIComponent(fileName) : null };
    },
    /** GET /health; any failure is "Health check failed". */
    checkHealth: async () => {
      try {
        return (await send('/health')).data as { status: 'ok' };
      } catch (error) {
        throw new ApiError(specMessages.healthCheckFailed, error instanceof ApiError ? error.status : 0);
      }
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
