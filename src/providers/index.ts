// The portal's one set of providers, built from their factories.
import { createDataProvider } from './dataProvider';
import { createApiClient } from './httpClient';
import { createSession } from './session';

export const session = createSession();
export const api = createApiClient({ session });
export const dataProvider = createDataProvider(api);
