// CSV as a person opens it in a spreadsheet: the columns on screen, headed and worded in the portal's language.
import { downloadCSV, useLocaleState, useTranslate, type Exporter, type RaRecord } from 'react-admin';

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
const withoutNeutralization = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

type CsvSeparator = ',' | ';';
type Cell = string | number | null | undefined;

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

/** A number as a spreadsheet in `locale` reads it (12.5 in English, 12,5 in French), or nothing. */
export function csvNumber(value: number | null, locale: string, decimals?: number) {
  if (value === null) return '';
  const text = decimals === undefined ? String(value) : value.toFixed(decimals);
  return text.replace('.', csvConventionOf(locale).decimalMark);
}

/** A date (ISO text) as the portal's language writes it; a date without a time is read in UTC. */
export const formatCsvDate = (value: string | null | undefined, locale: string) =>
  value ? new Intl.DateTimeFormat(locale, value.length <= 10 ? { timeZone: 'UTC' } : {}).format(new Date(value)) : '';

type Translate = ReturnType<typeof useTranslate>;

/** Yes or no, in the portal's language. */
export const csvYesNo = (value: boolean, translate: Translate) =>
  translate(value ? 'ra.boolean.true' : 'ra.boolean.false');

/** An amount with its two decimals, as a spreadsheet in `locale` reads it, or nothing. */
export const csvAmount = (amount: number | null, locale: string) => csvNumber(amount, locale, 2);

/** A column of an export: its heading (a catalogue key) and what a record shows in it. */
export type CsvColumn<T> = {
  header: string;
  value: (record: T, words: { translate: Translate; locale: string }) => Cell;
};

/**
 * An exporter of `columns`, downloaded as `<fileName>.csv` (a catalogue key or plain text), its cells separated as a
 * spreadsheet in the portal's language expects (csvConventionOf).
 */
export function useCsvExporter<T extends RaRecord>(fileName: string, columns: CsvColumn<T>[]): Exporter<T> {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (records) => {
    const header = columns.map((column) => translate(column.header, { _: column.header }));
    const rows = records.map((record) => columns.map((column) => column.value(record, { translate, locale })));
    downloadCSV(toCsv(header, rows, csvConventionOf(locale).separator), translate(fileName, { _: fileName }));
  };
}

/** A CSV text as rows of cells (quotes, doubled quotes, commas or semicolons, CRLF or LF), the inverse of toCsv. */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  // A spreadsheet saving in French separates with semicolons.
  const separator = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows
    .filter((cells) => cells.some((value) => value.trim() !== ''))
    .map((cells) => cells.map(withoutNeutralization));
}
