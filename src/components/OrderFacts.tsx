import { Stack, Typography } from '@mui/material';
import { Labeled, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DateField } from './Dates';
import type { Order } from '../../common/api';
import { MoneyField } from './Money';
import { OrderStatusChip } from './OrderStatusChip';

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
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  if (!order) return null;
  const decision = decisionOf(order);
  return (
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
