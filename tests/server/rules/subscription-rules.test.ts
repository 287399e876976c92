// The rules of a subscription's life (server/subscriptions/rules.ts) as plain functions, without HTTP or a database.
import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../../server/db/schema';
import {
  monthlyCost,
  nextTerm,
  planQuantityChange,
  whyNoAutoRenewChange,
  whyNotCancellable,
  whyNotReactivatable,
} from '../../../server/subscriptions/rules';
import { refundWindowDays } from '../../../common/rules/refund-window';

const now = new Date('2026-11-25T10:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);

const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 1,
  companyId: 1,
  productId: 1,
  priceSheetId: 1,
  unitPrice: 12,
  quantity: 10,
  status: 'active',
  termStart: '2026-01-01',
  termEnd: '2027-01-01',
  autoRenew: true,
  scheduledNextTermQuantity: null,
  refundableQuantity: 0,
  refundableUntil: null,
  cancellableUntil: null,
  cancelledAt: null,
  supplierSubscriptionId: null,
  supplierStatus: 'in_sync',
  supplierRefusal: null,
  nextChargeOn: null,
  version: 1,
  createdAt: now,
  updatedAt: now,
  ...overrides,
});
const bounds = { minQuantity: 1, maxQuantity: 300 };

describe('a quantity change', () => {
  it('adds seats now: they join the refundable ones, in a window that starts again', () => {
    const current = subscription({ refundableQuantity: 2, refundableUntil: later(3), scheduledNextTermQuantity: 12 });
    expect(planQuantityChange(current, bounds, { quantity: 13, scheduleNextTerm: false }, now)).toEqual({
      kind: 'now',
      quantity: 13,
      refundableQuantity: 5,
      refundableUntil: later(refundWindowDays),
      clearsSchedule: true,
    });
  });

  it('removes refundable seats now, the window kept; more than those is refused in words', () => {
    const current = subscription({ refundableQuantity: 3, refundableUntil: later(2) });
    expect(planQuantityChange(current, bounds, { quantity: 8, scheduleNextTerm: false }, now)).toEqual({
      kind: 'now',
      quantity: 8,
      refundableQuantity: 1,
      refundableUntil: later(2),
      clearsSchedule: false,
    });
    expect(planQuantityChange(current, bounds, { quantity: 6, scheduleNextTerm: false }, now)).toEqual({
      refusal: expect.stringMatching(/^Only 3 seats can be removed now/),
    });
  });

  it('schedules the next term’s quantity, or says why not', () => {
    expect(planQuantityChange(subscription(), bounds, { quantity: 4, scheduleNextTerm: true }, now)).toEqual({
      kind: 'next-term',
      quantity: 4,
    });
    expect(
      planQuantityChange(subscription({ autoRenew: false }), bounds, { quantity: 4, scheduleNextTerm: true }, now),
    ).toEqual({ refusal: expect.stringMatching(/auto-renew/i) });
  });
});

describe('the windows of a subscription', () => {
  it('cancels an active or pending one inside its window, nothing else', () => {
    expect(whyNotCancellable(subscription(), now)).toBeNull();
    expect(whyNotCancellable(subscription({ status: 'pending', cancellableUntil: later(1) }), now)).toBeNull();
    expect(whyNotCancellable(subscription({ status: 'expired' }), now)).toBe(
      'A expired subscription cannot be cancelled',
    );
    expect(whyNotCancellable(subscription({ cancellableUntil: new Date('2026-11-20T10:00:00Z') }), now)).toBe(
      'The cancellation window closed on 20 Nov 2026; turn auto-renew off to end the subscription at the end of its term',
    );
  });

  it('reactivates a cancelled one before its term ends, unless Microsoft holds it; a suspension is the partner’s to lift', () => {
    expect(whyNotReactivatable(subscription({ status: 'cancelled' }), now)).toBeNull();
    expect(whyNotReactivatable(subscription({ status: 'cancelled', termEnd: '2026-11-24' }), now)).toBe(
      'The term ended on 24 Nov 2026; order the product again',
    );
    expect(whyNotReactivatable(subscription({ status: 'suspended' }), now)).toMatch(/ask them to lift/);
    // Partner Center deletes a cancelled subscription for good: one Microsoft holds never comes back.
    expect(whyNotReactivatable(subscription({ status: 'cancelled', supplierSubscriptionId: 'a1b2' }), now)).toBe(
      'Microsoft ends a cancelled subscription for good: order the product again',
    );
    expect(whyNotReactivatable(subscription(), now)).toBe('Only a cancelled subscription can be reactivated');
  });

  it('changes auto-renew on a live subscription only', () => {
    for (const status of ['active', 'pending', 'suspended'] as const)
      expect(whyNoAutoRenewChange(subscription({ status }))).toBeNull();
    expect(whyNoAutoRenewChange(subscription({ status: 'cancelled' }))).toBe(
      'Auto-renew cannot change on a cancelled subscription',
    );
  });
});

describe('money and terms', () => {
  it('costs its price times its seats a month, an annual or triennial price spread over its months', () => {
    expect(monthlyCost({ unitPrice: 12, quantity: 10 }, 'monthly')).toBe(120);
    expect(monthlyCost({ unitPrice: 120, quantity: 10 }, 'annual')).toBe(100);
    expect(monthlyCost({ unitPrice: 100, quantity: 1 }, 'triennial')).toBe(2.78);
  });

  it('starts the next term the day the last one ends, a month, a year or three later', () => {
    expect(nextTerm('2026-11-25', 'P1M')).toEqual({ termStart: '2026-11-25', termEnd: '2026-12-25' });
    expect(nextTerm('2026-11-25', 'P1Y')).toEqual({ termStart: '2026-11-25', termEnd: '2027-11-25' });
    expect(nextTerm('2026-11-25', 'P3Y')).toEqual({ termStart: '2026-11-25', termEnd: '2029-11-25' });
    expect(nextTerm('2027-01-31', 'P1M')).toEqual({ termStart: '2027-01-31', termEnd: '2027-02-28' });
  });
});
