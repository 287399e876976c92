// /login on a page load, without the portal around it: a slow phone network brings this card in a fraction of the
// portal's bytes (no react-admin, no router, no data provider, one language's words). The sign-in layer loads
// when a button is pressed; once someone is signed in, the portal takes over the page (main.tsx).
import { createTheme, CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { authMessages, messageFromQuery } from '../i18n/messages';
import { LanguagePicker } from '../layout/LanguagePicker';
import { darkTheme, lightTheme } from '../layout/theme';
import { returnPathFrom, SignInCard, type SignInChoice } from '../pages/SignInCard';
import { isSafeReturnPath } from '../providers/browserBinding';
import { storageKeys } from '../providers/session';
import { initialLocale, loadSignInWords, signInLocales, storeLocale, translatorFor } from './signInLocale';

export type SignInAppProps = {
  /** Hands the page to the portal: `path` to show once signed in, or null to stay on /login (signed in elsewhere). */
  onSignedIn: (path: string | null) => void;
  /** The words of the language chosen at start, loaded before the first render. */
  words: Awaited<ReturnType<typeof loadSignInWords>>;
  locale: string;
};

/** Loads the first language's words, then answers the props of <SignInApp>. */
export async function prepareSignIn(): Promise<Pick<SignInAppProps, 'words' | 'locale'>> {
  const locale = initialLocale();
  return { locale, words: await loadSignInWords(locale) };
}

export function SignInApp({ onSignedIn, words: initialWords, locale: startLocale }: SignInAppProps) {
  const [{ locale, words }, setLanguage] = useState({ locale: startLocale, words: initialWords });
  const [pending, setPending] = useState<SignInChoice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const translate = useMemo(() => translatorFor(words), [words]);
  const theme = useSignInTheme();

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // Signed in in another tab meanwhile: the portal's own /login takes over and goes on, as it does.
  useEffect(() => {
    const handOver = () => {
      if (localStorage.getItem(storageKeys.token)) onSignedIn(null);
    };
    window.addEventListener('storage', handOver);
    window.addEventListener('focus', handOver);
    return () => {
      window.removeEventListener('storage', handOver);
      window.removeEventListener('focus', handOver);
    };
  }, [onSignedIn]);

  // Where the portal's guard was going, when this page was reloaded after it sent the person here.
  const returnTo = returnPathFrom((window.history.state as { usr?: unknown } | null)?.usr, isSafeReturnPath);
  const error = failure ?? messageFromQuery(window.location.search);

  const signIn = (choice: SignInChoice) => {
    setPending(choice);
    setFailure(null);
    import('../portal')
      .then(({ authProvider }) => authProvider.login({ anotherAccount: choice === 'another-account', returnTo }))
      .then(
        // Leaving for the identity provider: the spinner stays. Signed in (a cached account): on to the portal.
        (result) => {
          if (result && typeof result.redirectTo === 'string') onSignedIn(result.redirectTo);
        },
        (reason: unknown) => {
          setFailure(reason instanceof Error && reason.message ? reason.message : authMessages.microsoftLoginFailed);
          setPending(null);
        },
      );
  };

  const pick = (next: string) => {
    storeLocale(next);
    void loadSignInWords(next).then((nextWords) => setLanguage({ locale: next, words: nextWords }));
  };

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SignInCard
        translate={translate}
        languageMenu={
          <LanguagePicker locales={signInLocales} locale={locale} label={translate('layout.language')} onPick={pick} />
        }
        error={error}
        isPending={pending !== null}
        onSignIn={signIn}
      />
    </ThemeProvider>
  );
}

/** react-admin's choice of theme: the one stored ("RaStore.theme"), else the system's. */
function useSignInTheme() {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  return useMemo(() => {
    let stored: unknown;
    try {
      stored = JSON.parse(localStorage.getItem('RaStore.theme') ?? 'null');
    } catch {
      stored = null;
    }
    const isDark = stored === 'dark' || (stored !== 'light' && prefersDark);
    return createTheme(isDark ? darkTheme : lightTheme);
  }, [prefersDark]);
}
