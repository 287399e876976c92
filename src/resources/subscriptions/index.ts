// The subscriptions resource: `<Resource name="subscriptions" {...subscriptions} />`.
import SubscriptionsIcon from '@mui/icons-material/Autorenew';
import { lazy } from 'react';

const SubscriptionList = lazy(() =>
  import('./SubscriptionList').then((module) => ({ default: module.SubscriptionList })),
);
const SubscriptionShow = lazy(() =>
  import('./SubscriptionShow').then((module) => ({ default: module.SubscriptionShow })),
);

export const subscriptions = {
  list: SubscriptionList,
  show: SubscriptionShow,
  icon: SubscriptionsIcon,
  options: { menuGroup: 'company' },
  recordRepresentation: 'productName',
};
