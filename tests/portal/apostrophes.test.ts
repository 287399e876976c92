// The portal's words write an apostrophe as print does (’), in both languages: the spec's messages do, and a straight
// one (') beside them read as a typing slip ("Personne n'a encore accès" under "Aucune société pour l’instant").
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { staffResourcesEn } from '../../src/i18n/staffWords.en';
import { en as userGuideEn } from '../../src/resources/userGuide/messages.en';

/** Every text of a catalogue with its key, react-admin's own words (`ra`) aside. */
function textsOf(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (path === 'ra') return [];
    if (typeof value === 'string') return [[path, value] as [string, string]];
    return value && typeof value === 'object' ? textsOf(value, path) : [];
  });
}

const straightApostrophe = /\p{L}'\p{L}/u;

describe('the portal’s apostrophes', () => {
  it.each([
    ['English', [en, staffResourcesEn, userGuideEn]],
    ['French', [fr]],
  ])('are typographic in %s', (_language, catalogues) => {
    const straight = catalogues
      .flatMap((catalogue) => textsOf(catalogue))
      .filter(([, text]) => straightApostrophe.test(text));
    expect(straight).toEqual([]);
  });
});
