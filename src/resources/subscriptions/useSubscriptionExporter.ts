import { downloadCSV, useLocaleState, useTranslate, type Exporter } from 'react-admin';
import type { Subscription } from '../../../common/api';
import { formatCsvDate, toCsv } from '../../components/csv';

const columns = ['productName', 'publisher', 'quantity', 'status', 'termEnd', 'autoRenew', 'monthlyCost'] as const;

/** The subscriptions as CSV: the list's columns (and the currency), in the portal's language. */
export function useSubscriptionExporter(): Exporter<Subscription> {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (subscriptions) => {
    const header = [
      ...columns.map((column) => translate(`resources.subscriptions.fields.${column}`)),
      translate('resources.subscriptions.fields.currency'),
    ];
    const rows = subscriptions.map((subscription) => [
      subscription.productName,
      subscription.publisher,
      subscription.quantity,
      translate(`resources.subscriptions.status.${subscription.status}`, { _: subscription.status }),
      formatCsvDate(subscription.termEnd, locale),
      translate(subscription.autoRenew ? 'ra.boolean.true' : 'ra.boolean.false'),
      subscription.monthlyCost.toFixed(2),
      subscription.currency,
    ]);
    downloadCSV(toCsv(header, rows), translate('resources.subscriptions.name', { smart_count: 2 }).toLowerCase());
  };
}
