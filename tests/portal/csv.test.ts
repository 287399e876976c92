import { describe, expect, it } from 'vitest';
import { csvAmount, csvConventionOf, csvNumber, parseCsv, toCsv } from '../../src/components/csv';

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

describe('CSV numbers a spreadsheet of the export’s language opens as numbers', () => {
  it('writes French with decimal commas and semicolons between cells, English with points and commas', () => {
    expect(csvConventionOf('fr')).toEqual({ decimalMark: ',', separator: ';' });
    expect(csvConventionOf('en')).toEqual({ decimalMark: '.', separator: ',' });
    expect([csvAmount(-20, 'fr'), csvAmount(1234.5, 'fr'), csvNumber(12.5, 'fr'), csvNumber(null, 'fr')]).toEqual([
      '-20,00',
      '1234,50',
      '12,5',
      '',
    ]);
    expect([csvAmount(-20, 'en'), csvNumber(12.5, 'en')]).toEqual(['-20.00', '12.5']);
  });

  it('quotes a cell that holds the separator, leaves a French number unquoted and not taken for a formula', () => {
    const rows = [['Teams; Premium', 'Teams, Premium', '-20,00', '12,5']];
    const written = toCsv(['Produit', 'Autre', 'Marge', 'Marge %'], rows, ';');
    expect(written).toBe('Produit;Autre;Marge;Marge %\r\n"Teams; Premium";Teams, Premium;-20,00;12,5');
    expect(parseCsv(written).slice(1)).toEqual(rows);
  });
});

describe('CSV a spreadsheet opens as text', () => {
  const formulas = ['=HYPERLINK("http://evil.example","Click")', '+1+1', '-2+3', '@SUM(A1)', '\tTab', '\rReturn'];

  it('prefixes every cell that starts like a formula with an apostrophe, numbers left as numbers', () => {
    const written = toCsv(['Name', 'Margin'], [...formulas.map((name) => [name, -1.5]), ['-20.00', '+3']]);
    const cells = written
      .split('\r\n')
      .slice(1)
      .flatMap((line) => line.match(/("([^"]|"")*"|[^,]*)/g)!.filter(Boolean))
      .map((cell) => cell.replace(/^"|"$/g, ''));
    for (const cell of cells) expect(cell, cell).toMatch(/^('|-?\d|\+?\d)/);
    expect(written).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")",-1.5`);
    expect(written).toContain('\r\n-20.00,+3');
  });

  it('reads back the text the export neutralised', () => {
    const rows = formulas.map((name) => [name, 'x']);
    expect(parseCsv(toCsv(['Name', 'Other'], rows)).slice(1)).toEqual(rows);
  });

  it('is the one way out: every export of the portal writes through toCsv, none through react-admin’s own exporter', () => {
    const sources = import.meta.glob('../../src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
    const files = Object.entries(sources as Record<string, string>);
    for (const [file, text] of files) {
      for (const call of text.matchAll(/downloadCSV\(\s*([^,]+)/g))
        expect(call[1], file).toMatch(/^toCsv|^toAccessHistoryCsv/);
      // A react-admin <List> offers its default export (jsonexport, no neutralising) unless told otherwise.
      const fromReactAdmin = text.match(/import \{([^}]*)\} from 'react-admin'/)?.[1] ?? '';
      if (/\bList\b/.test(fromReactAdmin)) {
        // Its props, up to the `>` that closes the tag (not an arrow's `=>`).
        const lists = text.match(/<List\b[\s\S]*?[^=]>\s*\n/g) ?? [];
        for (const list of lists) expect(list, file).toMatch(/exporter=|actions=/);
      }
    }
    expect(files.length).toBeGreaterThan(100);
  });
});
