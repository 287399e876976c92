import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureAnswer } from '../../../mocks/auth-handlers';
import {
  buildAssignment,
  buildCatalog,
  buildItems,
  partnerHandlers,
  type PartnerRequest,
} from '../../../mocks/partner-handlers';
import { openSignedIn, endUser, partnerAdmin, resetPortal, supportUser } from '../support/admin';
import { openScreen } from '../support/screen';
import { expectPlaceholderRowsAfterASecond } from '../support/clock';

const catalogs = [
  buildCatalog(),
  buildCatalog({ id: 2, name: 'Small business', itemCount: 12, assignedCompanyCount: 0, isActive: false }),
];

describe('the partner-admin guard', () => {
  afterEach(resetPortal);

  it('shows "Access forbidden" to an end user, who stays signed in and is not offered the area', async () => {
    openSignedIn('/partner-admin/catalogs', { user: endUser });
    expect(await screen.findByRole('heading', { name: 'Access forbidden', level: 1 })).toBeInTheDocument();
    // The menu is there (the end user's entries), without the partner's.
    expect(await screen.findByRole('menuitem', { name: 'Subscriptions' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Catalogs' })).not.toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).not.toBeNull();
    // A page of its own: named in the app bar, one main landmark, and the way home.
    expect(within(screen.getByRole('banner')).getByText('Access forbidden')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('refuses support staff too, on every child', async () => {
    openScreen('/partner-admin/catalog-builder', { user: supportUser });
    expect(await screen.findByRole('heading', { name: 'Access forbidden', level: 1 })).toBeInTheDocument();
  });

  it('offers the partner screens in the menu to a partner administrator', async () => {
    openSignedIn('/partner-admin/catalogs', { user: partnerAdmin, handlers: [partnerHandlers.catalogs(catalogs)] });
    expect(await screen.findByRole('menuitem', { name: 'Catalogs' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Catalog assignments' })).toBeInTheDocument();
  });
});

describe('the catalogs at /partner-admin/catalogs', () => {
  afterEach(resetPortal);

  it('lists the catalogs with their item and company counts, sorted by name, and searches', async () => {
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/catalogs', {
      user: partnerAdmin,
      handlers: [partnerHandlers.catalogs(catalogs, seen)],
    });
    const row = (await screen.findByText('Small business')).closest('tr') as HTMLElement;
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(seen[0]!.list).toEqual({ sort: ['name', 'ASC'], range: [0, 24], filter: {} });
    await userEvent.type(screen.getByPlaceholderText('Search catalogs'), 'small');
    await waitFor(() => expect(screen.queryByText('Enterprise')).not.toBeInTheDocument());
    expect(seen.at(-1)!.list.filter).toEqual({ q: 'small' });
  });

  it('says so when there is no catalog', async () => {
    openScreen('/partner-admin/catalogs', { user: partnerAdmin, handlers: [partnerHandlers.catalogs([])] });
    expect(await screen.findByText('No catalog yet.')).toBeInTheDocument();
  });

  it('shows progress while the list loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openScreen('/partner-admin/catalogs', {
      user: partnerAdmin,
      handlers: [
        http.get('/api/v1/catalog/partner/catalogs', async () => {
          await delay('infinite');
        }),
      ],
    });
    await screen.findByPlaceholderText('Search catalogs');
    await expectPlaceholderRowsAfterASecond();
  });

  it('shows the server’s words when the list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openScreen('/partner-admin/catalogs', {
      user: partnerAdmin,
      handlers: [partnerHandlers.catalogs(failureAnswer(400, 'range must be two whole numbers'))],
    });
    expect(await within(await screen.findByRole('main')).findByText('range must be two whole numbers')).toBeVisible();
    vi.restoreAllMocks();
  });

  it('creates a catalog and opens it', async () => {
    const seen: PartnerRequest[] = [];
    const created = buildCatalog({ id: 9, name: 'Education', itemCount: 0 });
    openScreen('/partner-admin/catalogs/create', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.createCatalog(created, seen),
        partnerHandlers.catalog(created),
        partnerHandlers.items([]),
      ],
    });
    await userEvent.type(await screen.findByLabelText(/Name/), 'Education');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/partner-admin/catalogs/9'));
    expect(seen[0]!.body).toEqual({ name: 'Education', isActive: true, defaultMarkupPercent: 0 });
  });

  it('sends only the changed fields when a catalog is edited', async () => {
    const seen: PartnerRequest[] = [];
    const catalog = buildCatalog();
    openScreen('/partner-admin/catalogs/1', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.catalog(catalog),
        partnerHandlers.updateCatalog({ ...catalog, description: 'New words' }, seen),
        partnerHandlers.items(buildItems(3)),
      ],
    });
    const description = await screen.findByLabelText('Description');
    await waitFor(() => expect(description).toHaveValue('Everything for large customers'));
    await userEvent.clear(description);
    await userEvent.type(description, 'New words');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({ description: 'New words' });
  });

  it('names the companies that lose their store and asks before deactivating an assigned catalog', async () => {
    const seen: PartnerRequest[] = [];
    const catalog = buildCatalog({ assignedCompanyCount: 2 });
    openScreen('/partner-admin/catalogs/1', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.catalog(catalog),
        partnerHandlers.updateCatalog({ ...catalog, isActive: false }, seen),
        partnerHandlers.items([]),
        partnerHandlers.assignments([
          buildAssignment(),
          buildAssignment({ id: 8, companyId: 5, companyName: 'Tailspin Toys' }),
        ]),
      ],
    });
    const active = await screen.findByLabelText('Active');
    await waitFor(() => expect(active).toBeChecked());
    await userEvent.click(active);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('dialog', { name: 'Deactivate Enterprise?' });
    expect(await within(ask).findByText('Northwind Traders')).toBeInTheDocument();
    expect(within(ask).getByText('Tailspin Toys')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await userEvent.click(within(ask).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({ isActive: false });
  });

  it('shows the server’s 409 naming the companies when a catalog in use is deleted', async () => {
    const catalog = buildCatalog();
    openScreen('/partner-admin/catalogs/1', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.catalog(catalog),
        partnerHandlers.items([]),
        partnerHandlers.deleteCatalog(
          failureAnswer(409, 'Enterprise is assigned to Northwind Traders; remove those assignments first', 'Conflict'),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('Enterprise is assigned to Northwind Traders; remove those assignments first'),
    ).toBeInTheDocument();
  });
});
