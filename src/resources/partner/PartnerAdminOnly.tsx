import type { ReactNode } from 'react';
import { LinearProgress } from 'react-admin';
import { AccessForbidden } from '../../components/ErrorAlert';
import { usePartnerAdmin } from './usePartnerAdmin';

/** The partner-admin guard (spec §2): partner administrators only; anyone else reads "Access forbidden". */
export function PartnerAdminOnly({ children }: { children: ReactNode }) {
  const { isPending, isPartnerAdmin } = usePartnerAdmin();
  if (isPending) return <LinearProgress />;
  return isPartnerAdmin ? children : <AccessForbidden />;
}
