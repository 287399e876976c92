// What the portal asked of Microsoft and needs a look: `<Resource name="partner-admin/provisioning" {...provisioning} />`.
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const RequestList = lazyNamed(() => import('./RequestList'), 'RequestList', 'staff');

export const provisioning = {
  list: withAccess(<RequestList />),
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: CloudSyncIcon,
  options: { label: 'partner.menu.provisioning', menuGroup: 'sales' },
};
