import { Box } from '@mui/material';
import { Children, type ReactNode } from 'react';

/**
 * A phone line's secondary text, each part on a line of its own (its text, then its date): as SimpleList's
 * tertiaryText a date sat beside the line's first words and ran into them when either was long ("Standard catalogJun 7,
 * 2026 → Dec 7, 2027", a date touching a status chip). Each part is one line, whatever it is made of ("Jun 7, 2026 →
 * Dec 7, 2027" is two dates and an arrow).
 */
export function SecondaryLines({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      {Children.map(children, (part) => (
        <span>{part}</span>
      ))}
    </Box>
  );
}
