// Every grant, revoke and disable, for staff: `<Resource name="admin/history" {...accessHistory} />`.
import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { RequireAccess } from '../../../layout/RequireAccess';

const AccessHistoryList = lazy(() =>
  import('./AccessHistoryList').then((module) => ({ default: module.AccessHistoryList })),
);

export const accessHistory = {
  list: (
    <RequireAccess>
      <AccessHistoryList />
    </RequireAccess>
  ),
  // react-admin's list answers every address below it; the portal's addresses below a list lead nowhere.
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: HistoryIcon,
  options: { label: 'pages.admin.menu.history', menuGroup: 'access' },
};
