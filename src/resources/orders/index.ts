// The orders resource: `<Resource name="orders" {...orders} />`.
import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazyNamed } from '../../components/lazyNamed';

const OrderList = lazyNamed(() => import('./OrderList'), 'OrderList');
const OrderShow = lazyNamed(() => import('./OrderShow'), 'OrderShow');

export const orders = {
  list: OrderList,
  show: OrderShow,
  icon: ReceiptIcon,
  options: { menuGroup: 'company' },
  recordRepresentation: 'number',
};
