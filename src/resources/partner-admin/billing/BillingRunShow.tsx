import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import RemoveDoneIcon from '@mui/icons-material/RemoveDone';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Confirm,
  DataTable,
  FunctionField,
  List,
  SimpleList,
  Title,
  useDataProvider,
  useGetList,
  useGetOne,
  useListContext,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { BillingRun, DraftInvoice } from '../../../../common/api';
import { formatMoney } from '../../../../common/format';
import { ErrorAlert, ListError, useDescribeError } from '../../../components/ErrorAlert';
import { InvoiceFlags, InvoiceStatusChip, useInvoiceWords } from '../../../features/invoices';
import { LabeledButton } from '../../../components/LabeledButton';
import { MoneyField } from '../../../components/Money';
import { partnerPaths } from '../../../components/partnerPaths';
import { RowLink } from '../../../components/RowLink';
import { useMutationOnce } from '../../../components/useMutationOnce';
import { useIsPhone } from '../../../hooks/useIsPhone';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { retryUnlessRefused } from '../../../providers/dataProvider';
import { RunStatusChip, useRunCounts } from './BillingRunList';
import { SellerNotice } from './SellerNotice';
import { AmountAndStatus } from '../../../components/AmountAndStatus';

const resource = 'partner-admin/billing';
const t = (key: string) => `resources.${resource}.${key}`;

/** After a change of the run: its counts, its drafts and the lists read again. */
function useRefreshRun() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [resource] }),
      queryClient.invalidateQueries({ queryKey: ['partner-admin/invoices'] }),
    ]);
}

/**
 * /partner-admin/billing/:id: a run's invoices with last month's totals and what each draft raises; drafts approved
 * or unapproved in bulk, then issued (the approved ones, or all), once confirmed.
 */
export function BillingRunShow() {
  const runId = Number(useParams().id);
  const translate = useTranslate();
  const words = useInvoiceWords();
  const [locale] = useLocaleState();
  const counts = useRunCounts();
  const run = useGetOne<BillingRun>(
    resource,
    { id: runId },
    { retry: retryUnlessRefused, enabled: Number.isInteger(runId) },
  );
  if (run.error) return <ErrorAlert error={run.error} sx={{ mt: 2 }} />;
  if (!run.data) return <LinearProgress sx={{ mt: 2 }} />;
  const { data } = run;
  const title = translate(t('run_title'), { month: words.month(data.period) });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Button
              component={Link}
              to={partnerPaths.billing}
              startIcon={<ArrowBackIcon />}
              sx={{ alignSelf: 'flex-start' }}
            >
              {translate(t('back'))}
            </Button>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h5" component="h1">
                {title}
              </Typography>
              <RunStatusChip run={data} />
            </Stack>
            <Typography>
              {counts(data)}
              {data.totals.length > 0 &&
                ` · ${data.totals.map(({ currency, total }) => formatMoney(total, currency, locale)).join(' · ')}`}
            </Typography>
            <SellerNotice />
            <IssueButtons run={data} />
          </Stack>
        </CardContent>
      </Card>
      <RunInvoices run={data} />
    </Stack>
  );
}

/** "Issue approved (n)" and "Issue all (n)", each asking first how many and that issued invoices never change. */
function IssueButtons({ run }: { run: BillingRun }) {
  const translate = useTranslate();
  const notify = useNotify();
  const describeError = useDescribeError();
  const refreshRun = useRefreshRun();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [asking, setAsking] = useState<'approved' | 'all' | null>(null);
  const drafts = useGetList<DraftInvoice>('partner-admin/invoices', {
    filter: { runId: run.id, status: 'draft' },
    pagination: { page: 1, perPage: 10_000 },
    sort: { field: 'id', order: 'ASC' },
  });
  const draftIds = drafts.data?.map((invoice) => invoice.id) ?? [];
  const approvedIds = drafts.data?.filter((invoice) => invoice.approved).map((invoice) => invoice.id) ?? [];
  const chosen = asking === 'approved' ? approvedIds : draftIds;
  const issue = useMutationOnce({
    mutationFn: (invoiceIds: number[]) => dataProvider.finalizeBillingRun(run.id, invoiceIds),
    onSuccess: (result) => notify(t('issued'), { type: 'success', messageArgs: { smart_count: result.issued.length } }),
    onError: (error) => notify(describeError(error), { type: 'error' }),
    onSettled: () => {
      setAsking(null);
      void refreshRun();
    },
  });
  if (drafts.error) return <ErrorAlert error={drafts.error} />;
  if (!drafts.data) return null;
  if (draftIds.length === 0) return <Alert severity="success">{translate(t('all_issued'))}</Alert>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <LabeledButton
        label={translate(t('issue_approved'), { smart_count: approvedIds.length })}
        variant="contained"
        disabled={approvedIds.length === 0 || issue.isPending}
        onClick={() => setAsking('approved')}
      >
        <SendIcon />
      </LabeledButton>
      <LabeledButton
        label={translate(t('issue_all'), { smart_count: draftIds.length })}
        variant="outlined"
        disabled={issue.isPending}
        onClick={() => setAsking('all')}
      >
        <DoneAllIcon />
      </LabeledButton>
      <Confirm
        isOpen={asking !== null}
        loading={issue.isPending}
        title={translate(t('issue_title'), { smart_count: chosen.length })}
        content={translate(t('issue_content'))}
        confirm={t('issue')}
        onConfirm={() => issue.mutate(chosen)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}

/** The run's invoices: company, status, approval, total and last month's, flags; drafts chosen for (un)approval. */
function RunInvoices({ run }: { run: BillingRun }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const [locale] = useLocaleState();
  const previous = (invoice: DraftInvoice) =>
    invoice.previousTotal === null ? '—' : formatMoney(invoice.previousTotal, invoice.currency, locale);
  return (
    <List
      resource="partner-admin/invoices"
      filter={{ runId: run.id }}
      sort={{ field: 'companyName', order: 'ASC' }}
      perPage={50}
      disableSyncWithLocation
      storeKey={false}
      exporter={false}
      // The page's own title names the run.
      title={false}
      actions={false}
      empty={<Typography sx={{ p: 2 }}>{translate(t('no_invoice'))}</Typography>}
      error={<ListError />}
    >
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {translate(t('invoices'))}
      </Typography>
      {isPhone ? (
        <SimpleList<DraftInvoice>
          primaryText={(invoice) => invoice.companyName}
          secondaryText={(invoice) => (
            <Stack component="span" spacing={0.5}>
              <span>{translate(t('previous_total_named'), { amount: previous(invoice) })}</span>
              <InvoiceFlags flags={invoice.flags} />
            </Stack>
          )}
          rightIcon={(invoice) => (
            <AmountAndStatus
              amount={<MoneyField source="total" />}
              status={<InvoiceStatusChip status={invoice.status} />}
            />
          )}
          linkType={(invoice) => partnerPaths.invoice(invoice.id)}
        />
      ) : (
        <DataTable<DraftInvoice>
          bulkActionButtons={
            run.status === 'draft' || run.issuedCount < run.invoiceCount ? (
              <>
                <ApproveButton runId={run.id} approved />
                <ApproveButton runId={run.id} approved={false} />
              </>
            ) : (
              false
            )
          }
          isRowSelectable={(invoice) => invoice.status === 'draft'}
          rowClick={(id) => partnerPaths.invoice(id)}
        >
          <DataTable.Col source="companyName" label="resources.partner-admin/invoices.fields.companyName">
            <RowLink source="companyName" to={(id) => partnerPaths.invoice(id)} />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort label="resources.partner-admin/invoices.fields.status">
            <FunctionField<DraftInvoice>
              render={(invoice) => (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <InvoiceStatusChip status={invoice.status} />
                  {invoice.status === 'draft' && invoice.approved && (
                    <CheckIcon color="success" fontSize="small" titleAccess={translate(t('approved'))} />
                  )}
                </Stack>
              )}
            />
          </DataTable.Col>
          <DataTable.Col source="total" align="right" label="resources.partner-admin/invoices.fields.total">
            <MoneyField source="total" />
          </DataTable.Col>
          <DataTable.Col
            source="previousTotal"
            disableSort
            align="right"
            label={t('previous_total')}
            render={previous}
          />
          <DataTable.Col source="flags" disableSort label="resources.partner-admin/invoices.fields.flags">
            <InvoiceFlags />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

/** Approves (or unapproves) the drafts chosen, in one call; a second click while it is sent does nothing. */
function ApproveButton({ runId, approved }: { runId: number; approved: boolean }) {
  const notify = useNotify();
  const describeError = useDescribeError();
  const refreshRun = useRefreshRun();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { selectedIds, onUnselectItems } = useListContext();
  const approve = useMutationOnce({
    mutationFn: (ids: number[]) => dataProvider.approveInvoices(runId, ids, approved),
    onSuccess: (_run, ids) => {
      notify(t(approved ? 'approved_done' : 'unapproved_done'), {
        type: 'success',
        messageArgs: { smart_count: ids.length },
      });
      onUnselectItems();
    },
    onError: (error) => notify(describeError(error), { type: 'error' }),
    onSettled: () => void refreshRun(),
  });
  return (
    <LabeledButton
      label={t(approved ? 'approve' : 'unapprove')}
      disabled={approve.isPending}
      onClick={() => approve.mutate(selectedIds.map(Number))}
    >
      {approved ? <CheckIcon /> : <RemoveDoneIcon />}
    </LabeledButton>
  );
}
