// How a catalog's items read on a desk and on a phone. happy-dom lays nothing out: what keeps a heading or a figure on
// one line, or a toolbar in the page's flow, is read from the CSS emotion wrote for it (stylesOf).
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCatalog, buildItem, partnerHandlers } from '../../../mocks/partner-handlers';
import { partnerAdmin, resetPortal } from '../support/admin';
import { stubWindowWidth } from '../support/media';
import { stylesOf } from '../support/render';
import { openScreen } from '../support/screen';

const items = [
  buildItem({ id: 1, productName: 'Teams Premium', markupPercent: 20, effectivePrice: 120 }),
  buildItem({ id: 2, productName: 'Visio Plan 2' }),
  buildItem({ id: 3, productName: 'Project Plan 1', priceOverride: 95, effectivePrice: 95 }),
];
const openCatalog = () =>
  openScreen('/partner-admin/catalogs/1', {
    user: partnerAdmin,
    handlers: [partnerHandlers.catalog(buildCatalog({ defaultMarkupPercent: 10 })), partnerHandlers.items(items)],
  });
const rowOf = async (product: string) => (await screen.findByText(product)).closest('tr') as HTMLElement;

describe('a catalog’s items on a desk', () => {
  afterEach(resetPortal);

  it('keeps each short heading and figure on one line, and gives the product the room they leave', async () => {
    openCatalog();
    const row = await rowOf('Teams Premium');
    const table = row.closest('table')!;
    const headers = [...table.querySelectorAll('thead th')];
    const headerOf = (name: string) => headers.find((header) => header.textContent === name)!;
    for (const name of ['Cost', 'Markup %', 'Sell price', 'Margin']) {
      const column = headers.indexOf(headerOf(name));
      expect(stylesOf(headerOf(name)), `the heading ${name}`).toMatch(/white-space:nowrap/);
      expect(stylesOf(row.children[column]!), `the figure under ${name}`).toMatch(/white-space:nowrap/);
    }
    expect(stylesOf(headerOf('Product'))).toMatch(/width:100%/);
    expect(stylesOf(headerOf('Product'))).not.toMatch(/nowrap/);
    expect(within(await rowOf('Visio Plan 2')).getByText('default (10%)')).toBeInTheDocument();
  });

  it('heads the items on the line of their buttons', async () => {
    openCatalog();
    await rowOf('Teams Premium');
    const heading = screen.getByRole('heading', { name: 'Items', level: 2 });
    // Beside "Add items", "Import prices" and "Export", which then leave the filters a line of their own.
    expect(heading.parentElement).toContainElement(screen.getByRole('button', { name: 'Add items' }));
    expect(heading.parentElement).not.toContainElement(screen.getByPlaceholderText('Search products or publishers'));
  });
});

describe('a catalog’s items on a phone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    return resetPortal();
  });

  it('shows under each product its sell price, its markup or fixed price, and its margin, each whole', async () => {
    stubWindowWidth(390);
    openCatalog();
    const teams = await rowOf('Teams Premium');
    const facts = ['$120.00', 'Markup: 20%', 'Margin: $20.00 (16.7%)'].map((text) => within(teams).getByText(text));
    for (const fact of facts) expect(stylesOf(fact), fact.textContent!).toMatch(/white-space:nowrap/);
    expect(within(teams).getByText('1 year · Monthly · Microsoft')).toBeInTheDocument();
    expect(within(await rowOf('Visio Plan 2')).getByText('Markup: default (10%)')).toBeInTheDocument();
    const project = await rowOf('Project Plan 1');
    expect(within(project).getByText('Fixed price')).toBeInTheDocument();
    expect(within(project).getByText('Margin: -$5.00 (-5.3%)')).toBeInTheDocument();
  });

  it('keeps the catalog’s Save, Save as template and Delete under its fields, not pinned over the items', async () => {
    stubWindowWidth(390);
    openCatalog();
    await rowOf('Teams Premium');
    const toolbar = screen.getByRole('button', { name: 'Save as template' }).closest('[role="toolbar"]')!;
    expect(toolbar).toHaveClass('RaToolbar-mobileToolbar');
    // react-admin's rule pins it (position:fixed); the catalog's, written after, wins.
    expect([...stylesOf(toolbar).matchAll(/position:(\w+)/g)].map(([, position]) => position).at(-1)).toBe('static');
  });
});
