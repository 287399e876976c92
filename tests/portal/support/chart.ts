import { screen, within } from '@testing-library/react';

/** The figures a chart lists for screen readers (SvgChart's hidden table) on the row of one label. */
export function chartFigures(title: string, label: RegExp) {
  const table = screen.getByRole('table', { name: title });
  const row = within(table).getByRole('row', { name: label });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}
