// The staff's and the user guide's words stay out of every first load: the catalogue has them once a screen that
// needs them has loaded, and that screen's first render already reads them.
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from './support/render';

/** The portal's i18n modules as a first load finds them: nothing loaded later yet. */
async function freshCatalogue() {
  vi.resetModules();
  const { i18nProvider } = await import('../../src/i18n/i18nProvider');
  const { lazyNamed } = await import('../../src/components/lazyNamed');
  return { i18nProvider, lazyNamed };
}

describe('words that load with their screens', () => {
  it('a staff screen renders with its words, which the first catalogue does not hold', async () => {
    const { i18nProvider, lazyNamed } = await freshCatalogue();
    const title = 'resources.partner-admin/catalogs.title';
    expect(i18nProvider.translate(title)).toBe(title);
    expect(i18nProvider.translate('partner.menu.catalogs'), 'the menu’s words are in every first load').toBe(
      'Catalogs',
    );
    const CatalogTitle = lazyNamed(
      async () => ({ CatalogTitle: () => <h1>{i18nProvider.translate(title)}</h1> }),
      'CatalogTitle',
      'staff',
    );
    renderPortal(
      <Suspense fallback={<p>Loading</p>}>
        <CatalogTitle />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Catalogs' })).toBeInTheDocument();
  });

  it('the user guide’s words load with it; its menu entry’s word is there from the start', async () => {
    const { i18nProvider, lazyNamed } = await freshCatalogue();
    expect(i18nProvider.translate('resources.userGuide.title')).toBe('User guide');
    expect(i18nProvider.translate('resources.userGuide.contents')).toBe('resources.userGuide.contents');
    const Contents = lazyNamed(
      async () => ({ Contents: () => <p>{i18nProvider.translate('resources.userGuide.contents')}</p> }),
      'Contents',
      'userGuide',
    );
    renderPortal(
      <Suspense fallback={<p>Loading</p>}>
        <Contents />
      </Suspense>,
    );
    expect(await screen.findByText('Contents')).toBeInTheDocument();
  });

  it('French, which loads whole, has the staff’s words before any staff screen, and keeps them after', async () => {
    const { i18nProvider } = await freshCatalogue();
    await i18nProvider.changeLocale('fr');
    expect(i18nProvider.translate('resources.partner-admin/catalogs.title')).toBe('Catalogues');
    const { loadWords } = await import('../../src/i18n/i18nProvider');
    await loadWords('staff');
    expect(i18nProvider.getLocale()).toBe('fr');
    expect(i18nProvider.translate('resources.partner-admin/catalogs.title')).toBe('Catalogues');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('resources.partner-admin/catalogs.title')).toBe('Catalogs');
  });
});
