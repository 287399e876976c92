import { Chip, Stack, Typography, type ChipProps } from '@mui/material';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ReconciliationRow } from '../../../../common/api';
import { reconciliationStatuses, type ReconciliationStatus } from '../../../../common/domain';
import { formatDay } from '../../../../common/format';
import { ListError } from '../../../components/ErrorAlert';
import { ListEmpty } from '../../../components/ListEmpty';
import { useFormatCount } from '../../../components/Money';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { MonthPanel } from './MonthPanel';
import { RowActions } from './RowActions';
import { useMoney, words } from './words';

/** The last twelve months, the latest first ('2026-10'): Microsoft invoices a month once it has ended. */
export function recentMonths(now = new Date()) {
  return Array.from({ length: 13 }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - index, 1)).toISOString().slice(0, 7),
  );
}

const statusColors: Record<ReconciliationStatus, ChipProps['color']> = {
  matched: 'success',
  cost_not_billed: 'error',
  billed_without_cost: 'warning',
  price_differs: 'warning',
  quantity_differs: 'warning',
  unknown_subscription: 'info',
};

/**
 * /partner-admin/reconciliation: a month of Microsoft's billed rows (imported from Partner Center or its file) against
 * the portal's charges at cost and its invoices, per subscription and charge period, each with a status and an action.
 */
export function ReconciliationList() {
  const translate = useTranslate();
  const locale = useLocale();
  const isPhone = useIsPhone();
  const months = recentMonths();
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
  const filters = [
    <SelectInput
      key="period"
      source="period"
      label={`${words}.month`}
      choices={months.map((month) => ({ id: month, name: monthName(month) }))}
      translateChoice={false}
      emptyText={false as never}
      validate={undefined}
      alwaysOn
    />,
    <SelectInput
      key="status"
      source="status"
      choices={reconciliationStatuses.map((status) => ({ id: status, name: `${words}.statuses.${status}` }))}
      alwaysOn
    />,
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(`${words}.search`)} />,
  ];
  return (
    <List
      resource="partner-admin/reconciliation"
      title={translate(`${words}.title`)}
      filters={filters}
      filterDefaultValues={{ period: months[1] }}
      sort={{ field: 'companyName', order: 'ASC' }}
      perPage={50}
      actions={false}
      empty={false}
      error={<ListError />}
      disableSyncWithLocation={false}
    >
      <MonthPanel />
      {isPhone ? (
        <SimpleList<ReconciliationRow>
          primaryText={(row) => `${row.companyName} · ${row.productName}`}
          secondaryText={() => <PhoneRow />}
          rowClick={false}
          empty={<NoRow />}
        />
      ) : (
        <DataTable<ReconciliationRow> bulkActionButtons={false} rowClick={false} empty={<NoRow />}>
          <DataTable.Col source="companyName" />
          <DataTable.Col
            source="productName"
            disableSort
            render={(row) => <Product row={row as ReconciliationRow} />}
          />
          <DataTable.Col source="chargeStart" render={(row) => <ChargePeriod row={row as ReconciliationRow} />} />
          <DataTable.Col
            source="status"
            render={(row) => <ReconciliationStatusChip row={row as ReconciliationRow} />}
          />
          <DataTable.Col
            align="right"
            source="charged"
            render={(row) => <Amount row={row as ReconciliationRow} field="charged" />}
          />
          <DataTable.Col
            align="right"
            source="expected"
            disableSort
            render={(row) => <Amount row={row as ReconciliationRow} field="expected" />}
          />
          <DataTable.Col
            align="right"
            source="billed"
            disableSort
            render={(row) => <Billed row={row as ReconciliationRow} />}
          />
          <DataTable.Col
            align="right"
            source="margin"
            render={(row) => <Amount row={row as ReconciliationRow} field="margin" />}
          />
          <DataTable.Col label="" disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

function Amount({ row, field }: { row: ReconciliationRow; field: 'charged' | 'expected' | 'margin' }) {
  const money = useMoney();
  const translate = useTranslate();
  const isNegative = field === 'margin' && Number(row.margin) < 0;
  return (
    <Stack component="span" sx={{ display: 'inline-flex', alignItems: 'flex-end' }}>
      <Typography component="span" variant="body2" color={isNegative ? 'error' : undefined}>
        {money(row[field], row.currency)}
      </Typography>
      {field === 'expected' && row.expected !== row.expectedByMicrosoftRounding && (
        <Typography component="span" variant="caption" color="text.secondary">
          {translate(`${words}.rounding`, { amount: money(row.expectedByMicrosoftRounding, row.currency) })}
        </Typography>
      )}
    </Stack>
  );
}

function Billed({ row }: { row: ReconciliationRow }) {
  const money = useMoney();
  const translate = useTranslate();
  return (
    <Stack component="span" sx={{ display: 'inline-flex', alignItems: 'flex-end' }}>
      <Typography component="span" variant="body2">
        {money(row.billed, row.currency)}
      </Typography>
      {Number(row.pending) !== 0 && (
        <Typography component="span" variant="caption" color="text.secondary">
          {translate(`${words}.pending_amount`, { amount: money(row.pending, row.currency) })}
        </Typography>
      )}
    </Stack>
  );
}

function Product({ row }: { row: ReconciliationRow }) {
  const translate = useTranslate();
  const formatCount = useFormatCount();
  return (
    <Stack component="span">
      <span>{row.productName || '—'}</span>
      <Typography component="span" variant="caption" color="text.secondary">
        {translate(`${words}.quantities`, {
          microsoft: formatCount(row.microsoftQuantity),
          portal: formatCount(row.portalQuantity),
        })}
        {row.chargeTypes.length > 0 ? ` · ${row.chargeTypes.join(', ')}` : ''}
      </Typography>
    </Stack>
  );
}

function ChargePeriod({ row }: { row: ReconciliationRow }) {
  const locale = useLocale();
  const last = new Date(Date.parse(`${row.chargeEnd}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return (
    <span>
      {formatDay(row.chargeStart, locale)} – {formatDay(last, locale)}
    </span>
  );
}

/** The row's status as a coloured chip, and what was done about it. */
export function ReconciliationStatusChip({ row }: { row: ReconciliationRow }) {
  const translate = useTranslate();
  return (
    <Stack component="span" spacing={0.5} sx={{ display: 'inline-flex', alignItems: 'flex-start' }}>
      <Chip size="small" color={statusColors[row.status]} label={translate(`${words}.statuses.${row.status}`)} />
      {row.resolution && (
        <Typography component="span" variant="caption" color="text.secondary">
          {translate(`${words}.settled.${row.resolution.action}`, { reason: row.resolution.reason ?? '' })}
        </Typography>
      )}
    </Stack>
  );
}

/** On a phone: the status, the three amounts and the actions under the row's title. */
function PhoneRow() {
  const row = useRecordContext<ReconciliationRow>();
  const translate = useTranslate();
  const money = useMoney();
  if (!row) return null;
  return (
    <Stack component="span" spacing={0.5} sx={{ display: 'flex' }}>
      <ChargePeriod row={row} />
      <ReconciliationStatusChip row={row} />
      <span>
        {translate(`${words}.fields.charged`)} {money(row.charged, row.currency)} ·{' '}
        {translate(`${words}.fields.expected`)} {money(row.expected, row.currency)}
      </span>
      <span>
        {translate(`${words}.fields.billed`)} {money(row.billed, row.currency)}
        {Number(row.pending) !== 0
          ? ` ${translate(`${words}.pending_amount`, { amount: money(row.pending, row.currency) })}`
          : ''}{' '}
        · {translate(`${words}.fields.margin`)} {money(row.margin, row.currency)}
      </span>
      <RowActions />
    </Stack>
  );
}

function NoRow() {
  // The month is what the screen is about, not a filter: clearing keeps it.
  return <ListEmpty empty={`${words}.empty`} noMatch={`${words}.none_match`} keep={['period']} />;
}
