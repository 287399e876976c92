import PaidIcon from '@mui/icons-material/Paid';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { Alert, Button, Card, CardContent, LinearProgress, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ShowBase, Title, useDataProvider, useGetList, useNotify, useShowContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DraftInvoice, InvoiceDetail } from '../../../../common/api';
import { ErrorAlert, useDescribeError } from '../../../components/ErrorAlert';
import { InvoiceDocument, InvoiceDownloads, InvoiceFlags } from '../../../features/invoices';
import { LabeledButton } from '../../../components/LabeledButton';
import { partnerPaths } from '../../../components/partnerPaths';
import { useMutationOnce } from '../../../components/useMutationOnce';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { retryUnlessRefused } from '../../../providers/dataProvider';
import { CreditNoteDialog } from './CreditNoteDialog';

const resource = 'partner-admin/invoices';
const t = (key: string) => `resources.${resource}.${key}`;
type PartnerInvoiceRecord = DraftInvoice & Partial<Pick<InvoiceDetail, 'seller' | 'buyer' | 'lines' | 'taxLines'>>;

/** /partner-admin/invoices/:id: an invoice or draft with its lines, its documents, "Mark paid" and credit notes. */
export function InvoiceShow() {
  return (
    // A missing invoice (404) or a refusal is said on the page: no redirect to the list, no toast.
    <ShowBase resource={resource} queryOptions={{ onError: () => undefined, retry: retryUnlessRefused }}>
      <InvoicePage />
    </ShowBase>
  );
}

function InvoicePage() {
  const { record, error } = useShowContext<PartnerInvoiceRecord>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [isCrediting, setCrediting] = useState(false);
  const isInvoice = record?.kind === 'invoice';
  const { data: creditNotes } = useGetList<DraftInvoice>(
    resource,
    { filter: { creditFor: record?.id }, pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: isInvoice && record?.status !== 'draft' },
  );
  if (error) return <ErrorAlert error={error} sx={{ mt: 2 }} />;
  if (!record) return <LinearProgress sx={{ mt: 2 }} />;
  const kind = translate(`resources.invoices.kinds.${record.kind}`);
  const isIssued = record.status !== 'draft';
  const canCredit = isInvoice && (record.status === 'open' || record.status === 'overdue' || record.status === 'paid');
  return (
    <Card sx={{ mt: 2 }}>
      <Title
        title={`${record.number ? `${kind} ${record.number}` : translate(`resources.invoices.draft_title.${record.kind}`)} · ${record.companyName}`}
      />
      <CardContent>
        <InvoiceDocument
          invoice={record}
          invoicePath={partnerPaths.invoice}
          creditNotes={isInvoice ? creditNotes : undefined}
          actions={
            <Stack spacing={1.5}>
              {!isIssued && (
                <Alert severity="info">
                  {translate(t('draft_notice'))}{' '}
                  <Button component={Link} to={partnerPaths.billing} size="small">
                    {translate(t('open_run'))}
                  </Button>
                </Alert>
              )}
              <InvoiceFlags flags={record.flags} />
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <InvoiceDownloads
                  download={(format) => dataProvider.downloadPartnerInvoice(record.id, format)}
                  baseName={record.number ?? `draft-${record.id}`}
                />
                {(record.status === 'open' || record.status === 'overdue') && <MarkPaidButton invoice={record} />}
                {canCredit && record.lines && (
                  <LabeledButton
                    label={t('credit')}
                    variant="outlined"
                    color="warning"
                    onClick={() => setCrediting(true)}
                  >
                    <ReceiptIcon />
                  </LabeledButton>
                )}
              </Stack>
            </Stack>
          }
        />
      </CardContent>
      {isCrediting && record.lines && (
        <CreditNoteDialog invoice={record as InvoiceDetail} onClose={() => setCrediting(false)} />
      )}
    </Card>
  );
}

function MarkPaidButton({ invoice }: { invoice: PartnerInvoiceRecord }) {
  const notify = useNotify();
  const describeError = useDescribeError();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const markPaid = useMutationOnce({
    mutationFn: () => dataProvider.markInvoicePaid(invoice.id),
    onSuccess: () => notify(t('marked_paid'), { type: 'success', messageArgs: { number: invoice.number ?? '' } }),
    onError: (error) => notify(describeError(error), { type: 'error' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [resource] }),
  });
  return (
    <LabeledButton
      label={t('mark_paid')}
      variant="contained"
      disabled={markPaid.isPending}
      onClick={() => markPaid.mutate()}
    >
      <PaidIcon />
    </LabeledButton>
  );
}
