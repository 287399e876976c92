import { useLocale } from 'react-admin';
import { formatMoney } from '../../../../common/format';

/** The screen's messages: `translate(`${words}.title`)`. */
export const words = 'resources.partner-admin/reconciliation';

/** An amount as Microsoft's file and the ledger write it (a decimal string), in the reader's way. */
export function useMoney() {
  const locale = useLocale();
  return (amount: string, currency: string | null) => formatMoney(Number(amount), currency ?? 'USD', locale);
}
