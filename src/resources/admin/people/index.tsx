// The people the portal knows and their access, for staff: `<Resource name="admin/people" {...people} />`.
import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { RequireAccess } from '../../../layout/RequireAccess';

const PeopleList = lazy(() => import('./PeopleList').then((module) => ({ default: module.PeopleList })));

export const people = {
  list: (
    <RequireAccess>
      <PeopleList />
    </RequireAccess>
  ),
  // react-admin's list answers every address below it; the portal's addresses below a list lead nowhere.
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: PeopleIcon,
  options: { label: 'pages.admin.menu.people', menuGroup: 'access' },
};
