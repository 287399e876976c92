// Which customer buys from which catalog: `<Resource name="partner-admin/catalog-assignments" {...assignments} />`.
import AssignmentIcon from '@mui/icons-material/AssignmentTurnedIn';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { RequireAccess } from '../../../layout/RequireAccess';

const AssignmentList = lazy(() => import('./AssignmentList').then((module) => ({ default: module.AssignmentList })));
const AssignmentMatrixPage = lazy(() =>
  import('./AssignmentList').then((module) => ({ default: module.AssignmentMatrixPage })),
);

export const catalogAssignments = {
  list: (
    <RequireAccess>
      <AssignmentList />
    </RequireAccess>
  ),
  // react-admin's list answers every address below it: the matrix is the list's other tab, the rest leads nowhere.
  children: (
    <>
      <Route
        path="matrix"
        element={
          <RequireAccess>
            <AssignmentMatrixPage />
          </RequireAccess>
        }
      />
      <Route path=":id/*" element={<NotFoundPage />} />
    </>
  ),
  icon: AssignmentIcon,
  options: { label: 'partner.menu.assignments', menuGroup: 'pricing' },
};
