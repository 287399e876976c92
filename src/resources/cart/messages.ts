// The cart's texts: resources.cart.* in English and French.
export { en } from './messages.en';
export { fr } from './messages.fr';
