// The customers' orders: `<Resource name="partner-admin/orders" {...customerOrders} />`; one order at
// /partner-admin/orders/:id. The menu counts the orders waiting for a decision.
import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { RequireAccess } from '../../../layout/RequireAccess';

const OrderList = lazy(() => import('./OrderList').then((module) => ({ default: module.OrderList })));
const OrderShow = lazy(() => import('./OrderShow').then((module) => ({ default: module.OrderShow })));
const OrdersMenuItem = lazy(() => import('./OrdersMenuItem').then((module) => ({ default: module.OrdersMenuItem })));

export const customerOrders = {
  list: (
    <RequireAccess>
      <OrderList />
    </RequireAccess>
  ),
  children: [
    <Route
      key="show"
      path=":id"
      element={
        <RequireAccess action="show">
          <OrderShow />
        </RequireAccess>
      }
    />,
    <Route path=":id/*" element={<NotFoundPage />} key="none" />,
  ],
  icon: ReceiptIcon,
  options: { label: 'partner.menu.orders', menuGroup: 'sales', menuItem: OrdersMenuItem },
};
