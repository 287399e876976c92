import type { Messages } from './en';
import type { ScreenWords } from './screenWords';

/**
 * Words that load with their screens rather than in every first load (loadWords): the partner's and support's
 * screens' (an end user never reads them) and the user guide's (long, and read on one page). Each group is words
 * under `resources`.
 */
export const laterWords = {
  staff: () => import('./staffWords.en').then((module) => module.staffResourcesEn),
  userGuide: () => import('../resources/userGuide/messages.en').then((module) => module.en),
};

export type LaterWords = keyof typeof laterWords;

/** The whole catalogue, every group with the rest: French, which loads whole, has this shape. */
export type AllMessages = Omit<Messages, 'resources'> & { resources: ScreenWords };
