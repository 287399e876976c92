// The /catalog area: cards with facets and search as one types, and a product page with "Add to cart".
import { lazy } from 'react';

export const CatalogRoutes = lazy(() =>
  import('./CatalogRoutes').then((module) => ({ default: module.CatalogRoutes })),
);
