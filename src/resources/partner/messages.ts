// The /partner-admin area's words, English and French. The catalogues import each language from its own file
// (messages.en.ts, messages.fr.ts) so French stays out of the first load.
import { partnerEn } from './messages.en';
import { partnerFr } from './messages.fr';

export const partnerMessages = { en: partnerEn, fr: partnerFr };
