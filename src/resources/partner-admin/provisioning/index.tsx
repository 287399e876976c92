// What the portal asked of Microsoft and needs a look: `<Resource name="partner-admin/provisioning" {...provisioning} />`.
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { RequireAccess } from '../../../layout/RequireAccess';

const RequestList = lazy(() => import('./RequestList').then((module) => ({ default: module.RequestList })));

export const provisioning = {
  list: (
    <RequireAccess>
      <RequestList />
    </RequireAccess>
  ),
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: CloudSyncIcon,
  options: { label: 'partner.menu.provisioning', menuGroup: 'sales' },
};
