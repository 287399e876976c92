import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en, type Messages } from './en';
import { specMessages } from './messages';

export const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

/**
 * react-admin's notifications translate a failed call's message as a key: spec §8's sentences (the API client's
 * messages, in their exact English) are keys too, so that "Access forbidden" reads "Accès refusé" in French.
 */
const withSpecSentences = (messages: Messages) => ({
  ...messages,
  ...Object.fromEntries(
    (Object.keys(specMessages) as (keyof typeof specMessages)[]).map((key) => [
      specMessages[key],
      messages.portal.errors[key],
    ]),
  ),
});

/** English is bundled; French loads when someone picks it. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'fr' ? import('./fr').then((module) => withSpecSentences(module.fr)) : en),
  'en',
  locales,
  { allowMissing: true },
);
