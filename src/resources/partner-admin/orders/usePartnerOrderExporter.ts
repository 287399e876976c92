// As CSV: the columns on screen (and what a spreadsheet needs beside them: ids, currency), headed and worded in the
// portal's language. Every row the filters match, not only the page.
import type { PartnerOrder } from '../../../../common/api';
import { csvAmount, formatCsvDate, useCsvExporter } from '../../../components/csv';

export const usePartnerOrderExporter = () =>
  useCsvExporter<PartnerOrder>('resources.partner-admin/orders.export.file', [
    { header: 'resources.partner-admin/orders.fields.number', value: (order) => order.number },
    { header: 'resources.partner-admin/orders.fields.companyName', value: (order) => order.companyName },
    {
      header: 'resources.partner-admin/orders.fields.status',
      value: (order, { translate }) => translate(`resources.orders.status.${order.status}`, { _: order.status }),
    },
    {
      header: 'resources.partner-admin/orders.fields.total',
      value: (order, { locale }) => csvAmount(order.total, locale),
    },
    { header: 'resources.orders.fields.currency', value: (order) => order.currency },
    { header: 'resources.orders.fields.poNumber', value: (order) => order.poNumber },
    { header: 'resources.partner-admin/orders.fields.lineCount', value: (order) => order.lineCount },
    { header: 'resources.partner-admin/orders.fields.placedBy', value: (order) => order.placedBy },
    {
      header: 'resources.partner-admin/orders.fields.createdAt',
      value: (order, { locale }) => formatCsvDate(order.createdAt, locale),
    },
  ]);
