import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { SubscriptionStatus } from '../../common/domain';

const colors: Record<SubscriptionStatus, ChipProps['color']> = {
  pending: 'info',
  active: 'success',
  suspended: 'warning',
  cancelled: 'default',
  expired: 'default',
};

/** A subscription's status as a coloured chip. */
export function StatusChip({ status }: { status?: SubscriptionStatus }) {
  const record = useRecordContext<{ status: SubscriptionStatus }>();
  const translate = useTranslate();
  const value = status ?? record?.status;
  if (!value) return null;
  return (
    <Chip
      size="small"
      color={colors[value]}
      label={translate(`resources.subscriptions.status.${value}`, { _: value })}
    />
  );
}
