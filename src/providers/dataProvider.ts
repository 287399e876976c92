import simpleRestProvider from 'ra-data-simple-rest';
import type { ApiClient } from './httpClient';

/** ra-data-simple-rest over the API's list dialect, fed by the API client's headers and error catalogue. */
export function createDataProvider(api: ApiClient) {
  return simpleRestProvider('/api/v1', api.fetchJson);
}

export type AppDataProvider = ReturnType<typeof createDataProvider>;
