// How the portal and its emails write numbers, amounts and days (common/format.ts), and what that costs: a format
// made once per language, never once per number written.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatCount,
  formatDate,
  formatMoney,
  formatPercent,
  formatUnitPrice,
  formatPreparations,
} from '../../common/format';

describe('the formats', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes counts, amounts and days as each language does', () => {
    expect(formatCount(10005, 'en')).toBe('10,005');
    expect(formatCount(10005, 'fr')).toMatch(/^10[\u00a0\u202f]005$/);
    expect(formatMoney('1234.50', 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(38.5, 'USD', 'fr')).toBe('38,50\u00a0$US');
    expect(formatUnitPrice('0.123400', 'USD', 'en')).toBe('$0.1234');
    // A no-break space, narrow or not as the ICU at hand has it.
    expect(formatPercent(16.7, 'fr')).toMatch(/^16,7[\u00a0\u202f]%$/);
    expect(formatDate('2026-10-24', 'fr')).toBe('24 oct. 2026');
  });

  it('makes a format once per language: a list of 100 rows, or a language prepared ahead, makes no more', () => {
    const NumberFormat = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof NumberFormat>
    ) {
      return new NumberFormat(...args);
    } as unknown as typeof NumberFormat);
    for (let row = 0; row < 100; row++) formatCount(row, 'de');
    expect(made).toHaveBeenCalledTimes(1);

    for (const prepare of formatPreparations('es')) prepare();
    const prepared = made.mock.calls.length;
    formatCount(3, 'es');
    formatMoney('12.00', 'USD', 'es');
    expect(made).toHaveBeenCalledTimes(prepared);
  });
});
