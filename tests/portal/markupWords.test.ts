// Markup and margin are two figures, and French has a word for each: the markup (what is added to the cost, as a
// percentage of it) is "majoration", the margin (what the partner keeps of the sell price) "marge". The catalog's
// items once headed two columns "Marge %" and "Marge", and the catalogs "Marge par défaut %".
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { staffResourcesEn } from '../../src/i18n/staffWords.en';
import { en as userGuideEn } from '../../src/resources/userGuide/messages.en';

type Words = { [key: string]: unknown };

/**
 * Every English text with the French one at the same key, and the key: ['resources.x.fields.y', english, french];
 * their placeholders ("%{markup}") left out, which are names, not words.
 */
function textsOf(english: Words, french: Words, path = ''): [string, string, string][] {
  return Object.entries(english).flatMap(([key, value]) => {
    const other = french?.[key];
    const words = (text: string) => text.replace(/%\{\w+\}/g, '');
    if (typeof value === 'string')
      return typeof other === 'string' ? [[`${path}${key}`, words(value), words(other)]] : [];
    return value && typeof value === 'object' ? textsOf(value as Words, other as Words, `${path}${key}.`) : [];
  });
}

const everyText = textsOf(
  { ...en, resources: { ...en.resources, ...staffResourcesEn, ...userGuideEn } },
  fr as unknown as Words,
);

describe('the markup and the margin in French', () => {
  it('finds the French of the staff’s screens and of the user guide', () => {
    const keys = everyText.map(([key]) => key);
    expect(keys).toContain('resources.partner-admin/catalogs.items.fields.markupPercent');
    expect(keys).toContain('resources.partner-admin/templates.fields.defaultMarkupPercent');
    expect(keys.some((key) => key.startsWith('resources.userGuide.'))).toBe(true);
  });

  it('says “majoration” wherever English says markup, never “marge”', () => {
    const saidAsMargin = everyText.filter(
      ([, english, french]) => /markup/i.test(english) && (!/majoration/i.test(french) || /\bmarges?\b/i.test(french)),
    );
    expect(saidAsMargin).toEqual([]);
  });

  it('keeps “marge” for the margin alone', () => {
    const marginWords = everyText.filter(([, , french]) => /\bmarges?\b/i.test(french));
    expect(marginWords.filter(([, english]) => !/margin/i.test(english))).toEqual([]);
    expect(fr.resources['partner-admin/catalogs']!.items).toMatchObject({
      fields: { markupPercent: 'Majoration %', margin: 'Marge' },
    });
    expect(fr.resources['partner-admin/catalogs']!.fields).toMatchObject({
      defaultMarkupPercent: 'Majoration par défaut %',
    });
  });
});
