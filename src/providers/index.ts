// The portal's one set of providers, built from their factories; App.tsx builds the data provider, which needs the
// screen areas' endpoints (resources/registry.ts).
import { createAuthService } from './auth';
import { createAuthProvider } from './authProvider';
import { createApiClient } from './httpClient';
import { createSession } from './session';

export const session = createSession();
export const api = createApiClient({ session });
/** The sign-in layer; `apiBase` (the API's origin from runtime settings) defaults to the portal's own. */
export const authService = createAuthService({ session });
export const authProvider = createAuthProvider(authService);
export { createAuthProvider };
