// The customers' orders: the registration of /partner-admin/orders; one order at
// /partner-admin/orders/:id. The menu counts the orders waiting for a decision.
import ReceiptIcon from '@mui/icons-material/Receipt';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const OrderList = lazyNamed(() => import('./OrderList'), 'OrderList', 'staff');
const OrderShow = lazyNamed(() => import('./OrderShow'), 'OrderShow', 'staff');
// The menu's entry reads only the menu's words, which every first load has.
const OrdersMenuItem = lazyNamed(() => import('./OrdersMenuItem'), 'OrdersMenuItem');

export const customerOrders = {
  name: 'partner-admin/orders',
  endpoint: 'partner/orders',
  list: withAccess(<OrderList />),
  children: [
    <Route key="show" path=":id" element={withAccess(<OrderShow />, 'show')} />,
    <Route path=":id/*" element={<NotFoundPage />} key="none" />,
  ],
  icon: ReceiptIcon,
  options: { label: 'partner.menu.orders', menuGroup: 'sales', menuItem: OrdersMenuItem },
};
