import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { PartnerOrderDetail } from '../../providers/partnerCalls';
import { ErrorAlert } from '../ErrorAlert';

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
  const money = (amount: number) => `${amount.toFixed(2)} ${data.currency}`;
  return (
    <Box sx={{ p: 2 }}>
      <Title title={`${translate('partner.orders.fields.number')} ${data.number}`} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1">
            {data.number} · {data.companyName}
          </Typography>
          <Typography>
            {translate('partner.orders.fields.status')}: {translate(`partner.orders.statuses.${data.status}`)}
          </Typography>
          <Typography>
            {translate('partner.orders.fields.total')}: {money(data.total)}
          </Typography>
          {data.decisionReason && (
            <Typography>
              {translate('partner.orders.fields.decisionReason')}: {data.decisionReason}
            </Typography>
          )}
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {translate('partner.orders.lines')}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('partner.orders.fields.productName')}</TableCell>
                <TableCell>{translate('partner.orders.fields.term')}</TableCell>
                <TableCell align="right">{translate('partner.orders.fields.quantity')}</TableCell>
                <TableCell align="right">{translate('partner.orders.fields.unitPrice')}</TableCell>
                <TableCell align="right">{translate('partner.orders.fields.lineTotal')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>{line.productName}</TableCell>
                  <TableCell>
                    {line.term} · {line.billingFrequency}
                  </TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right">{money(line.unitPrice)}</TableCell>
                  <TableCell align="right">{money(line.lineTotal)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {data.status === 'pending' && (
            <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
              <Button variant="contained" onClick={() => setDeciding('approve')}>
                {translate('partner.orders.approve')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setDeciding('reject')}>
                {translate('partner.orders.reject')}
              </Button>
            </Stack>
          )}
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
    </Box>
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
      notify(decision === 'approve' ? 'partner.orders.approved' : 'partner.orders.rejected', { type: 'success' });
      onDone();
      onClose();
    },
  });
  const missing = reason.trim() === '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate(decision === 'approve' ? 'partner.orders.approve_title' : 'partner.orders.reject_title', {
          number: order.number,
        })}
      </DialogTitle>
      <DialogContent>
        <TextField
          label={translate('partner.orders.reason')}
          value={reason}
          required
          multiline
          fullWidth
          sx={{ mt: 1 }}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? translate('partner.orders.reason_required') : undefined}
        />
        {decide.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {decide.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('partner.common.cancel')}</Button>
        <Button
          variant="contained"
          color={decision === 'approve' ? 'primary' : 'error'}
          disabled={missing || decide.isPending}
          onClick={() => decide.mutate()}
        >
          {translate(decision === 'approve' ? 'partner.orders.approve' : 'partner.orders.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
