// French's "de" before a vowel where a name or a month fills the sentence (src/i18n/i18nProvider.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n/i18nProvider';

describe('French sentences filled with a name or a month', () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  it('elides "de" before a vowel, and only there', async () => {
    await i18nProvider.changeLocale('fr');
    const { translate } = i18nProvider;
    const runTitle = 'resources.partner-admin/billing.run_title';
    expect(translate(runTitle, { month: 'octobre 2026' })).toBe('Campagne de facturation d’octobre 2026');
    expect(translate(runTitle, { month: 'août 2026' })).toBe('Campagne de facturation d’août 2026');
    expect(translate(runTitle, { month: 'novembre 2026' })).toBe('Campagne de facturation de novembre 2026');
    expect(translate('resources.admin/people.companies', { name: 'Alex Wilber' })).toBe('Sociétés d’Alex Wilber');
    expect(translate('resources.admin/people.companies', { name: 'Hélène Martin' })).toBe('Sociétés de Hélène Martin');
    expect(translate('layout.notices.kinds.invoice_issued', { number: 'F-1', company: 'Adatum' })).toBe(
      'La facture F-1 d’Adatum est émise',
    );
  });

  it('leaves English as it is', () => {
    expect(
      i18nProvider.translate('layout.notices.kinds.invoice_issued', { number: 'F-1', company: 'Banco de Oro' }),
    ).toBe('Invoice F-1 of Banco de Oro is issued');
  });
});
