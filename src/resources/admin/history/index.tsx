// Every grant, revoke and disable, for staff: the registration of /admin/history.
import HistoryIcon from '@mui/icons-material/History';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const AccessHistoryList = lazyNamed(() => import('./AccessHistoryList'), 'AccessHistoryList');

export const accessHistory = {
  name: 'admin/history',
  endpoint: 'multi-tenant/access-history',
  list: withAccess(<AccessHistoryList />),
  // react-admin's list answers every address below it; the portal's addresses below a list lead nowhere.
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: HistoryIcon,
  options: { label: 'pages.admin.menu.history', menuGroup: 'access' },
};
