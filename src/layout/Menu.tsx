import DashboardIcon from '@mui/icons-material/Dashboard';
import { Menu as RaMenu, useTranslate } from 'react-admin';
import { portalRoutes } from '../../common/portal-routes';

/** The side menu: the signed-in pages, then the resources react-admin knows. */
export function Menu() {
  const translate = useTranslate();
  return (
    <RaMenu>
      <RaMenu.Item
        to={portalRoutes.dashboard.path}
        primaryText={translate('pages.dashboard.title', { _: 'Dashboard' })}
        leftIcon={<DashboardIcon />}
      />
      <RaMenu.ResourceItems />
    </RaMenu>
  );
}
