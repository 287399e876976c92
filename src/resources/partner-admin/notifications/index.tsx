// The reminders and announcements sent to customers: `<Resource name="partner-admin/notifications" {...} />`.
import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazy } from 'react';
import { RequireAccess } from '../../../components/RequireAccess';

const NotificationList = lazy(() =>
  import('./NotificationList').then((module) => ({ default: module.NotificationList })),
);

export const notifications = {
  list: (
    <RequireAccess>
      <NotificationList />
    </RequireAccess>
  ),
  icon: NotificationsIcon,
  options: { label: 'partner.menu.notifications', menuGroup: 'sales' },
};
