// What differs between the portal and Microsoft: `<Resource name="partner-admin/drift" {...drift} />`.
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { RequireAccess } from '../../../layout/RequireAccess';

const DriftList = lazy(() => import('./DriftList').then((module) => ({ default: module.DriftList })));

export const drift = {
  list: (
    <RequireAccess>
      <DriftList />
    </RequireAccess>
  ),
  // react-admin's list answers every address below it; the portal's addresses below a list lead nowhere.
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: CompareArrowsIcon,
  options: { label: 'partner.menu.drift', menuGroup: 'sales' },
};
