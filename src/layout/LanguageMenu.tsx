import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { Button, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState, type MouseEvent } from 'react';
import { useLocales, useLocaleState, useTranslate, useUserMenu } from 'react-admin';
import { useKeepPreferences } from './useKeepPreferences';
import { useIsPhone } from './useIsPhone';

/**
 * The app bar's language picker: react-admin's LocalesMenuButton, but its menu's items and portal are rendered only
 * while it is open (that one keeps them mounted from the first render, which lengthened the signed-in page's
 * longest task on a phone), and on a phone only the icon shows, leaving the app bar's width to the company's name.
 */
export function LanguageMenu() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const isPhone = useIsPhone();
  const pick = usePickLocale();
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
        <IconButton {...buttonProps} aria-label={`${translate('layout.language')}: ${current}`}>
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
              pick(entry.locale);
            }}
          >
            {entry.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The other languages as items of a phone's user menu, where its narrow app bar keeps them (signed in). */
export function LanguageMenuItems() {
  const locales = useLocales();
  const [locale] = useLocaleState();
  const pick = usePickLocale();
  const userMenu = useUserMenu();
  return locales
    .filter((entry) => entry.locale !== locale)
    .map((entry) => (
      <MenuItem
        key={entry.locale}
        lang={entry.locale}
        onClick={() => {
          pick(entry.locale);
          userMenu?.onClose();
        }}
      >
        <ListItemIcon>
          <LanguageIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{entry.name}</ListItemText>
      </MenuItem>
    ));
}

/** Switches the portal's language, kept in the profile as the profile page keeps it (a failure leaves it to this browser). */
function usePickLocale() {
  const [, setLocale] = useLocaleState();
  const keep = useKeepPreferences();
  return (locale: string) => {
    keep({ locale: locale as 'en' | 'fr' }).catch(() => undefined);
    setLocale(locale);
  };
}
