// Every grant, revoke and disable, for staff: `<Resource name="admin/history" {...accessHistory} />`.
import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import { RequireAccess } from '../../../components/RequireAccess';

const AccessHistoryList = lazy(() =>
  import('./AccessHistoryList').then((module) => ({ default: module.AccessHistoryList })),
);

export const accessHistory = {
  list: (
    <RequireAccess>
      <AccessHistoryList />
    </RequireAccess>
  ),
  icon: HistoryIcon,
  options: { label: 'pages.admin.menu.history', menuGroup: 'access' },
};
