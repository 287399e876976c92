import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import LoginIcon from '@mui/icons-material/Login';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Divider } from '@mui/material';
import { Menu as RaMenu, useAuthState, useTranslate } from 'react-admin';
import { portalRoutes } from '../../common/portal-routes';
import { adminPaths, useStaffRole } from '../resources/admin';
import { EndUserMenuItems } from './EndUserMenuItems';
import { MenuSection } from './MenuSection';
import { PartnerMenuItems, usePartnerAdmin } from '../resources/partner';

/** The side menu: the signed-in pages, then the resources react-admin knows; signed out, the way in and the cart. */
export function Menu() {
  const translate = useTranslate();
  const { isStaff } = useStaffRole();
  const { isPartnerAdmin } = usePartnerAdmin();
  const { authenticated } = useAuthState(undefined, false);
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
      <PartnerMenuItems />
      {isStaff && [
        <MenuSection key="access" label="pages.admin.menu.access_group" />,
        // A partner administrator finds the companies, and who has access to each, under Customers.
        !isPartnerAdmin && (
          <RaMenu.Item
            key="companies"
            to={adminPaths.companies}
            primaryText={translate('pages.admin.menu.companies')}
            leftIcon={<BusinessIcon />}
          />
        ),
        <RaMenu.Item
          key="people"
          to={adminPaths.people}
          primaryText={translate('pages.admin.menu.people')}
          leftIcon={<PeopleIcon />}
        />,
        <RaMenu.Item
          key="history"
          to={adminPaths.history}
          primaryText={translate('pages.admin.menu.history')}
          leftIcon={<HistoryIcon />}
        />,
      ]}
      {isStaff && <MenuSection label="pages.admin.menu.my_company_group" />}
      <RaMenu.ResourceItems />
      <EndUserMenuItems />
      {isStaff && <Divider sx={{ my: 0.5 }} />}
      <RaMenu.Item
        to={adminPaths.profile}
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
