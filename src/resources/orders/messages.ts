// The orders screens' texts: resources.orders.* in English and French.
export { en } from './messages.en';
export { fr } from './messages.fr';
