import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, type RequestHandler } from 'msw';
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
import { openSignedIn, partnerAdmin, resetPortal } from '../support/admin';

const catalog = buildCatalog({ defaultMarkupPercent: 10 });
const openCatalog = (handlers: RequestHandler[] = []) =>
  openSignedIn('/partner-admin/catalogs/1', {
    user: partnerAdmin,
    handlers: [partnerHandlers.catalog(catalog), ...handlers],
  });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('a catalog’s items', () => {
  afterEach(resetPortal);

  it('lists the items with base, markup and effective prices', async () => {
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
    expect(within(row).getByText('20 %')).toBeInTheDocument();
    expect(within(row).getByText('120.00')).toBeInTheDocument();
    expect(within(rowOf('Visio Plan 2')).getByText('default (10 %)')).toBeInTheDocument();
    expect(seen[0]!.list.sort).toEqual(['position', 'ASC']);
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
    openCatalog([
      http.get('/api/v1/catalog/partner/catalogs/:id/items', async () => {
        await delay('infinite');
      }),
    ]);
    await screen.findByPlaceholderText('Search products or publishers');
    await waitFor(() => expect(document.querySelector('[class*="RaPlaceholder"]')).not.toBeNull());
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
    await userEvent.click(await within(dialog).findByLabelText('Microsoft 365 E3 P1M monthly'));
    await userEvent.click(within(dialog).getByLabelText('Microsoft 365 E3 P1Y annual'));
    await userEvent.click(within(dialog).getByLabelText('Visio Plan 2 P1M monthly'));
    await userEvent.click(within(dialog).getByLabelText('A markup'));
    await userEvent.type(within(dialog).getByLabelText('Markup %'), '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 3 price sheets' }));
    expect(await within(dialog).findByText('2 added, 1 already in the catalog')).toBeInTheDocument();
    expect(seen[0]!.body).toEqual({ price_sheet_ids: [500, 501, 510], isVisible: true, markupPercent: 15 });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('previews a bulk markup change with old and new effective prices and applies it in one request', async () => {
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
    expect(within(second).getByText('22.00')).toBeInTheDocument();
    expect(within(second).getByText('30.00')).toBeInTheDocument();
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
          failed: [{ id: 100, reason: 'This item is not in this catalog' }],
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
    expect(await within(dialog).findByText('This item is not in this catalog')).toBeInTheDocument();
    expect(within(dialog).getByText('Nothing was changed: these rows cannot be applied')).toBeInTheDocument();
    vi.restoreAllMocks();
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
    await userEvent.click(screen.getByRole('button', { name: 'Select all 1000 matching items' }));
    expect(await screen.findByText('All 1000 matching items are selected')).toBeInTheDocument();
    expect(seen.at(-1)!.list.range).toEqual([0, 999]);
    await userEvent.click(screen.getByRole('button', { name: 'Change the selected items' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Change'));
    await userEvent.click(await screen.findByRole('option', { name: 'Visibility' }));
    await userEvent.click(within(dialog).getByLabelText('New value'));
    await userEvent.click(await screen.findByRole('option', { name: 'Hidden' }));
    expect(within(dialog).getByText('… and 950 more')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 1000 items' }));
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
    await userEvent.type(within(dialog).getByLabelText('Fixed price'), '99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({ priceOverride: 99 });
  });
});
