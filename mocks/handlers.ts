// MSW handlers for the portal's component tests: the API as the portal sees it.
import { http, HttpResponse } from 'msw';
import { handleList } from './answers';

export const handlers = [
  http.get('/health', () => HttpResponse.json({ status: 'ok' })),
  // The dashboard's invoices card asks on every company dashboard: a company without invoices yet, unless a test says.
  handleList('/api/v1/invoices', []),
];

/** The API's error shape, for handlers that fail. */
export const apiError = (statusCode: number, message: string, error = 'Error') =>
  HttpResponse.json({ statusCode, error, message }, { status: statusCode });
