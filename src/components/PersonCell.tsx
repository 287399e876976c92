import { Box, Link, Typography, type SxProps, type Theme, type TypographyProps } from '@mui/material';
import { useRecordContext } from 'react-admin';

/**
 * An email address on one line of its own, never broken inside a word: a table squeezed its column until
 * "former.employee@fabrikam.example" read "former.employee@fabrikam.exa / mple". Past its room (at most 22rem, so
 * that one long address does not widen a whole table) it ends in "…", and its tooltip (title) holds it whole.
 * `isLink`: as a mailto: link.
 *
 * It asks a table for no room of its own: a grid track from nothing up to the address's width holds it, so a table
 * short of room narrows the address (with its "…") before anything else overflows its card. Alone, a 22rem address
 * was the email column's least width, and a table of people was 26 px wider than its card at 1366 px, its row buttons
 * cut. Spans throughout: it sits in a list's line of text (a <p>) too.
 */
export function EmailText({
  email,
  isLink = false,
  variant = 'body2',
  color,
  sx = {},
}: {
  email: string;
  isLink?: boolean;
  variant?: TypographyProps['variant'];
  color?: string;
  sx?: SxProps<Theme>;
}) {
  const oneLine = {
    variant,
    color,
    noWrap: true,
    title: email,
    sx: [{ display: 'block', maxWidth: '22rem' }, ...(Array.isArray(sx) ? sx : [sx])],
  };
  return (
    <Box component="span" sx={shrinksFirst}>
      {isLink ? (
        <Link href={`mailto:${email}`} {...oneLine}>
          {email}
        </Link>
      ) : (
        <Typography component="span" {...oneLine}>
          {email}
        </Typography>
      )}
    </Box>
  );
}

/** A grid whose one column is at least nothing and at most its content: its least width (min-content) is 0. */
const shrinksFirst = { display: 'grid', gridTemplateColumns: 'minmax(0, max-content)', minWidth: 0 } as const;

/**
 * A person's name over their email, or their email alone when they have no name; the record's. At least 10rem wide,
 * so that the email, narrowed first, still shows its start.
 */
export function PersonCell() {
  const person = useRecordContext<{ name: string | null; email: string }>();
  if (!person) return null;
  if (!person.name)
    return (
      <Box sx={{ minWidth: '10rem' }}>
        <EmailText email={person.email} sx={{ fontWeight: 500 }} />
      </Box>
    );
  return (
    <Box sx={{ minWidth: '10rem' }}>
      {/* A name breaks between its words; a single word too long for any room, last, inside it. */}
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>
        {person.name}
      </Typography>
      <EmailText email={person.email} variant="caption" color="text.secondary" />
    </Box>
  );
}
