import { useLocaleState } from 'react-admin';

/** A date (ISO text) as the person's language writes it: "22 Nov 2026". */
export function useDateFormat() {
  const [locale] = useLocaleState();
  return (value: string) =>
    new Date(value).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}
