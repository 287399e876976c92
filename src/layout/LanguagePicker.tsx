import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { Button, IconButton, Menu, MenuItem } from '@mui/material';
import { useId, useState, type MouseEvent } from 'react';
import { useIsPhone } from '../hooks/useIsPhone';

export type LanguagePickerProps = {
  locales: { locale: string; name: string }[];
  locale: string;
  /** The word "Language", in the current one (a phone shows only the icon: this names it). */
  label: string;
  onPick: (locale: string) => void;
};

/**
 * The language picker's button and menu, knowing nothing of react-admin: the app bar's LanguageMenu and the sign-in
 * page's light first load (src/signIn/) both show it. Its menu's items and portal are rendered only while it is open
 * (react-admin's LocalesMenuButton keeps them mounted from the first render, which lengthened the signed-in page's
 * longest task on a phone), and on a phone only the icon shows, leaving the app bar's width to the company's name.
 */
export function LanguagePicker({ locales, locale, label, onPick }: LanguagePickerProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const isPhone = useIsPhone();
  if (locales.length < 2) return null;
  const current = locales.find((entry) => entry.locale === locale)?.name ?? locale;
  const open = anchor !== null;
  const buttonProps = {
    id: buttonId,
    color: 'inherit',
    'aria-haspopup': 'menu',
    'aria-controls': open ? menuId : undefined,
    'aria-expanded': open ? 'true' : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const;
  return (
    <>
      {isPhone ? (
        <IconButton {...buttonProps} aria-label={`${label}: ${current}`}>
          <LanguageIcon />
        </IconButton>
      ) : (
        <Button {...buttonProps} startIcon={<LanguageIcon />} endIcon={<ExpandMoreIcon fontSize="small" />}>
          {current}
        </Button>
      )}
      <Menu
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { id: menuId, 'aria-labelledby': buttonId } }}
      >
        {locales.map((entry) => (
          <MenuItem
            key={entry.locale}
            lang={entry.locale}
            selected={entry.locale === locale}
            onClick={() => {
              setAnchor(null);
              onPick(entry.locale);
            }}
          >
            {entry.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
