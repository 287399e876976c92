import ReplayIcon from '@mui/icons-material/Replay';
import {
  Alert,
  AlertTitle,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { DateField, useFormatMoment } from '../../../components/Dates';
import type { SentMessage } from '../../../../common/api';
import { outboxStatuses } from '../../../../common/domain';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { type AppDataProvider } from '../../../providers/dataProvider';
import { ListError, useDescribeError } from '../../../components/ErrorAlert';
import { ListEmpty } from '../../../components/ListEmpty';
import { LabeledButton } from '../../../components/LabeledButton';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { useMessageExporter } from './useMessageExporter';
import { HiddenColumnLabel } from '../../../components/HiddenColumnLabel';
import { DetailsDataTableHead } from '../../../components/DetailsDataTableHead';
import { EmailText } from '../../../components/PersonCell';
import { useMutationOnce } from '../../../components/useMutationOnce';
import { SecondaryLines } from '../../../components/SecondaryLines';

/**
 * /partner-admin/messages: every email the portal sent or means to send (renewals, reminders, orders, access), with
 * its fate; a failed one is sent again. Without SMTP_URL they stay queued here, readable. Above them, the scheduled
 * jobs that failed after their last try.
 */
export function MessageList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.partner-admin/messages.search')} />,
    <SelectInput
      key="status"
      source="status"
      choices={outboxStatuses.map((status) => ({
        id: status,
        name: `resources.partner-admin/messages.statuses.${status}`,
      }))}
      alwaysOn
    />,
  ];
  const exporter = useMessageExporter();
  // On a phone, a tapped message opens to be read (a desk's table unfolds its row instead).
  const [reading, setReading] = useState<SentMessage | null>(null);
  return (
    <>
      <JobFailures />
      <DeliveryNote />
      <List
        resource="partner-admin/messages"
        title={translate('resources.partner-admin/messages.title')}
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        actions={
          <TopToolbar>
            <ExportCsvButton exporter={exporter} />
          </TopToolbar>
        }
        perPage={25}
        empty={false}
        error={<ListError />}
      >
        {isPhone ? (
          <SimpleList<SentMessage>
            primaryText={(message) => message.subject}
            secondaryText={(message) => (
              <SecondaryLines>
                {message.toAddress}
                <DateField source="createdAt" showTime />
              </SecondaryLines>
            )}
            rightIcon={() => <StatusChip />}
            rowClick={(_id, _resource, message) => {
              setReading(message as SentMessage);
              return false;
            }}
            empty={<NoMessage />}
          />
        ) : (
          <DataTable<SentMessage>
            bulkActionButtons={false}
            rowClick="expand"
            expand={<MessageBody />}
            head={DetailsDataTableHead}
            empty={<NoMessage />}
          >
            <DataTable.Col source="createdAt">
              <DateField source="createdAt" showTime />
            </DataTable.Col>
            <DataTable.Col source="toAddress" render={(message) => <EmailText email={message.toAddress} />} />
            <DataTable.Col source="companyName" disableSort>
              <TextField source="companyName" emptyText="—" />
            </DataTable.Col>
            <DataTable.Col source="subject" disableSort />
            <DataTable.Col source="status">
              <StatusChip />
            </DataTable.Col>
            <DataTable.Col source="lastError" disableSort>
              <TextField source="lastError" emptyText="" />
            </DataTable.Col>
            <DataTable.Col label={<HiddenColumnLabel name="actions" />} disableSort>
              <RetryButton />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
      {reading && (
        <Dialog open onClose={() => setReading(null)} fullScreen aria-labelledby="message-title">
          <DialogTitle id="message-title">{reading.subject}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {reading.toAddress}
            </Typography>
            <MessageBody message={reading} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setReading(null)}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

/** The email as its reader got it (its text part), under its row or in a phone's dialog. */
function MessageBody({ message }: { message?: SentMessage }) {
  const record = useRecordContext<SentMessage>();
  const shown = message ?? record;
  if (!shown) return null;
  return (
    <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', py: 1 }}>
      {shown.body}
    </Typography>
  );
}

/** None at all, or none that the search or the filters let through, with a way to clear them. */
function NoMessage() {
  return (
    <ListEmpty empty="resources.partner-admin/messages.empty" noMatch="resources.partner-admin/messages.none_match" />
  );
}

/** Without SMTP_URL the emails wait here: says so, so that "Queued" does not read as "stuck". */
function DeliveryNote() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const delivery = useQuery({
    queryKey: ['mail-delivery'],
    queryFn: () => dataProvider.getMailDelivery(),
  });
  if (delivery.data?.isSending !== false) return null;
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      {translate('resources.partner-admin/messages.not_sending')}
    </Alert>
  );
}

/** Queued, sent, failed; a queued message that failed before says it is being retried. */
function StatusChip() {
  const translate = useTranslate();
  const message = useRecordContext<SentMessage>();
  if (!message) return null;
  const isRetrying = message.status === 'queued' && message.attempts > 0;
  const label = isRetrying
    ? translate('resources.partner-admin/messages.retrying', { attempts: message.attempts })
    : translate(`resources.partner-admin/messages.statuses.${message.status}`);
  const color = message.status === 'sent' ? 'success' : message.status === 'failed' ? 'error' : 'default';
  return <Chip size="small" label={label} color={isRetrying ? 'warning' : color} variant="outlined" />;
}

function RetryButton() {
  const message = useRecordContext<SentMessage>();
  const notify = useNotify();
  const refresh = useRefresh();
  const describeError = useDescribeError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const retry = useMutationOnce({
    mutationFn: () => dataProvider.retryMessage(message!.id),
    onSuccess: () => {
      notify('resources.partner-admin/messages.retried', { type: 'success' });
      refresh();
    },
    onError: (error) => notify(describeError(error), { type: 'error' }),
  });
  if (message?.status !== 'failed') return null;
  return (
    <LabeledButton
      label="resources.partner-admin/messages.retry"
      onClick={(event) => {
        // Not also unfolding the row the button is in.
        event.stopPropagation();
        retry.mutate();
      }}
      disabled={retry.isPending}
    >
      <ReplayIcon />
    </LabeledButton>
  );
}

/** The scheduled jobs that failed after their last try, with their error: nothing shows while none did. */
function JobFailures() {
  const translate = useTranslate();
  const formatMoment = useFormatMoment();
  const dataProvider = useDataProvider<AppDataProvider>();
  const failures = useQuery({
    queryKey: ['job-failures'],
    queryFn: () => dataProvider.getJobFailures(),
  });
  if (!failures.data || failures.data.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      <AlertTitle>
        {translate('resources.partner-admin/messages.job_failures', { smart_count: failures.data.length })}
      </AlertTitle>
      {failures.data.slice(0, 5).map((failure) => (
        <Typography key={failure.id} variant="body2">
          {translate(`resources.partner-admin/messages.jobs.${failure.name}`, { _: failure.name })} ·{' '}
          {formatMoment(failure.failedAt)} · {failure.error}
        </Typography>
      ))}
    </Alert>
  );
}
