// The reminders and announcements sent to customers: the registration of /partner-admin/notifications.
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const NotificationList = lazyNamed(() => import('./NotificationList'), 'NotificationList', 'staff');

export const notifications = {
  name: 'partner-admin/notifications',
  endpoint: 'partner/notifications',
  list: withAccess(<NotificationList />),
  // react-admin's list answers every address below it; the portal's addresses below a list lead nowhere.
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: NotificationsIcon,
  options: { label: 'partner.menu.notifications', menuGroup: 'sales' },
};
