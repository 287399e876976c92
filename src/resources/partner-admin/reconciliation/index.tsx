// A month of Microsoft's bill against the portal's: the registration of /partner-admin/reconciliation.
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const ReconciliationList = lazyNamed(() => import('./ReconciliationList'), 'ReconciliationList', 'staff');

export const reconciliation = {
  name: 'partner-admin/reconciliation',
  endpoint: 'partner/reconciliation',
  list: withAccess(<ReconciliationList />),
  children: <Route path=":id/*" element={<NotFoundPage />} />,
  icon: ReceiptLongIcon,
  options: { label: 'partner.menu.reconciliation', menuGroup: 'sales' },
};
