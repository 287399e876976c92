import { CardContent, Divider, LinearProgress, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  ArrayField,
  DataTable,
  DateField,
  Link,
  Labeled,
  RecordContextProvider,
  Show,
  TextField,
  useShowContext,
  useTranslate,
} from 'react-admin';
import type { Order, OrderDetail } from '../../../common/api';
import { retryUnlessRefused } from '../../providers/dataProvider';
import { ErrorAlert } from '../ErrorAlert';
import { MoneyField } from '../Money';
import { OrderStatusChip } from './OrderStatusChip';

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
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (error) return <ErrorAlert error={error} />;
  if (!record) return null;
  const lines = record.lines?.map((line) => ({ ...line, currency: record.currency }));
  return (
    <CardContent>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {record.number}
        </Typography>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Labeled label="resources.orders.fields.status">
            <OrderStatusChip />
          </Labeled>
          <Labeled label="resources.orders.fields.createdAt">
            <DateField source="createdAt" showTime />
          </Labeled>
          <Labeled label="resources.orders.fields.total">
            <MoneyField source="total" />
          </Labeled>
          <Labeled label="resources.orders.fields.placedBy">
            <TextField source="placedBy" emptyText="—" />
          </Labeled>
          <Labeled label="resources.orders.fields.billingProfileName">
            <TextField source="billingProfileName" emptyText="—" />
          </Labeled>
          {record.decisionReason && (
            <Labeled label="resources.orders.fields.decisionReason">
              <TextField source="decisionReason" />
            </Labeled>
          )}
        </Stack>
        <Typography variant="h6" component="h2">
          {translate('resources.orders.lines')}
        </Typography>
        {lines && isPhone ? (
          <Stack divider={<Divider flexItem />} spacing={1}>
            {lines.map((line) => (
              <RecordContextProvider key={line.id} value={line}>
                <Stack spacing={0.5}>
                  <Typography sx={{ fontWeight: 500 }}>
                    <LineProduct line={line} />
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`resources.subscriptions.terms.${line.term}`, { _: line.term })} ·{' '}
                    {translate(`resources.subscriptions.frequencies.${line.billingFrequency}`, {
                      _: line.billingFrequency,
                    })}
                  </Typography>
                  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <Typography variant="body2">
                      {line.quantity} × <MoneyField source="unitPrice" />
                    </Typography>
                    <MoneyField source="lineTotal" />
                  </Stack>
                </Stack>
              </RecordContextProvider>
            ))}
          </Stack>
        ) : lines ? (
          <RecordContextProvider value={{ ...record, lines }}>
            <ArrayField source="lines">
              <DataTable bulkActionButtons={false} rowClick={false}>
                <DataTable.Col
                  source="productName"
                  label="resources.orders.fields.productName"
                  render={(line: OrderDetail['lines'][number]) => <LineProduct line={line} />}
                />
                <DataTable.Col
                  source="term"
                  label="resources.orders.fields.term"
                  render={(line: { term: string }) =>
                    translate(`resources.subscriptions.terms.${line.term}`, { _: line.term })
                  }
                />
                <DataTable.Col
                  source="billingFrequency"
                  label="resources.orders.fields.billingFrequency"
                  render={(line: { billingFrequency: string }) =>
                    translate(`resources.subscriptions.frequencies.${line.billingFrequency}`, {
                      _: line.billingFrequency,
                    })
                  }
                />
                <DataTable.NumberCol source="quantity" label="resources.orders.fields.quantity" />
                <DataTable.Col source="unitPrice" label="resources.orders.fields.unitPrice">
                  <MoneyField source="unitPrice" />
                </DataTable.Col>
                <DataTable.Col source="lineTotal" label="resources.orders.fields.lineTotal">
                  <MoneyField source="lineTotal" />
                </DataTable.Col>
              </DataTable>
            </ArrayField>
          </RecordContextProvider>
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
