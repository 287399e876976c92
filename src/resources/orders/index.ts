// The orders resource: `<Resource name="orders" {...orders} />`.
import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazy } from 'react';

const OrderList = lazy(() => import('./OrderList').then((module) => ({ default: module.OrderList })));
const OrderShow = lazy(() => import('./OrderShow').then((module) => ({ default: module.OrderShow })));

export const orders = {
  list: OrderList,
  show: OrderShow,
  icon: ReceiptIcon,
  options: { menuGroup: 'company' },
  recordRepresentation: 'number',
};
