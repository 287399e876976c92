import { ThemeProvider, type Theme } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
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
  return (
    <ThemeProvider
      theme={(outer: Theme) => ({
        ...outer,
        components: {
          ...outer.components,
          RaDateField: { defaultProps: { ...outer.components?.RaDateField?.defaultProps, locales: locale } },
          RaNumberField: { defaultProps: { ...outer.components?.RaNumberField?.defaultProps, locales: locale } },
        },
      })}
    >
      {children}
    </ThemeProvider>
  );
}
