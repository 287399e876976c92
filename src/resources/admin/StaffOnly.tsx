import type { ReactNode } from 'react';
import { LinearProgress } from 'react-admin';
import { AccessForbidden } from '../../components/ErrorAlert';
import { useStaffRole } from './useStaffRole';

/** The access screens: support staff and partner administrators only; anyone else reads "Access forbidden". */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { isPending, isStaff } = useStaffRole();
  if (isPending) return <LinearProgress />;
  return isStaff ? children : <AccessForbidden />;
}
