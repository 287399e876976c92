import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { DraftInvoice } from '../../../common/api';

// What a draft raises, each a chip in words; a deactivated company or a line below cost asks for most care.
const severe = new Set(['below_cost', 'company_deactivated', 'without_price']);

/** A draft's flags (change over 20 %, below cost, without price, company deactivated, PO missing) as chips. */
export function InvoiceFlags({ flags }: { flags?: DraftInvoice['flags']; label?: string }) {
  const record = useRecordContext<DraftInvoice>();
  const translate = useTranslate();
  const shown = flags ?? record?.flags ?? [];
  if (shown.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {shown.map((flag) => (
        <Chip
          key={flag}
          size="small"
          variant="outlined"
          color={severe.has(flag) ? 'error' : 'warning'}
          label={translate(`resources.partner-admin/billing.flags.${flag}`)}
        />
      ))}
    </Stack>
  );
}
