import { lazy, Suspense } from 'react';
import { useActingInside } from './actingInside';
import { usePartnerAdmin } from './usePartnerAdmin';

const ActingInsideAlert = lazy(() =>
  import('./ActingInsideAlert').then((module) => ({ default: module.ActingInsideAlert })),
);

/** "You are acting inside <company>" with "Leave", on every page, until the partner administrator leaves. */
export function ActingInsideBanner() {
  const { isPartnerAdmin } = usePartnerAdmin();
  const acting = useActingInside();
  if (!isPartnerAdmin || !acting) return null;
  return (
    <Suspense fallback={null}>
      <ActingInsideAlert />
    </Suspense>
  );
}
