// Money on the way to an invoice: decimal strings in and out, big.js in between, never a JavaScript float.
//
// The rounding rule, written once: every amount the ledger or an invoice keeps is rounded to the cent, half away from
// zero (as PostgreSQL rounds a numeric, and as Microsoft rounds its billed line items), and only there:
// - a charge: unit price × quantity × days / days of the billing period, computed exactly, then rounded once;
// - an invoice: its subtotal is the sum of its lines' rounded amounts; the tax of each rate is the rate applied to
//   the sum of that rate's lines, rounded once (never line by line); the total is subtotal plus the tax lines.
// Unit prices keep up to 6 decimals, as Microsoft's price lists do.
import Big from 'big.js';

export type Decimal = string;

const roundHalfAwayFromZero = 1; // Big.roundHalfUp: 0.5 goes away from zero, for negative amounts too.

export const money = (value: Decimal | number) => new Big(value);

/** An amount kept by the ledger or an invoice: exactly two decimals. */
export const cents = (value: Big | Decimal | number) => new Big(value).round(2, roundHalfAwayFromZero).toFixed(2);

/** A unit price as Microsoft writes them: at most six decimals. */
export const unitPriceOf = (value: Big | Decimal | number) => new Big(value).round(6, roundHalfAwayFromZero).toFixed(6);

export const sum = (values: (Big | Decimal)[]) => values.reduce<Big>((total, value) => total.plus(value), new Big(0));

/**
 * A charge for `quantity` seats over `days` of a billing period of `periodDays` days (Microsoft's daily proration);
 * a whole period when `days` equals `periodDays`. Negative quantities are refunds.
 */
export function prorated({
  unitPrice,
  quantity,
  days,
  periodDays,
}: {
  unitPrice: Decimal;
  quantity: number;
  days: number;
  periodDays: number;
}): Decimal {
  if (days === periodDays) return cents(new Big(unitPrice).times(quantity));
  return cents(new Big(unitPrice).times(quantity).times(days).div(periodDays));
}

/** Tax on a base at a rate in percent (e.g. "20.00"), rounded once. */
export const taxOn = (base: Big | Decimal, ratePercent: Decimal) => cents(new Big(base).times(ratePercent).div(100));
