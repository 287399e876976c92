import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';

export const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

/** English is bundled; French loads when someone picks it. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'fr' ? import('./fr').then((module) => module.fr) : en),
  'en',
  locales,
  { allowMissing: true },
);
