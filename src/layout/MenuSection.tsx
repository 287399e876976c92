import { Divider, ListSubheader } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';

/** A heading over a group of menu entries; a plain rule while the menu is folded to its icons. */
export function MenuSection({ label }: { label: string }) {
  const translate = useTranslate();
  const [isOpen] = useSidebarState();
  if (!isOpen) return <Divider sx={{ my: 0.5 }} />;
  // Inside the menu (role="menu") only menu items count: the heading is text between them, not an item.
  return (
    <ListSubheader
      role="presentation"
      disableSticky
      sx={{
        bgcolor: 'transparent',
        lineHeight: 2.5,
        mt: 1,
        fontSize: '0.75rem',
        fontWeight: 600,
        textTransform: 'uppercase',
        letterSpacing: '0.06em',
        color: 'text.secondary',
      }}
    >
      {translate(label)}
    </ListSubheader>
  );
}
