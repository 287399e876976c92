import { downloadCSV, useLocaleState, useTranslate, type Exporter } from 'react-admin';
import type { Subscription } from '../../../common/api';
import { isBilledStatus } from '../../../common/domain';
import { csvAmount, csvConventionOf, formatCsvDate, toCsv } from '../../components/csv';

const columns = ['productName', 'publisher', 'quantity', 'status', 'termEnd', 'autoRenew', 'monthlyCost'] as const;

/** The subscriptions as CSV: the list's columns (and the currency), as a spreadsheet in the portal's language reads them. */
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
      // As the list shows it: nothing for a subscription that costs nothing now, in the language's decimal mark.
      csvAmount(isBilledStatus(subscription.status) ? subscription.monthlyCost : null, locale),
      subscription.currency,
    ]);
    downloadCSV(
      toCsv(header, rows, csvConventionOf(locale).separator),
      translate('resources.subscriptions.name', { smart_count: 2 }).toLowerCase(),
    );
  };
}
