import { usePermissions } from 'react-admin';
import type { PortalPermissions } from '../../providers/authProvider';

/** The signed-in person's global role, as the server gave it; support staff and partner admins are staff. */
export function useStaffRole() {
  const { permissions, isPending } = usePermissions<PortalPermissions>();
  const globalRole = permissions?.globalRole ?? 'none';
  return {
    isPending,
    globalRole,
    isStaff: globalRole === 'support' || globalRole === 'partner_admin',
    isPartnerAdmin: globalRole === 'partner_admin',
  };
}
