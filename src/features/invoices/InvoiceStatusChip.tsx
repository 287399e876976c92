import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { InvoiceDisplayStatus } from '../../../common/domain';

// Overdue stands out (filled red); open waits (outlined blue); paid is done (green); a draft or a void one is grey.
const looks: Record<InvoiceDisplayStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  draft: { color: 'default', variant: 'outlined' },
  open: { color: 'info', variant: 'outlined' },
  overdue: { color: 'error', variant: 'filled' },
  paid: { color: 'success', variant: 'outlined' },
  void: { color: 'default', variant: 'outlined' },
};

/** An invoice's status as a chip: open, overdue, paid, void (a draft for the partner). */
export function InvoiceStatusChip({ status }: { status?: InvoiceDisplayStatus; label?: string }) {
  const record = useRecordContext<{ status: InvoiceDisplayStatus }>();
  const translate = useTranslate();
  const value = status ?? record?.status;
  if (!value) return null;
  return <Chip size="small" {...looks[value]} label={translate(`resources.invoices.status.${value}`, { _: value })} />;
}
