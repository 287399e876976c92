import { CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Link, Show, useShowContext, useTranslate } from 'react-admin';
import type { Order, OrderDetail } from '../../../common/api';
import { retryUnlessRefused } from '../../providers/dataProvider';
import { ErrorAlert } from '../ErrorAlert';
import { OrderFacts } from './OrderFacts';
import { OrderLines } from './OrderLines';

/** /orders/:id/show: an order and its lines. */
export function OrderShow() {
  return (
    <Show actions={false} queryOptions={{ retry: retryUnlessRefused }}>
      <OrderDetails />
    </Show>
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
        <Typography variant="h6" component="h2">
          {translate('resources.orders.lines')}
        </Typography>
        {lines ? (
          <OrderLines lines={lines} productOf={(line) => <LineProduct line={line} />} />
        ) : (
          <LinearProgress aria-label={translate('resources.orders.lines')} />
        )}
      </Stack>
    </CardContent>
  );
}

/** A line's product, linking to the subscription the line made or grew. */
function LineProduct({ line }: { line: OrderDetail['lines'][number] }) {
  if (line.subscriptionId === null) return <>{line.productName}</>;
  return <Link to={`/subscriptions/${line.subscriptionId}/show`}>{line.productName}</Link>;
}
