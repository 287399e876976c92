import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import SyncIcon from '@mui/icons-material/Sync';
import { Alert, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useDataProvider,
  useLocale,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../../components/Dates';
import type { Drift, DriftSync } from '../../../../common/api';
import { driftFields } from '../../../../common/domain';
import { formatCount, formatDay, formatMoment } from '../../../../common/format';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { type AppDataProvider } from '../../../providers/dataProvider';
import { ListError, useDescribeError } from '../../../components/ErrorAlert';
import { ListEmpty } from '../../../components/ListEmpty';
import { LabeledButton } from '../../../components/LabeledButton';
import { useMutationOnce } from '../../../components/useMutationOnce';
import { SecondaryLines } from '../../../components/SecondaryLines';

const words = 'resources.partner-admin/drift';

/**
 * /partner-admin/drift: what the sync with Microsoft found different between the portal and Partner Center, one row per
 * subscription and field, each resolved by taking Microsoft's value or sending the portal's; "Check now" runs the sync.
 */
export function DriftList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(`${words}.search`)} />,
    <SelectInput
      key="field"
      source="field"
      choices={driftFields.map((field) => ({ id: field, name: `${words}.field_names.${field}` }))}
      alwaysOn
    />,
  ];
  return (
    <>
      <SyncState />
      <List
        resource="partner-admin/drift"
        title={translate(`${words}.title`)}
        filters={filters}
        sort={{ field: 'detectedAt', order: 'DESC' }}
        actions={
          <TopToolbar>
            <CheckNowButton />
          </TopToolbar>
        }
        perPage={25}
        empty={false}
        error={<ListError />}
      >
        {isPhone ? (
          <SimpleList<Drift>
            primaryText={(row) => `${row.companyName} · ${row.productName ?? row.supplierSubscriptionId}`}
            secondaryText={() => (
              <SecondaryLines>
                <PhoneValues />
                <DateField source="detectedAt" showTime />
              </SecondaryLines>
            )}
            rowClick={false}
            empty={<NoDifference />}
          />
        ) : (
          <DataTable<Drift> bulkActionButtons={false} rowClick={false} empty={<NoDifference />}>
            <DataTable.Col source="companyName" />
            <DataTable.Col source="productName" disableSort>
              <TextField source="productName" emptyText="—" />
            </DataTable.Col>
            <DataTable.Col source="field" render={(row) => translate(`${words}.field_names.${row.field}`)} />
            <DataTable.Col
              source="portalValue"
              disableSort
              render={(row) => <Value row={row as Drift} side="portal" />}
            />
            <DataTable.Col
              source="supplierValue"
              disableSort
              render={(row) => <Value row={row as Drift} side="supplier" />}
            />
            <DataTable.Col source="detectedAt">
              <DateField source="detectedAt" showTime />
            </DataTable.Col>
            <DataTable.Col label="" disableSort>
              <Actions />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    </>
  );
}

/** A value as a person reads it: a number, On or Off, a status, a day in the portal's language, "Not held". */
function Value({ row, side }: { row: Drift; side: 'portal' | 'supplier' }) {
  const readValue = useReadValue();
  return <>{readValue(row, side === 'portal' ? row.portalValue : row.supplierValue)}</>;
}

function useReadValue() {
  const translate = useTranslate();
  const locale = useLocale();
  return (row: Drift, value: string | null) => {
    if (value === null) return '—';
    if (value === 'missing') return translate(`${words}.values.missing`);
    if (row.field === 'autoRenew') return translate(`${words}.values.${value === 'true' ? 'true' : 'false'}`);
    if (row.field === 'status' || row.field === 'subscription') {
      return translate(`resources.subscriptions.status.${value}`, { _: value });
    }
    if (row.field === 'termEnd') {
      return formatDay(value, locale);
    }
    return formatCount(Number(value), locale);
  };
}

/** On a phone: what differs, both values, and the actions, under the row's title. */
function PhoneValues() {
  const row = useRecordContext<Drift>();
  const translate = useTranslate();
  const readValue = useReadValue();
  if (!row) return null;
  return (
    <Stack component="span" spacing={0.5} sx={{ display: 'flex' }}>
      <span>
        {translate(`${words}.field_names.${row.field}`)} —{' '}
        {translate(`${words}.vs`, {
          portal: readValue(row, row.portalValue),
          microsoft: readValue(row, row.supplierValue),
        })}
      </span>
      <Actions />
    </Stack>
  );
}

/** "Take Microsoft's value" and "Send ours": each sends once, then the list is read again without the row. */
function Actions() {
  const row = useRecordContext<Drift>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const describeError = useDescribeError();
  const settle = {
    onError: (error: Error) => {
      notify(describeError(error), { type: 'error' });
      refresh();
    },
  };
  const take = useMutationOnce({
    mutationFn: () => dataProvider.takeMicrosoftsValue(row!.id),
    onSuccess: () => {
      notify(`${words}.took_microsoft`, { type: 'success' });
      refresh();
    },
    ...settle,
  });
  const send = useMutationOnce({
    mutationFn: () => dataProvider.sendOurs(row!.id),
    onSuccess: () => {
      notify(`${words}.sent_ours`, { type: 'success' });
      refresh();
    },
    ...settle,
  });
  if (!row) return null;
  const isBusy = take.isPending || send.isPending || take.isSuccess || send.isSuccess;
  return (
    <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <LabeledButton
        label={`${words}.take_microsoft`}
        variant="outlined"
        disabled={isBusy}
        onClick={(event) => {
          event.stopPropagation();
          take.mutate();
        }}
      >
        <CloudDownloadIcon />
      </LabeledButton>
      {row.canSendOurs ? (
        <LabeledButton
          label={`${words}.send_ours`}
          variant="outlined"
          disabled={isBusy}
          onClick={(event) => {
            event.stopPropagation();
            send.mutate();
          }}
        >
          <CloudUploadIcon />
        </LabeledButton>
      ) : (
        <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {translate(`${words}.not_sendable`)}
        </Typography>
      )}
    </Stack>
  );
}

/** "Check now": the sync, sent as a job at once. */
function CheckNowButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const describeError = useDescribeError();
  const queryClient = useQueryClient();
  const check = useMutationOnce({
    mutationFn: () => dataProvider.syncDriftNow(),
    onSuccess: (answer: DriftSync) => {
      notify(`${words}.${answer.isQueued ? 'check_started' : 'check_not_queued'}`, { type: 'info' });
      queryClient.setQueryData(['drift-sync'], answer);
    },
    onError: (error: Error) => notify(describeError(error), { type: 'error' }),
  });
  return (
    <LabeledButton label={`${words}.check_now`} onClick={() => check.mutate()} disabled={check.isPending}>
      <SyncIcon />
    </LabeledButton>
  );
}

/** When the last check ran, over how many customers, and those it could not read. */
function SyncState() {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const state = useQuery({ queryKey: ['drift-sync'], queryFn: () => dataProvider.getDriftSync() });
  const run = state.data?.lastRun;
  const when = (moment: string) => formatMoment(moment, locale);
  if (state.data === undefined) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${words}.intro`)}
      </Typography>
      <Typography variant="body2">
        {!run
          ? translate(`${words}.never_run`)
          : run.finishedAt
            ? translate(`${words}.last_run`, { date: when(run.finishedAt), smart_count: run.companiesChecked })
            : translate(`${words}.running`, { date: when(run.startedAt) })}
      </Typography>
      {run && run.companiesFailed > 0 && (
        <Alert severity="warning">{translate(`${words}.failed_companies`, { smart_count: run.companiesFailed })}</Alert>
      )}
    </Stack>
  );
}

/** None at all (everything agrees), or none that the search or the filters let through, with a way to clear them. */
function NoDifference() {
  return <ListEmpty empty={`${words}.empty`} noMatch={`${words}.none_match`} />;
}
