import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import LoginIcon from '@mui/icons-material/Login';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Divider } from '@mui/material';
import { Menu as RaMenu, useAuthState, useCanAccess, useTranslate } from 'react-admin';
import { portalRoutes } from '../../common/portal-routes';
import { EndUserMenuItems } from './EndUserMenuItems';
import { MenuSection } from './MenuSection';
import { ResourceMenuGroup } from './ResourceMenuGroup';

/** The side menu: the signed-in pages, then the resources react-admin knows; signed out, the way in and the cart. */
export function Menu() {
  const translate = useTranslate();
  const { authenticated } = useAuthState(undefined, false);
  const { canAccess: isPartnerAdmin } = useCanAccess({ resource: 'partner-admin', action: 'list' });
  const { canAccess: isStaff } = useCanAccess({ resource: 'admin/people', action: 'list' });
  if (authenticated === false) {
    return (
      <RaMenu>
        <RaMenu.Item to={portalRoutes.login.path} primaryText={translate('ra.auth.sign_in')} leftIcon={<LoginIcon />} />
        <RaMenu.Item
          to={portalRoutes.cart.path}
          primaryText={translate('resources.cart.name')}
          leftIcon={<ShoppingCartIcon />}
        />
      </RaMenu>
    );
  }
  // An end user's few entries read as one list; staff get them in groups: the partner's, access, then their own
  // company's. Profile and the guide close the list for everyone.
  return (
    <RaMenu>
      <RaMenu.Item
        to={portalRoutes.dashboard.path}
        primaryText={translate('pages.dashboard.title', { _: 'Dashboard' })}
        leftIcon={<DashboardIcon />}
      />
      <ResourceMenuGroup group="sales" label="partner.menu.customers_group" />
      <ResourceMenuGroup group="pricing" label="partner.menu.catalogs_group" />
      {/* A partner administrator finds the companies, and who has access to each, under Sales. */}
      <ResourceMenuGroup
        group="access"
        label="pages.admin.menu.access_group"
        except={isPartnerAdmin ? ['admin/companies'] : []}
      />
      {isStaff && <MenuSection label="pages.admin.menu.my_company_group" />}
      <ResourceMenuGroup group="company" />
      <EndUserMenuItems />
      {isStaff && <Divider sx={{ my: 0.5 }} />}
      <RaMenu.Item
        to={portalRoutes.admin.path}
        primaryText={translate('pages.admin.menu.profile')}
        leftIcon={<AccountCircleIcon />}
      />
      <RaMenu.Item
        to={portalRoutes.userGuide.path}
        primaryText={translate('resources.userGuide.title')}
        leftIcon={<HelpOutlineIcon />}
      />
    </RaMenu>
  );
}
