// The dashboard's texts: resources.dashboard.* in English and French.
export { en } from './messages.en';
export { fr } from './messages.fr';
