// The cart: /cart, /cart/review and /cart/checkout, open to everyone (spec §2); kept per company in localStorage.
import { lazyNamed } from '../../components/lazyNamed';

export const CartRoutes = lazyNamed(() => import('./CartRoutes'), 'CartRoutes');
