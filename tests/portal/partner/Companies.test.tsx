import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { adminHandlers, buildCompany, buildCompanyPerson, buildMyCompany } from '../../../mocks/admin-handlers';
import { buildAssignment, buildOrder, partnerHandlers, type PartnerRequest } from '../../../mocks/partner-handlers';
import { openSignedIn, partnerAdmin, resetPortal } from '../support/admin';

const northwind = buildCompany({ id: 4, name: 'Northwind Traders', domain: 'northwind.example' });

describe('customer companies at /partner-admin/companies', () => {
  afterEach(() => {
    sessionStorage.clear();
    return resetPortal();
  });

  it('lists the companies', async () => {
    openSignedIn('/partner-admin/companies', {
      user: partnerAdmin,
      handlers: [partnerHandlers.companies([buildCompany(), northwind])],
    });
    expect(await screen.findByText('Northwind Traders')).toBeInTheDocument();
  });

  it('says so when there is no company', async () => {
    openSignedIn('/partner-admin/companies', { user: partnerAdmin, handlers: [partnerHandlers.companies([])] });
    expect(await screen.findByText('No company yet.')).toBeInTheDocument();
  });

  it('shows a company’s people, subscriptions, catalogs and orders, then acts inside it until the partner leaves', async () => {
    const switched: PartnerRequest[] = [];
    localStorage.setItem('current_company_id', '5');
    openSignedIn('/partner-admin/companies/4', {
      user: partnerAdmin,
      companies: [buildMyCompany({ id: 5, name: 'Contoso', tenantId: 'tenant-contoso' })],
      handlers: [
        partnerHandlers.company(northwind),
        partnerHandlers.companyPeople([buildCompanyPerson({ email: 'sam@northwind.example', name: 'Sam Rivera' })]),
        partnerHandlers.companySubscriptions([
          { id: 31, productName: 'Power BI Premium', quantity: 12, status: 'active', termEnd: '2027-03-31' },
        ]),
        partnerHandlers.assignments([buildAssignment()]),
        partnerHandlers.orders([buildOrder()]),
        partnerHandlers.switchCompany(
          { success: true, companyId: 4, tenantId: 'tenant-northwind', companyName: 'Northwind Traders' },
          switched,
        ),
        adminHandlers.switchCompany(),
        // Acting inside opens the dashboard: its own calls, answered with nothing in particular.
        http.get('/api/v1/dashboard', () => new HttpResponse(null, { status: 404 })),
        http.get('/api/v1/partner/dashboard/*', () => new HttpResponse(null, { status: 404 })),
      ],
    });
    expect(await screen.findByText('sam@northwind.example')).toBeInTheDocument();
    expect(await screen.findByText('Enterprise')).toBeInTheDocument();
    expect(await screen.findByText('ORD-2025-0030')).toBeInTheDocument();
    expect(await screen.findByText('Power BI Premium')).toBeInTheDocument();
    expect(screen.getByText('3/31/2027')).toBeInTheDocument();
    expect(screen.getByText('12 seats')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Act inside this company' }));
    expect(await screen.findByText('You are acting inside Northwind Traders')).toBeInTheDocument();
    expect(switched[0]!.body).toEqual({ companyId: 4 });
    expect(localStorage.getItem('current_company_id')).toBe('4');
    expect(localStorage.getItem('current_tenant_id')).toBe('tenant-northwind');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByText('You are acting inside Northwind Traders')).not.toBeInTheDocument());
    expect(localStorage.getItem('current_company_id')).toBe('5');
  });
});
