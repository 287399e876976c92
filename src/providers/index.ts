// The portal's one set of providers, built from their factories.
import { createAuthService } from './auth';
import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { createApiClient } from './httpClient';
import { createSession } from './session';

export const session = createSession();
export const api = createApiClient({ session });
export const dataProvider = createDataProvider(api, session);
/** The sign-in layer; `apiBase` (the API's origin from runtime settings) defaults to the portal's own. */
export const authService = createAuthService({ session });
export const authProvider = createAuthProvider(authService);
export { createAuthProvider };
