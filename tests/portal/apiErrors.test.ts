import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { describeFailure } from '../../src/providers/apiErrors';

/** A 409 as the API answers one: its English words, a code and the values the sentence names. */
const refusal = (code: string, params: Record<string, unknown>) =>
  Object.assign(new Error('The server’s English'), { data: { code, params } });

describe('a refusal in the reader’s words', () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  it('writes the days and counts it names as the portal does, not as the server sent them', async () => {
    const overlap = refusal('assignment_overlap', {
      company: 'Northwind Traders',
      catalog: 'Standard',
      from: '2026-12-01',
      to: '2027-11-30',
    });
    expect(describeFailure(overlap, i18nProvider.translate, 'en')).toBe(
      'Northwind Traders already has Standard from Dec 1, 2026 to Nov 30, 2027: end that assignment first or choose dates that do not overlap.',
    );
    const inUse = refusal('billing_profile_in_use', { name: 'Main', orders: 1200, assignments: 3 });
    expect(describeFailure(inUse, i18nProvider.translate, 'en')).toContain('1,200 orders');
    await i18nProvider.changeLocale('fr');
    expect(describeFailure(overlap, i18nProvider.translate, 'fr')).toContain('1 déc. 2026');
    expect(describeFailure(inUse, i18nProvider.translate, 'fr')).toMatch(/1\s200/);
  });

  it('names a refused field and its rule with the colon its language writes: "Markup: …", "Majoration : …"', async () => {
    const invalid = Object.assign(new Error('Invalid request'), {
      data: {
        fields: [
          { field: 'markupPercent', code: 'too_small_number', message: 'Too small', minimum: -100 },
          { field: 'name', code: 'too_small_string', message: 'Too small', minimum: 1 },
        ],
      },
    });
    expect(describeFailure(invalid, i18nProvider.translate, 'en')).toBe(
      'Markup: must be at least -100 · Name: must not be empty',
    );
    await i18nProvider.changeLocale('fr');
    expect(describeFailure(invalid, i18nProvider.translate, 'fr')).toBe(
      'Majoration : doit valoir au moins -100 · Nom : ne doit pas être vide',
    );
  });
});
