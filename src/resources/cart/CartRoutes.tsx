import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../pages/ErrorPage';
import { CartCheckoutPage } from './CartCheckoutPage';
import { CartPage } from './CartPage';
import { CartReviewPage } from './CartReviewPage';

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
