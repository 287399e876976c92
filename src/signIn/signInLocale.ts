// The sign-in page's language on its light first load: the same choice react-admin's store keeps (localStorage
// "RaStore.locale", JSON), read and written without react-admin, and the page's words alone in that language.
import { signInEn } from '../i18n/signIn.en';

/** As i18nProvider.ts's, without its catalogues. */
export const signInLocales = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

const storedLocaleKey = 'RaStore.locale';

type SignInWords = typeof signInEn;

/** The chosen language; on a first visit the browser's, when the portal speaks it, kept as useBrowserLanguage keeps it. */
export function initialLocale(): string {
  const stored = readStored();
  if (stored) return stored;
  const preferred = navigator.languages?.map((language) => language.slice(0, 2).toLowerCase()) ?? [];
  const match = preferred.find((language) => signInLocales.some((entry) => entry.locale === language));
  if (match && match !== 'en') storeLocale(match);
  return match ?? 'en';
}

export function storeLocale(locale: string) {
  localStorage.setItem(storedLocaleKey, JSON.stringify(locale));
}

function readStored(): string | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storedLocaleKey) ?? 'null');
    return typeof value === 'string' && signInLocales.some((entry) => entry.locale === value) ? value : null;
  } catch {
    return null;
  }
}

/** The page's words in `locale`: English is in the first load, French a small chunk of its own. */
export async function loadSignInWords(locale: string): Promise<SignInWords> {
  if (locale === 'fr') return (await import('../i18n/signIn.fr')).signInFr as unknown as SignInWords;
  return signInEn;
}

/** A translate function over the keys the sign-in card reads, as the portal's catalogue places them. */
export function translatorFor(words: SignInWords) {
  const catalogue = {
    portal: { name: words.name, auth: words.auth },
    pages: { login: words.login },
    layout: { language: words.language },
  };
  return (key: string, options?: { _?: string }) => {
    let value: unknown = catalogue;
    for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
    return typeof value === 'string' ? value : (options?._ ?? key);
  };
}
