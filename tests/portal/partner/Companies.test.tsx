import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminHandlers,
  buildCompany,
  buildCompanyBillingProfile,
  buildCompanyPerson,
  buildMyCompany,
} from '../../../mocks/admin-handlers';
import {
  buildAssignment,
  buildCatalog,
  buildOrder,
  partnerHandlers,
  type PartnerRequest,
} from '../../../mocks/partner-handlers';
import { failureAnswer } from '../../../mocks/auth-handlers';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { openSignedIn, partnerAdmin, resetPortal } from '../support/admin';
import { openScreen } from '../support/screen';
import { stubWindowWidth } from '../support/media';

const northwind = buildCompany({ id: 4, name: 'Northwind Traders', domain: 'northwind.example' });
/** `count` orders of Northwind, the newest first: ORD-2025-0100, 0099… */
const northwindOrders = (count: number) =>
  Array.from({ length: count }, (_unused, index) =>
    buildOrder({ id: 100 - index, number: `ORD-2025-${String(100 - index).padStart(4, '0')}`, status: 'completed' }),
  );
/** Northwind's page, its parts answered as given (nothing by default). */
const companyPage = (overrides: { orders?: PartnerRequest[]; assignments?: PartnerRequest[] } = {}) => [
  partnerHandlers.company(northwind),
  // An order opened from the page names its company (a reference to the companies' list).
  partnerHandlers.companies([northwind]),
  partnerHandlers.companyPeople([]),
  partnerHandlers.companySubscriptions([]),
  partnerHandlers.assignments(
    [buildAssignment(), buildAssignment({ id: 8, companyId: 5, companyName: 'Fabrikam', catalogName: 'Standard' })],
    overrides.assignments,
  ),
  partnerHandlers.orders(
    [...northwindOrders(3), buildOrder({ id: 200, number: 'ORD-2025-0200', companyId: 5, companyName: 'Fabrikam' })],
    overrides.orders,
  ),
];

describe('customer companies at /partner-admin/companies', () => {
  afterEach(() => {
    sessionStorage.clear();
    return resetPortal();
  });

  it('lists the companies', async () => {
    openScreen('/partner-admin/companies', {
      user: partnerAdmin,
      handlers: [partnerHandlers.companies([buildCompany(), northwind])],
    });
    expect(await screen.findByText('Northwind Traders')).toBeInTheDocument();
  });

  it('opens a company from its row: the list’s row stands in until the page’s answer brings its billing and contacts', async () => {
    const summary = { ...northwind, billingProfiles: undefined, contacts: undefined } as unknown as typeof northwind;
    openScreen('/partner-admin/companies', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.companies([summary]),
        http.get('/api/v1/partner/companies/:id', async () => {
          await delay(200);
          return HttpResponse.json({
            ...northwind,
            contacts: [{ id: 1, name: 'Sam Payables', email: 'ap@northwind.example', phone: null }],
          });
        }),
        partnerHandlers.companyPeople([]),
        partnerHandlers.companySubscriptions([]),
        partnerHandlers.assignments([]),
        partnerHandlers.orders([]),
      ],
    });
    await userEvent.click(await screen.findByText('Northwind Traders'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Traders' })).toBeInTheDocument();
    expect(await screen.findByText('ap@northwind.example')).toBeInTheDocument();
    expect(screen.getByText('Fabrikam HQ')).toBeInTheDocument();
  });

  it('says so when there is no company', async () => {
    openScreen('/partner-admin/companies', { user: partnerAdmin, handlers: [partnerHandlers.companies([])] });
    expect(await screen.findByText('No company yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
  });

  it('says a search that finds nothing matches no customer, not that there is none, and clears it', async () => {
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/companies', {
      user: partnerAdmin,
      handlers: [partnerHandlers.companies([buildCompany(), northwind], seen)],
    });
    await screen.findByText('Northwind Traders');
    await userEvent.type(screen.getByPlaceholderText('Search companies'), 'zzzznotfound');
    expect(await screen.findByText('No customer matches your search or filters.')).toBeInTheDocument();
    expect(screen.queryByText('No company yet.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText('Northwind Traders')).toBeInTheDocument();
    expect(seen.at(-1)!.list.filter).toEqual({});
    expect(screen.getByPlaceholderText('Search companies')).toHaveValue('');
  });

  it('says in French that no customer matches the filters', async () => {
    await i18nProvider.changeLocale('fr');
    openScreen(`/partner-admin/companies?filter=${encodeURIComponent(JSON.stringify({ isActive: false }))}`, {
      user: partnerAdmin,
      handlers: [partnerHandlers.companies([northwind])],
    });
    expect(
      await screen.findByText('Aucun client ne correspond à votre recherche ou à vos filtres.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Effacer la recherche et les filtres' })).toBeInTheDocument();
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
    expect(screen.getByText('Mar 31, 2027')).toBeInTheDocument();
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

  it('stays inside the customer’s company, saying so, when leaving it is refused (success: false)', async () => {
    localStorage.setItem('current_company_id', '5');
    openSignedIn('/partner-admin/companies/4', {
      user: partnerAdmin,
      companies: [buildMyCompany({ id: 5, name: 'Contoso', tenantId: 'tenant-contoso' })],
      handlers: [
        partnerHandlers.company(northwind),
        partnerHandlers.companyPeople([]),
        partnerHandlers.companySubscriptions([]),
        partnerHandlers.assignments([]),
        partnerHandlers.orders([]),
        partnerHandlers.switchCompany({
          success: true,
          companyId: 4,
          tenantId: 'tenant-northwind',
          companyName: 'Northwind Traders',
        }),
        http.put('/api/v1/multi-tenant/user/current-company', () => HttpResponse.json({ success: false })),
        http.get('/api/v1/dashboard', () => new HttpResponse(null, { status: 404 })),
        http.get('/api/v1/partner/dashboard/*', () => new HttpResponse(null, { status: 404 })),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Act inside this company' }));
    expect(await screen.findByText('You are acting inside Northwind Traders')).toBeInTheDocument();
    // Acting inside opens the dashboard, where the banner is drawn again.
    expect(await screen.findByText('Welcome, Pat')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('The company could not be switched')).toBeInTheDocument();
    expect(screen.getByText('You are acting inside Northwind Traders')).toBeInTheDocument();
    expect(localStorage.getItem('current_company_id')).toBe('4');
    expect(localStorage.getItem('current_tenant_id')).toBe('tenant-northwind');
  });

  it('suspends a customer’s subscription with a reason, then lifts the suspension', async () => {
    const seen: PartnerRequest[] = [];
    let status = 'active';
    const subscription = () => ({
      id: 31,
      productName: 'Power BI Premium',
      quantity: 12,
      status,
      termEnd: '2027-03-31',
    });
    openScreen('/partner-admin/companies/4', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.companySubscriptions(() => [subscription()]),
        partnerHandlers.suspendSubscription(() => {
          status = 'suspended';
          return subscription();
        }, seen),
        partnerHandlers.liftSuspension(() => {
          status = 'active';
          return subscription();
        }, seen),
        ...companyPage(),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend Power BI Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Power BI Premium?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Say why')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Invoice 2026-11 unpaid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Power BI Premium is suspended')).toBeInTheDocument();
    expect(seen.map((request) => [request.url.pathname, request.body])).toEqual([
      ['/api/v1/partner/subscriptions/31/suspend', { reason: 'Invoice 2026-11 unpaid' }],
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Lift suspension: Power BI Premium' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Lift the suspension of Power BI Premium?' })).getByRole(
        'button',
        { name: 'Lift suspension' },
      ),
    );
    expect(await screen.findByText('Power BI Premium is active again')).toBeInTheDocument();
    expect(seen.at(-1)!.url.pathname).toBe('/api/v1/partner/subscriptions/31/lift');
  });

  it('adds a customer from the list: the form says what is wrong in words, then the company opens', async () => {
    const created: PartnerRequest[] = [];
    const woodgrove = buildCompany({
      id: 9,
      name: 'Woodgrove Bank',
      tenantId: '0b7c6f0e-1d2a-4c3b-8e9f-00000000beef',
      domain: 'woodgrove.example',
      userCount: 0,
      billingProfiles: [buildCompanyBillingProfile({ id: 12, name: 'Woodgrove HQ', currency: 'EUR' })],
      contacts: [{ id: 3, name: 'Ana Ruiz', email: 'ana@woodgrove.example', phone: null }],
    });
    openScreen('/partner-admin/companies', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.companies([northwind]),
        partnerHandlers.createCompany(woodgrove, created),
        partnerHandlers.company(woodgrove),
        partnerHandlers.companyPeople([]),
        partnerHandlers.companySubscriptions([]),
        partnerHandlers.assignments([]),
        partnerHandlers.orders([]),
      ],
    });
    await userEvent.click(await screen.findByRole('link', { name: 'New customer' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Woodgrove Bank');
    await userEvent.type(screen.getByRole('textbox', { name: /^Tenant ID/ }), 'woodgrove');
    await userEvent.type(screen.getByRole('textbox', { name: /^Profile name/ }), 'Woodgrove HQ');
    const currency = screen.getByRole('textbox', { name: /^Currency/ });
    await userEvent.clear(currency);
    await userEvent.type(currency, 'eur');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter the tenant ID as a GUID/)).toBeInTheDocument();
    expect(created).toHaveLength(0);

    const tenant = screen.getByRole('textbox', { name: /^Tenant ID/ });
    await userEvent.clear(tenant);
    await userEvent.type(tenant, woodgrove.tenantId);
    await userEvent.click(screen.getByRole('button', { name: 'Add a contact' }));
    const contactNames = await screen.findAllByRole('textbox', { name: /^Contact name/ });
    await userEvent.type(contactNames[0]!, 'Ana Ruiz');
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@woodgrove.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.body).toEqual({
      name: 'Woodgrove Bank',
      atMicrosoft: 'check',
      tenantId: woodgrove.tenantId,
      // The form's own choices for a new profile: invoices in English, no PO number required.
      billingProfiles: [{ name: 'Woodgrove HQ', currency: 'eur', poNumber: null, language: 'en', poRequired: false }],
      contacts: [{ name: 'Ana Ruiz', email: 'ana@woodgrove.example', phone: null }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Woodgrove Bank' })).toBeInTheDocument();
    expect(screen.getByText('Woodgrove HQ')).toBeInTheDocument();
    // The profile's country and invoice language by name, not by code ("US", "en").
    const profile = screen.getByText('Woodgrove HQ').closest('tr')!;
    expect(within(profile).getByText('United States')).toBeInTheDocument();
    expect(within(profile).getByText('English')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ana@woodgrove.example' })).toHaveAttribute(
      'href',
      'mailto:ana@woodgrove.example',
    );
  });

  it('deactivates a customer after saying what it means, then offers to reactivate it', async () => {
    const updates: PartnerRequest[] = [];
    let current = northwind;
    openSignedIn('/partner-admin/companies/4', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.company(() => current),
        partnerHandlers.updateCompany(({ body }) => {
          current = { ...current, ...(body as object) };
          return current;
        }, updates),
        partnerHandlers.companyPeople([]),
        partnerHandlers.companySubscriptions([]),
        partnerHandlers.assignments([]),
        partnerHandlers.orders([]),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Northwind Traders?' });
    expect(dialog).toHaveTextContent('cannot order or change a subscription until you reactivate it');
    expect(updates).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(updates[0]?.body).toEqual({ isActive: false }));
    expect(await screen.findByText(/^Deactivated: its people cannot order/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Act inside this company' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(updates[1]?.body).toEqual({ isActive: true }));
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
  });

  it('edits a customer at /partner-admin/companies/:id/edit with no way to a page that does not exist', async () => {
    openSignedIn('/partner-admin/companies/4/edit', {
      user: partnerAdmin,
      handlers: [partnerHandlers.company(northwind)],
    });
    expect(await screen.findByDisplayValue('Northwind Traders')).toBeInTheDocument();
    // Once the menu lists the resources, react-admin knows their definitions, which decide the form's actions.
    expect(await screen.findByRole('menuitem', { name: 'Customers' })).toBeInTheDocument();
    // react-admin's default Show button would lead to /companies/4/show, which the portal does not have.
    expect(screen.queryByRole('link', { name: 'Show' })).not.toBeInTheDocument();
    // Nor its Delete: the API deletes no customer; deactivating is the form's own switch.
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('in French, shows the server’s field refusals beside their fields and its refusals in French', async () => {
    await i18nProvider.changeLocale('fr');
    let attempt = 0;
    openScreen('/partner-admin/companies/create', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.companies([northwind]),
        partnerHandlers.createCompany(() =>
          ++attempt === 1
            ? {
                status: 400,
                body: {
                  statusCode: 400,
                  error: 'Bad Request',
                  message: 'Invalid request body: billingProfiles.0.currency: Too big',
                  code: 'invalid_request',
                  fields: [
                    { field: 'billingProfiles.0.name', code: 'too_big_string', message: 'Too big', maximum: 200 },
                  ],
                },
              }
            : {
                status: 409,
                body: {
                  statusCode: 409,
                  error: 'Conflict',
                  message: 'The tenant 0b7c6f0e-1d2a-4c3b-8e9f-00000000beef is already Northwind Traders’s.',
                  code: 'tenant_taken',
                  params: { tenant: '0b7c6f0e-1d2a-4c3b-8e9f-00000000beef', name: 'Northwind Traders' },
                },
              },
        ),
      ],
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Nom(?! du)/ }), 'Woodgrove Bank');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^ID de locataire/ }),
      '0b7c6f0e-1d2a-4c3b-8e9f-00000000beef',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^Nom du profil/ }), 'Woodgrove HQ');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const profileName = screen.getByRole('textbox', { name: /^Nom du profil/ });
    await waitFor(() => expect(profileName).toHaveAccessibleDescription('doit compter au plus 200 caractères'));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Le locataire 0b7c6f0e-1d2a-4c3b-8e9f-00000000beef appartient déjà à Northwind Traders.'),
    ).toBeInTheDocument();
  });

  it('keeps a refused delete’s reason in view and no longer offers the same delete', async () => {
    const catalogDeletes: PartnerRequest[] = [];
    openScreen('/partner-admin/catalogs/1', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.catalog(buildCatalog()),
        partnerHandlers.items([]),
        partnerHandlers.assignments([]),
        partnerHandlers.deleteCatalog(
          {
            status: 409,
            body: {
              statusCode: 409,
              error: 'Conflict',
              message: 'Enterprise is assigned to Fabrikam; remove those assignments first',
              code: 'catalog_assigned',
              params: { catalog: 'Enterprise', companies: 'Fabrikam' },
            },
          },
          catalogDeletes,
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('Enterprise is assigned to Fabrikam: remove those assignments first.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(catalogDeletes).toHaveLength(1);
  });

  it('asks for the company’s own catalogs and orders only, the orders newest first, ten a page', async () => {
    const orders: PartnerRequest[] = [];
    const assignments: PartnerRequest[] = [];
    openScreen('/partner-admin/companies/4', {
      user: partnerAdmin,
      handlers: companyPage({ orders, assignments }),
    });
    expect(await screen.findByText('ORD-2025-0100')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Enterprise' })).toHaveAttribute(
      'href',
      '/partner-admin/catalogs/1',
    );
    expect(screen.queryByText('ORD-2025-0200')).not.toBeInTheDocument();
    expect(screen.queryByText('Standard')).not.toBeInTheDocument();
    expect(orders[0]!.list).toEqual({ filter: { companyId: 4 }, sort: ['createdAt', 'DESC'], range: [0, 9] });
    expect(assignments[0]!.list).toEqual({ filter: { companyId: 4 }, sort: ['validFrom', 'ASC'], range: [0, 9] });
    // Three orders fit one page: no pages to turn.
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  });

  it('opens an order from a click on its row in the company’s orders', async () => {
    openScreen('/partner-admin/companies/4', {
      user: partnerAdmin,
      handlers: [partnerHandlers.order({ ...buildOrder({ id: 99 }), lines: [] }), ...companyPage()],
    });
    const row = (await screen.findByText('ORD-2025-0099')).closest('tr')!;
    await userEvent.click(within(row).getByText('$360.00'));
    expect(await screen.findByRole('heading', { level: 1, name: /^ORD-2025-0030 · / })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/partner-admin/orders/99');
  });

  it('pages through a company’s many orders, asking the server for each page', async () => {
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/companies/4', {
      user: partnerAdmin,
      handlers: [partnerHandlers.orders(northwindOrders(25), seen), ...companyPage()],
    });
    expect(await screen.findByText('ORD-2025-0100')).toBeInTheDocument();
    // Written as every list writes its range (an en dash, not react-admin's hyphen).
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('ORD-2025-0090')).toBeInTheDocument();
    expect(screen.queryByText('ORD-2025-0100')).not.toBeInTheDocument();
    expect(seen.at(-1)!.list.range).toEqual([10, 19]);
  });

  it('on a phone, shows its parts as lists, not tables wider than the screen; an order opens from its line', async () => {
    stubWindowWidth(390);
    try {
      openScreen('/partner-admin/companies/4', {
        user: partnerAdmin,
        handlers: [
          partnerHandlers.companySubscriptions([
            { id: 31, productName: 'Power BI Premium', quantity: 12, status: 'active', termEnd: '2027-03-31' },
          ]),
          partnerHandlers.order({ ...buildOrder({ id: 100 }), lines: [] }),
          ...companyPage(),
        ],
      });
      expect(await screen.findByText('Power BI Premium')).toBeInTheDocument();
      expect(await screen.findByText('Enterprise')).toBeInTheDocument();
      expect(await screen.findByText('ORD-2025-0100')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await userEvent.click(screen.getByText('ORD-2025-0100'));
      expect(await screen.findByRole('heading', { level: 1, name: /^ORD-2025-0030 · / })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/partner-admin/orders/100');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says when a part has nothing yet', async () => {
    openScreen('/partner-admin/companies/4', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.company({ ...northwind, contacts: [] }),
        partnerHandlers.companyPeople([]),
        partnerHandlers.companySubscriptions([]),
        partnerHandlers.assignments([]),
        partnerHandlers.orders([]),
      ],
    });
    const section = async (name: string) =>
      (await screen.findByRole('heading', { level: 2, name })).closest('section')!;
    for (const name of ['Contacts', 'Catalogs', 'Subscriptions', 'Orders'])
      expect(await within(await section(name)).findByText('None')).toBeInTheDocument();
  });

  it('says why a part could not load, and shows the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openScreen('/partner-admin/companies/4', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.orders(failureAnswer(400, 'sort field must be one of: createdAt, total')),
        ...companyPage(),
      ],
    });
    expect(await screen.findByText('sort field must be one of: createdAt, total')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Enterprise' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it.each([
    [404, 'Resource not found'],
    [403, 'Access forbidden'],
  ])('says why a company cannot be shown (%i), where it was opened', async (status, said) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openScreen('/partner-admin/companies/999', {
      user: partnerAdmin,
      handlers: [partnerHandlers.company(failureAnswer(status, 'No', 'Refused'))],
    });
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/partner-admin/companies/999');
    vi.restoreAllMocks();
  });
});
