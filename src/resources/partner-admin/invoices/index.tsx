// Every customer's invoices for the partner: the registration of /partner-admin/invoices;
// one invoice or draft at /partner-admin/invoices/:id.
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../../../pages/ErrorPage';
import { withAccess } from '../../../layout/RequireAccess';
import { lazyNamed } from '../../../components/lazyNamed';

const InvoiceList = lazyNamed(() => import('./InvoiceList'), 'InvoiceList', 'staff');
const InvoiceShow = lazyNamed(() => import('./InvoiceShow'), 'InvoiceShow', 'staff');

export const partnerInvoices = {
  name: 'partner-admin/invoices',
  endpoint: 'partner/invoices',
  list: withAccess(<InvoiceList />),
  children: [
    <Route key="show" path=":id" element={withAccess(<InvoiceShow />, 'show')} />,
    <Route path=":id/*" element={<NotFoundPage />} key="none" />,
  ],
  icon: RequestQuoteIcon,
  options: { label: 'partner.menu.invoices', menuGroup: 'sales' },
  recordRepresentation: 'number',
};
