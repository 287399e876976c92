// Which customer buys from which catalog: `<Resource name="partner-admin/catalog-assignments" {...assignments} />`.
import AssignmentIcon from '@mui/icons-material/AssignmentTurnedIn';
import { lazy } from 'react';
import { RequireAccess } from '../../../components/RequireAccess';

const AssignmentList = lazy(() => import('./AssignmentList').then((module) => ({ default: module.AssignmentList })));

export const catalogAssignments = {
  list: (
    <RequireAccess>
      <AssignmentList />
    </RequireAccess>
  ),
  icon: AssignmentIcon,
  options: { label: 'partner.menu.assignments', menuGroup: 'pricing' },
};
