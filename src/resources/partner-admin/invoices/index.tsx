// Every customer's invoices for the partner: `<Resource name="partner-admin/invoices" {...partnerInvoices} />`;
// one invoice or draft at /partner-admin/invoices/:id.
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const InvoiceList = lazyNamed(() => import('./InvoiceList'), 'InvoiceList', 'staff');
const InvoiceShow = lazyNamed(() => import('./InvoiceShow'), 'InvoiceShow', 'staff');

export const partnerInvoices = {
  list: withAccess(<InvoiceList />),
  children: [
    <Route key="show" path=":id" element={withAccess(<InvoiceShow />, 'show')} />,
    <Route path=":id/*" element={<NotFoundPage />} key="none" />,
  ],
  icon: RequestQuoteIcon,
  options: { label: 'partner.menu.invoices', menuGroup: 'sales' },
  recordRepresentation: 'number',
};
