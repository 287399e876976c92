import { SimpleList, useTranslate } from 'react-admin';
import type { Subscription } from '../../../common/api';
import { isBilledStatus } from '../../../common/domain';
import { useFormatCount, useFormatMoney } from '../../components/Money';
import { useFormatDate } from '../../components/Dates';
import { NoSubscriptionMatches } from './SubscriptionTable';

/** When a subscription's term ends, as a phone's line says it: "Renews 12 Jan 2027", "Ends …", "Ended …". */
const termEndWord = (subscription: Subscription, today: string) =>
  subscription.termEnd.slice(0, 10) < today
    ? 'ended'
    : subscription.autoRenew && subscription.status === 'active'
      ? 'renews'
      : 'ends';

/**
 * The subscriptions on a phone-sized screen, each opening its page: the seats, what it costs a month while billed, and
 * when its term ends, renews or ended (what the desk's table shows in its columns).
 */
export function SubscriptionSimpleList() {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const today = new Date().toISOString().slice(0, 10);
  const t = (key: string, options: object) => translate(`resources.subscriptions.phone.${key}`, options);
  const formatCount = useFormatCount();
  return (
    <SimpleList<Subscription>
      primaryText={(record) => record.productName}
      secondaryText={(record) => (
        <>
          {formatCount(record.quantity)} × {record.publisher}
          {isBilledStatus(record.status) &&
            ` · ${t('per_month', { amount: formatMoney(record.monthlyCost, record.currency) })}`}
          <br />
          {t(termEndWord(record, today), { date: formatDate(record.termEnd) })}
        </>
      )}
      tertiaryText={(record) =>
        [
          translate(`resources.subscriptions.status.${record.status}`),
          record.supplierStatus !== 'in_sync' && translate(`resources.subscriptions.supplier.${record.supplierStatus}`),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      linkType="show"
      empty={<NoSubscriptionMatches />}
    />
  );
}
