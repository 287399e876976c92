// Counts in sentences as the portal's language writes numbers (src/i18n/i18nProvider.ts): a sentence's count is its
// `smart_count` with the language's separators, react-admin's page range too.
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n/i18nProvider';

describe('counts in sentences', () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  it('writes a sentence’s count with the language’s separators, its form chosen by the number', async () => {
    const { translate } = i18nProvider;
    expect(translate('layout.notices.unread', { smart_count: 1 })).toBe('1 unread notification');
    expect(translate('layout.notices.unread', { smart_count: 1200 })).toBe('1,200 unread notifications');
    expect(translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 10005 })).toBe(
      '1–25 of 10,005',
    );
    await i18nProvider.changeLocale('fr');
    expect(translate('layout.notices.unread', { smart_count: 1 })).toBe('1 notification non lue');
    expect(translate('layout.notices.unread', { smart_count: 1200 })).toBe('1\u202f200 notifications non lues');
    expect(translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 10005 })).toBe(
      '1–25 sur 10\u202f005',
    );
  });

  it('keeps a count given already written, and the rest of the options as they are', () => {
    expect(i18nProvider.translate('resources.catalog.filters.button_chosen', { count: '2' })).toBe('Filters (2)');
    expect(i18nProvider.translate('resources.catalog.from', { price: '€1,200.00' })).toBe('From €1,200.00');
  });
});
