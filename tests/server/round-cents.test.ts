import { describe, expect, it } from 'vitest';
import { roundCents } from '../../common/domain';

describe('roundCents, the one rounding of amounts', () => {
  it('rounds half away from zero on the decimal value, as PostgreSQL rounds a numeric', () => {
    // 192.5 × 1.15 is 221.375, held as 221.37499…: the catalog's SQL says 221.38, and so must every screen.
    expect(roundCents(192.5 * 1.15)).toBe(221.38);
    expect(roundCents(0.125)).toBe(0.13);
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(roundCents(9.2 * 3)).toBe(27.6);
    expect(roundCents(12)).toBe(12);
  });
});
