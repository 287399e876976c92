import { lazy, Suspense } from 'react';
import { usePartnerAdmin } from './usePartnerAdmin';

const PartnerMenuEntries = lazy(() =>
  import('./PartnerMenuEntries').then((module) => ({ default: module.PartnerMenuEntries })),
);

/** The partner-admin entries of the side menu: offered to partner administrators only, loaded for them only. */
export function PartnerMenuItems() {
  const { isPartnerAdmin } = usePartnerAdmin();
  if (!isPartnerAdmin) return null;
  return (
    <Suspense fallback={null}>
      <PartnerMenuEntries />
    </Suspense>
  );
}
