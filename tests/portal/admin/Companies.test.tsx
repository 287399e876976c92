import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminHandlers,
  buildAccessGrant,
  buildCompany,
  buildCompanyPerson,
  buildPerson,
  type AdminRequest,
} from '../../../mocks/admin-handlers';
import { failureAnswer } from '../../../mocks/auth-handlers';
import { resetPortal, supportUser } from '../support/admin';
import { openScreen } from '../support/screen';
import { doubleClick } from '../support/render';
import { expectPlaceholderRowsAfterASecond } from '../support/clock';

const companies = [
  buildCompany(),
  buildCompany({ id: 4, name: 'Northwind Traders', domain: 'northwind.example', userCount: 1 }),
  buildCompany({ id: 5, name: 'Contoso', domain: 'contoso.example', userCount: 3, isActive: false }),
];

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('the companies at /admin/companies', () => {
  afterEach(resetPortal);

  it('lists the companies sorted by name, a page of 25, and searches as one types', async () => {
    const seen: AdminRequest[] = [];
    openScreen('/admin/companies', { user: supportUser, handlers: [adminHandlers.companies(companies, seen)] });
    expect(await screen.findByText('Northwind Traders')).toBeInTheDocument();
    expect(seen[0]!.list).toEqual({ sort: ['name', 'ASC'], range: [0, 24], filter: {} });
    await userEvent.type(screen.getByPlaceholderText('Search companies'), 'north');
    await waitFor(() => expect(screen.queryByText('Contoso')).not.toBeInTheDocument());
    expect(screen.getByText('Northwind Traders')).toBeInTheDocument();
    expect(seen.at(-1)!.list.filter).toEqual({ q: 'north' });
  });

  it('sorts by the number of people', async () => {
    const seen: AdminRequest[] = [];
    openScreen('/admin/companies', { user: supportUser, handlers: [adminHandlers.companies(companies, seen)] });
    await screen.findByText('Contoso');
    await userEvent.click(screen.getByRole('button', { name: /Sort by people/i }));
    await waitFor(() => expect(seen.at(-1)!.list.sort?.[0]).toBe('userCount'));
  });

  it('says so when there is no company', async () => {
    openScreen('/admin/companies', { user: supportUser, handlers: [adminHandlers.companies([])] });
    expect(await screen.findByText('No company yet.')).toBeInTheDocument();
  });

  it('shows progress while the list loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openScreen('/admin/companies', {
      user: supportUser,
      handlers: [
        http.get('/api/v1/partner/companies', async () => {
          await delay('infinite');
        }),
      ],
    });
    await screen.findByPlaceholderText('Search companies');
    expect(screen.queryByText('Fabrikam')).not.toBeInTheDocument();
    await expectPlaceholderRowsAfterASecond();
  });

  it('shows the server’s words when the list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openScreen('/admin/companies', {
      user: supportUser,
      handlers: [adminHandlers.companies(failureAnswer(400, 'The sort field "id" is not known'))],
    });
    expect(await within(await screen.findByRole('main')).findByText('The sort field "id" is not known')).toBeVisible();
    vi.restoreAllMocks();
  });

  it('opens a company with the people who have access to it', async () => {
    openScreen('/admin/companies', {
      user: supportUser,
      handlers: [
        adminHandlers.companies(companies),
        adminHandlers.company((request) => companies.find((c) => `/${c.id}` === request.url.pathname.slice(-2))!),
        adminHandlers.companyPeople([
          buildCompanyPerson(),
          buildCompanyPerson({
            id: 9,
            name: 'Jo Viewer',
            email: 'jo@fabrikam.example',
            role: 'viewer',
            expiresAt: '2030-06-30T21:59:59.000Z',
            isDisabled: true,
            lastSignInAt: null,
          }),
        ]),
      ],
    });
    await userEvent.click(await screen.findByText('Fabrikam'));
    expect(await screen.findByRole('heading', { name: 'People with access' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/companies/3');
    expect(await screen.findByText('fabrikam.example')).toBeInTheDocument();
    const alex = (await screen.findByText('alex@fabrikam.example')).closest('tr')!;
    expect(within(alex).getByText('Member')).toBeInTheDocument();
    expect(within(alex).getByText(/by Sasha Support/)).toBeInTheDocument();
    expect(within(alex).getByText('Buyer for the team')).toBeInTheDocument();
    const jo = rowOf('jo@fabrikam.example');
    expect(within(jo).getByText('Viewer')).toBeInTheDocument();
    expect(within(jo).getByText('Disabled')).toBeInTheDocument();
  });
});

describe('granting and revoking access to a company', () => {
  afterEach(resetPortal);

  const openCompany = (handlers: RequestHandler[] = []) =>
    openScreen('/admin/companies/3', {
      user: supportUser,
      handlers: [
        ...handlers,
        adminHandlers.company(buildCompany()),
        adminHandlers.companyPeople([buildCompanyPerson()]),
        adminHandlers.searchPeople([
          buildPerson(),
          buildPerson({ id: 11, name: 'Robin Newcomer', email: 'robin@fabrikam.example' }),
        ]),
      ],
    });

  it('grants a new person a role, with the role descriptions, an expiry and a reason: "Access granted"', async () => {
    const seen: AdminRequest[] = [];
    openCompany([adminHandlers.grantAccess(buildAccessGrant({ userId: 11, isNew: true }), seen)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Grant access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant access' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Person/ }), 'robin');
    await userEvent.click(await screen.findByRole('option', { name: /Robin Newcomer/ }));
    expect(within(dialog).getByText('Reads the company’s data, orders, changes its subscriptions')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Viewer/ }));
    await userEvent.type(within(dialog).getByLabelText(/Expires on/), '2030-12-31');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Auditor for the year');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant access' }));
    expect(await screen.findByText('Access granted')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url.pathname).toBe('/api/v1/multi-tenant/companies/3/users/11/access');
    expect(seen[0]!.body).toEqual({
      role: 'viewer',
      expiresAt: new Date('2030-12-31T23:59:59').toISOString(),
      reason: 'Auditor for the year',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says "Access updated" when the person already had access', async () => {
    const seen: AdminRequest[] = [];
    openCompany([adminHandlers.grantAccess(buildAccessGrant({ isNew: false, role: 'viewer' }), seen)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Grant access' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Person/ }), 'alex');
    await userEvent.click(await screen.findByRole('option', { name: /Alex Wilber/ }));
    await userEvent.click(within(dialog).getByRole('radio', { name: /Viewer/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant access' }));
    expect(await screen.findByText('Access updated')).toBeInTheDocument();
    expect(seen[0]!.body).toEqual({ role: 'viewer', expiresAt: null, reason: null });
  });

  it('changes the role of a person in the list', async () => {
    const seen: AdminRequest[] = [];
    openCompany([adminHandlers.grantAccess(buildAccessGrant({ isNew: false, role: 'viewer' }), seen)]);
    const alex = (await screen.findByText('alex@fabrikam.example')).closest('tr')!;
    await userEvent.click(within(alex).getByRole('button', { name: 'Change access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change access' });
    expect(within(dialog).getByText('Alex Wilber (alex@fabrikam.example)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Viewer/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change access' }));
    expect(await screen.findByText('Access updated')).toBeInTheDocument();
    expect(seen[0]!.url.pathname).toBe('/api/v1/multi-tenant/companies/3/users/7/access');
    expect(seen[0]!.body).toEqual({ role: 'viewer', expiresAt: null, reason: 'Buyer for the team' });
  });

  it('does not offer support their own name in the person picker', async () => {
    openScreen('/admin/companies/3', {
      user: supportUser,
      handlers: [
        adminHandlers.company(buildCompany()),
        adminHandlers.companyPeople([]),
        adminHandlers.searchPeople([
          buildPerson({ id: supportUser.id, name: 'Sasha Support', email: 'sasha@contoso.example' }),
          buildPerson({ id: 12, name: 'Sasha Other', email: 'sasha.other@contoso.example' }),
        ]),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Grant access' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Person/ }), 'sasha');
    expect(await screen.findByRole('option', { name: /Sasha Other/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Sasha Support/ })).not.toBeInTheDocument();
  });

  it('says when the person picker shows only the first 20 matches', async () => {
    openScreen('/admin/companies/3', {
      user: supportUser,
      handlers: [
        adminHandlers.company(buildCompany()),
        adminHandlers.companyPeople([]),
        adminHandlers.searchPeople(
          Array.from({ length: 20 }, (_unused, index) =>
            buildPerson({ id: 100 + index, name: `Robin ${index + 1}`, email: `robin${index + 1}@fabrikam.example` }),
          ),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Grant access' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Type a name or an email')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Person/ }), 'robin');
    const last = await screen.findByRole('option', { name: /Robin 20/ });
    expect(within(dialog).getByText('The first 20 matches only: type more to narrow')).toBeInTheDocument();
    // Said under the open list too, where the person looks while choosing (the field's own words are hidden by it).
    const popup = last.closest('.MuiAutocomplete-paper') as HTMLElement;
    expect(within(popup).getByText('The first 20 matches only: type more to narrow')).toBeInTheDocument();
  });

  it('offers no change or revoke of one’s own access', async () => {
    openScreen('/admin/companies/3', {
      user: supportUser,
      handlers: [
        adminHandlers.company(buildCompany()),
        adminHandlers.companyPeople([
          buildCompanyPerson(),
          buildCompanyPerson({ id: supportUser.id, name: 'Sasha Support', email: 'sasha@contoso.example' }),
        ]),
      ],
    });
    const own = (await screen.findByText('sasha@contoso.example')).closest('tr')!;
    await waitFor(() => expect(within(own).queryAllByRole('button')).toEqual([]));
    const alex = rowOf('alex@fabrikam.example');
    expect(within(alex).getByRole('button', { name: 'Change access' })).toBeInTheDocument();
    expect(within(alex).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
  });

  it('words the server’s refusal of a grant to oneself', async () => {
    openCompany([
      adminHandlers.grantAccess({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'You cannot grant access to yourself; ask another administrator',
          code: 'self_grant',
        },
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Grant access' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Person/ }), 'robin');
    await userEvent.click(await screen.findByRole('option', { name: /Robin Newcomer/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant access' }));
    expect(
      await screen.findByText('You cannot grant access to yourself: ask another administrator.'),
    ).toBeInTheDocument();
  });

  it('counts the company’s people again after a grant and a revoke', async () => {
    let people = [buildCompanyPerson()];
    openScreen('/admin/companies/3', {
      user: supportUser,
      handlers: [
        adminHandlers.company(() => buildCompany({ userCount: people.length })),
        adminHandlers.companyPeople(() => people),
        adminHandlers.searchPeople([buildPerson({ id: 11, name: 'Robin Newcomer', email: 'robin@fabrikam.example' })]),
        adminHandlers.grantAccess(() => {
          people = [...people, buildCompanyPerson({ id: 11, name: 'Robin Newcomer', email: 'robin@fabrikam.example' })];
          return buildAccessGrant({ userId: 11 });
        }),
        adminHandlers.revokeAccess(undefined, { success: true }),
      ],
    });
    const headCount = () => document.querySelector('.ra-field-userCount');
    await waitFor(() => expect(headCount()).toHaveTextContent(/^People1$/));
    await userEvent.click(screen.getByRole('button', { name: 'Grant access' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Person/ }), 'robin');
    await userEvent.click(await screen.findByRole('option', { name: /Robin Newcomer/ }));
    // A double click grants once.
    doubleClick(within(dialog).getByRole('button', { name: 'Grant access' }));
    await waitFor(() => expect(headCount()).toHaveTextContent(/^People2$/));
    people = people.slice(0, 1);
    await userEvent.click(within(rowOf('robin@fabrikam.example')).getByRole('button', { name: 'Revoke' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(headCount()).toHaveTextContent(/^People1$/));
  });

  it('asks for a person before granting', async () => {
    const seen: AdminRequest[] = [];
    openCompany([adminHandlers.grantAccess(buildAccessGrant(), seen)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Grant access' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant access' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('shows the server’s refusal in words', async () => {
    openCompany([adminHandlers.grantAccess(failureAnswer(403, 'Not yours'))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Grant access' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Person/ }), 'robin');
    await userEvent.click(await screen.findByRole('option', { name: /Robin Newcomer/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant access' }));
    expect(await screen.findByText('Access forbidden')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('revokes an access only after confirmation', async () => {
    const seen: AdminRequest[] = [];
    openCompany([adminHandlers.revokeAccess(seen)]);
    const alex = (await screen.findByText('alex@fabrikam.example')).closest('tr')!;
    await userEvent.click(within(alex).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke access' });
    expect(confirm).toHaveTextContent('Revoke the access of Alex Wilber to Fabrikam?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toHaveLength(0);

    await userEvent.click(within(alex).getByRole('button', { name: 'Revoke' }));
    const asked = await screen.findByRole('dialog');
    await userEvent.type(within(asked).getByLabelText('Reason'), 'Left the team');
    // A double click revokes once.
    doubleClick(within(asked).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Access revoked')).toBeInTheDocument();
    expect(seen.map((request) => [request.method, request.url.pathname])).toEqual([
      ['DELETE', '/api/v1/multi-tenant/companies/3/users/7/access'],
    ]);
    expect(seen[0]!.url.searchParams.get('reason')).toBe('Left the team');
  });

  it('says so when nobody has access, and shows a failure to list the people', async () => {
    openScreen('/admin/companies/3', {
      user: supportUser,
      handlers: [adminHandlers.company(buildCompany()), adminHandlers.companyPeople([])],
    });
    expect(await screen.findByText('Nobody has access to this company yet.')).toBeInTheDocument();
  });

  it('shows a failure to list the people in words', async () => {
    openScreen('/admin/companies/3', {
      user: supportUser,
      handlers: [adminHandlers.company(buildCompany()), adminHandlers.companyPeople(failureAnswer(403, 'No'))],
    });
    await screen.findByRole('heading', { name: 'People with access' });
    expect(await screen.findByText('Access forbidden')).toBeInTheDocument();
  });
});
