// The /partner-admin area: catalogs and their items, the catalog builder, assignments, customer companies,
// their orders and notifications. Partner administrators only.
import { lazy } from 'react';

export const PartnerAdminRoutes = lazy(() =>
  import('./PartnerAdminRoutes').then((module) => ({ default: module.PartnerAdminRoutes })),
);
export { partnerPaths } from '../../components/partnerPaths';
export { usePartnerAdmin } from './usePartnerAdmin';
export { PartnerMenuItems } from './PartnerMenuItems';
export { ActingInsideBanner } from './ActingInsideBanner';
