export { InvoiceDocument, type InvoiceRecord } from './InvoiceDocument';
export { InvoiceDownloads } from './InvoiceDownloads';
export { InvoiceFlags } from './InvoiceFlags';
export { InvoiceStatusChip } from './InvoiceStatusChip';
export { useInvoiceWords } from './useInvoiceWords';
