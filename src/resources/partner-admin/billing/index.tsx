// The partner's billing: `<Resource name="partner-admin/billing" {...billing} />`, the billing runs at
// /partner-admin/billing, a run and its drafts at /partner-admin/billing/:id, the seller at /partner-admin/billing/seller.
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { RequireAccess } from '../../../layout/RequireAccess';

const BillingRunList = lazy(() => import('./BillingRunList').then((module) => ({ default: module.BillingRunList })));
const BillingRunShow = lazy(() => import('./BillingRunShow').then((module) => ({ default: module.BillingRunShow })));
const SellerPage = lazy(() => import('./SellerPage').then((module) => ({ default: module.SellerPage })));

export const billing = {
  list: (
    <RequireAccess>
      <BillingRunList />
    </RequireAccess>
  ),
  children: [
    <Route
      key="seller"
      path="seller"
      element={
        <RequireAccess action="edit">
          <SellerPage />
        </RequireAccess>
      }
    />,
    <Route
      key="show"
      path=":id"
      element={
        <RequireAccess action="show">
          <BillingRunShow />
        </RequireAccess>
      }
    />,
    <Route path=":id/*" element={<NotFoundPage />} key="none" />,
  ],
  icon: ReceiptLongIcon,
  options: { label: 'partner.menu.billing', menuGroup: 'sales' },
};
