// The user guide: one section per screen, in English and French (resources.userGuide.*).
export { en } from './messages.en';
export { fr } from './messages.fr';
