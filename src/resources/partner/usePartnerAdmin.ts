import { usePermissions } from 'react-admin';
import type { PortalPermissions } from '../../providers/authProvider';

/** Whether the signed-in person is a partner administrator (their global role, as the server gave it). */
export function usePartnerAdmin() {
  const { permissions, isPending } = usePermissions<PortalPermissions>();
  return { isPending, isPartnerAdmin: permissions?.globalRole === 'partner_admin' };
}
