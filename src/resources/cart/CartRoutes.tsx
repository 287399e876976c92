import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../pages/ErrorPage';
import { lazyNamed } from '../../components/lazyNamed';
import { CartPage } from './CartPage';

// The review and the checkout load when reached: the checkout's form and the contract's schemas are no part of the
// cart's first load.
const CartReviewPage = lazyNamed(() => import('./CartReviewPage'), 'CartReviewPage');
const CartCheckoutPage = lazyNamed(() => import('./CartCheckoutPage'), 'CartCheckoutPage');

/** /cart, /cart/review, /cart/checkout: no guard. */
export function CartRoutes() {
  return (
    <Routes>
      <Route index element={<CartPage />} />
      <Route path="review" element={<CartReviewPage />} />
      <Route path="checkout" element={<CartCheckoutPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
