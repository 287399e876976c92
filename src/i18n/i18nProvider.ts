import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';
import { laterWords, type AllMessages, type LaterWords } from './laterWords';
import { specMessages } from './messages';

export const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

/**
 * react-admin's notifications translate a failed call's message as a key: spec §8's sentences (the API client's
 * messages, in their exact English) are keys too, so that "Access forbidden" reads "Accès refusé" in French.
 */
const withSpecSentences = (messages: AllMessages) => ({
  ...messages,
  ...Object.fromEntries(
    (Object.keys(specMessages) as (keyof typeof specMessages)[]).map((key) => [
      specMessages[key],
      messages.portal.errors[key],
    ]),
  ),
});

/** The groups of later words loaded so far, merged into the English catalogue. */
let laterResourcesEn: Record<string, unknown> = {};
const english = () => ({ ...en, resources: { ...en.resources, ...laterResourcesEn } });

/** English is bundled, but for its later words (laterWords.ts); French loads whole when someone picks it. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'fr' ? import('./fr').then((module) => withSpecSentences(module.fr)) : english()),
  'en',
  locales,
  { allowMissing: true },
);

const loadingWords = new Map<LaterWords, Promise<void>>();

/**
 * Loads a group of later words into the English catalogue, once; a screen that needs them waits for them before its
 * first render (lazyNamed's `words`). A failed load is tried again by the next screen that asks.
 */
export function loadWords(group: LaterWords) {
  let loading = loadingWords.get(group);
  if (!loading) {
    loading = laterWords[group]().then(
      (words) => {
        laterResourcesEn = { ...laterResourcesEn, ...words };
        // The provider makes its catalogue anew from english(): the language shown stays the same.
        return i18nProvider.changeLocale(i18nProvider.getLocale());
      },
      (error: unknown) => {
        loadingWords.delete(group);
        throw error;
      },
    );
    loadingWords.set(group, loading);
  }
  return loading;
}
