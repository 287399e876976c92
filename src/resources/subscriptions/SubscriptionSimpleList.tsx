import { SimpleList, useTranslate } from 'react-admin';
import type { Subscription } from '../../../common/api';

/** The subscriptions on a phone-sized screen: one line each, opening the subscription. */
export function SubscriptionSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<Subscription>
      primaryText={(record) => record.productName}
      secondaryText={(record) => `${record.quantity} × ${record.publisher}`}
      tertiaryText={(record) => translate(`resources.subscriptions.status.${record.status}`)}
      linkType="show"
    />
  );
}
