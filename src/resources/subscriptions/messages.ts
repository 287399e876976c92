// The subscriptions screens' texts: resources.subscriptions.* in English and French.
export { en } from './messages.en';
export { fr } from './messages.fr';
