// The refund window (common/rules/refund-window.ts): its length, when it closes, the seats removable while it is open.
import { describe, expect, it } from 'vitest';
import { refundWindowDays, refundWindowEnd, removableNow } from '../../common/rules/refund-window';

const now = new Date('2026-11-25T10:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('the refund window', () => {
  it('lasts Microsoft’s seven days', () => {
    expect(refundWindowDays).toBe(7);
  });

  it('closes that many days after it opens, at the same time of day', () => {
    expect(refundWindowEnd(now)).toEqual(new Date('2026-12-02T10:00:00Z'));
    expect(refundWindowEnd(now)).toEqual(later(refundWindowDays));
  });

  it('counts refundable seats only while their window is open', () => {
    expect(removableNow({ refundableQuantity: 4, refundableUntil: later(1) }, now)).toEqual({
      quantity: 4,
      until: later(1),
    });
    expect(removableNow({ refundableQuantity: 4, refundableUntil: later(-1) }, now)).toEqual({
      quantity: 0,
      until: null,
    });
    expect(removableNow({ refundableQuantity: 4, refundableUntil: now }, now)).toEqual({ quantity: 0, until: null });
  });

  it('has no seats to remove when none was ever refundable', () => {
    expect(removableNow({ refundableQuantity: 0, refundableUntil: null }, now)).toEqual({ quantity: 0, until: null });
  });
});
