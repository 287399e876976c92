// The /catalog area: cards with facets and search as one types, and a product page with "Add to cart".
import { lazyNamed } from '../../components/lazyNamed';

export const CatalogRoutes = lazyNamed(() => import('./CatalogRoutes'), 'CatalogRoutes');
