import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, RecordContextProvider, Title, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { PartnerOrderDetail } from '../../../../common/api';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { OrderLines } from '../../../components/OrderLines';
import { OrderFacts } from '../../../components/OrderFacts';
import { partnerPaths } from '../../../components/partnerPaths';

type Decision = 'approve' | 'reject';

/** /partner-admin/orders/:id: one order with its lines; a pending one is approved or rejected, with a reason. */
export function OrderShow() {
  const { id } = useParams();
  const translate = useTranslate();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const order = useGetOne<PartnerOrderDetail>('partner-admin/orders', { id: Number(id) });
  if (order.error) return <ErrorAlert error={order.error} />;
  // Opened from the list, the order starts as the list's row, which has no lines: they come with the order.
  if (!order.data?.lines) return <LinearProgress />;
  const { data } = order;
  const lines = data.lines.map((line) => ({ ...line, currency: data.currency }));
  return (
    <RecordContextProvider value={data}>
      <Title title={translate('resources.partner-admin/orders.title_one', { number: data.number })} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {data.number} · <Link to={partnerPaths.company(data.companyId)}>{data.companyName}</Link>
            </Typography>
            <OrderFacts />
            <Typography variant="h6" component="h2">
              {translate('resources.partner-admin/orders.lines')}
            </Typography>
            <OrderLines lines={lines} productOf={(line) => line.productName} />
            {data.status === 'pending' && (
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="contained" onClick={() => setDeciding('approve')}>
                  {translate('resources.partner-admin/orders.approve')}
                </Button>
                <Button variant="outlined" color="error" onClick={() => setDeciding('reject')}>
                  {translate('resources.partner-admin/orders.reject')}
                </Button>
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>
      {deciding && (
        <DecisionDialog
          order={data}
          decision={deciding}
          onClose={() => setDeciding(null)}
          onDone={() => order.refetch()}
        />
      )}
    </RecordContextProvider>
  );
}

type DialogProps = { order: PartnerOrderDetail; decision: Decision; onClose: () => void; onDone: () => void };

function DecisionDialog({ order, decision, onClose, onDone }: DialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const decide = useMutation({
    mutationFn: () => dataProvider.decideOrder(order.id, decision, reason.trim()),
    onSuccess: () => {
      notify(
        decision === 'approve' ? 'resources.partner-admin/orders.approved' : 'resources.partner-admin/orders.rejected',
        { type: 'success' },
      );
      onDone();
      onClose();
    },
  });
  const missing = reason.trim() === '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate(
          decision === 'approve'
            ? 'resources.partner-admin/orders.approve_title'
            : 'resources.partner-admin/orders.reject_title',
          {
            number: order.number,
          },
        )}
      </DialogTitle>
      <DialogContent>
        <MuiTextField
          label={translate('resources.partner-admin/orders.reason')}
          value={reason}
          required
          multiline
          fullWidth
          sx={{ mt: 1 }}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? translate('resources.partner-admin/orders.reason_required') : undefined}
        />
        {decide.error && <ErrorAlert error={decide.error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color={decision === 'approve' ? 'primary' : 'error'}
          disabled={missing || decide.isPending}
          onClick={() => decide.mutate()}
        >
          {translate(
            decision === 'approve' ? 'resources.partner-admin/orders.approve' : 'resources.partner-admin/orders.reject',
          )}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
