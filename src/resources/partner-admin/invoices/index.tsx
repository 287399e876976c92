// Every customer's invoices for the partner: `<Resource name="partner-admin/invoices" {...partnerInvoices} />`;
// one invoice or draft at /partner-admin/invoices/:id.
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { RequireAccess } from '../../../layout/RequireAccess';

const InvoiceList = lazy(() => import('./InvoiceList').then((module) => ({ default: module.InvoiceList })));
const InvoiceShow = lazy(() => import('./InvoiceShow').then((module) => ({ default: module.InvoiceShow })));

export const partnerInvoices = {
  list: (
    <RequireAccess>
      <InvoiceList />
    </RequireAccess>
  ),
  children: [
    <Route
      key="show"
      path=":id"
      element={
        <RequireAccess action="show">
          <InvoiceShow />
        </RequireAccess>
      }
    />,
    <Route path=":id/*" element={<NotFoundPage />} key="none" />,
  ],
  icon: RequestQuoteIcon,
  options: { label: 'partner.menu.invoices', menuGroup: 'sales' },
  recordRepresentation: 'number',
};
