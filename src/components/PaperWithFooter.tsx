import { Paper, Typography, type PaperProps } from '@mui/material';
import type { ReactNode } from 'react';

export type PaperWithFooterProps = PaperProps & { footer?: ReactNode };

/**
 * An Autocomplete's popup (its `paper` slot) with a line under its options: "1,234 more match: type more to narrow".
 * Said only under the field, it was hidden by the open list it spoke of, which looked complete at 20 of 10,005.
 */
export function PaperWithFooter({ footer, children, ...props }: PaperWithFooterProps) {
  return (
    <Paper {...props}>
      {children}
      {footer && (
        <Typography
          variant="body2"
          color="text.secondary"
          role="status"
          sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
        >
          {footer}
        </Typography>
      )}
    </Paper>
  );
}
