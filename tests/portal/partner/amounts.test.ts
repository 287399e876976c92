import { describe, expect, it } from 'vitest';
import {
  decimalMarkOf,
  isMarkupPercent,
  isPrice,
  isWrittenIn,
  readAmount,
  readPercent,
} from '../../../src/features/catalogEditing/amounts';

describe('an amount as a person types it, in either language', () => {
  it.each([
    ['7.99', 7.99],
    ['7,99', 7.99],
    ['1,234.50', 1234.5],
    ['1.234,50', 1234.5],
    ['1 234,50', 1234.5],
    ['1\u202f234,50', 1234.5],
    ['1\u00a0234,50', 1234.5],
    ['1,234,567', 1234567],
    ['$7.99', 7.99],
    ['7,99 €', 7.99],
    ['7,99\u00a0€', 7.99],
    ['€7.99', 7.99],
    ['USD 7.99', 7.99],
    ['38,50 $US', 38.5],
    ['−5,5', -5.5],
    ['-$7.99', -7.99],
    ['0,125', 0.125],
    ['7.123456', 7.123456],
  ])('reads “%s” as %d', (text, amount) => {
    expect(readAmount(text)).toBe(amount);
  });

  it.each(['7.1234567', '7,9,9', '1,23.4', '1  234', '7.', '.5', '12 abc', '$7.99 €', '--5', 'seven', ''])(
    'refuses “%s”',
    (text) => {
      expect(readAmount(text)).toBeNaN();
    },
  );

  it('reads one mark before exactly three digits as the file’s decimal mark, else as grouping thousands', () => {
    expect(readAmount('1,234')).toBe(1234);
    expect(readAmount('1.234')).toBe(1234);
    expect(readAmount('1,234', ',')).toBe(1.234);
    expect(readAmount('1,234', '.')).toBe(1234);
    expect(readAmount('12.500', '.')).toBe(12.5);
    // Not ambiguous: a leading zero, four digits before, two or four after.
    expect(readAmount('0.125', ',')).toBe(0.125);
    expect(readAmount('1234,567', '.')).toBe(1234.567);
    expect(readAmount('1,25', '.')).toBe(1.25);
  });

  it('finds the decimal mark most of a file’s unambiguous amounts use', () => {
    expect(decimalMarkOf(['10,00', '20,00', '1,234', '12', '', '7.5'])).toBe(',');
    expect(decimalMarkOf(['1,234.50', '10.00'])).toBe('.');
    expect(decimalMarkOf(['1,234', '12', '1.234'])).toBeUndefined();
  });

  it('reads a percentage with or without its sign', () => {
    expect(readPercent('12,5 %')).toBe(12.5);
    expect(readPercent('12.5%')).toBe(12.5);
    expect(readPercent('-5')).toBe(-5);
  });

  it('knows a currency written beside an amount when it can, and holds no unknown symbol against it', () => {
    expect(isWrittenIn('7.99', 'EUR')).toBe(true);
    expect(isWrittenIn('$7.99', 'USD')).toBe(true);
    expect(isWrittenIn('$7.99', 'CAD')).toBe(true);
    expect(isWrittenIn('38,50 $US', 'USD')).toBe(true);
    expect(isWrittenIn('38,50 $US', 'CAD')).toBe(false);
    expect(isWrittenIn('$7.99', 'EUR')).toBe(false);
    expect(isWrittenIn('€7.99', 'USD')).toBe(false);
    expect(isWrittenIn('USD 7.99', 'EUR')).toBe(false);
    expect(isWrittenIn('₩7', 'EUR')).toBe(true);
  });

  it('takes the prices and markups the API stores: two decimals at most', () => {
    expect(isPrice(readAmount('1 234,50'))).toBe(true);
    expect(isPrice(readAmount('7.995', '.'))).toBe(false);
    expect(isPrice(readAmount('7,9951'))).toBe(false);
    expect(isPrice(-1)).toBe(false);
    expect(isMarkupPercent(12.25)).toBe(true);
    expect(isMarkupPercent(12.125)).toBe(false);
    expect(isMarkupPercent(1001)).toBe(false);
  });
});
