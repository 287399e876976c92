// Microsoft's new-commerce rules as the sandbox applies them, as plain functions: a seat added can be removed, and a
// subscription cancelled after its purchase or renewal, within the refund window (common/rules/refund-window.ts); a
// change to a suspended or cancelled subscription is refused. The refusals carry Microsoft's status, code and words
// ("Error codes").
import type { RefundableSeats } from './schema';
import { refundWindowEnd } from '../../../common/rules/refund-window';
import { isWithinQuantityBounds } from '../../../common/rules/quantity';

export type Refusal = { status: number; code: string; description: string };
export const refusal = (status: number, code: string, description: string): Refusal => ({ status, code, description });

/** Microsoft's refusals the sandbox answers, with their reference codes. */
export const refusals = {
  noToken: () => refusal(401, '800001', 'Partner token missing in request context'),
  badToken: () => refusal(401, '400', 'Access denied'),
  unknownCustomer: (tenantId: string) =>
    refusal(403, '20002', `The partner has no commerce relationship with the customer ${tenantId}`),
  subscriptionNotFound: (id: string) => refusal(404, '20003', `Subscription with ID ${id} not found`),
  orderNotFound: () => refusal(404, '20000', 'Order Id not found'),
  invalidOffer: (offerId: string) => refusal(400, '800004', `Invalid offer Id ${offerId}`),
  invalidInput: (why: string) => refusal(400, '800002', `Invalid request input: ${why}`),
  quantityOutOfRange: (min: number, max: number) =>
    refusal(400, '2002', `Subscription quantity not within the allowed range (${min} to ${max})`),
  lineItemNumbers: () => refusal(400, '800071', 'Line item number must be between 0 and number of line items'),
  cannotReduce: () => refusal(400, '800090', 'Subscription quantity cannot be reduced'),
  suspended: () => refusal(400, '800091', 'Cannot update a subscription in suspended state'),
  deleted: () => refusal(400, '2011', 'Cannot update subscription in deleted state'),
  cannotChangeStatus: (from: string, to: string) =>
    refusal(400, '800040', `Resource status cannot be changed from ${from} to ${to}`),
  cannotCancel: () => refusal(400, '800096', 'Cannot update the status of this subscription'),
  notYetActive: () => refusal(400, '800081', 'Cannot update a subscription before activating it'),
};

/** The seats whose return window is still open, and their total. */
export function refundableNow(seats: RefundableSeats, now: Date) {
  const details = seats.filter((batch) => Date.parse(batch.allowedUntilDateTime) > now.getTime() && batch.quantity > 0);
  return { totalQuantity: details.reduce((total, batch) => total + batch.quantity, 0), details };
}

/** Takes `count` seats off the batches, the most recently added first (their windows close last). */
export function removeRefundableSeats(seats: RefundableSeats, count: number): RefundableSeats {
  const sorted = [...seats].sort((a, b) => Date.parse(b.allowedUntilDateTime) - Date.parse(a.allowedUntilDateTime));
  let left = count;
  return sorted
    .map((batch) => {
      const taken = Math.min(left, batch.quantity);
      left -= taken;
      return { ...batch, quantity: batch.quantity - taken };
    })
    .filter((batch) => batch.quantity > 0);
}

type Current = {
  status: string;
  quantity: number;
  autoRenewEnabled: boolean;
  refundableSeats: RefundableSeats;
  cancellationAllowedUntilDate: Date | null;
};
export type Change = { quantity?: number; autoRenewEnabled?: boolean; status?: string };
export type Decision =
  | { refusal: Refusal }
  | {
      values: Partial<Omit<Current, 'status'>> & { status?: 'active' | 'suspended' | 'deleted' };
      /** Seats added (positive) or returned (negative) now, for the charges. */
      seatChange: number;
      isCancelled: boolean;
    };

/** What a PATCH does to a subscription under new-commerce rules, or Microsoft's refusal. */
export function decideChange(
  current: Current,
  change: Change,
  now: Date,
  limits: { min: number; max: number },
): Decision {
  const wantsStatus = change.status !== undefined && change.status !== current.status ? change.status : undefined;
  if (current.status === 'deleted' || current.status === 'expired') return { refusal: refusals.deleted() };
  if (current.status === 'pending') return { refusal: refusals.notYetActive() };

  if (wantsStatus === 'deleted') {
    const until = current.cancellationAllowedUntilDate;
    if (!until || until.getTime() <= now.getTime()) return { refusal: refusals.cannotCancel() };
    return {
      values: { status: 'deleted', autoRenewEnabled: false, refundableSeats: [] },
      seatChange: -current.quantity,
      isCancelled: true,
    };
  }
  if (wantsStatus === 'suspended' || wantsStatus === 'active') {
    if (change.quantity !== undefined && change.quantity !== current.quantity) {
      return { refusal: refusals.invalidInput('a status and a quantity cannot change in one request') };
    }
    return { values: { status: wantsStatus }, seatChange: 0, isCancelled: false };
  }
  if (wantsStatus !== undefined) return { refusal: refusals.cannotChangeStatus(current.status, wantsStatus) };

  const values: Partial<Omit<Current, 'status'>> = {};
  let seatChange = 0;
  if (change.quantity !== undefined && change.quantity !== current.quantity) {
    if (current.status === 'suspended') return { refusal: refusals.suspended() };
    if (!isWithinQuantityBounds(change.quantity, { minQuantity: limits.min, maxQuantity: limits.max })) {
      return { refusal: refusals.quantityOutOfRange(limits.min, limits.max) };
    }
    seatChange = change.quantity - current.quantity;
    const open = refundableNow(current.refundableSeats, now);
    if (seatChange < 0 && -seatChange > open.totalQuantity) return { refusal: refusals.cannotReduce() };
    values.quantity = change.quantity;
    values.refundableSeats =
      seatChange > 0
        ? [...open.details, { quantity: seatChange, allowedUntilDateTime: refundWindowEnd(now).toISOString() }]
        : removeRefundableSeats(open.details, -seatChange);
  }
  if (change.autoRenewEnabled !== undefined && change.autoRenewEnabled !== current.autoRenewEnabled) {
    if (current.status === 'suspended') return { refusal: refusals.suspended() };
    values.autoRenewEnabled = change.autoRenewEnabled;
  }
  return { values, seatChange, isCancelled: false };
}
