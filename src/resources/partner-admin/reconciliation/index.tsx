// A month of Microsoft's bill against the portal's: `<Resource name="partner-admin/reconciliation" {...reconciliation} />`.
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { RequireAccess } from '../../../layout/RequireAccess';

const ReconciliationList = lazy(() =>
  import('./ReconciliationList').then((module) => ({ default: module.ReconciliationList })),
);

export const reconciliation = {
  list: (
    <RequireAccess>
      <ReconciliationList />
    </RequireAccess>
  ),
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: ReceiptLongIcon,
  options: { label: 'partner.menu.reconciliation', menuGroup: 'sales' },
};
