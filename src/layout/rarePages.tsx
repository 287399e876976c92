// Pages react-admin shows only when something went wrong load when they are shown: react-admin's own bring its
import { lazyNamed } from '../components/lazyNamed';
// configurable page title (a form, a popover) into the first load.

export const AccessDeniedPage = lazyNamed(() => import('./ProblemPages'), 'AccessDenied');
export const AuthenticationErrorPage = lazyNamed(() => import('./ProblemPages'), 'AuthenticationError');
