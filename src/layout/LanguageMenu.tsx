import LanguageIcon from '@mui/icons-material/Translate';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useLocales, useLocaleState, useTranslate, useUserMenu } from 'react-admin';
import { useKeepPreferences } from './useKeepPreferences';
import { LanguagePicker } from './LanguagePicker';

/** The app bar's language picker, on react-admin's locale state. */
export function LanguageMenu() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale] = useLocaleState();
  const pick = usePickLocale();
  return <LanguagePicker locales={locales} locale={locale} label={translate('layout.language')} onPick={pick} />;
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
