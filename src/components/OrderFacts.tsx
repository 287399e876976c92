import { Stack } from '@mui/material';
import { DateField, Labeled, TextField, useRecordContext } from 'react-admin';
import type { Order } from '../../common/api';
import { MoneyField } from './Money';
import { OrderStatusChip } from './OrderStatusChip';

/** An order's status, date, total, who placed it, its billing profile and the reason of a decision, side by side. */
export function OrderFacts() {
  const order = useRecordContext<Order>();
  if (!order) return null;
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
      {order.decisionReason && (
        <Labeled label="resources.orders.fields.decisionReason">
          <TextField source="decisionReason" />
        </Labeled>
      )}
    </Stack>
  );
}
