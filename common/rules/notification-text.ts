// A reminder's or an announcement's words in the reader's language. The partner writes them in English and, if they
// wish, in French: a French reader gets the French ones, or the English ones when there are none, never a mix.

export type NotificationTexts = { title: string; body: string; titleFr: string; bodyFr: string };

/** The title and text a reader of `locale` ('en', 'fr') gets, and their language: `notificationTextIn('fr', reminder)`. */
export function notificationTextIn(locale: string, texts: NotificationTexts) {
  return locale === 'fr' && texts.titleFr
    ? { title: texts.titleFr, body: texts.bodyFr, language: 'fr' as const }
    : { title: texts.title, body: texts.body, language: 'en' as const };
}

/** A French text goes with a French title: without one, French readers would get the English title over it. */
export const hasFrenchTitleForItsText = (texts: { titleFr?: string; bodyFr?: string }) =>
  !texts.bodyFr || !!texts.titleFr;
export const frenchTextNeedsTitleMessage = 'a French text needs a French title';
