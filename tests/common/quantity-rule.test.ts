// The one quantity rule both halves apply (common/rules/quantity.ts), without HTTP or a screen.
import { describe, expect, it } from 'vitest';
import {
  decideQuantityChange,
  isWithinQuantityBounds,
  maxSeatsPerLine,
  type QuantityState,
} from '../../common/rules/quantity';
import { orderLineRequestSchema } from '../../common/api';

const state = (overrides: Partial<QuantityState> = {}): QuantityState => ({
  status: 'active',
  quantity: 10,
  autoRenew: true,
  minQuantity: 1,
  maxQuantity: 300,
  removableQuantity: 0,
  removableUntil: null,
  ...overrides,
});
const now = (quantity: number) => ({ quantity, scheduleNextTerm: false });

describe('the quantity rule', () => {
  it('adds seats now, within the product’s bounds', () => {
    expect(decideQuantityChange(state(), now(11))).toEqual({ kind: 'now' });
    expect(decideQuantityChange(state(), now(300))).toEqual({ kind: 'now' });
  });

  it('removes now only the seats still refundable, and says how many and until when', () => {
    const refundable = state({ removableQuantity: 3, removableUntil: '2026-12-03T10:00:00.000Z' });
    expect(decideQuantityChange(refundable, now(7))).toEqual({ kind: 'now' });
    expect(decideQuantityChange(refundable, now(6))).toEqual({
      refusal: {
        code: 'beyond_refundable',
        message: 'Only 3 seats can be removed now (until 3 Dec 2026); schedule a larger decrease for the next term',
      },
    });
    expect(decideQuantityChange(state(), now(9)).refusal).toEqual({
      code: 'beyond_refundable',
      message: 'No seats can be removed before the term ends; schedule the decrease for the next term',
    });
  });

  it('schedules any quantity within bounds for the next term, only with auto-renew on', () => {
    expect(decideQuantityChange(state(), { quantity: 2, scheduleNextTerm: true })).toEqual({ kind: 'next-term' });
    expect(decideQuantityChange(state({ autoRenew: false }), { quantity: 2, scheduleNextTerm: true }).refusal).toEqual({
      code: 'needs_auto_renew',
      message: 'Turn auto-renew on to schedule a change for the next term',
    });
  });

  it.each([
    [state(), now(0), 'out_of_range', 'The quantity must be between 1 and 300'],
    [state(), now(301), 'out_of_range', 'The quantity must be between 1 and 300'],
    [state(), now(10.5), 'out_of_range', 'The quantity must be between 1 and 300'],
    [state(), now(Number.NaN), 'out_of_range', 'The quantity must be between 1 and 300'],
    [state(), now(10), 'same_quantity', 'The subscription already has 10 seats'],
    [state({ status: 'cancelled' }), now(11), 'not_active', 'Only an active subscription’s quantity can change'],
    [state({ status: 'suspended' }), now(11), 'not_active', 'Only an active subscription’s quantity can change'],
  ] as const)('refuses %#: %s in words', (subscription, request, code, message) => {
    expect(decideQuantityChange(subscription, request).refusal).toEqual({ code, message });
  });
});

describe('a product’s seat bounds', () => {
  const bounds = { minQuantity: 5, maxQuantity: 300 };

  it('hold a whole number of seats from the least to the most, both included', () => {
    expect([5, 6, 299, 300].every((quantity) => isWithinQuantityBounds(quantity, bounds))).toBe(true);
  });

  it('refuse fewer, more, a part of a seat, or no number', () => {
    expect([4, 301, 0, -1, 10.5, Number.NaN].some((quantity) => isWithinQuantityBounds(quantity, bounds))).toBe(false);
  });

  it('are checked after an order line’s own ceiling, which the contract keeps', () => {
    const line = (quantity: number) => orderLineRequestSchema.safeParse({ priceSheetId: 1, quantity }).success;
    expect(line(maxSeatsPerLine)).toBe(true);
    expect(line(maxSeatsPerLine + 1)).toBe(false);
  });
});
