// The catalog screens' texts: resources.catalog.* in English and French.
export { en } from './messages.en';
export { fr } from './messages.fr';
