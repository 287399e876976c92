import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { OrderStatus } from '../../common/domain';

const colors: Record<OrderStatus, ChipProps['color']> = {
  pending: 'info',
  approved: 'primary',
  completed: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/** An order's status as a coloured chip. */
export function OrderStatusChip({ status }: { status?: OrderStatus }) {
  const record = useRecordContext<{ status: OrderStatus }>();
  const translate = useTranslate();
  const value = status ?? record?.status;
  if (!value) return null;
  return (
    <Chip size="small" color={colors[value]} label={translate(`resources.orders.status.${value}`, { _: value })} />
  );
}
