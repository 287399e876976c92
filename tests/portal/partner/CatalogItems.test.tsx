import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureAnswer } from '../../../mocks/auth-handlers';
import {
  buildCatalog,
  buildItem,
  buildItems,
  buildProduct,
  partnerHandlers,
  type PartnerRequest,
} from '../../../mocks/partner-handlers';
import { partnerAdmin, resetPortal } from '../support/admin';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { largestPage } from '../../../src/providers/partnerCalls';
import { openScreen } from '../support/screen';
import { expectPlaceholderRowsAfterASecond } from '../support/clock';
import { stubWindowWidth } from '../support/media';

const catalog = buildCatalog({ defaultMarkupPercent: 10 });
const openCatalog = (handlers: RequestHandler[] = []) =>
  openScreen('/partner-admin/catalogs/1', {
    user: partnerAdmin,
    handlers: [partnerHandlers.catalog(catalog), ...handlers],
  });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('a catalog’s items', () => {
  afterEach(resetPortal);

  it('lists the items with cost, markup, sell price and margin, terms in words', async () => {
    const seen: PartnerRequest[] = [];
    openCatalog([
      partnerHandlers.items(
        [
          buildItem({ id: 1, productName: 'Teams Premium', markupPercent: 20, effectivePrice: 120 }),
          buildItem({ id: 2, productName: 'Visio Plan 2', isVisible: false }),
        ],
        seen,
      ),
    ]);
    const row = (await screen.findByText('Teams Premium')).closest('tr') as HTMLElement;
    expect(within(row).getByText('20%')).toBeInTheDocument();
    expect(within(row).getByText('$100.00')).toBeInTheDocument();
    expect(within(row).getByText('$120.00')).toBeInTheDocument();
    expect(within(row).getByText('$20.00')).toContainElement(within(row).getByText('16.7%')); // under the amount
    expect(within(row).getByText('1 year · Monthly')).toBeInTheDocument();
    expect(within(rowOf('Visio Plan 2')).getByText('default (10%)')).toBeInTheDocument();
    expect(seen[0]!.list.sort).toEqual(['position', 'ASC']);
  });

  it('removes one item after asking, with DELETE on the item of this catalog', async () => {
    const removed: PartnerRequest[] = [];
    openCatalog([
      partnerHandlers.items([buildItem({ id: 7, productName: 'Teams Premium' })]),
      partnerHandlers.deleteItem(null, removed),
    ]);
    await screen.findByText('Teams Premium');
    await userEvent.click(within(rowOf('Teams Premium')).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The item is removed')).toBeInTheDocument();
    expect(removed.map((request) => [request.method, request.url.pathname])).toEqual([
      ['DELETE', '/api/v1/catalog/partner/catalogs/1/items/7'],
    ]);
  });

  it('says so when the catalog has no item', async () => {
    openCatalog([partnerHandlers.items([])]);
    expect(await screen.findByText('This catalog has no item yet.')).toBeInTheDocument();
  });

  it('shows the server’s words when the items fail to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openCatalog([partnerHandlers.items(failureAnswer(400, 'filter must be JSON'))]);
    expect(await screen.findByText('filter must be JSON')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('shows progress while the items load', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openCatalog([
      http.get('/api/v1/catalog/partner/catalogs/:id/items', async () => {
        await delay('infinite');
      }),
    ]);
    await screen.findByPlaceholderText('Search products or publishers');
    await expectPlaceholderRowsAfterASecond();
  });

  it('adds many price sheets at once with one markup and says how many were new', async () => {
    const seen: PartnerRequest[] = [];
    openCatalog([
      partnerHandlers.items([]),
      partnerHandlers.products([
        buildProduct(),
        buildProduct({
          id: 51,
          name: 'Visio Plan 2',
          sku: 'VISIO-2',
          priceSheets: [{ id: 510, term: 'P1M', billingFrequency: 'monthly', unitPrice: 15, currency: 'USD' }],
        }),
      ]),
      partnerHandlers.addItems({ added: 2, alreadyInCatalog: [510] }, seen),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add items' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByLabelText('Microsoft 365 E3 1 month · Monthly'));
    await userEvent.click(within(dialog).getByLabelText('Microsoft 365 E3 1 year · Annual'));
    await userEvent.click(within(dialog).getByLabelText('Visio Plan 2 1 month · Monthly'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 price sheets chosen');
    await userEvent.click(within(dialog).getByLabelText('A markup'));
    await userEvent.type(within(dialog).getByLabelText('Markup %'), '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 3 price sheets' }));
    expect(await within(dialog).findByText('2 added, 1 already in the catalog')).toBeInTheDocument();
    expect(seen[0]!.body).toEqual({ price_sheet_ids: [500, 501, 510], isVisible: true, markupPercent: 15 });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('marks the sheets already in the catalog, chooses all that match, checks the price and asks before a sale at 0', async () => {
    const seen: PartnerRequest[] = [];
    openCatalog([
      partnerHandlers.items([buildItem({ id: 1, priceSheetId: 500, productName: 'Microsoft 365 E3' })]),
      partnerHandlers.products([
        buildProduct(),
        buildProduct({
          id: 51,
          name: 'Visio Plan 2',
          sku: 'VISIO-2',
          priceSheets: [{ id: 510, term: 'P1M', billingFrequency: 'monthly', unitPrice: 15, currency: 'USD' }],
        }),
      ]),
      partnerHandlers.addItems({ added: 2, alreadyInCatalog: [] }, seen),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add items' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('Microsoft 365 E3 1 month · Monthly')).toBeDisabled());
    expect(within(dialog).getByText('Already in the catalog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose all 2 products that match' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('2 price sheets chosen'));
    await userEvent.click(within(dialog).getByLabelText('A fixed price'));
    await userEvent.type(within(dialog).getByLabelText('Fixed price'), '-5');
    expect(await within(dialog).findByText('must be at least 0')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add 2 price sheets' })).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Fixed price'));
    await userEvent.type(within(dialog).getByLabelText('Fixed price'), '0');
    expect(
      within(dialog).getByText('2 of the chosen price sheets would sell at zero or below cost.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 2 price sheets' }));
    const question = await screen.findByRole('dialog', { name: 'Sell at zero or below cost?' });
    expect(seen).toHaveLength(0);
    await userEvent.click(within(question).getByRole('button', { name: 'Apply anyway' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({ price_sheet_ids: [501, 510], isVisible: true, priceOverride: 0 });
  });

  it('previews a bulk markup change with old and new sell prices and margins and applies it in one request', async () => {
    const seen: PartnerRequest[] = [];
    openCatalog([partnerHandlers.bulkUpdate({ updated: 2, failed: [] }, seen), partnerHandlers.items(buildItems(3))]);
    await screen.findByText('Product 1');
    await userEvent.click(within(rowOf('Product 1')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('Product 2')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Change the selected items' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('New value'), '50');
    const preview = within(dialog).getByRole('table', { name: 'Preview' });
    const second = within(preview).getByText('Product 2').closest('tr') as HTMLElement;
    expect(within(second).getByText('$22.00')).toBeInTheDocument();
    expect(within(second).getByText('$30.00')).toBeInTheDocument();
    expect(within(second).getByText('$10.00 (33.3%)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 items' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({
      itemUpdates: [
        { id: 100, markupPercent: 50, priceOverride: null },
        { id: 101, markupPercent: 50, priceOverride: null },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the per-row report when the server refuses a bulk change, nothing applied', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openCatalog([
      partnerHandlers.bulkUpdate({
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: '1 of 1 changes cannot be applied; nothing was changed',
          updated: 0,
          failed: [{ id: 100, code: 'not_in_catalog', reason: 'This item is not in this catalog' }],
        },
      }),
      partnerHandlers.items(buildItems(2)),
    ]);
    await screen.findByText('Product 1');
    await userEvent.click(within(rowOf('Product 1')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Change the selected items' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('New value'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 1 item' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('Nothing was changed: 1 row cannot be applied');
    expect(refusal).toHaveTextContent('Product 1 (1 year · Monthly): it is no longer in this catalog');
    vi.restoreAllMocks();
  });

  it('offers, after a refusal, to apply the valid rows only, and sends those alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: PartnerRequest[] = [];
    let calls = 0;
    openCatalog([
      http.put('/api/v1/catalog/partner/catalogs/:id/items/bulk', async ({ request }) => {
        seen.push({ body: await request.json() } as PartnerRequest);
        calls++;
        return calls === 1
          ? HttpResponse.json(
              {
                statusCode: 409,
                error: 'Conflict',
                message: '1 of 3 changes cannot be applied; nothing was changed',
                updated: 0,
                failed: [{ id: 101, code: 'not_in_catalog', reason: 'This item is not in this catalog' }],
              },
              { status: 409 },
            )
          : HttpResponse.json({ updated: 2, failed: [] });
      }),
      partnerHandlers.items(buildItems(3)),
    ]);
    await screen.findByText('Product 1');
    for (const name of ['Product 1', 'Product 2', 'Product 3'])
      await userEvent.click(within(rowOf(name)).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Change the selected items' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('New value'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 3 items' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Apply to the 2 valid items only' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect((seen[1]!.body as { itemUpdates: { id: number }[] }).itemUpdates.map((row) => row.id)).toEqual([100, 102]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    vi.restoreAllMocks();
  });

  it('says how many items a change sells at zero or below cost and asks before applying it', async () => {
    const seen: PartnerRequest[] = [];
    openCatalog([partnerHandlers.bulkUpdate({ updated: 2, failed: [] }, seen), partnerHandlers.items(buildItems(2))]);
    await screen.findByText('Product 1');
    await userEvent.click(within(rowOf('Product 1')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('Product 2')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Change the selected items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change 2 items' });
    await userEvent.type(within(dialog).getByLabelText('New value'), '-100');
    expect(within(dialog).getByText('2 items would sell at zero or below their cost')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 items' }));
    const ask = await screen.findByRole('dialog', { name: 'Sell at zero or below cost?' });
    expect(seen).toHaveLength(0);
    await userEvent.click(within(ask).getByRole('button', { name: 'Apply anyway' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect((seen[0]!.body as { itemUpdates: { markupPercent: number }[] }).itemUpdates[0]!.markupPercent).toBe(-100);
  });

  it('selects all 1,000 matching items across pages and sends them in ONE request', async () => {
    const seen: PartnerRequest[] = [];
    const bulk: PartnerRequest[] = [];
    openCatalog([
      partnerHandlers.bulkUpdate({ updated: 1000, failed: [] }, bulk),
      partnerHandlers.items(buildItems(1000), seen),
    ]);
    await screen.findByText('Product 1');
    await userEvent.click(within(rowOf('Product 1')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Select all 1,000 matching items' }));
    expect(await screen.findByText('All 1,000 matching items are selected')).toBeInTheDocument();
    expect(seen.at(-1)!.list.range).toEqual([0, largestPage - 1]);
    await userEvent.click(screen.getByRole('button', { name: 'Change the selected items' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Change'));
    await userEvent.click(await screen.findByRole('option', { name: 'Visibility' }));
    await userEvent.click(within(dialog).getByLabelText('New value'));
    await userEvent.click(await screen.findByRole('option', { name: 'Hidden' }));
    expect(within(dialog).getByText('… and 950 more')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 1,000 items' }));
    await waitFor(() => expect(bulk).toHaveLength(1));
    const { itemUpdates } = bulk[0]!.body as { itemUpdates: { id: number; isVisible: boolean }[] };
    expect(itemUpdates).toHaveLength(1000);
    expect(itemUpdates[999]).toEqual({ id: 1099, isVisible: false });
  });

  it('edits one item, sending only what changed', async () => {
    const seen: PartnerRequest[] = [];
    openCatalog([partnerHandlers.updateItem(buildItem(), seen), partnerHandlers.items([buildItem()])]);
    await screen.findByText('Microsoft 365 E3');
    await userEvent.click(within(rowOf('Microsoft 365 E3')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('$100.00')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Fixed price'), '130');
    expect(within(dialog).getByText('$130.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$30.00 (23.1%)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({ priceOverride: 130 });
  });

  it('says “not both” as soon as a markup and a fixed price are given, and asks before a sale below cost', async () => {
    const seen: PartnerRequest[] = [];
    openCatalog([partnerHandlers.updateItem(buildItem(), seen), partnerHandlers.items([buildItem()])]);
    await screen.findByText('Microsoft 365 E3');
    await userEvent.click(within(rowOf('Microsoft 365 E3')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Markup %'), '5');
    await userEvent.type(within(dialog).getByLabelText('Fixed price'), '0');
    expect(within(dialog).getAllByText('Give either a markup or a fixed price, not both')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Markup %'));
    expect(within(dialog).getByText('At this price the item sells at zero or below its cost.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('dialog', { name: 'Sell at zero or below cost?' });
    expect(seen).toHaveLength(0);
    await userEvent.click(within(ask).getByRole('button', { name: 'Apply anyway' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({ priceOverride: 0 });
  });
});

describe('one item’s dialog and the add-items form, checked by the API’s own schemas', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    return resetPortal();
  });

  const openItemDialog = async (handlers: RequestHandler[] = []) => {
    openCatalog([...handlers, partnerHandlers.items([buildItem()])]);
    await screen.findByText('Microsoft 365 E3');
    await userEvent.click(within(rowOf('Microsoft 365 E3')).getByRole('button', { name: 'Edit' }));
    return screen.findByRole('dialog');
  };

  it('refuses a markup past 1,000 % beside the field and sends nothing', async () => {
    const seen: PartnerRequest[] = [];
    const dialog = await openItemDialog([partnerHandlers.updateItem(buildItem(), seen)]);
    await userEvent.type(within(dialog).getByLabelText('Markup %'), '1001');
    expect(await within(dialog).findByText('must be at most 1000')).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.click(save);
    expect(seen).toHaveLength(0);
  });

  it('refuses a third decimal and an empty position in words of its own', async () => {
    const dialog = await openItemDialog([partnerHandlers.updateItem(buildItem())]);
    await userEvent.type(within(dialog).getByLabelText('Markup %'), '12.345');
    expect(await within(dialog).findByText('may have at most two decimals')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Position'));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
  });

  it('says the refusal in French to a French reader', async () => {
    await i18nProvider.changeLocale('fr');
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    openCatalog([partnerHandlers.items([buildItem()])]);
    await screen.findByText('Microsoft 365 E3');
    await userEvent.click(within(rowOf('Microsoft 365 E3')).getByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Majoration %'), '-101');
    expect(await within(dialog).findByText('doit valoir au moins -100')).toBeInTheDocument();
    localStorage.removeItem('RaStore.locale');
  });

  it('says “not both” at the opening of a row that has a markup and a fixed price', async () => {
    openCatalog([partnerHandlers.items([buildItem({ markupPercent: 8, priceOverride: 130, effectivePrice: 130 })])]);
    await screen.findByText('Microsoft 365 E3');
    await userEvent.click(within(rowOf('Microsoft 365 E3')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getAllByText('Give either a markup or a fixed price, not both')).toHaveLength(2),
    );
  });

  it('names both buttons of the item dialog in words on a phone', async () => {
    stubWindowWidth(390);
    openCatalog([partnerHandlers.items([buildItem()])]);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    // react-admin's <Button> shows only its icon below 600 px: a Cancel with no icon was an empty box.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveTextContent('Cancel');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveTextContent('Save');
  });

  it('sends the visibility alone when only it changed', async () => {
    const seen: PartnerRequest[] = [];
    const dialog = await openItemDialog([partnerHandlers.updateItem(buildItem({ isVisible: false }), seen)]);
    await userEvent.click(within(dialog).getByLabelText('Visible'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({ isVisible: false });
    expect(seen[0]!.url.pathname).toBe('/api/v1/catalog/partner/catalogs/1/items/100');
    expect(await screen.findByText('The item is saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open, with what was typed and the server’s reason, when the save is refused', async () => {
    const seen: PartnerRequest[] = [];
    const dialog = await openItemDialog([
      partnerHandlers.updateItem(failureAnswer(400, 'This position is taken by another item'), seen),
    ]);
    await userEvent.clear(within(dialog).getByLabelText('Position'));
    await userEvent.type(within(dialog).getByLabelText('Position'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This position is taken by another item')).toBeInTheDocument();
    expect(seen[0]!.body).toEqual({ position: 3 });
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByLabelText('Position')).toHaveValue(3);
  });

  it('refuses a markup past 1,000 % for the sheets added and sends nothing', async () => {
    const seen: PartnerRequest[] = [];
    openCatalog([
      partnerHandlers.items([]),
      partnerHandlers.products([buildProduct()]),
      partnerHandlers.addItems({ added: 1, alreadyInCatalog: [] }, seen),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add items' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByLabelText('Microsoft 365 E3 1 month · Monthly'));
    await userEvent.click(within(dialog).getByLabelText('A markup'));
    const add = within(dialog).getByRole('button', { name: 'Add 1 price sheet' });
    expect(add).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Markup %'), '1500');
    expect(await within(dialog).findByText('must be at most 1000')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Markup %'));
    await userEvent.type(within(dialog).getByLabelText('Markup %'), '12.5');
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({ price_sheet_ids: [500], isVisible: true, markupPercent: 12.5 });
  });
});
