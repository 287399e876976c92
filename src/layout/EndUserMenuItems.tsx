import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Badge } from '@mui/material';
import { Menu as RaMenu, useTranslate } from 'react-admin';
import { portalRoutes } from '../../common/portal-routes';
import { useCart } from '../providers/cartStore';

/** The end user's menu entries beside their resources: catalog, cart (with its line count). */
export function EndUserMenuItems() {
  const translate = useTranslate();
  const { lineCount } = useCart();
  return (
    <>
      <RaMenu.Item
        to={portalRoutes.catalog.path}
        primaryText={translate('resources.catalog.name')}
        leftIcon={<StorefrontIcon />}
      />
      <RaMenu.Item
        to={portalRoutes.cart.path}
        primaryText={translate('resources.cart.name')}
        leftIcon={
          <Badge badgeContent={lineCount} color="secondary">
            <ShoppingCartIcon />
          </Badge>
        }
      />
    </>
  );
}
