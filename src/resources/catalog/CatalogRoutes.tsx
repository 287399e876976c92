import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../pages/ErrorPage';
import { CatalogPage } from './CatalogPage';
import { ProductPage } from './ProductPage';

/** The screens below /catalog: the cards, and one product. */
export function CatalogRoutes() {
  return (
    <Routes>
      <Route index element={<CatalogPage />} />
      <Route path=":id" element={<ProductPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
