// CSV as a spreadsheet opens it, for the portal's exports and the server's statements alike: no cell opens as a
// formula, and the separator and decimal mark follow the reader's language.

/** What a spreadsheet takes for the start of a formula (OWASP's CSV injection list). */
const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^[-+]?\d+([.,]\d+)?$/;

/**
 * A text a spreadsheet will show as text: a cell that starts like a formula (`=HYPERLINK(…)` in a person's name)
 * gets a leading apostrophe, as OWASP advises; a number (−1.50, a margin) stays a number.
 */
export const neutralizeFormula = (text: string) =>
  formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;

/** The text a cell held before neutralizeFormula, for an import that reads its own export back. */
export const withoutNeutralization = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

type CsvSeparator = ',' | ';';
export type Cell = string | number | null | undefined;

const cell = (value: Cell, separator: CsvSeparator) => {
  const text = value === null || value === undefined ? '' : neutralizeFormula(String(value));
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * `toCsv(['Product', 'Quantity'], [['Visio', 3]])`: a header line, then a line per row, cells separated by
 * `separator`. Every export goes through here, so that no cell of any export opens as a formula.
 */
export const toCsv = (header: string[], rows: Cell[][], separator: CsvSeparator = ',') =>
  [header, ...rows].map((row) => row.map((value) => cell(value, separator)).join(separator)).join('\r\n');

/**
 * How a spreadsheet in `locale` reads a CSV file: numbers with its decimal mark, and cells separated by ";" where that
 * mark is a comma (French Excel and LibreOffice open "7.99" as text, and split "7,99" at a ",").
 */
export function csvConventionOf(locale: string): { decimalMark: '.' | ','; separator: CsvSeparator } {
  const decimal = new Intl.NumberFormat(locale).formatToParts(0.5).find((part) => part.type === 'decimal');
  return decimal?.value === ',' ? { decimalMark: ',', separator: ';' } : { decimalMark: '.', separator: ',' };
}
