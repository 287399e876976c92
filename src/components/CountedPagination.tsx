import type { TablePaginationProps } from '@mui/material';
import type { FC } from 'react';
import { Pagination, useLocale, useTranslate, type PaginationProps } from 'react-admin';
import { formatCount } from '../../common/format';

// react-admin hands every other prop on to MUI's TablePagination, its own range label included.
const TablePagination = Pagination as FC<PaginationProps & Pick<TablePaginationProps, 'labelDisplayedRows'>>;

/**
 * react-admin's pagination, its range as the portal's language writes numbers: "1–25 of 2,000", "1–25 sur 2 000"
 * (react-admin's own says "1-25 of 2000").
 */
export function CountedPagination(props: PaginationProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const format = (count: number) => formatCount(count, locale);
  return (
    <TablePagination
      {...props}
      labelDisplayedRows={({ from, to, count }) =>
        translate('portal.pagination.range', {
          from: format(from),
          to: format(to),
          total: format(count === -1 ? to : count),
        })
      }
    />
  );
}
