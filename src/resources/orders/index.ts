// The orders resource: the registration of /orders.
import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazyNamed } from '../../components/lazyNamed';

const OrderList = lazyNamed(() => import('./OrderList'), 'OrderList');
const OrderShow = lazyNamed(() => import('./OrderShow'), 'OrderShow');

export const orders = {
  name: 'orders',
  endpoint: 'orders',
  list: OrderList,
  show: OrderShow,
  icon: ReceiptIcon,
  options: { menuGroup: 'company' },
  recordRepresentation: 'number',
};
