import { Stack, Typography } from '@mui/material';
import { Labeled, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DateField } from './Dates';
import type { Order, OrderDetail } from '../../common/api';
import { MoneyField } from './Money';
import { OrderStatusChip } from './OrderStatusChip';
import { TotalsPerFrequency } from './TotalsPerFrequency';

/** What became of an order that no longer waits, as its page says who did it ("Approved by"). */
const decisionOf = (order: Order) =>
  order.decidedAt === null
    ? null
    : order.status === 'rejected' || order.status === 'cancelled'
      ? order.status
      : 'approved';

/**
 * An order's status, date, total, who placed it, its billing profile and PO number, and who approved, rejected or cancelled it,
 * when and why, side by side.
 */
export function OrderFacts() {
  // From a list's cache the record has no lines until the order itself arrives.
  const order = useRecordContext<Order & Partial<Pick<OrderDetail, 'lines'>>>();
  const translate = useTranslate();
  if (!order) return null;
  const decision = decisionOf(order);
  // Lines billed monthly and yearly are not added up: each frequency's total, as the checkout said them.
  const lines = order.lines?.map((line) => ({ ...line, currency: order.currency }));
  const isBilledSeveralWays = new Set(lines?.map((line) => line.billingFrequency)).size > 1;
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Labeled label="resources.orders.fields.status">
        <OrderStatusChip />
      </Labeled>
      <Labeled label="resources.orders.fields.createdAt">
        <DateField source="createdAt" showTime />
      </Labeled>
      <Labeled label="resources.orders.fields.total">
        {isBilledSeveralWays ? (
          <Stack component="span">
            <TotalsPerFrequency lines={lines!} variant="body2" />
          </Stack>
        ) : (
          <MoneyField source="total" />
        )}
      </Labeled>
      <Labeled label="resources.orders.fields.placedBy">
        <TextField source="placedBy" emptyText="—" />
      </Labeled>
      <Labeled label="resources.orders.fields.billingProfileName">
        <TextField source="billingProfileName" emptyText="—" />
      </Labeled>
      {order.poNumber && (
        <Labeled label="resources.orders.fields.poNumber">
          <TextField source="poNumber" />
        </Labeled>
      )}
      {decision && (
        <Labeled label={`resources.orders.decided_by.${decision}`}>
          <Typography variant="body2" component="span">
            {order.decidedBy ?? translate('resources.orders.someone_gone')}, <DateField source="decidedAt" showTime />
          </Typography>
        </Labeled>
      )}
      {order.decisionReason && (
        <Labeled label="resources.orders.fields.decisionReason">
          <TextField source="decisionReason" />
        </Labeled>
      )}
    </Stack>
  );
}
