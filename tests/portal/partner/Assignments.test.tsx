import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
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
import { stubWindowWidth } from '../support/media';
import { stylesOf } from '../support/render';
import { openScreen } from '../support/screen';

const catalogs = [buildCatalog(), buildCatalog({ id: 2, name: 'Small business' })];
const companies = [buildCompany(), buildCompany({ id: 4, name: 'Northwind Traders' })];
const byId =
  <T extends { id: number }>(rows: T[]) =>
  (seen: PartnerRequest) =>
    rows.find((row) => seen.url.pathname.endsWith(`/${row.id}`))!;
const common = [
  partnerHandlers.catalogs(catalogs),
  partnerHandlers.companies(companies),
  partnerHandlers.catalog(byId(catalogs)),
  partnerHandlers.company(byId(companies)),
];
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('the catalog assignments at /partner-admin/catalog-assignments', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    return resetPortal();
  });

  it('lists who has which catalog, sorted by company', async () => {
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/catalog-assignments', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.assignments(
          [
            buildAssignment(),
            buildAssignment({
              id: 8,
              companyId: 3,
              companyName: 'Fabrikam',
              catalogId: 2,
              catalogName: 'Small business',
            }),
          ],
          seen,
        ),
        ...common,
      ],
    });
    expect(await screen.findByText('Northwind Traders')).toBeInTheDocument();
    expect(within(rowOf('Northwind Traders')).getByText('No end')).toBeInTheDocument();
    expect(seen[0]!.list.sort).toEqual(['companyName', 'ASC']);
  });

  it('gives a phone line’s period a line of its own, under the catalog’s name', async () => {
    stubWindowWidth(390);
    try {
      openScreen('/partner-admin/catalog-assignments', {
        user: partnerAdmin,
        handlers: [partnerHandlers.assignments([buildAssignment({ validTo: '2027-12-07' })]), ...common],
      });
      const catalog = await screen.findByText('Enterprise');
      // The catalog's name and its period, one above the other in the line's second text: not beside each other.
      const lines = catalog.parentElement!;
      expect(stylesOf(lines)).toMatch(/flex-direction:column/);
      // Two lines: the catalog, then its whole period (not its dates and arrow on lines of their own).
      expect([...lines.children].map((line) => line.textContent)).toEqual(['Enterprise', 'Jan 1, 2025 → Dec 7, 2027']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says so when nothing is assigned', async () => {
    openScreen('/partner-admin/catalog-assignments', {
      user: partnerAdmin,
      handlers: [partnerHandlers.assignments([]), ...common],
    });
    expect(await screen.findByText('No catalog is assigned yet.')).toBeInTheDocument();
  });

  it('shows the server’s 409 that names the overlapping assignment', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: PartnerRequest[] = [];
    const companySearches: URL[] = [];
    openScreen('/partner-admin/catalog-assignments', {
      user: partnerAdmin,
      handlers: [
        http.get('/api/v1/partner/companies', ({ request }) => {
          companySearches.push(new URL(request.url));
          return undefined;
        }),
        partnerHandlers.assignments([buildAssignment()]),
        partnerHandlers.billingProfiles(
          [
            {
              id: 9,
              companyId: 4,
              companyName: 'Northwind Traders',
              name: 'Main account',
              currency: 'USD',
              poNumber: null,
            },
          ],
          seen,
        ),
        partnerHandlers.createAssignment(
          failureAnswer(
            409,
            'Northwind Traders already has Enterprise from 2025-01-01 (no end); end that assignment first',
            'Conflict',
          ),
        ),
        ...common,
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Assign a catalog' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Catalog' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Small business \(\d+ items?\)$/ }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Company' }), 'North');
    await userEvent.click(await screen.findByRole('option', { name: /^Northwind Traders/ }));
    await waitFor(() =>
      expect(companySearches.some((url) => url.searchParams.get('filter') === JSON.stringify({ q: 'North' }))).toBe(
        true,
      ),
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Billing profile' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Main account (USD)' }));
    expect(seen.at(-1)!.url.searchParams.get('companyId')).toBe('4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/already has Enterprise/)).toBeInTheDocument();
    // The dialog stays open with what was chosen, to change the dates.
    expect(within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Company' }).value).toMatch(
      /^Northwind Traders/,
    );
    expect(within(dialog).getByRole('combobox', { name: 'Billing profile' })).toHaveTextContent('Main account (USD)');
    vi.restoreAllMocks();
  });

  it('says under the open company picker how many more companies match than its first 20', async () => {
    const many = Array.from({ length: 45 }, (_unused, index) =>
      buildCompany({ id: 100 + index, name: `Scale company ${index + 1}` }),
    );
    openScreen('/partner-admin/catalog-assignments', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.assignments([]),
        partnerHandlers.companies(many),
        partnerHandlers.catalogs(catalogs),
        partnerHandlers.billingProfiles([]),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Assign a catalog' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Company' }));
    const option = await screen.findByRole('option', { name: /^Scale company 1\b/ });
    const popup = option.closest('.MuiAutocomplete-paper') as HTMLElement;
    expect(await within(popup).findByText('25 more match: type more to narrow')).toBeInTheDocument();
  });

  it('starts a new assignment today and refuses it without a company, sending nothing', async () => {
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/catalog-assignments', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.assignments([]),
        partnerHandlers.createAssignment(buildAssignment(), seen),
        partnerHandlers.billingProfiles([]),
        ...common,
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Assign a catalog' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/From/)).toHaveValue(new Date().toLocaleDateString('en-CA'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Catalog' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Small business/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Company' })).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Company' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Northwind Traders/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({
      catalogId: 2,
      companyId: 4,
      billingProfileId: null,
      validFrom: new Date().toLocaleDateString('en-CA'),
      validTo: null,
    });
  });

  it('clears the billing profile when the company changes, and sends only those two', async () => {
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/catalog-assignments', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.assignments([buildAssignment({ billingProfileId: 9, billingProfileName: 'Main account' })]),
        partnerHandlers.billingProfiles([
          {
            id: 9,
            companyId: 4,
            companyName: 'Northwind Traders',
            name: 'Main account',
            currency: 'USD',
            poNumber: null,
          },
        ]),
        partnerHandlers.updateAssignment(buildAssignment({ companyId: 3, companyName: 'Fabrikam' }), seen),
        ...common,
      ],
    });
    await screen.findByText('Northwind Traders');
    await userEvent.click(within(rowOf('Northwind Traders')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Billing profile' })).toHaveTextContent('Main account (USD)'),
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Company' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Fabrikam/ }));
    expect(within(dialog).getByRole('combobox', { name: 'Billing profile' })).not.toHaveTextContent('Main account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({ companyId: 3, billingProfileId: null });
  });

  const northwindOverlap = {
    companyId: 4,
    companyName: 'Northwind Traders',
    code: 'overlap' as const,
    params: { catalogName: 'Enterprise', validFrom: '2025-01-01', validTo: null },
    reason: 'Already has Enterprise from 2025-01-01 (no end)',
  };
  const openBulkDialog = async () => {
    await userEvent.click(await screen.findByRole('button', { name: /^(Assign to many|Attribuer à plusieurs)$/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Catalog/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^Small business/ }));
    return dialog;
  };

  it('previews a bulk assignment, names the refused companies in words, and assigns the others only when asked', async () => {
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/catalog-assignments', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.assignments([]),
        partnerHandlers.bulkAssign(
          ({ body }) => ({
            assigned: (body as { preview: boolean }).preview ? 0 : 1,
            matched: 2,
            changes: [{ companyId: 3, companyName: 'Fabrikam', outcome: 'assign' }],
            refused: [northwindOverlap],
          }),
          seen,
        ),
        ...common,
      ],
    });
    const dialog = await openBulkDialog();
    const picker = within(dialog).getByRole('combobox', { name: 'Companies' });
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: /^Fabrikam/ }));
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: /^Northwind Traders/ }));
    expect(within(dialog).getByText(/^2 companies chosen/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Assign to/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('1 company gets the catalog.')).toBeInTheDocument();
    expect(screen.getByText('1 cannot:')).toBeInTheDocument();
    expect(
      screen.getByText('Northwind Traders: already has Enterprise from Jan 1, 2025, with no end'),
    ).toBeInTheDocument();
    expect(seen[0]!.body).toMatchObject({
      catalogId: 2,
      companyIds: [3, 4],
      preview: true,
      validOnly: false,
      endCurrent: false,
      validTo: null,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign to the other company only' }));
    await waitFor(() => expect(seen[1]?.body).toMatchObject({ companyIds: [3, 4], validOnly: true, preview: false }));
    expect(await screen.findByText('Catalog assigned to 1 company')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('assigns every company matching a search, ending their current catalogs, after a preview that counts them', async () => {
    const seen: PartnerRequest[] = [];
    const changes = Array.from({ length: 1_234 }, (_unused, index) => ({
      companyId: index + 10,
      companyName: `North ${index}`,
      ...(index < 3
        ? { outcome: 'end_and_assign' as const, endedCatalogName: 'Standard', endedOn: '2026-11-30' }
        : { outcome: 'assign' as const }),
    }));
    openScreen('/partner-admin/catalog-assignments', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.assignments([]),
        partnerHandlers.bulkAssign(
          ({ body }) => ({
            assigned: (body as { preview: boolean }).preview ? 0 : 1_234,
            matched: 1_234,
            changes,
            refused: [],
          }),
          seen,
        ),
        ...common,
      ],
    });
    const dialog = await openBulkDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'All companies matching a search' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name or domain contains' }), 'north');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'End each company’s current catalog the day before' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('1,234 companies match.')).toBeInTheDocument();
    expect(screen.getByText('3 of them end Standard on Nov 30, 2026.')).toBeInTheDocument();
    expect(seen[0]!.body).toMatchObject({ matching: { q: 'north' }, endCurrent: true, preview: true });
    expect(seen[0]!.body).not.toHaveProperty('companyIds');
    // A double click on Preview whose second click lands on Assign, once the preview has come, assigns nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign to 1,234 companies' }), { detail: 2 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign to 1,234 companies' }));
    await waitFor(() =>
      expect(seen[1]?.body).toMatchObject({
        matching: { q: 'north' },
        endCurrent: true,
        preview: false,
        validOnly: false,
      }),
    );
    expect(await screen.findByText('Catalog assigned to 1,234 companies')).toBeInTheDocument();
  });

  it('words the refusals of a pasted list in French, on a phone', async () => {
    stubWindowWidth(390);
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/catalog-assignments', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.assignments([]),
        partnerHandlers.bulkAssign(
          () => ({
            assigned: 0,
            matched: 3,
            changes: [{ companyId: 3, companyName: 'Fabrikam', outcome: 'assign' }],
            refused: [
              {
                companyId: null,
                companyName: 'nobody.example',
                code: 'company_not_found',
                params: { name: 'nobody.example' },
                reason: 'No company has this name, domain or tenant id',
              },
              {
                ...northwindOverlap,
                code: 'cannot_end_current',
                params: { catalogName: 'Enterprise', validFrom: '2026-12-01', validTo: '2027-03-31' },
              },
            ],
          }),
          seen,
        ),
        ...common,
      ],
    });
    const dialog = await openBulkDialog();
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Coller une liste' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Noms, domaines ou identifiants de locataire des sociétés' }),
      'fabrikam.example{Enter}nobody.example{Enter}Northwind Traders',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aperçu' }));
    expect(await screen.findByText('2 ne peuvent pas :')).toBeInTheDocument();
    expect(screen.getByText('« nobody.example » ne désigne aucune société')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Northwind Traders : a Enterprise à partir du 1 déc. 2026, qui ne commence pas avant le nouveau catalogue : impossible de le terminer la veille',
      ),
    ).toBeInTheDocument();
    expect(seen[0]!.body).toMatchObject({ names: ['fabrikam.example', 'nobody.example', 'Northwind Traders'] });
    expect(within(dialog).getByRole('button', { name: 'Attribuer à l’autre société seulement' })).toBeEnabled();
  });

  it('shows the server’s refusal of the search beside it, the dialog kept open', async () => {
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/catalog-assignments', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.assignments([]),
        partnerHandlers.bulkAssign(
          {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Invalid request body: matching.q: Too big: expected string to have <=20 characters',
              code: 'invalid_request',
              fields: [{ field: 'matching.q', code: 'too_big_string', message: 'Too big', maximum: 20 }],
            },
          },
          seen,
        ),
        ...common,
      ],
    });
    const dialog = await openBulkDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'All companies matching a search' }));
    const search = within(dialog).getByRole('textbox', { name: 'Name or domain contains' });
    await userEvent.type(search, 'northwind traders of the north');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(search).toHaveAccessibleDescription('must have at most 20 characters'));
    expect(seen).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(search).toHaveValue('northwind traders of the north');
  });

  it('edits an assignment’s end date, sending only that', async () => {
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/catalog-assignments', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.assignments([buildAssignment()]),
        // The company's billing profiles hold the one the assignment bills to.
        partnerHandlers.billingProfiles([
          {
            id: 9,
            companyId: 4,
            companyName: 'Northwind Traders',
            name: 'Northwind main',
            currency: 'USD',
            poNumber: null,
          },
        ]),
        partnerHandlers.updateAssignment(buildAssignment({ validTo: '2025-06-30' }), seen),
        ...common,
      ],
    });
    await screen.findByText('Northwind Traders');
    await userEvent.click(within(rowOf('Northwind Traders')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('To'), '2025-06-30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toEqual({ validTo: '2025-06-30' });
  });

  it('removes an assignment after asking, with DELETE on that assignment', async () => {
    const removed: PartnerRequest[] = [];
    openScreen('/partner-admin/catalog-assignments', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.assignments([buildAssignment({ id: 12 })]),
        partnerHandlers.billingProfiles([]),
        partnerHandlers.deleteAssignment(null, removed),
        ...common,
      ],
    });
    await screen.findByText('Northwind Traders');
    await userEvent.click(within(rowOf('Northwind Traders')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The assignment is removed')).toBeInTheDocument();
    expect(removed.map((request) => [request.method, request.url.pathname])).toEqual([
      ['DELETE', '/api/v1/catalog/partner/catalog-assignments/12'],
    ]);
  });

  it('shows the matrix and what one company sees and pays', async () => {
    openScreen('/partner-admin/catalog-assignments', {
      user: partnerAdmin,
      handlers: [partnerHandlers.assignments([buildAssignment()]), partnerHandlers.items(buildItems(2)), ...common],
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Who has which catalog' }));
    const matrix = await screen.findByRole('table', { name: 'Who has which catalog' });
    const northwind = (await within(matrix).findByText(/No end/)).closest('tr')!;
    expect(northwind).toHaveTextContent('Northwind Traders');
    expect(northwind).toHaveTextContent('Jan 1, 2025 → No end · in effect today');
    // What it has today stands beside its name, before the catalogs' columns (at 20 catalogs, far to the right).
    const cells = within(northwind).getAllByRole('cell');
    expect(within(matrix).getAllByRole('columnheader')[1]).toHaveTextContent('Catalog today');
    expect(cells[0]).toHaveTextContent(/^Enterprise$/);
    const fabrikam = within(matrix).getByText('Fabrikam').closest('tr')!;
    expect(within(fabrikam).getAllByRole('cell')[0]).toHaveTextContent(/^None$/);
    await userEvent.click(screen.getByRole('combobox', { name: 'Company' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind Traders' }));
    expect(await screen.findByText('Northwind Traders sees Enterprise today, at these prices:')).toBeInTheDocument();
    expect(await screen.findByText('$22.00')).toBeInTheDocument();
  });

  it('gives the matrix its own address and title, so a reload or a link opens it again', async () => {
    openSignedIn('/partner-admin/catalog-assignments', {
      user: partnerAdmin,
      handlers: [partnerHandlers.assignments([buildAssignment()]), ...common],
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Who has which catalog' }));
    await waitFor(() => expect(window.location.pathname).toBe('/partner-admin/catalog-assignments/matrix'));
    expect(
      await within(screen.getByRole('banner')).findByText('Catalog assignments · Who has which catalog'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Who has which catalog' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'List' }));
    await waitFor(() => expect(window.location.pathname).toBe('/partner-admin/catalog-assignments'));
  });

  it('opens the matrix at its address', async () => {
    openScreen('/partner-admin/catalog-assignments/matrix', {
      user: partnerAdmin,
      handlers: [partnerHandlers.assignments([buildAssignment()]), ...common],
    });
    expect(await screen.findByRole('table', { name: 'Who has which catalog' })).toBeInTheDocument();
  });

  it('shows progress while the matrix loads', async () => {
    openScreen('/partner-admin/catalog-assignments', {
      user: partnerAdmin,
      handlers: [
        http.get('/api/v1/catalog/partner/catalog-assignments', async () => {
          await delay('infinite');
        }),
        ...common,
      ],
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Who has which catalog' }));
    expect((await screen.findAllByRole('progressbar')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/No end/)).not.toBeInTheDocument();
  });
});
