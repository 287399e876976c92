// The quantity rule, one copy for both halves: the server decides with it, the portal's dialog says beforehand
// what it will decide (the same refusal, by its code, in the reader's language).
import type { SubscriptionStatus } from '../domain';

/** A subscription as both halves see it at a moment: the seats it has, its bounds, what may be removed now. */
export type QuantityState = {
  status: SubscriptionStatus;
  quantity: number;
  autoRenew: boolean;
  minQuantity: number;
  maxQuantity: number;
  /** Seats added within the refund window, removable now; and until when (ISO), null when none are. */
  removableQuantity: number;
  removableUntil: string | null;
};

export type QuantityRequest = { quantity: number; scheduleNextTerm: boolean };

/** A product's seat bounds, when the partner sets none: from one seat to ten thousand. */
export const defaultQuantityBounds = { minQuantity: 1, maxQuantity: 10_000 };
/** The most seats one order line may ask for, whatever the product (a product's own bounds are checked after). */
export const maxSeatsPerLine = 100_000;

/** Whether `quantity` seats may be held of a product: a whole number within its bounds, both included. */
export const isWithinQuantityBounds = (quantity: number, bounds: { minQuantity: number; maxQuantity: number }) =>
  Number.isInteger(quantity) && quantity >= bounds.minQuantity && quantity <= bounds.maxQuantity;

export type QuantityRefusal = {
  code: 'not_active' | 'out_of_range' | 'needs_auto_renew' | 'same_quantity' | 'beyond_refundable';
  /** The refusal in English words, the server's answer. */
  message: string;
};

export type QuantityDecision = { kind: 'now' | 'next-term'; refusal?: undefined } | { refusal: QuantityRefusal };

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "3 Dec 2026", in UTC. */
const day = (iso: string) => {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};

/**
 * What a quantity change does: now (an increase, or a decrease of seats still refundable) or at the next term
 * (auto-renew on), or why it is refused.
 */
export function decideQuantityChange(
  state: QuantityState,
  { quantity, scheduleNextTerm }: QuantityRequest,
): QuantityDecision {
  const refuse = (code: QuantityRefusal['code'], message: string) => ({ refusal: { code, message } });
  if (state.status !== 'active') return refuse('not_active', 'Only an active subscription’s quantity can change');
  if (!isWithinQuantityBounds(quantity, state))
    return refuse('out_of_range', `The quantity must be between ${state.minQuantity} and ${state.maxQuantity}`);
  if (scheduleNextTerm) {
    if (!state.autoRenew)
      return refuse('needs_auto_renew', 'Turn auto-renew on to schedule a change for the next term');
    return { kind: 'next-term' };
  }
  if (quantity === state.quantity) return refuse('same_quantity', `The subscription already has ${quantity} seats`);
  const removed = state.quantity - quantity;
  if (removed > state.removableQuantity)
    return refuse(
      'beyond_refundable',
      state.removableQuantity > 0 && state.removableUntil
        ? `Only ${state.removableQuantity} seats can be removed now (until ${day(state.removableUntil)}); schedule a larger decrease for the next term`
        : 'No seats can be removed before the term ends; schedule the decrease for the next term',
    );
  return { kind: 'now' };
}
