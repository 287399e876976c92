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
