// The partner's billing, the registration of /partner-admin/billing: the billing runs at
// /partner-admin/billing, a run and its drafts at /partner-admin/billing/:id, the seller at /partner-admin/billing/seller.
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const BillingRunList = lazyNamed(() => import('./BillingRunList'), 'BillingRunList', 'staff');
const BillingRunShow = lazyNamed(() => import('./BillingRunShow'), 'BillingRunShow', 'staff');
const SellerPage = lazyNamed(() => import('./SellerPage'), 'SellerPage', 'staff');

export const billing = {
  name: 'partner-admin/billing',
  endpoint: 'partner/billing-runs',
  list: withAccess(<BillingRunList />),
  children: [
    <Route key="seller" path="seller" element={withAccess(<SellerPage />, 'edit')} />,
    <Route key="show" path=":id" element={withAccess(<BillingRunShow />, 'show')} />,
    <Route path=":id/*" element={<NotFoundPage />} key="none" />,
  ],
  icon: ReceiptLongIcon,
  options: { label: 'partner.menu.billing', menuGroup: 'sales' },
};
