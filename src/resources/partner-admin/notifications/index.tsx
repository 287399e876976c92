// The reminders and announcements sent to customers: `<Resource name="partner-admin/notifications" {...} />`.
import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { RequireAccess } from '../../../layout/RequireAccess';

const NotificationList = lazy(() =>
  import('./NotificationList').then((module) => ({ default: module.NotificationList })),
);

export const notifications = {
  list: (
    <RequireAccess>
      <NotificationList />
    </RequireAccess>
  ),
  // react-admin's list answers every address below it; the portal's addresses below a list lead nowhere.
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: NotificationsIcon,
  options: { label: 'partner.menu.notifications', menuGroup: 'sales' },
};
