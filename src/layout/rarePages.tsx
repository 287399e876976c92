// Pages react-admin shows only when something went wrong load when they are shown: react-admin's own bring its
// configurable page title (a form, a popover) into the first load.
import { lazy } from 'react';

export const AccessDeniedPage = lazy(() =>
  import('./ProblemPages').then((module) => ({ default: module.AccessDenied })),
);
export const AuthenticationErrorPage = lazy(() =>
  import('./ProblemPages').then((module) => ({ default: module.AuthenticationError })),
);
