// What the portal sent to customers, email by email: the registration of /partner-admin/messages.
import OutboxIcon from '@mui/icons-material/Outbox';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const MessageList = lazyNamed(() => import('./MessageList'), 'MessageList', 'staff');

export const sentMessages = {
  name: 'partner-admin/messages',
  endpoint: 'partner/messages',
  list: withAccess(<MessageList />),
  // react-admin's list answers every address below it; the portal's addresses below a list lead nowhere.
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: OutboxIcon,
  options: { label: 'partner.menu.messages', menuGroup: 'sales' },
};
