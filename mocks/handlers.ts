// MSW handlers for the portal's component tests: the API as the portal sees it.
import { http, HttpResponse } from 'msw';

export const handlers = [http.get('/health', () => HttpResponse.json({ status: 'ok' }))];

/** The API's error shape, for handlers that fail. */
export const apiError = (statusCode: number, message: string, error = 'Error') =>
  HttpResponse.json({ statusCode, error, message }, { status: statusCode });
