// Which customer buys from which catalog: the registration of /partner-admin/catalog-assignments.
import AssignmentIcon from '@mui/icons-material/AssignmentTurnedIn';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const AssignmentList = lazyNamed(() => import('./AssignmentList'), 'AssignmentList', 'staff');
const AssignmentMatrixPage = lazyNamed(() => import('./AssignmentList'), 'AssignmentMatrixPage', 'staff');

export const catalogAssignments = {
  name: 'partner-admin/catalog-assignments',
  endpoint: 'catalog/partner/catalog-assignments',
  list: withAccess(<AssignmentList />),
  // react-admin's list answers every address below it: the matrix is the list's other tab, the rest leads nowhere.
  children: (
    <>
      <Route path="matrix" element={withAccess(<AssignmentMatrixPage />)} />
      <Route path=":id/*" element={<NotFoundPage />} />
    </>
  ),
  icon: AssignmentIcon,
  options: { label: 'partner.menu.assignments', menuGroup: 'pricing' },
};
