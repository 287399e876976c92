// The rules of a subscription's life, as plain functions of the subscription and the time.
import { format } from 'date-fns';
import type { Product, Subscription } from '../db/schema';
import { roundCents } from '../../common/domain';
import { monthsOfBillingPeriod, termEndFrom } from '../../common/rules/terms';
import { decideQuantityChange, type QuantityRequest } from '../../common/rules/quantity';
import { refundWindowEnd, removableNow } from '../../common/rules/refund-window';

const day = (date: Date) => format(date, 'd MMM yyyy');
const endOfTerm = (subscription: Pick<Subscription, 'termEnd'>) => new Date(`${subscription.termEnd}T23:59:59Z`);

export type QuantityChange =
  | { kind: 'now'; quantity: number; refundableQuantity: number; refundableUntil: Date | null; clearsSchedule: boolean }
  | { kind: 'next-term'; quantity: number };

/** What a quantity change does, or why it is refused (a message for a person). */
export function planQuantityChange(
  subscription: Subscription,
  product: Pick<Product, 'minQuantity' | 'maxQuantity'>,
  request: QuantityRequest,
  now: Date,
): QuantityChange | { refusal: string } {
  const removable = removableNow(subscription, now);
  const decision = decideQuantityChange(
    {
      ...subscription,
      minQuantity: product.minQuantity,
      maxQuantity: product.maxQuantity,
      removableQuantity: removable.quantity,
      removableUntil: removable.until?.toISOString() ?? null,
    },
    request,
  );
  if (decision.refusal) return { refusal: decision.refusal.message };
  const { quantity } = request;
  if (decision.kind === 'next-term') return { kind: 'next-term', quantity };
  const clearsSchedule = subscription.scheduledNextTermQuantity !== null;
  // Added seats join those still refundable, in a window that starts again now; removed ones leave it.
  return quantity > subscription.quantity
    ? {
        kind: 'now',
        quantity,
        refundableQuantity: removable.quantity + quantity - subscription.quantity,
        refundableUntil: refundWindowEnd(now),
        clearsSchedule,
      }
    : {
        kind: 'now',
        quantity,
        refundableQuantity: removable.quantity - (subscription.quantity - quantity),
        refundableUntil: subscription.refundableUntil,
        clearsSchedule,
      };
}

export function whyNotCancellable(subscription: Subscription, now: Date): string | null {
  if (subscription.status !== 'active' && subscription.status !== 'pending') {
    return `A ${subscription.status} subscription cannot be cancelled`;
  }
  if (subscription.cancellableUntil && subscription.cancellableUntil < now) {
    return `The cancellation window closed on ${day(subscription.cancellableUntil)}; turn auto-renew off to end the subscription at the end of its term`;
  }
  return null;
}

export function whyNotReactivatable(subscription: Subscription, now: Date): string | null {
  // A suspension is the partner's act (unpaid invoices, a dispute): only the partner lifts it.
  if (subscription.status === 'suspended') {
    return 'Your partner suspended this subscription: ask them to lift the suspension';
  }
  if (subscription.status !== 'cancelled') return 'Only a cancelled subscription can be reactivated';
  // Partner Center deletes a cancelled new-commerce subscription for good (a PATCH back to active is refused).
  if (subscription.supplierSubscriptionId !== null)
    return 'Microsoft ends a cancelled subscription for good: order the product again';
  if (endOfTerm(subscription) < now)
    return `The term ended on ${day(endOfTerm(subscription))}; order the product again`;
  return null;
}

export function whyNoAutoRenewChange(subscription: Subscription): string | null {
  return subscription.status === 'active' || subscription.status === 'pending' || subscription.status === 'suspended'
    ? null
    : `Auto-renew cannot change on a ${subscription.status} subscription`;
}

/** What the subscription costs per month at its quantity. */
export function monthlyCost(subscription: Pick<Subscription, 'unitPrice' | 'quantity'>, billingFrequency: string) {
  return roundCents((subscription.unitPrice * subscription.quantity) / monthsOfBillingPeriod(billingFrequency));
}

/** The term that follows one ending on `termEnd` (a day): it starts that day, as the seed's and the orders' terms do. */
export function nextTerm(termEnd: string, term: string) {
  const end = termEndFrom(new Date(`${termEnd}T12:00:00Z`), term);
  return { termStart: termEnd, termEnd: end.toISOString().slice(0, 10) };
}
