import { useEffect } from 'react';
import { useLocales, useLocaleState } from 'react-admin';

// Where react-admin's store keeps the chosen language (its localStorage store, prefix "RaStore.").
const storedLocaleKey = 'RaStore.locale';

/**
 * On a first visit, the portal speaks the browser's language when it has it: the pages open to everyone call this.
 * Once a language is stored (chosen here, in the app bar or the profile, or set by this once) it does nothing.
 */
export function useBrowserLanguage() {
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (localStorage.getItem(storedLocaleKey) !== null) return;
    const preferred = navigator.languages?.map((language) => language.slice(0, 2).toLowerCase()) ?? [];
    const match = preferred.find((language) => locales.some((entry) => entry.locale === language));
    if (match && match !== locale) setLocale(match);
  }, [locales, locale, setLocale]);
}
