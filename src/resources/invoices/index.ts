// The invoices resource: `<Resource name="invoices" {...invoices} />`, the current company's issued invoices and credit
// notes at /invoices, one at /invoices/:id/show.
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazy } from 'react';

const InvoiceList = lazy(() => import('./InvoiceList').then((module) => ({ default: module.InvoiceList })));
const InvoiceShow = lazy(() => import('./InvoiceShow').then((module) => ({ default: module.InvoiceShow })));

export const invoices = {
  list: InvoiceList,
  show: InvoiceShow,
  icon: RequestQuoteIcon,
  options: { menuGroup: 'company' },
  recordRepresentation: 'number',
};
