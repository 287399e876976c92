// CSV as a person opens it in a spreadsheet: the columns on screen, headed and worded in the portal's language.
import { downloadCSV, useLocaleState, useTranslate, type Exporter, type RaRecord } from 'react-admin';

import { csvConventionOf, neutralizeFormula, toCsv, withoutNeutralization, type Cell } from '../../common/csv';

export { csvConventionOf, neutralizeFormula, toCsv };

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
