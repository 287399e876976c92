// CSV as a person opens it in a spreadsheet: the columns on screen, headed and worded in the portal's language.

const cell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** `toCsv(['Product', 'Quantity'], [['Visio', 3]])`: a header line, then a line per row. */
export const toCsv = (header: string[], rows: (string | number | null | undefined)[][]) =>
  [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');

/** A date (ISO text) as the portal's language writes it; a date without a time is read in UTC. */
export const formatCsvDate = (value: string | null | undefined, locale: string) =>
  value ? new Intl.DateTimeFormat(locale, value.length <= 10 ? { timeZone: 'UTC' } : {}).format(new Date(value)) : '';
