// What the portal asked of Microsoft and needs a look: the registration of /partner-admin/provisioning.
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const RequestList = lazyNamed(() => import('./RequestList'), 'RequestList', 'staff');

export const provisioning = {
  name: 'partner-admin/provisioning',
  endpoint: 'partner/provisioning',
  list: withAccess(<RequestList />),
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: CloudSyncIcon,
  options: { label: 'partner.menu.provisioning', menuGroup: 'sales' },
};
