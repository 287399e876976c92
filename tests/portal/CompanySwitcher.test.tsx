import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminHandlers, buildMyCompany, type AdminRequest } from '../../mocks/admin-handlers';
import { failureAnswer } from '../../mocks/auth-handlers';
import {
  buildProduct,
  buildSubscription,
  buildSubscriptionDetail,
  buildUsage,
  endUserHandlers,
} from '../../mocks/end-user-handlers';
import { endUser, openSignedIn, resetPortal } from './support/admin';

const fabrikam = buildMyCompany({ id: 3, name: 'Fabrikam', isCurrent: true });
const northwind = buildMyCompany({ id: 4, name: 'Northwind Traders', isCurrent: false, role: 'viewer' });

type Companies = ReturnType<typeof buildMyCompany>[];

/** The access to the current company ends with the first refused call: the list then answers `after`. */
function accessEndsOnRefusal(before: Companies, after: Companies) {
  let hasEnded = false;
  return [
    adminHandlers.myCompanies(() => (hasEnded ? after : before)),
    adminHandlers.myHistory(() => {
      hasEnded = true;
      return failureAnswer(403, 'Access to this company has ended');
    }),
  ];
}

describe('the company switcher after a refusal', () => {
  beforeEach(() => localStorage.setItem('current_company_id', '3'));
  afterEach(resetPortal);

  it('reads the companies again on a 403 and moves to one the person still has', async () => {
    const switches: AdminRequest[] = [];
    openSignedIn('/admin', {
      user: endUser,
      handlers: [...accessEndsOnRefusal([fabrikam, northwind], [northwind]), adminHandlers.switchCompany(switches)],
    });
    await waitFor(() => expect(switches.map((request) => request.body)).toEqual([{ companyId: 4 }]));
    expect(localStorage.getItem('current_company_id')).toBe('4');
    expect(localStorage.getItem('auth_token')).not.toBeNull();
  });

  it('leaves a company whose access ended for the one the server now names, and says which access went', async () => {
    // The server has already moved its own record of the current company: the list marks Northwind current.
    const switches: AdminRequest[] = [];
    openSignedIn('/admin', {
      user: endUser,
      handlers: [
        ...accessEndsOnRefusal([fabrikam, northwind], [{ ...northwind, isCurrent: true }]),
        adminHandlers.switchCompany(switches),
      ],
    });
    await waitFor(() => expect(switches.map((request) => request.body)).toEqual([{ companyId: 4 }]));
    expect(localStorage.getItem('current_company_id')).toBe('4');
    expect(
      await screen.findByText('Your access to Fabrikam has ended. You are now acting for Northwind Traders.'),
    ).toBeInTheDocument();
  });

  it('says "You have no access to a company" when none is left', async () => {
    const switches: AdminRequest[] = [];
    openSignedIn('/admin', {
      user: endUser,
      handlers: [...accessEndsOnRefusal([fabrikam], []), adminHandlers.switchCompany(switches)],
    });
    expect(await screen.findByText('You have no access to a company')).toBeInTheDocument();
    expect(await screen.findByText('Your access to Fabrikam has ended.')).toBeInTheDocument();
    expect(switches).toHaveLength(0);
    expect(localStorage.getItem('current_company_id')).toBeNull();
    expect(localStorage.getItem('auth_token')).not.toBeNull();
  });

  it('stays on the current company when it is still there', async () => {
    const switches: AdminRequest[] = [];
    const reads: AdminRequest[] = [];
    openSignedIn('/admin', {
      user: endUser,
      handlers: [
        adminHandlers.myCompanies([fabrikam, northwind], reads),
        adminHandlers.switchCompany(switches),
        adminHandlers.myHistory(failureAnswer(403, 'No')),
      ],
    });
    await waitFor(() => expect(reads.length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByRole('button', { name: 'Company: Fabrikam' })).toBeInTheDocument();
    expect(switches).toHaveLength(0);
  });
});

describe('a company switch', () => {
  beforeEach(() => localStorage.setItem('current_company_id', '3'));
  afterEach(resetPortal);

  const isNorthwind = () => localStorage.getItem('current_company_id') === '4';
  const myCompanies = adminHandlers.myCompanies(() =>
    isNorthwind()
      ? [
          { ...fabrikam, isCurrent: false },
          { ...northwind, isCurrent: true },
        ]
      : [fabrikam, northwind],
  );
  const switchTo = async (name: RegExp) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Company: Fabrikam' }));
    await userEvent.click(await screen.findByRole('menuitem', { name }));
  };

  it('replaces an open subscription by the new company’s list, in the new role', async () => {
    openSignedIn('/subscriptions/11/show', {
      handlers: [
        myCompanies,
        adminHandlers.switchCompany(),
        endUserHandlers.usage([buildUsage()]),
        // Fabrikam's subscription is not Northwind's.
        endUserHandlers.subscription(() =>
          isNorthwind() ? failureAnswer(404, 'Resource not found') : buildSubscriptionDetail(),
        ),
        endUserHandlers.subscriptions(() => [buildSubscription({ id: 40, productName: 'Visio Plan 2' })]),
      ],
    });
    expect(await screen.findByRole('button', { name: 'Change quantity' })).toBeInTheDocument();
    await switchTo(/Northwind/);
    expect(await screen.findByText('Visio Plan 2')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/subscriptions');
    expect(screen.queryByText('Microsoft 365 E3')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change quantity' })).not.toBeInTheDocument();
  });

  it('stays on a product both companies’ catalogs hold, and shows it at the new company’s price', async () => {
    const visio = buildProduct({ id: 7, name: 'Visio Plan 2' });
    openSignedIn('/catalog/7', {
      handlers: [
        myCompanies,
        adminHandlers.switchCompany(),
        endUserHandlers.product(() => ({
          ...visio,
          offers: [{ ...visio.offers[0]!, unitPrice: isNorthwind() ? 41 : 36 }],
        })),
        // Northwind's catalog holds it too: asked as a list, by its id.
        endUserHandlers.catalog(() => [visio]),
      ],
    });
    expect(await screen.findByRole('radio', { name: /€36\.00/ })).toBeInTheDocument();
    await switchTo(/Northwind/);
    expect(await screen.findByRole('radio', { name: /€41\.00/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/catalog/7');
    expect(screen.getByRole('heading', { name: 'Visio Plan 2', level: 1 })).toBeInTheDocument();
  });

  it('leaves a product the new company’s catalog lacks for its catalog', async () => {
    openSignedIn('/catalog/8', {
      handlers: [
        myCompanies,
        adminHandlers.switchCompany(),
        endUserHandlers.product(() =>
          isNorthwind() ? failureAnswer(404, 'Resource not found') : buildProduct({ id: 8, name: 'Fabrikam Special' }),
        ),
        endUserHandlers.catalog(() => [buildProduct({ id: 7, name: 'Visio Plan 2' })]),
        endUserHandlers.facets(),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Fabrikam Special', level: 1 })).toBeInTheDocument();
    await switchTo(/Northwind/);
    expect(await screen.findByText('Visio Plan 2')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/catalog');
    expect(screen.queryByText('Resource not found')).not.toBeInTheDocument();
  });

  it('shows the new company’s figures on the screen that was open', async () => {
    const fabrikamRows = [buildSubscription({ productName: 'Microsoft 365 E3' })];
    const northwindRows = [buildSubscription({ id: 40, productName: 'Visio Plan 2' })];
    openSignedIn('/subscriptions', {
      handlers: [
        myCompanies,
        adminHandlers.switchCompany(),
        endUserHandlers.subscriptions(() => (isNorthwind() ? northwindRows : fabrikamRows)),
      ],
    });
    expect(await screen.findByText('Microsoft 365 E3')).toBeInTheDocument();
    await switchTo(/Northwind/);
    expect(await screen.findByText('Visio Plan 2')).toBeInTheDocument();
    expect(screen.queryByText('Microsoft 365 E3')).not.toBeInTheDocument();
  });

  it('offers a company granted meanwhile on the person’s next page', async () => {
    let granted = false;
    openSignedIn('/subscriptions', {
      handlers: [
        adminHandlers.myCompanies(() => (granted ? [fabrikam, northwind] : [fabrikam])),
        endUserHandlers.subscriptions([buildSubscription()]),
        endUserHandlers.orders([]),
      ],
    });
    const switcher = await screen.findByRole('button', { name: 'Company: Fabrikam' });
    expect(switcher).toBeDisabled();
    granted = true;
    await userEvent.click(screen.getAllByRole('menuitem', { name: 'Orders' })[0]!);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Company: Fabrikam' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Company: Fabrikam' }));
    expect(await screen.findByRole('menuitem', { name: /Northwind Traders/ })).toBeInTheDocument();
  });

  it('follows a switch made in another tab of the browser', async () => {
    const fabrikamRows = [buildSubscription({ productName: 'Microsoft 365 E3' })];
    const northwindRows = [buildSubscription({ id: 40, productName: 'Visio Plan 2' })];
    openSignedIn('/subscriptions', {
      handlers: [myCompanies, endUserHandlers.subscriptions(() => (isNorthwind() ? northwindRows : fabrikamRows))],
    });
    expect(await screen.findByText('Microsoft 365 E3')).toBeInTheDocument();
    // The other tab stores the new company and counts the change in react-admin's store.
    localStorage.setItem('current_company_id', '4');
    const key = 'RaStore.company.changes';
    localStorage.setItem(key, '1');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: '1', storageArea: localStorage }));
    });
    // Gone at once, before Northwind's rows arrive: nothing of Fabrikam stays in this tab's cache either.
    expect(screen.queryByText('Microsoft 365 E3')).not.toBeInTheDocument();
    expect(await screen.findByText('Visio Plan 2')).toBeInTheDocument();
  });
});
