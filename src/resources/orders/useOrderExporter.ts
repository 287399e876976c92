import { downloadCSV, useLocaleState, useTranslate, type Exporter } from 'react-admin';
import type { Order } from '../../../common/api';
import { formatCsvDate, toCsv } from '../../components/csv';

const columns = ['number', 'createdAt', 'status', 'lineCount', 'total'] as const;

/** The orders as CSV: the list's columns (and the currency and PO number), in the portal's language. */
export function useOrderExporter(): Exporter<Order> {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (orders) => {
    const header = [
      ...columns.map((column) => translate(`resources.orders.fields.${column}`)),
      translate('resources.orders.fields.currency'),
      translate('resources.orders.fields.poNumber'),
    ];
    const rows = orders.map((order) => [
      order.number,
      formatCsvDate(order.createdAt, locale),
      translate(`resources.orders.status.${order.status}`, { _: order.status }),
      order.lineCount,
      order.total.toFixed(2),
      order.currency,
      order.poNumber ?? '',
    ]);
    downloadCSV(toCsv(header, rows), translate('resources.orders.name', { smart_count: 2 }).toLowerCase());
  };
}
