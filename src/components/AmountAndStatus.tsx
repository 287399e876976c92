import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The right-hand end of a phone's line (SimpleList's rightIcon): its amount over its status chip, both against the
 * right edge and centred in the line together. As SimpleList's tertiaryText the amount sat on the first line's
 * baseline, its right edge moved with the width of the chip beside it ("Pending", "Completed"), and the chip was centred
 * on its own: from one line to the next neither lined up.
 */
export function AmountAndStatus({ amount, status }: { amount: ReactNode; status: ReactNode }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end', minWidth: 0 }}>
      <Typography
        variant="body2"
        component="span"
        sx={{ color: 'text.primary', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {amount}
      </Typography>
      {status}
    </Stack>
  );
}
