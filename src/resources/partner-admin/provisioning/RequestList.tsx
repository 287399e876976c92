import BlockIcon from '@mui/icons-material/Block';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  DataTable,
  Link,
  List,
  SelectInput,
  SimpleList,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../../components/Dates';
import type { SupplierRequest } from '../../../../common/api';
import { supplierRequestViews } from '../../../../common/api';
import { ListError, useDescribeError } from '../../../components/ErrorAlert';
import { ListEmpty } from '../../../components/ListEmpty';
import { useFormatCount } from '../../../components/Money';
import { LabeledButton } from '../../../components/LabeledButton';
import { useMutationOnce } from '../../../components/useMutationOnce';
import { useIsPhone } from '../../../hooks/useIsPhone';
import type { AppDataProvider } from '../../../providers/dataProvider';

const words = 'resources.partner-admin/provisioning';

/**
 * /partner-admin/provisioning: what the portal asked of Microsoft (Partner Center) and needs a look: refused,
 * retried, or waiting too long. A waiting request is tried now or abandoned (undone, the customer told).
 */
export function RequestList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const filters = [
    <SelectInput
      key="view"
      source="view"
      label={`${words}.fields.view`}
      choices={supplierRequestViews.map((view) => ({ id: view, name: `${words}.views.${view}` }))}
      alwaysOn
      emptyText={`${words}.views.attention`}
    />,
  ];
  return (
    <>
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate(`${words}.intro`)}
      </Alert>
      <List
        resource="partner-admin/provisioning"
        title={translate(`${words}.title`)}
        filters={filters}
        filterDefaultValues={{ view: 'attention' }}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        empty={false}
        actions={false}
        error={<ListError />}
      >
        {isPhone ? (
          <SimpleList<SupplierRequest>
            primaryText={(request) => `${request.productName} · ${request.companyName}`}
            secondaryText={(request) => (
              <>
                <RequestWords request={request} />
                <br />
                <Reason request={request} />
                <RequestActions request={request} />
              </>
            )}
            tertiaryText={() => <StatusChip />}
            linkType={false}
            empty={<NoRequest />}
          />
        ) : (
          <DataTable<SupplierRequest> bulkActionButtons={false} rowClick={false} empty={<NoRequest />}>
            <DataTable.Col source="createdAt" label={`${words}.fields.createdAt`}>
              <DateField source="createdAt" showTime />
            </DataTable.Col>
            <DataTable.Col
              source="companyName"
              label={`${words}.fields.companyName`}
              disableSort
              render={(request) => (
                <Link to={`/partner-admin/companies/${request.companyId}/show`}>{request.companyName}</Link>
              )}
            />
            <DataTable.Col source="productName" label={`${words}.fields.productName`} disableSort />
            <DataTable.Col
              source="kind"
              label={`${words}.fields.kind`}
              disableSort
              render={(request) => <RequestWords request={request as SupplierRequest} />}
            />
            <DataTable.Col source="orderNumber" label={`${words}.fields.orderNumber`} disableSort>
              <TextField source="orderNumber" emptyText="—" />
            </DataTable.Col>
            <DataTable.Col source="status" label={`${words}.fields.status`}>
              <StatusChip />
            </DataTable.Col>
            <DataTable.Col
              label={`${words}.fields.reason`}
              disableSort
              render={(request) => <Reason request={request as SupplierRequest} />}
            />
            <DataTable.Col
              label="partner.common.actions"
              disableSort
              render={(request) => <RequestActions request={request as SupplierRequest} />}
            />
          </DataTable>
        )}
      </List>
    </>
  );
}

/** What was asked, in words: "Buy 5 seats", "Cancel"… */
function RequestWords({ request }: { request: SupplierRequest }) {
  const translate = useTranslate();
  const formatCount = useFormatCount();
  const change = request.change as { quantity?: number; autoRenewEnabled?: boolean; status?: string };
  const key =
    request.kind === 'auto_renew'
      ? `auto_renew_${change.autoRenewEnabled ? 'on' : 'off'}`
      : request.kind === 'status'
        ? `status_${change.status}`
        : request.kind;
  const quantity = change.quantity === undefined ? undefined : formatCount(change.quantity);
  return <>{translate(`${words}.kinds.${key}`, { quantity, _: request.kind })}</>;
}

/**
 * Microsoft's reason for a refusal (its words and code); for a request it could not take yet, when it is tried next,
 * and the last error as Partner Center gave it (what a support case with Microsoft quotes).
 */
function Reason({ request }: { request: SupplierRequest }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (request.refusal) {
    return (
      <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {`${request.refusal.description} (${request.refusal.code})`}
      </Typography>
    );
  }
  if (request.status !== 'waiting') return null;
  const nextTry = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(request.nextAttemptAt));
  return (
    <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere', display: 'block' }}>
      {translate(`${words}.next_try`, { time: nextTry })}
      {request.lastError && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {request.lastError}
        </Typography>
      )}
    </Typography>
  );
}

function StatusChip() {
  const translate = useTranslate();
  const request = useRecordContext<SupplierRequest>();
  if (!request) return null;
  const isRetrying = request.status === 'waiting' && request.attempts > 0;
  const label = isRetrying
    ? translate(`${words}.statuses.retrying`, { smart_count: request.attempts })
    : translate(`${words}.statuses.${request.status}`);
  const color = request.status === 'refused' ? 'error' : request.status === 'done' ? 'success' : 'default';
  return <Chip size="small" variant="outlined" label={label} color={isRetrying ? 'warning' : color} />;
}

/** Try now, Abandon: a waiting request's only; each works once. */
function RequestActions({ request }: { request: SupplierRequest }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const describeError = useDescribeError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [isAsking, setAsking] = useState(false);
  const settle = (message: string) => ({
    onSuccess: () => {
      notify(`${words}.${message}`, { type: 'success' });
      refresh();
    },
    onError: (error: unknown) => notify(describeError(error), { type: 'error' }),
  });
  const retry = useMutationOnce({
    mutationFn: () => dataProvider.retrySupplierRequest(request.id),
    ...settle('retried'),
  });
  const abandon = useMutationOnce({
    mutationFn: () => dataProvider.abandonSupplierRequest(request.id),
    ...settle('abandoned'),
    onSettled: () => setAsking(false),
  });
  if (request.status !== 'waiting') return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} component="span">
      <LabeledButton label={`${words}.retry`} onClick={() => retry.mutate()} disabled={retry.isPending}>
        <ReplayIcon />
      </LabeledButton>
      <LabeledButton label={`${words}.abandon`} color="warning" onClick={() => setAsking(true)}>
        <BlockIcon />
      </LabeledButton>
      <Confirm
        isOpen={isAsking}
        loading={abandon.isPending}
        title={translate(`${words}.abandon_title`)}
        content={translate(`${words}.abandon_content`)}
        confirm={`${words}.abandon`}
        confirmColor="warning"
        onConfirm={() => abandon.mutate()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}

function NoRequest() {
  // The default view (those that need a look) is no filter: clearing goes back to it.
  return <ListEmpty empty={`${words}.empty`} noMatch={`${words}.none_match`} defaults={{ view: 'attention' }} />;
}
