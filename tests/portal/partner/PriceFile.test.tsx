import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildCatalog,
  buildItem,
  buildItems,
  partnerHandlers,
  type PartnerRequest,
} from '../../../mocks/partner-handlers';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { largestPage } from '../../../src/providers/partnerCalls';
import { partnerAdmin, resetPortal } from '../support/admin';
import { openScreen } from '../support/screen';

// A catalog's price file: its export, changed in a spreadsheet of either language, and its import.
const catalog = buildCatalog({ defaultMarkupPercent: 10 });
const openCatalog = (handlers: RequestHandler[] = []) =>
  openScreen('/partner-admin/catalogs/1', {
    user: partnerAdmin,
    handlers: [partnerHandlers.catalog(catalog), ...handlers],
  });

/** The portal in `locale`, as a person who chose it finds it. */
async function speak(locale: string) {
  await i18nProvider.changeLocale(locale);
  localStorage.setItem('RaStore.locale', JSON.stringify(locale));
}

/** Opens the import of the catalog showing `items` and uploads `csv`: the dialog with its preview. */
async function importFile(items: ReturnType<typeof buildItem>[], csv: string, handlers: RequestHandler[] = []) {
  openCatalog([partnerHandlers.items(items), ...handlers]);
  await screen.findByText(items[0]!.productName);
  await userEvent.click(screen.getByRole('button', { name: /^(Import prices|Importer des prix)$/ }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.upload(
    dialog.querySelector('input[type=file]') as HTMLInputElement,
    new File([csv], 'prices.csv', { type: 'text/csv' }),
  );
  return dialog;
}

describe('a catalog’s items in and out of a spreadsheet', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.removeItem('RaStore.locale');
    return resetPortal();
  });

  it('exports every item the filters match, past the API’s rows a call, with cost, prices and margin', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:items';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const seen: PartnerRequest[] = [];
    const itemCount = largestPage + 500;
    openCatalog([partnerHandlers.items(buildItems(itemCount), seen)]);
    await screen.findByText('Product 1');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0]!.text()).split('\r\n');
    expect(lines).toHaveLength(itemCount + 1);
    expect(lines[0]).toBe(
      'Item ID,Product,Publisher,Term,Billing,Currency,Cost,Markup %,Fixed price,Sell price,Margin,Visible,Position',
    );
    expect(lines[1]).toBe('100,Product 1,Microsoft,1 year,Monthly,USD,10.00,,,11.00,1.00,Yes,0');
    expect(lines[itemCount]).toMatch(new RegExp(`^${99 + itemCount},Product ${itemCount},`));
    expect(seen.slice(1).map((request) => request.list.range)).toEqual([
      [0, largestPage - 1],
      [largestPage, 2 * largestPage - 1],
    ]);
  });

  it('imports prices from CSV: a preview per row, the refused rows named, the valid ones applied when asked', async () => {
    const applied: PartnerRequest[] = [];
    openCatalog([
      partnerHandlers.items(buildItems(3)),
      partnerHandlers.bulkUpdate({ updated: 2, failed: [] }, applied),
    ]);
    await screen.findByText('Product 1');
    await userEvent.click(screen.getByRole('button', { name: 'Import prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import prices into Enterprise' });
    const csv = [
      'Item ID,Product,Markup %,Fixed price,Visible',
      '100,Product 1,20,,Yes',
      '101,"Product 2, the second",,0,No',
      '999,Nope,5,,Yes',
      '102,Product 3,,,Yes',
      '100,Product 1 again,30,,Yes',
    ].join('\r\n');
    await userEvent.upload(
      within(dialog).getByText('Choose a CSV file').querySelector('input') as HTMLInputElement,
      new File([csv], 'prices.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByText('To change: 2 · Cannot be applied: 2 · Unchanged: 1')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Line 4: item ID “999” is not an item of this catalog/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^Line 6: item 100 is on an earlier line too/)).toBeInTheDocument();
    const changes = within(within(dialog).getByRole('list', { name: 'Changes' })).getAllByRole('listitem');
    expect(changes[0]).toHaveTextContent('Product 1 (1 year · Monthly): $11.00 → $12.00');
    // The item below cost is named where it is listed, not only counted.
    expect(changes[1]).toHaveTextContent(
      'Product 2 (1 year · Monthly): $22.00 → $0.00 · hidden · at or below its cost',
    );
    expect(changes[0]).not.toHaveTextContent('below its cost');
    expect(within(dialog).getByText('1 item would sell at zero or below what it costs you.')).toBeInTheDocument();
    // One way on, not the valid rows beside a greyed "Apply the 2 changes" that reads the same.
    expect(within(dialog).queryByRole('button', { name: 'Apply the 2 changes' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply the 2 valid rows only' }));
    const question = await screen.findByRole('dialog', { name: 'Sell at zero or below cost?' });
    expect(applied).toHaveLength(0);
    await userEvent.click(within(question).getByRole('button', { name: 'Apply anyway' }));
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(applied[0]!.body).toEqual({
      itemUpdates: [
        { id: 100, markupPercent: 20 },
        { id: 101, priceOverride: 0, isVisible: false },
      ],
    });
    expect(await screen.findByText('2 items changed')).toBeInTheDocument();
  });

  /** The file the Export button downloads, as text. */
  async function exportedFile(blobs: Blob[]) {
    await userEvent.click(screen.getByRole('button', { name: /^(Export|Exporter)$/ }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    return blobs.pop()!.text();
  }

  it.each([
    ['fr', 'en'],
    ['en', 'fr'],
  ])('reads back in one language what it exported in the other (%s, then %s), formulas as text', async (from, to) => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:items';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const items = [
      buildItem({ id: 100, productName: '=HYPERLINK("http://evil.example","Click")', markupPercent: 12.5 }),
      buildItem({ id: 101, productName: '@SUM(1+1)', publisher: '+Tab', priceOverride: 80, effectivePrice: 80 }),
      buildItem({ id: 102, productName: 'Visio', isVisible: false, position: 3 }),
    ];
    await speak(from);
    openCatalog([partnerHandlers.items(items)]);
    await screen.findByText('Visio');
    const file = await exportedFile(blobs);
    const lines = file.split('\r\n');
    // A spreadsheet opens each of these as text; a negative margin (80 − 100) stays a number.
    if (from === 'fr') {
      expect(lines[1]).toMatch(/^100;"'=HYPERLINK\(""http:\/\/evil.example"",""Click""\)";Microsoft;/);
      expect(lines[2]).toMatch(/^101;'@SUM\(1\+1\);'\+Tab;.*;80,00;80,00;-20,00;/);
    } else {
      expect(lines[1]).toMatch(/^100,"'=HYPERLINK\(""http:\/\/evil.example"",""Click""\)",Microsoft,/);
      expect(lines[2]).toMatch(/^101,'@SUM\(1\+1\),'\+Tab,.*,80\.00,80\.00,-20\.00,/);
    }
    expect(lines.slice(1).every((line) => !/(^|[,;])[=+@-][^0-9]/.test(line))).toBe(true);

    cleanup();
    await speak(to);
    const dialog = await importFile(items, file);
    expect(
      await within(dialog).findByText(
        to === 'en'
          ? 'To change: 0 · Cannot be applied: 0 · Unchanged: 3'
          : 'À changer : 0 · Non applicables : 0 · Inchangées : 3',
      ),
    ).toBeInTheDocument();
  });

  it('writes a French export as a French spreadsheet reads numbers: semicolons between cells, decimal commas', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:items';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await speak('fr');
    openCatalog([
      partnerHandlers.items([
        buildItem({ productName: 'Teams, Premium', basePrice: 1234.5, markupPercent: 12.5, effectivePrice: 1388.81 }),
      ]),
    ]);
    await screen.findByText('Teams, Premium');
    const [header, line] = (await exportedFile(blobs)).split('\r\n');
    expect(header).toBe(
      'ID d’article;Produit;Éditeur;Durée;Facturation;Devise;Coût;Majoration %;Prix fixe;Prix de vente;Marge;Visible;Position',
    );
    expect(line).toBe('100;Teams, Premium;Microsoft;1 an;Mensuelle;USD;1234,50;12,5;;1388,81;154,31;Oui;0');
  });

  it('reads a French spreadsheet’s file on an English screen: a fixed price typed wins, a changed sell price becomes the fixed price, and says what it does not apply', async () => {
    const applied: PartnerRequest[] = [];
    const items = [
      buildItem({ id: 100, productName: 'Teams', basePrice: 10, markupPercent: 20, effectivePrice: 12 }),
      buildItem({ id: 101, productName: 'Visio', basePrice: 20, effectivePrice: 22 }),
      buildItem({ id: 102, productName: 'Project', basePrice: 30, effectivePrice: 33 }),
    ];
    const csv = [
      'ID d’article;Produit;Coût;Majoration %;Prix fixe;Prix de vente;Notes',
      '100;Teams;10,00;20;14,99 $US;12,00;',
      '101;Visio;20,00;;;25,50;',
      '102;Project Online;35,00;12,5;;33,00;call back',
    ].join('\r\n');
    const dialog = await importFile(items, csv, [partnerHandlers.bulkUpdate({ updated: 3, failed: [] }, applied)]);
    expect(await within(dialog).findByText('To change: 3 · Cannot be applied: 0 · Unchanged: 0')).toBeInTheDocument();
    const changes = within(within(dialog).getByRole('list', { name: 'Changes' })).getAllByRole('listitem');
    expect(changes[0]).toHaveTextContent(
      'Teams (1 year · Monthly): $12.00 → $14.99 · fixed price, the markup is cleared',
    );
    expect(changes[1]).toHaveTextContent(
      'Visio (1 year · Monthly): $22.00 → $25.50 · the sell price typed becomes its fixed price',
    );
    expect(changes[2]).toHaveTextContent('Project (1 year · Monthly): $33.00 → $33.75');
    expect(
      within(dialog).getByText('Not applied, the catalog keeps its own: Produit (line 4), Coût (line 4)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Columns not read: Notes')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply the 3 changes' }));
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(applied[0]!.body).toEqual({
      itemUpdates: [
        { id: 100, priceOverride: 14.99, markupPercent: null },
        { id: 101, priceOverride: 25.5 },
        { id: 102, markupPercent: 12.5 },
      ],
    });
  });

  it('reads an English file’s “$1,234.50” for a French reader, and refuses in French what it cannot read, naming the line, the column and the value', async () => {
    await speak('fr');
    const csv = [
      'Item ID,Product,Cost,Markup %,Fixed price,Sell price',
      '100,Product 1,10.00,,"$1,234.50",11.00',
      '101,Product 2,20.00,,,about 25',
      '102,Product 3,30.00,,€95,33.00',
    ].join('\r\n');
    const dialog = await importFile(buildItems(3), csv);
    expect(await within(dialog).findByText('À changer : 1 · Non applicables : 2 · Inchangées : 0')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Ligne 3 : le prix de vente « about 25 » n’est pas un montant d’au moins 0 avec au plus deux décimales',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Ligne 4 : « €95 » dans la colonne « Fixed price » n’est pas en USD, la devise de l’article',
      ),
    ).toBeInTheDocument();
    const changes = within(within(dialog).getByRole('list', { name: 'Changements' })).getAllByRole('listitem');
    expect(changes[0]).toHaveTextContent(/^Product 1 \(1 an · Mensuelle\) : 11,00 \$US → 1\s234,50 \$US$/);
  });
});
