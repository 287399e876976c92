import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../../src/components/csv';

describe('CSV read back', () => {
  it('reads what toCsv writes: quotes, doubled quotes, commas and line breaks inside cells', () => {
    const rows = [
      ['Item ID', 'Product'],
      ['1', 'Teams, "Premium"'],
      ['2', 'two\r\nlines'],
    ];
    expect(parseCsv(toCsv(rows[0]!, rows.slice(1)))).toEqual(rows);
  });

  it('reads a French spreadsheet’s semicolons, a byte-order mark, LF endings and blank lines', () => {
    expect(parseCsv('\uFEFFID;Marge %\n100;12,5\n\n101;\n')).toEqual([
      ['ID', 'Marge %'],
      ['100', '12,5'],
      ['101', ''],
    ]);
  });
});
