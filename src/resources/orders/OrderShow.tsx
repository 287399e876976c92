import CancelIcon from '@mui/icons-material/Cancel';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Link, useDataProvider, useNotify, useShowContext, useTranslate } from 'react-admin';
import { CompanyRecordShow } from '../../layout/CompanyOfTheRecord';
import { useCurrentCompany } from '../../hooks/useCurrentCompany';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useDescribeError, ErrorAlert } from '../../components/ErrorAlert';
import { LabeledButton } from '../../components/LabeledButton';
import type { Order, OrderDetail } from '../../../common/api';
import { OrderFacts } from '../../components/OrderFacts';
import { OrderLines } from '../../components/OrderLines';
import { OrderAgainButton } from './OrderAgainButton';
import { useMutationOnce } from '../../components/useMutationOnce';
import { useRefusalWords } from '../../components/SupplierState';
import { whileWaitingForMicrosoft } from '../../components/waitingForMicrosoft';

/** /orders/:id/show: an order and its lines. */
export function OrderShow() {
  return (
    <CompanyRecordShow
      actions={false}
      // While a line is on its way to Microsoft, the page follows it until Microsoft has taken it.
      queryOptions={{
        refetchInterval: (query) =>
          whileWaitingForMicrosoft(
            Boolean(
              (query.state.data as Partial<OrderDetail> | undefined)?.lines?.some(
                (line) => line.supplierStatus === 'waiting',
              ),
            ),
          ),
      }}
    >
      <OrderDetails />
    </CompanyRecordShow>
  );
}

function OrderDetails() {
  // From the list's cache the record is an `Order` without lines until the order itself arrives.
  const { record, error } = useShowContext<Order & Partial<Pick<OrderDetail, 'lines'>>>();
  const translate = useTranslate();
  if (error) return <ErrorAlert error={error} />;
  if (!record) return null;
  const lines = record.lines?.map((line) => ({ ...line, currency: record.currency }));
  return (
    <CardContent>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {record.number}
        </Typography>
        <OrderFacts />
        {record.status === 'pending' && (
          <Alert severity="info">
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <span>{translate('resources.orders.pending_note')}</span>
              <CancelOrderButton order={record} />
            </Stack>
          </Alert>
        )}
        <Typography variant="h6" component="h2">
          {translate('resources.orders.lines')}
        </Typography>
        {lines ? (
          <>
            <OrderLines lines={lines} productOf={(line) => <LineProduct line={line} />} />
            <OrderAgainButton order={{ number: record.number, lines }} />
          </>
        ) : (
          <LinearProgress aria-label={translate('resources.orders.lines')} />
        )}
      </Stack>
    </CardContent>
  );
}

/** A line's product, linking to the subscription the line made or grew, and where the line stands at Microsoft. */
function LineProduct({ line }: { line: OrderDetail['lines'][number] }) {
  const translate = useTranslate();
  const words = useRefusalWords();
  const product =
    line.subscriptionId === null ? (
      line.productName
    ) : (
      <Link to={`/subscriptions/${line.subscriptionId}/show`}>{line.productName}</Link>
    );
  if (line.supplierStatus === null || line.supplierStatus === 'done') return <>{product}</>;
  return (
    <>
      {product}
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {translate(`resources.orders.supplier.${line.supplierStatus}`, { reason: words(line.supplierRefusal) })}
      </Typography>
    </>
  );
}

/** A member withdraws an order while it waits for the partner (a viewer reads it only). */
function CancelOrderButton({ order }: { order: Order }) {
  const translate = useTranslate();
  const notify = useNotify();
  const describeError = useDescribeError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const company = useCurrentCompany();
  const [isAsking, setAsking] = useState(false);
  const cancel = useMutationOnce({
    mutationFn: () => dataProvider.cancelOrder(order.id),
    onSuccess: () => {
      notify('resources.orders.cancelled', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    onError: (error) => notify(describeError(error), { type: 'error' }),
    onSettled: () => setAsking(false),
  });
  if (company?.role !== 'member') return null;
  return (
    <>
      <LabeledButton label="resources.orders.cancel" variant="outlined" color="inherit" onClick={() => setAsking(true)}>
        <CancelIcon />
      </LabeledButton>
      <Confirm
        isOpen={isAsking}
        loading={cancel.isPending}
        title={translate('resources.orders.cancel_title', { number: order.number })}
        content={translate('resources.orders.cancel_content')}
        confirm="resources.orders.cancel"
        cancel="resources.orders.keep"
        confirmColor="warning"
        CancelIcon={UndoIcon}
        onConfirm={() => cancel.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
