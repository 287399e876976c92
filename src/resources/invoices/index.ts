// The registration of /invoices: the current company's issued invoices and credit
// notes at /invoices, one at /invoices/:id/show.
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazyNamed } from '../../components/lazyNamed';

const InvoiceList = lazyNamed(() => import('./InvoiceList'), 'InvoiceList');
const InvoiceShow = lazyNamed(() => import('./InvoiceShow'), 'InvoiceShow');

export const invoices = {
  name: 'invoices',
  endpoint: 'invoices',
  list: InvoiceList,
  show: InvoiceShow,
  icon: RequestQuoteIcon,
  options: { menuGroup: 'company' },
  recordRepresentation: 'number',
};
