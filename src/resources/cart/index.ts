// The cart: /cart, /cart/review and /cart/checkout, open to everyone (spec §2); kept per company in localStorage.
import { lazy } from 'react';

export const CartRoutes = lazy(() => import('./CartRoutes').then((module) => ({ default: module.CartRoutes })));
