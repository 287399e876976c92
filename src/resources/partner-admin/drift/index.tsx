// What differs between the portal and Microsoft: the registration of /partner-admin/drift.
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const DriftList = lazyNamed(() => import('./DriftList'), 'DriftList', 'staff');

export const drift = {
  name: 'partner-admin/drift',
  endpoint: 'partner/drift',
  list: withAccess(<DriftList />),
  // react-admin's list answers every address below it; the portal's addresses below a list lead nowhere.
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: CompareArrowsIcon,
  options: { label: 'partner.menu.drift', menuGroup: 'sales' },
};
