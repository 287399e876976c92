// The refund window, Microsoft's new-commerce rule as the portal applies it: seats added can be removed with a refund,
// and a new subscription or a renewed term cancelled with one, for a few days. The server, Microsoft's sandbox, the
// seed and the words a person reads (the cart, the refusals, the user guide) all take its length from here.
import { addDays } from 'date-fns';

/** How long the refund window stays open, in days. */
export const refundWindowDays = 7;

/** When a refund window opened at `openedAt` closes: `refundWindowEnd(now)` for seats added now. */
export const refundWindowEnd = (openedAt: Date) => addDays(openedAt, refundWindowDays);

/** How many seats can be removed now, and until when: the refundable ones while their window is open, else none. */
export function removableNow(seats: { refundableQuantity: number; refundableUntil: Date | null }, now: Date) {
  const isOpen = seats.refundableUntil !== null && seats.refundableUntil > now;
  return {
    quantity: isOpen ? seats.refundableQuantity : 0,
    until: isOpen ? seats.refundableUntil : null,
  };
}
