import { Box, Link, Typography, type SxProps, type Theme, type TypographyProps } from '@mui/material';
import { useRecordContext } from 'react-admin';

/**
 * An email address on one line of its own, never broken inside a word: a table squeezed its column until
 * "former.employee@fabrikam.example" read "former.employee@fabrikam.exa / mple". Past its room (at most 22rem, so
 * that one long address does not widen a whole table) it ends in "…", and its tooltip (title) holds it whole.
 * `isLink`: as a mailto: link.
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
  return isLink ? (
    <Link href={`mailto:${email}`} {...oneLine}>
      {email}
    </Link>
  ) : (
    <Typography component="div" {...oneLine}>
      {email}
    </Typography>
  );
}

/** A person's name over their email, or their email alone when they have no name; the record's. */
export function PersonCell() {
  const person = useRecordContext<{ name: string | null; email: string }>();
  if (!person) return null;
  if (!person.name) return <EmailText email={person.email} sx={{ fontWeight: 500 }} />;
  return (
    <Box>
      {/* A name breaks between its words; a single word too long for any room, last, inside it. */}
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>
        {person.name}
      </Typography>
      <EmailText email={person.email} variant="caption" color="text.secondary" />
    </Box>
  );
}
