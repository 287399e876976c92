// What the portal sent to customers, email by email: `<Resource name="partner-admin/messages" {...sentMessages} />`.
import OutboxIcon from '@mui/icons-material/Outbox';
import { lazy } from 'react';
import { RequireAccess } from '../../../components/RequireAccess';

const MessageList = lazy(() => import('./MessageList').then((module) => ({ default: module.MessageList })));

export const sentMessages = {
  list: (
    <RequireAccess>
      <MessageList />
    </RequireAccess>
  ),
  icon: OutboxIcon,
  options: { label: 'partner.menu.messages', menuGroup: 'sales' },
};
