import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../../mocks/admin-handlers';
import { failureAnswer } from '../../../mocks/auth-handlers';
import {
  buildAssignment,
  buildCatalog,
  buildItems,
  partnerHandlers,
  type PartnerRequest,
} from '../../../mocks/partner-handlers';
import { openSignedIn, partnerAdmin, resetPortal } from '../support/admin';
import { openScreen } from '../support/screen';

const template = {
  id: 1,
  name: 'Modern workplace essentials',
  description: 'Microsoft 365 and friends',
  defaultMarkupPercent: 12,
  itemCount: 24,
  isActive: true,
};

describe('the catalog builder at /partner-admin/catalog-builder', () => {
  afterEach(resetPortal);

  it('creates a catalog from a template and goes on to its items, remembering where it is in the address', async () => {
    const seen: PartnerRequest[] = [];
    const created = buildCatalog({ id: 12, name: 'Northwind 2026', itemCount: 24 });
    openScreen('/partner-admin/catalog-builder', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.templates([template]),
        partnerHandlers.template({ ...template, items: [] }),
        partnerHandlers.fromTemplate(created, seen),
        partnerHandlers.catalog(created),
        partnerHandlers.items(buildItems(3)),
      ],
    });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Modern workplace essentials' }));
    expect(await screen.findByText('24 items, default markup 12%')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Catalog name'), 'Northwind 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create the catalog' }));
    await waitFor(() => expect(window.location.search).toBe('?catalogId=12&step=1'));
    expect(seen[0]!.body).toEqual({ name: 'Northwind 2026' });
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
  });

  it('goes back to the catalog’s details from its items, and offers to go on after leaving through the menu', async () => {
    const created = buildCatalog({ id: 12, name: 'Northwind 2026', itemCount: 3 });
    const handlers = [
      partnerHandlers.templates([template]),
      partnerHandlers.catalog(created),
      partnerHandlers.catalogs([created]),
      partnerHandlers.items(buildItems(3)),
    ];
    openSignedIn('/partner-admin/catalog-builder?catalogId=12&step=1', { user: partnerAdmin, handlers });
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(window.location.search).toBe('?catalogId=12&step=0'));
    expect(await screen.findByDisplayValue('Northwind 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Product 1')).toBeInTheDocument();

    // Away through the menu, then back to the builder from the menu.
    await userEvent.click(screen.getAllByRole('menuitem', { name: 'Catalogs' })[0]!);
    await screen.findByRole('heading', { name: 'Catalogs', level: 1 });
    await userEvent.click(screen.getAllByRole('menuitem', { name: 'Catalog builder' })[0]!);
    expect(await screen.findByText('You left “Northwind 2026” half built. Go on with it?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go on' }));
    await waitFor(() => expect(window.location.search).toBe('?catalogId=12&step=1'));
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
  });

  it('creates a blank catalog with the default markup given, and keeps the name typed across a reload', async () => {
    const seen: PartnerRequest[] = [];
    const created = buildCatalog({ id: 13, name: 'Spring', itemCount: 0, defaultMarkupPercent: 18 });
    const handlers = [
      partnerHandlers.templates([template]),
      partnerHandlers.createCatalog(created, seen),
      partnerHandlers.catalog(created),
      partnerHandlers.items([]),
    ];
    openScreen('/partner-admin/catalog-builder', { user: partnerAdmin, handlers });
    await userEvent.click(await screen.findByLabelText('Start from a blank catalog'));
    await userEvent.type(screen.getByLabelText('Catalog name'), 'Spring');
    const markup = screen.getByLabelText('Default markup %');
    await userEvent.clear(markup);
    await userEvent.type(markup, '2000');
    expect(screen.getByText('A markup between -100 and 1000 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create the catalog' })).toBeDisabled();
    await userEvent.clear(markup);
    await userEvent.type(markup, '18');

    // A reload: the blank choice, the name and the markup typed are all still there.
    cleanup();
    openScreen('/partner-admin/catalog-builder', { user: partnerAdmin, handlers });
    expect(await screen.findByLabelText('Start from a blank catalog')).toBeChecked();
    expect(screen.getByLabelText('Catalog name')).toHaveValue('Spring');
    expect(screen.getByLabelText('Default markup %')).toHaveValue(18);
    await userEvent.click(screen.getByRole('button', { name: 'Create the catalog' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({ name: 'Spring', defaultMarkupPercent: 18 });
  });

  it('resumes at the assignment step from the address', async () => {
    openScreen('/partner-admin/catalog-builder?catalogId=12&step=2', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.catalog(buildCatalog({ id: 12, name: 'Northwind 2026' })),
        partnerHandlers.assignments([buildAssignment({ catalogId: 12, catalogName: 'Northwind 2026' })]),
      ],
    });
    expect(await screen.findByText('Northwind Traders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
  });

  it('assigns the catalog being built, which the dialog keeps fixed', async () => {
    const seen: PartnerRequest[] = [];
    const catalog = buildCatalog({ id: 12, name: 'Northwind 2026' });
    openScreen('/partner-admin/catalog-builder?catalogId=12&step=2', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.catalog(catalog),
        partnerHandlers.catalogs([catalog]),
        partnerHandlers.companies([buildCompany({ id: 4, name: 'Northwind Traders' })]),
        partnerHandlers.billingProfiles([]),
        partnerHandlers.assignments([]),
        partnerHandlers.createAssignment(buildAssignment({ catalogId: 12, catalogName: 'Northwind 2026' }), seen),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Assign a catalog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a catalog' });
    const catalogPicker = within(dialog).getByRole('combobox', { name: 'Catalog' });
    expect(catalogPicker).toBeDisabled();
    await waitFor(() => expect((catalogPicker as HTMLInputElement).value).toMatch(/^Northwind 2026/));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Company' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Northwind Traders/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toMatchObject({ catalogId: 12, companyId: 4 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s words when the templates fail to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A server error is asked again twice, a second and then two apart: the test's clock moves on instead of waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openScreen('/partner-admin/catalog-builder', {
      user: partnerAdmin,
      handlers: [partnerHandlers.templates(failureAnswer(500, 'boom'))],
    });
    const shown = screen.findByText('Server error');
    for (let second = 0; second < 4; second++) await vi.advanceTimersByTimeAsync(1_000);
    expect(await shown).toBeInTheDocument();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
});
