import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { accountDisabledMessage } from '../../common/domain';
import { ApiError, createApiClient, messageForStatus, sessionEndReason } from '../../src/providers/httpClient';
import { createSession, storageKeys } from '../../src/providers/session';

function signedInClient() {
  localStorage.setItem(storageKeys.token, 'token-123');
  localStorage.setItem(storageKeys.companyId, '7');
  localStorage.setItem(storageKeys.tenantId, 'tenant-7');
  const api = createApiClient({ session: createSession(localStorage) });
  return { api };
}

const sessionKeys = () => Object.values(storageKeys).map((key) => localStorage.getItem(key));

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the API client', () => {
  it('sends JSON, the Bearer token and the company and tenant headers from storage', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get('/api/v1/things', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json([{ id: 1 }]);
      }),
    );
    const { api } = signedInClient();
    await expect(api.request('/api/v1/things')).resolves.toEqual([{ id: 1 }]);
    expect(seen?.get('content-type')).toBe('application/json');
    expect(seen?.get('authorization')).toBe('Bearer token-123');
    expect(seen?.get('x-company-id')).toBe('7');
    expect(seen?.get('x-tenant-id')).toBe('tenant-7');
  });

  it('sends no Authorization or company headers when nothing is stored', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get('/api/v1/things', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json([]);
      }),
    );
    await createApiClient({ session: createSession(localStorage) }).request('/api/v1/things');
    expect(seen?.has('authorization')).toBe(false);
    expect(seen?.has('x-company-id')).toBe(false);
    expect(seen?.has('x-tenant-id')).toBe(false);
  });

  it('on 401 says "Authentication required" with the path and the body, and leaves the session to checkError', async () => {
    server.use(http.get('/api/v1/things', () => apiError(401, 'Session expired')));
    const { api } = signedInClient();
    const error = await failureOf(api.request('/api/v1/things'));
    expect(error).toMatchObject({ message: 'Authentication required', status: 401, path: '/api/v1/things' });
    expect(error.data).toMatchObject({ message: 'Session expired' });
    // The auth provider's checkError ends the session (react-admin calls it with this error): one path for a 401.
    expect(sessionKeys()).toEqual(['token-123', '7', 'tenant-7']);
  });

  it('tells /login why a session ended: a disabled account, or else an ended session', async () => {
    server.use(http.get('/api/v1/things', () => apiError(401, accountDisabledMessage)));
    const { api } = signedInClient();
    const error = await failureOf(api.request('/api/v1/things'));
    expect(error).toMatchObject({ message: 'Authentication required' });
    expect(sessionEndReason(error.data)).toBe('accountDisabled');
    expect(sessionEndReason({ message: 'Session expired' })).toBe('sessionExpired');
    expect(sessionEndReason(null)).toBe('sessionExpired');
  });

  it.each([
    [403, { message: 'Not yours', error: 'Forbidden' }, 'Access forbidden'],
    [404, { message: 'No such thing', error: 'Not Found' }, 'Resource not found'],
    [500, { message: 'Boom', error: 'Internal Server Error' }, 'Server error'],
    [503, { message: 'Down', error: 'Service Unavailable' }, 'Server error'],
    [400, { message: 'quantity: Too small', error: 'Bad Request' }, 'quantity: Too small'],
    [409, { error: 'Conflict' }, 'Conflict'],
    [422, {}, 'Request failed'],
    [429, null, 'Request failed'],
  ])('maps status %i to its message', async (status, body, expected) => {
    server.use(http.get('/api/v1/things', () => HttpResponse.json(body, { status })));
    const { api } = signedInClient();
    const error = await failureOf(api.request('/api/v1/things'));
    expect(error).toMatchObject({ message: expected, status });
    expect(sessionKeys()).toEqual(['token-123', '7', 'tenant-7']);
  });

  it('keeps the catalogue in one function', () => {
    expect(messageForStatus(502, { message: 'x' })).toBe('Server error');
    expect(messageForStatus(418, 'not json')).toBe('Request failed');
  });

  it('says "Health check failed" when /health fails or cannot be reached', async () => {
    const { api } = signedInClient();
    await expect(api.checkHealth()).resolves.toEqual({ status: 'ok' });
    server.use(http.get('/health', () => apiError(503, 'The database cannot be reached')));
    expect((await failureOf(api.checkHealth())).message).toBe('Health check failed');
    server.use(http.get('/health', () => HttpResponse.error()));
    expect((await failureOf(api.checkHealth())).message).toBe('Health check failed');
  });

  it('warns in the console when a subscription request has no company id', async () => {
    server.use(http.get('/api/v1/subscriptions', () => HttpResponse.json([])));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await createApiClient({ session: createSession(localStorage) }).request('/api/v1/subscriptions');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('without a company id'));
    warn.mockClear();
    // A partner's call about a customer's subscriptions names the company in its path.
    server.use(http.get('/api/v1/partner/companies/4/subscriptions', () => HttpResponse.json([])));
    await createApiClient({ session: createSession(localStorage) }).request(
      '/api/v1/partner/companies/4/subscriptions',
    );
    expect(warn).not.toHaveBeenCalled();
    await signedInClient().api.request('/api/v1/subscriptions');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('feeds ra-data-simple-rest with the same headers and credentials, and the same errors', async () => {
    let credentials: RequestCredentials | undefined;
    let seen: Headers | undefined;
    server.use(
      http.get('/api/v1/things', ({ request }) => {
        credentials = request.credentials;
        seen = request.headers;
        return HttpResponse.json([{ id: 1 }], { headers: { 'Content-Range': 'things 0-0/1' } });
      }),
    );
    const { api } = signedInClient();
    const response = await api.fetchJson('/api/v1/things');
    expect(response.json).toEqual([{ id: 1 }]);
    expect(response.headers.get('content-range')).toBe('things 0-0/1');
    expect(credentials).toBe('include');
    expect(seen?.get('authorization')).toBe('Bearer token-123');
    server.use(http.get('/api/v1/things', () => apiError(403, 'no')));
    expect((await failureOf(api.fetchJson('/api/v1/things'))).message).toBe('Access forbidden');
  });
});
