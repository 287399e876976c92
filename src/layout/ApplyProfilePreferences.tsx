import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocaleState, useTheme } from 'react-admin';
import { useProfile } from '../hooks/useProfile';

// Whose preferences were applied in this page's query client. A locale change re-mounts the whole page, so a
// component's own state would apply them again and undo a language picked since from the app bar.
const appliedFor = new WeakMap<QueryClient, number>();

/** On sign-in and on page start, applies the language and theme stored in the profile, once. */
export function ApplyProfilePreferences() {
  const queryClient = useQueryClient();
  const profile = useProfile();
  const [locale, setLocale] = useLocaleState();
  const [theme, setTheme] = useTheme();
  const user = profile.data;

  useEffect(() => {
    if (!user || appliedFor.get(queryClient) === user.id) return;
    appliedFor.set(queryClient, user.id);
    const { locale: preferredLocale, theme: preferredTheme } = user.preferences ?? {};
    if ((preferredTheme === 'light' || preferredTheme === 'dark') && preferredTheme !== theme) setTheme(preferredTheme);
    if ((preferredLocale === 'en' || preferredLocale === 'fr') && preferredLocale !== locale)
      setLocale(preferredLocale);
  }, [user, queryClient, locale, setLocale, theme, setTheme]);

  return null;
}
