import { ThemeProvider, type Theme } from '@mui/material';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

/**
 * Dates and numbers in the portal's language, never the browser's: react-admin's DateField and NumberField read
 * their `locales` from the theme, and the page's `lang` names the language for screen readers and date inputs.
 */
export function LocaleFormats({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // One theme a language: a new one at each render would make every styled element of the page render again.
  const withLocale = useMemo(
    () => (outer: Theme) => ({
      ...outer,
      components: {
        ...outer.components,
        RaDateField: { defaultProps: { ...outer.components?.RaDateField?.defaultProps, locales: locale } },
        RaNumberField: { defaultProps: { ...outer.components?.RaNumberField?.defaultProps, locales: locale } },
      },
    }),
    [locale],
  );
  return <ThemeProvider theme={withLocale}>{children}</ThemeProvider>;
}
