/**
 * A column's heading and cells on one line each: a date, a number, a chip, a row's icons. `<DataTable.Col sx={oneLine}>`.
 * A table squeezed for room broke "Nov 28, 2026, 1:05 PM" over three lines and rows grew to 105 px.
 */
export const oneLine = { whiteSpace: 'nowrap' } as const;

/**
 * A DataTable whose headings keep to one line each, whatever their cells do (a role still breaks between its words):
 * "Last sign-in" read "Last / sign- / in", and "Global role" took one line or two from one search to the next.
 * `<DataTable sx={oneLineHeadings}>`.
 */
export const oneLineHeadings = { '& .RaDataTable-headerCell': oneLine } as const;
