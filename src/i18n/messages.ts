// The specification's messages (spec §8), word for word. The API client and the sign-in flow throw them;
// screens show them through the catalogue, keyed by the same names.
export const specMessages = {
  authenticationRequired: 'Authentication required',
  accessForbidden: 'Access forbidden',
  resourceNotFound: 'Resource not found',
  serverError: 'Server error',
  requestFailed: 'Request failed',
  healthCheckFailed: 'Health check failed',
  pageNotFound: 'Page not found',
} as const;

// The sign-in flow's messages (spec §8), word for word, curly apostrophes included. Screens show them in
// their exact English text.
export const authMessages = {
  // Code exchange failures, by status.
  accountNotFound:
    'We couldn’t find your account in our system. Please contact your administrator to ensure you have been granted access to this portal.',
  sessionExpired: 'Your session is invalid or has expired. Please sign in again.',
  accessDenied: 'Access denied. Please contact your administrator if you believe this is an error.',
  serviceUnavailable: 'We’re experiencing technical difficulties. Please try again in a few minutes.',
  signInFailed: 'Sign-in failed. Please try again or contact your administrator.',
  // Ours: why a disabled person's session ended, on /login.
  accountDisabled: 'Your account has been disabled. Please contact your administrator.',
  // Other messages.
  msalNotInitialized: 'MSAL not initialized',
  silentTokenFailed: 'Failed to acquire token silently',
  loginFailed: 'Login failed',
  tokenVerificationFailed: 'Token verification failed',
  refreshProfileFailed: 'Failed to refresh profile',
  logoutFailed: 'Logout failed',
  microsoftLoginFailed: 'Microsoft login failed',
  callbackFailed: 'Authentication callback failed',
  profileFetchWarning: 'Could not fetch user profile',
  invalidToken: 'Invalid token',
  noToken: 'No token found',
  notAuthenticated: 'Not authenticated',
  tokenValidationFailed: 'Token validation failed',
  noAuthorizationCode: 'No authorization code received from Microsoft',
} as const;

export type AuthMessageKey = keyof typeof authMessages;

/**
 * The failure the callback screen passed to /login in `?error=`: a key of the sign-in messages (or one of
 * their texts). Anything else reads as the generic sign-in failure, so an address cannot put words on screen.
 */
export function messageFromQuery(search: string): string | null {
  const value = new URLSearchParams(search).get('error');
  if (!value) return null;
  if (Object.hasOwn(authMessages, value)) return authMessages[value as AuthMessageKey];
  return (Object.values(authMessages) as string[]).includes(value) ? value : authMessages.signInFailed;
}

/** The key of a sign-in message, for `/login?error=`. */
export function messageKeyOf(message: string | null | undefined): AuthMessageKey | null {
  const entry = Object.entries(authMessages).find(([, text]) => text === message);
  return entry ? (entry[0] as AuthMessageKey) : null;
}
