import AddCardIcon from '@mui/icons-material/AddCard';
import CommentIcon from '@mui/icons-material/Comment';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ReconciliationRow } from '../../../../common/api';
import type { ReconciliationAction } from '../../../../common/domain';
import { useDescribeError } from '../../../components/ErrorAlert';
import { LabeledButton } from '../../../components/LabeledButton';
import { partnerPaths } from '../../../components/partnerPaths';
import { useMutationOnce } from '../../../components/useMutationOnce';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useMonthSummary } from './MonthPanel';
import { useMoney, words } from './words';

/**
 * A row's one action: charge what Microsoft charged beyond the portal's charges to the next invoice, credit what the
 * customer was billed and Microsoft did not charge (both confirmed first), or explain it (a reason); and the
 * customer's page or the drift, to look further. None once the month is closed.
 */
export function RowActions() {
  const row = useRecordContext<ReconciliationRow>();
  const translate = useTranslate();
  const money = useMoney();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const describeError = useDescribeError();
  const isClosed = Boolean(useMonthSummary(row?.period).data?.closed);
  const [asking, setAsking] = useState<ReconciliationAction | null>(null);
  const [reason, setReason] = useState('');
  const act = useMutationOnce({
    mutationFn: (input: { action: ReconciliationAction; reason?: string }) =>
      dataProvider.actOnReconciliationRow({ period: row!.period, rowId: row!.id, ...input }),
    onSuccess: (_answer: ReconciliationRow, input: { action: ReconciliationAction }) => {
      notify(`${words}.done.${input.action}`, { type: 'success' });
      refresh();
    },
    onError: (error: Error) => {
      notify(describeError(error), { type: 'error' });
      refresh();
    },
  });
  if (!row || row.isSettled || isClosed) return null;
  const canCharge = row.subscriptionId !== null && Number(row.difference) > 0;
  const canCredit = row.subscriptionId !== null && Number(row.difference) < 0 && Number(row.billed) !== 0;
  const send = (action: ReconciliationAction, withReason?: string) => {
    setAsking(null);
    act.mutate({ action, ...(withReason ? { reason: withReason } : {}) });
  };
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} onClick={stop}>
      {canCharge && (
        <LabeledButton
          label={`${words}.actions.charge`}
          variant="outlined"
          disabled={act.isPending}
          onClick={() => setAsking('charge')}
        >
          <AddCardIcon />
        </LabeledButton>
      )}
      {canCredit && (
        <LabeledButton
          label={`${words}.actions.credit`}
          variant="outlined"
          disabled={act.isPending}
          onClick={() => setAsking('credit')}
        >
          <ReceiptIcon />
        </LabeledButton>
      )}
      <LabeledButton label={`${words}.actions.explain`} disabled={act.isPending} onClick={() => setAsking('explain')}>
        <CommentIcon />
      </LabeledButton>
      {row.companyId !== null && (
        <Link component={RouterLink} to={`${partnerPaths.companies}/${row.companyId}`} variant="body2">
          {translate(`${words}.actions.open_subscription`)}
        </Link>
      )}
      {row.supplierSubscriptionId && (
        <Link
          component={RouterLink}
          to={`${partnerPaths.root}/drift?filter=${encodeURIComponent(JSON.stringify({ q: row.supplierSubscriptionId }))}`}
          variant="body2"
        >
          {translate(`${words}.actions.open_drift`)}
        </Link>
      )}
      <Confirm
        isOpen={asking === 'charge' || asking === 'credit'}
        title={translate(`${words}.${asking === 'credit' ? 'credit' : 'charge'}_title`)}
        content={translate(`${words}.${asking === 'credit' ? 'credit' : 'charge'}_content`, {
          customer: row.companyName,
          amount: money(row.difference, row.currency),
        })}
        onConfirm={() => send(asking!)}
        onClose={() => setAsking(null)}
      />
      <Dialog open={asking === 'explain'} onClose={() => setAsking(null)} fullWidth maxWidth="sm">
        <DialogTitle>{translate(`${words}.explain_title`)}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate(`${words}.reason`)}
            helperText={translate(`${words}.reason_help`)}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={reason.trim().length < 3}
            onClick={() => send('explain', reason.trim())}
          >
            {translate(`${words}.actions.explain`)}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
