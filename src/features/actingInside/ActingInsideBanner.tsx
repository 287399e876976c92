import { Suspense } from 'react';
import { useActingInside } from './actingInside';
import { useCanAccess } from 'react-admin';
import { lazyNamed } from '../../components/lazyNamed';

const ActingInsideAlert = lazyNamed(() => import('./ActingInsideAlert'), 'ActingInsideAlert');

/** "You are acting inside <company>" with "Leave", on every page, until the partner administrator leaves. */
export function ActingInsideBanner() {
  const { canAccess: isPartnerAdmin } = useCanAccess({ resource: 'partner-admin', action: 'list' });
  const acting = useActingInside();
  if (!isPartnerAdmin || !acting) return null;
  return (
    <Suspense fallback={null}>
      <ActingInsideAlert />
    </Suspense>
  );
}
