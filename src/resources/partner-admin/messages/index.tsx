// What the portal sent to customers, email by email: `<Resource name="partner-admin/messages" {...sentMessages} />`.
import OutboxIcon from '@mui/icons-material/Outbox';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { RequireAccess } from '../../../layout/RequireAccess';

const MessageList = lazy(() => import('./MessageList').then((module) => ({ default: module.MessageList })));

export const sentMessages = {
  list: (
    <RequireAccess>
      <MessageList />
    </RequireAccess>
  ),
  // react-admin's list answers every address below it; the portal's addresses below a list lead nowhere.
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: OutboxIcon,
  options: { label: 'partner.menu.messages', menuGroup: 'sales' },
};
