import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useGetIdentity, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { portalRoutes } from '../../common/portal-routes';

/**
 * Who is signed in, atop a phone's user menu (a desk's app bar shows the name beside it; a phone's shows an icon
 * alone): the name and email, opening the profile.
 */
export function SignedInAsMenuItem() {
  const { identity } = useGetIdentity();
  const userMenu = useUserMenu();
  if (!identity) return null;
  return (
    <MenuItem component={Link} to={portalRoutes.admin.path} onClick={() => userMenu?.onClose()} divider>
      <ListItemIcon>
        <AccountCircleIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={identity.fullName}
        secondary={identity.email as string | undefined}
        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </MenuItem>
  );
}
