import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPercent } from '../../../common/format';
import { buildCatalog, buildItem, partnerHandlers } from '../../../mocks/partner-handlers';
import { partnerAdmin, resetPortal } from '../support/admin';
import { openScreen } from '../support/screen';

// A number and its "%" never go onto two lines: a narrow margin column showed "$20.00 (16.7" over "%)". English writes
// "16.7%"; French "16,7 %" with a no-break space (narrow in recent CLDR, plain no-break in older ones).
const noBreakSpace = '[\u00a0\u202f]';
/** Testing Library's matching, without its turning every space (no-break ones too) into a plain one. */
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const openItems = () =>
  openScreen('/partner-admin/catalogs/1', {
    user: partnerAdmin,
    handlers: [
      partnerHandlers.catalog(buildCatalog({ defaultMarkupPercent: 12.5 })),
      partnerHandlers.items([
        buildItem({ id: 1, productName: 'Teams Premium', markupPercent: 20, effectivePrice: 120 }),
        buildItem({ id: 2, productName: 'Visio Plan 2' }),
      ]),
    ],
  });
const rowOf = async (product: string) => (await screen.findByText(product)).closest('tr') as HTMLElement;

describe('percentages in the partner’s catalog screens', () => {
  afterEach(resetPortal);

  it('writes a percentage as the language does, its number and sign held together', () => {
    expect(formatPercent(16.7, 'en')).toBe('16.7%');
    expect(formatPercent(16.7, 'fr')).toMatch(new RegExp(`^16,7${noBreakSpace}%$`));
    expect(formatPercent(-5, 'fr')).toMatch(new RegExp(`^-5${noBreakSpace}%$`));
    expect(formatPercent(12.345, 'en')).toBe('12.35%');
  });

  it('writes an item’s margin and markups with no space to break between a number and its "%"', async () => {
    openItems();
    const teams = await rowOf('Teams Premium');
    // The margin's percentage goes under its amount, each whole.
    expect(within(teams).getByText('$20.00')).toBeVisible();
    expect(within(teams).getByText('16.7%')).toBeVisible();
    expect(within(teams).getByText('20%')).toBeVisible();
    expect(within(await rowOf('Visio Plan 2')).getByText('default (12.5%)')).toBeVisible();
  });

  it('writes the margin and the markups in French with a no-break space before "%"', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    openItems();
    const teams = await rowOf('Teams Premium');
    expect(within(teams).getByText(new RegExp(`^20,00${noBreakSpace}\\$US$`), asWritten)).toBeVisible();
    expect(within(teams).getByText(new RegExp(`^16,7${noBreakSpace}%$`), asWritten)).toBeVisible();
    expect(within(teams).getByText(new RegExp(`^20${noBreakSpace}%$`), asWritten)).toBeVisible();
    const visio = await rowOf('Visio Plan 2');
    expect(within(visio).getByText(new RegExp(`^par défaut \\(12,5${noBreakSpace}%\\)$`), asWritten)).toBeVisible();
  });

  it('writes a template’s default markup in French with a no-break space before "%"', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    openScreen('/partner-admin/templates', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.templates([
          { id: 1, name: 'Essentials', description: '', defaultMarkupPercent: 12.5, itemCount: 24, isActive: true },
        ]),
      ],
    });
    expect(await screen.findByText(new RegExp(`majoration par défaut 12,5${noBreakSpace}%$`), asWritten)).toBeVisible();
  });
});
