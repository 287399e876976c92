// The subscriptions resource: the registration of /subscriptions.
import SubscriptionsIcon from '@mui/icons-material/Autorenew';
import { lazyNamed } from '../../components/lazyNamed';

const SubscriptionList = lazyNamed(() => import('./SubscriptionList'), 'SubscriptionList');
const SubscriptionShow = lazyNamed(() => import('./SubscriptionShow'), 'SubscriptionShow');

export const subscriptions = {
  name: 'subscriptions',
  endpoint: 'subscriptions',
  list: SubscriptionList,
  show: SubscriptionShow,
  icon: SubscriptionsIcon,
  options: { menuGroup: 'company' },
  recordRepresentation: 'productName',
};
