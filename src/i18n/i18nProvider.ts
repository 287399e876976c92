import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { formatCount } from '../../common/format';
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
const polyglotProvider = polyglotI18nProvider(
  (locale) => (locale === 'fr' ? import('./fr').then((module) => withSpecSentences(module.fr)) : english()),
  'en',
  locales,
  { allowMissing: true },
);

/** The options that are always a number of things: react-admin's page range's too ("1-25 of 10,005"). */
const countOptions = ['count', 'total', 'offsetBegin', 'offsetEnd'];

/**
 * A sentence's counts as its language writes them, "10,005 customers" and "10 005 clients" (never "10005"): its
 * `%{count}` is the `smart_count` that chooses its form (singular or plural, polyglot's) unless `count` is given,
 * and a number given as `count`, `total`, `offsetBegin` or `offsetEnd` is written by Intl (common/format.ts). A
 * sentence names its count `%{count}`, not `%{smart_count}`, which polyglot writes as it is given.
 */
function withCounts(options: Record<string, unknown> | undefined, locale: string) {
  if (!options) return options;
  const written: Record<string, unknown> = { count: options.smart_count, ...options };
  for (const name of countOptions)
    if (typeof written[name] === 'number') written[name] = formatCount(written[name] as number, locale);
  return written;
}

// French's "de" before a vowel: "d’octobre", "d’Alex" (not "de octobre"), where a name or a month fills the sentence.
// The h is left alone (aspirated or not, a name cannot tell), and so is the y ("de Yammer").
const deBeforeAVowel = /(^|[\s(])([Dd])e (?=[aeiouâàéèêëîïôûüœæAEIOUÂÀÉÈÊËÎÏÔÛÜŒÆ])/gu;

export const i18nProvider: I18nProvider = {
  ...polyglotProvider,
  translate: (key, options) => {
    const locale = polyglotProvider.getLocale();
    const sentence = polyglotProvider.translate(key, withCounts(options, locale));
    return locale === 'fr' && options ? sentence.replace(deBeforeAVowel, '$1$2’') : sentence;
  },
};

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
