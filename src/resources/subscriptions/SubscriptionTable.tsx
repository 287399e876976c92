// The subscriptions as a table. Not react-admin's <DataTable>: its module brings bulk actions, column preferences and
// their dialogs (some 15 KB gzipped this list never shows), and each of its rows subscribes to the store and runs a
// dozen hooks per cell. Nor MUI's TableRow, TableCell, Chip and SvgIcon in the rows: each styled instance serializes
// and hashes its styles on every render, some 900 of them for 100 rows. A row here is one memoized component of plain
// elements, styled once by the table's root as MUI styles those components (see SubscriptionTableRoot), formatted
// with formatters made once; one click handler on the body opens a row's subscription, as DataTable's rowClick="show".
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
} from '@mui/material';
import { styled } from '@mui/material/styles';
import { memo, useCallback, useMemo, type MouseEvent } from 'react';
import {
  Placeholder,
  useCreatePath,
  useListContext,
  useLocaleState,
  useNavigate,
  useTimeout,
  useTranslate,
  type SortPayload,
} from 'react-admin';
import type { Subscription } from '../../../common/api';
import { isBilledStatus, type SubscriptionStatus } from '../../../common/domain';
import { formatMoney } from '../../components/Money';
import { formatDate } from '../../components/Dates';
import { ListEmpty } from '../../components/ListEmpty';

type Column = { source: keyof Subscription; isNumber?: boolean; isSortable?: boolean };

const columns: Column[] = [
  { source: 'productName', isSortable: true },
  { source: 'quantity', isNumber: true, isSortable: true },
  { source: 'status', isSortable: true },
  { source: 'termEnd', isSortable: true },
  { source: 'autoRenew' },
  { source: 'monthlyCost', isSortable: true },
];

// As StatusChip's colours.
const statusColors = {
  pending: 'info',
  active: 'success',
  suspended: 'warning',
  cancelled: 'default',
  expired: 'default',
} as const satisfies Record<SubscriptionStatus, string>;

/** `<ListBase resource="subscriptions"><SubscriptionTable /></ListBase>`: the list context's page as a table. */
export function SubscriptionTable() {
  const { data, isPending, filterValues, sort, setSort } = useListContext<Subscription>();
  const texts = useRowTexts();
  const openRow = useOpenRow();
  if (!isPending && data?.length === 0 && Object.keys(filterValues).length > 0) return <NoSubscriptionMatches />;
  return (
    // Wider than the room beside the menu (200 % zoom), it scrolls on its own.
    <TableContainer>
      <SubscriptionTableRoot size="small" className="RaDataTable-table">
        <SubscriptionTableHead sort={sort} setSort={setSort} />
        <TableBody onClick={openRow} aria-busy={isPending}>
          {isPending ? (
            <PlaceholderRows />
          ) : (
            (data ?? []).map((record) => <SubscriptionRow key={record.id} record={record} texts={texts} />)
          )}
        </TableBody>
      </SubscriptionTableRoot>
    </TableContainer>
  );
}

/** While the first page loads: five rows of the table's height, drawn as bars once a second has passed (as DataTable). */
function PlaceholderRows() {
  const oneSecondHasPassed = useTimeout(1000);
  return Array.from({ length: 5 }, (_, index) => (
    <tr key={index} className="row">
      <td className="cell" colSpan={columns.length}>
        {oneSecondHasPassed ? <Placeholder /> : '\u00a0'}
      </td>
    </tr>
  ));
}

const oppositeOrder = { ASC: 'DESC', DESC: 'ASC' } as const;

/** Column titles; a sortable one sorts by its column as DataTable's header does (again: the other way round). */
const SubscriptionTableHead = memo(function SubscriptionTableHead({
  sort,
  setSort,
}: {
  sort: SortPayload;
  setSort: (sort: SortPayload) => void;
}) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {columns.map(({ source, isNumber, isSortable }) => {
          const label = translate(`resources.subscriptions.fields.${source}`);
          const nextOrder = sort.field === source ? oppositeOrder[sort.order] : 'ASC';
          return (
            <TableCell
              key={source}
              className={`RaDataTable-headerCell column-${source}`}
              align={isNumber ? 'right' : 'left'}
            >
              {isSortable ? (
                <Tooltip
                  title={translate('ra.sort.sort_by', {
                    field: label,
                    field_lower_first: label.charAt(0).toLowerCase() + label.slice(1),
                    order: translate(`ra.sort.${nextOrder}`),
                    _: translate('ra.action.sort'),
                  })}
                  placement={isNumber ? 'bottom-end' : 'bottom-start'}
                  enterDelay={300}
                >
                  <TableSortLabel
                    active={sort.field === source}
                    direction={sort.order === 'ASC' ? 'asc' : 'desc'}
                    onClick={() => setSort({ field: source, order: nextOrder })}
                  >
                    {label}
                  </TableSortLabel>
                </Tooltip>
              ) : (
                label
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
});

/** What every row shares: the status names, the yes/no words, and formatters made once per locale. */
type RowTexts = {
  status: (status: SubscriptionStatus) => string;
  supplier: (status: Subscription['supplierStatus']) => string;
  yes: string;
  no: string;
  showPath: (id: Subscription['id']) => string;
  formatNumber: (value: number) => string;
  formatDate: (value: string) => string;
  formatMoney: (amount: number, currency: string) => string;
};

function useRowTexts(): RowTexts {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  return useMemo(() => {
    // In the portal's language; dates as the portal writes them (a plain day read in UTC, never shifting).
    const numberFormat = new Intl.NumberFormat(locale);
    return {
      status: (status) => translate(`resources.subscriptions.status.${status}`, { _: status }),
      supplier: (status) => translate(`resources.subscriptions.supplier.${status}`),
      yes: translate('ra.boolean.true'),
      no: translate('ra.boolean.false'),
      showPath: (id) => createPath({ resource: 'subscriptions', id, type: 'show' }),
      formatNumber: (value) => numberFormat.format(value),
      formatDate: (value) => formatDate(value, locale),
      formatMoney: (amount, currency) => formatMoney(amount, currency, locale),
    };
  }, [translate, locale, createPath]);
}

/** One subscription. Its product name is a link, so Tab and Enter open what a click on the row opens. */
const SubscriptionRow = memo(function SubscriptionRow({ record, texts }: { record: Subscription; texts: RowTexts }) {
  const showPath = texts.showPath(record.id);
  const autoRenew = record.autoRenew ? texts.yes : texts.no;
  return (
    <tr className="row RaDataTable-row RaDataTable-clickableRow" data-path={showPath}>
      <td className="cell column-productName">
        <a href={showPath}>{record.productName}</a>
      </td>
      <td className="cell number column-quantity">{texts.formatNumber(record.quantity)}</td>
      <td className="cell column-status">
        <span className={`chip chip-${statusColors[record.status]}`}>{texts.status(record.status)}</span>
        {record.supplierStatus !== 'in_sync' && (
          <span className={`chip chip-outlined chip-outlined-${record.supplierStatus}`}>
            {texts.supplier(record.supplierStatus)}
          </span>
        )}
      </td>
      <td className="cell column-termEnd">{texts.formatDate(record.termEnd)}</td>
      <td className="cell column-autoRenew">
        <svg className="icon" focusable="false" viewBox="0 0 24 24" role="img" aria-label={autoRenew}>
          <title>{autoRenew}</title>
          <path d={record.autoRenew ? checkPath : clearPath} />
        </svg>
      </td>
      <td className="cell column-monthlyCost">
        {isBilledStatus(record.status) ? texts.formatMoney(record.monthlyCost, record.currency) : '—'}
      </td>
    </tr>
  );
});

// @mui/icons-material's Done and Clear.
const checkPath = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z';
const clearPath =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/** The rows' look, once for the whole table: MUI's TableRow (hover), TableCell (small, body), Chip (small) and SvgIcon. */
const SubscriptionTableRoot = styled(Table)(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    // On a wide screen the column widths come from the header, not from measuring every cell of every row: a page
    // of 100 rows is laid out in one pass. Narrower, the browser fits the columns to their content.
    [theme.breakpoints.up('lg')]: {
      tableLayout: 'fixed',
      // In rem: the columns widen with the person's text size (at the largest, "Suspended" was cut).
      '& .column-quantity, & .column-autoRenew': { width: '7rem' },
      '& .column-status, & .column-termEnd': { width: '8.5rem' },
      '& .column-monthlyCost': { width: '9rem' },
    },
    '& .row': {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      outline: 0,
      '&.RaDataTable-clickableRow': { cursor: 'pointer' },
      '&.RaDataTable-clickableRow:hover': { backgroundColor: palette.action.hover },
    },
    '& .cell': {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: theme.vars
        ? `1px solid ${theme.vars.palette.TableCell.border}`
        : `1px solid ${
            theme.palette.mode === 'light'
              ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)
              : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)
          }`,
      textAlign: 'left',
      padding: '6px 16px',
      color: palette.text.primary,
      '&.number': { textAlign: 'right' },
    },
    '& .cell a': {
      color: palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: theme.alpha(theme.palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
    // A small Chip's root and label in one element.
    '& .chip': {
      maxWidth: '100%',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      display: 'inline-block',
      minHeight: 24,
      lineHeight: '1.5rem',
      padding: '0 8px',
      color: palette.text.primary,
      backgroundColor: palette.action.selected,
      borderRadius: 16,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
      boxSizing: 'border-box',
    },
    ...Object.fromEntries(
      (['info', 'success', 'warning'] as const).map((color) => [
        `& .chip-${color}`,
        { backgroundColor: palette[color].main, color: palette[color].contrastText },
      ]),
    ),
    // Where it stands with Microsoft, under the status (as an outlined small Chip).
    '& .chip-outlined': {
      display: 'block',
      width: 'fit-content',
      marginTop: 4,
      backgroundColor: 'transparent',
      border: '1px solid',
      // Its words wrap in the narrow column rather than end in "…".
      whiteSpace: 'normal',
      lineHeight: 1.3,
      padding: '2px 8px',
      borderRadius: 12,
    },
    // The text stays the body's colour (an info blue on white reads at 3.9:1); the border says which.
    '& .chip-outlined-waiting': { borderColor: palette.info.main },
    '& .chip-outlined-refused': { borderColor: palette.warning.main },
    '& .icon': {
      userSelect: 'none',
      width: '1em',
      height: '1em',
      display: 'inline-block',
      verticalAlign: 'middle',
      flexShrink: 0,
      fill: 'currentColor',
      fontSize: theme.typography.pxToRem(20),
    },
  };
});

/**
 * One click handler for the whole body: a click on a row (or Enter on its link) opens the row's subscription in the
 * portal, as DataTable's rowClick="show"; a click with a modifier on the link is left to the browser (new tab).
 */
function useOpenRow() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      const link = target.closest('a');
      if (link && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)) return;
      const path = link ? link.getAttribute('href') : target.closest('tr')?.getAttribute('data-path');
      if (!path) return;
      event.preventDefault();
      navigate(path, { state: { _scrollToTop: true } });
    },
    [navigate],
  );
}

/** A search or filters that find no subscription (none at all is the list's own sentence), with a way to clear them. */
export function NoSubscriptionMatches() {
  return <ListEmpty empty="resources.subscriptions.empty" noMatch="resources.subscriptions.none_match" />;
}
