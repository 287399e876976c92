import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SeenRequest } from '../../mocks/answers';
import { adminHandlers, buildMyCompany, type AdminRequest } from '../../mocks/admin-handlers';
import { buildSessionUser, failureAnswer } from '../../mocks/auth-handlers';
import {
  buildOrder,
  buildOrderDetail,
  buildProduct,
  buildSubscription,
  buildSubscriptionDetail,
  endUserHandlers,
} from '../../mocks/end-user-handlers';
import { openSignedIn, resetPortal } from './support/admin';

// Alex: a member of Fabrikam (3), a viewer of Northwind (4), acting for Northwind since the last page.
const inNorthwind = buildSessionUser({ currentCompanyId: 4, currentTenantId: 'tenant-northwind' });
const fabrikam = buildMyCompany({ id: 3, name: 'Fabrikam' });
const northwind = buildMyCompany({ id: 4, name: 'Northwind Traders', tenantId: 'tenant-northwind', role: 'viewer' });
const isNorthwind = () => localStorage.getItem('current_company_id') === '4';
const myCompanies = adminHandlers.myCompanies(() => [
  { ...fabrikam, isCurrent: !isNorthwind() },
  { ...northwind, isCurrent: isNorthwind() },
]);
/** The company a call names, as the server reads it. */
const companyOf = (request: SeenRequest) => Number(request.headers?.get('X-Company-Id'));
/** Fabrikam's record `id`, asked as Fabrikam's; else not found. */
const isFabrikams = (request: SeenRequest, id: number) =>
  companyOf(request) === 3 && request.url.pathname.endsWith(`/${id}`);
const notFound = failureAnswer(404, 'Resource not found');

// Fabrikam's subscription 11 and order 21, which Northwind does not hold.
const fabrikamSubscription = buildSubscriptionDetail();
const fabrikamOrder = buildOrderDetail();
const recordsOfFabrikam = [
  endUserHandlers.subscription((request) => (isFabrikams(request, 11) ? fabrikamSubscription : notFound)),
  endUserHandlers.subscriptions((request) =>
    companyOf(request) === 3 ? [buildSubscription()] : [buildSubscription({ id: 40, productName: 'Visio Plan 2' })],
  ),
  endUserHandlers.usage([]),
  endUserHandlers.order((request) => (isFabrikams(request, 21) ? fabrikamOrder : notFound)),
  endUserHandlers.orders((request) => (companyOf(request) === 3 ? [buildOrder()] : [])),
];

const switchTo = async (name: RegExp) => {
  await userEvent.click(await screen.findByRole('button', { name: /^Company: / }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
};

describe('a record page of another of the person’s companies', () => {
  afterEach(resetPortal);

  it('Back to a subscription of the company just left switches back to it and shows it, not “Resource not found”', async () => {
    const switches: AdminRequest[] = [];
    openSignedIn('/subscriptions/11/show', {
      handlers: [myCompanies, adminHandlers.switchCompany(switches), ...recordsOfFabrikam],
    });
    expect(await screen.findByRole('heading', { name: 'Microsoft 365 E3', level: 1 })).toBeInTheDocument();
    await switchTo(/Northwind/);
    expect(await screen.findByText('Visio Plan 2')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/subscriptions');

    act(() => window.history.back());
    expect(await screen.findByText('You are now acting for Fabrikam')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Microsoft 365 E3', level: 1 })).toBeInTheDocument();
    expect(switches.map((request) => request.body)).toEqual([{ companyId: 4 }, { companyId: 3 }]);
    expect(localStorage.getItem('current_company_id')).toBe('3');
    expect(window.location.pathname).toBe('/subscriptions/11/show');
    expect(screen.getByRole('button', { name: 'Company: Fabrikam' })).toBeInTheDocument();
    expect(screen.queryByText('Resource not found')).not.toBeInTheDocument();
  });

  it('opens a bookmarked order of another of the person’s companies there, asking each company by name', async () => {
    const switches: AdminRequest[] = [];
    const lookups: SeenRequest[] = [];
    openSignedIn('/orders/21/show', {
      user: inNorthwind,
      handlers: [
        myCompanies,
        adminHandlers.switchCompany(switches),
        endUserHandlers.order((request) => (isFabrikams(request, 21) ? fabrikamOrder : notFound)),
        endUserHandlers.orders((request) => (companyOf(request) === 3 ? [buildOrder()] : []), lookups),
      ],
    });
    expect(await screen.findByText('You are now acting for Fabrikam')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ORD-2026-0021', level: 1 })).toBeInTheDocument();
    expect(switches.map((request) => request.body)).toEqual([{ companyId: 3 }]);
    // Fabrikam was asked for that one order, by its name and tenant: nothing of Northwind's.
    expect(
      lookups.map((request) => [request.list.filter, companyOf(request), request.headers?.get('X-Tenant-Id')]),
    ).toEqual([[{ id: [21] }, 3, 'tenant-fabrikam']]);
    expect(window.location.pathname).toBe('/orders/21/show');
  });

  it('leaves a record none of the person’s companies holds “Resource not found”, with its list', async () => {
    const switches: AdminRequest[] = [];
    openSignedIn('/subscriptions/99/show', {
      user: inNorthwind,
      handlers: [myCompanies, adminHandlers.switchCompany(switches), ...recordsOfFabrikam],
    });
    expect(await screen.findByText('Resource not found')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/subscriptions'));
    expect(await screen.findByText('Visio Plan 2')).toBeInTheDocument();
    expect(switches).toHaveLength(0);
    expect(localStorage.getItem('current_company_id')).toBe('4');
  });

  it('opens a product of another company’s catalog there', async () => {
    const switches: AdminRequest[] = [];
    const special = buildProduct({ id: 8, name: 'Fabrikam Special' });
    openSignedIn('/catalog/8', {
      user: inNorthwind,
      handlers: [
        myCompanies,
        adminHandlers.switchCompany(switches),
        endUserHandlers.product((request) => (isFabrikams(request, 8) ? special : notFound)),
        endUserHandlers.catalog((request) => (companyOf(request) === 3 ? [special] : [])),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Fabrikam Special', level: 1 })).toBeInTheDocument();
    expect(switches.map((request) => request.body)).toEqual([{ companyId: 3 }]);
    expect(screen.queryByText('Resource not found')).not.toBeInTheDocument();
  });
});

describe('a record page whose company changed under it', () => {
  afterEach(resetPortal);

  it('does not switch back when another tab switched: the other tab’s choice stands', async () => {
    const switches: AdminRequest[] = [];
    openSignedIn('/subscriptions/11/show', {
      handlers: [myCompanies, adminHandlers.switchCompany(switches), ...recordsOfFabrikam],
    });
    expect(await screen.findByRole('heading', { name: 'Microsoft 365 E3', level: 1 })).toBeInTheDocument();
    // The other tab stores Northwind and counts the change in react-admin's store.
    localStorage.setItem('current_company_id', '4');
    const key = 'RaStore.company.changes';
    localStorage.setItem(key, '1');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: '1', storageArea: localStorage }));
    });
    expect(await screen.findByText('Resource not found')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/subscriptions'));
    expect(switches).toHaveLength(0);
    expect(localStorage.getItem('current_company_id')).toBe('4');
  });
});
