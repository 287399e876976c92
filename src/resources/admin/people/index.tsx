// The people the portal knows and their access, for staff: the registration of /admin/people.
import PeopleIcon from '@mui/icons-material/People';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const PeopleList = lazyNamed(() => import('./PeopleList'), 'PeopleList', 'staff');

export const people = {
  name: 'admin/people',
  endpoint: 'multi-tenant/users',
  list: withAccess(<PeopleList />),
  // react-admin's list answers every address below it; the portal's addresses below a list lead nowhere.
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: PeopleIcon,
  options: { label: 'pages.admin.menu.people', menuGroup: 'access' },
};
