import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Read by screen readers, not shown (MUI's own `visuallyHidden`, which @mui/material does not export). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * The heading of a column whose cells say what they are (a row's buttons, its details, its selection): a table header
 * without words is announced as nothing. `<DataTable.Col label={<HiddenColumnLabel name="actions" />}>`.
 */
export function HiddenColumnLabel({ name }: { name: 'actions' | 'details' | 'select' }) {
  const translate = useTranslate();
  return (
    // In the flow of its header cell rather than absolutely placed: an absolute label escapes a table that scrolls within
    // itself, and the page scrolled sideways at 200 % zoom (the cart, 775 px in 683).
    <Box component="span" sx={{ ...visuallyHidden, position: 'relative', display: 'inline-block' }}>
      {translate(`layout.columns.${name}`)}
    </Box>
  );
}
