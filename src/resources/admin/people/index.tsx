// The people the portal knows and their access, for staff: `<Resource name="admin/people" {...people} />`.
import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import { RequireAccess } from '../../../components/RequireAccess';

const PeoplePage = lazy(() => import('./PeoplePage').then((module) => ({ default: module.PeoplePage })));

export const people = {
  list: (
    <RequireAccess>
      <PeoplePage />
    </RequireAccess>
  ),
  icon: PeopleIcon,
  options: { label: 'pages.admin.menu.people', menuGroup: 'access' },
};
