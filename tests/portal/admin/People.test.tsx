import { largestPage } from '../../../src/providers/partnerCalls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonRow } from '../../../common/api';
import {
  adminHandlers,
  buildCompany,
  buildPersonCompany,
  buildPersonRow,
  type AdminRequest,
} from '../../../mocks/admin-handlers';
import { failureAnswer } from '../../../mocks/auth-handlers';
import { resetPortal, supportUser } from '../support/admin';
import { expectPlaceholderRowsAfterASecond } from '../support/clock';
import { stubWindowWidth } from '../support/media';
import { openScreen } from '../support/screen';

const buildPeople = () => [
  buildPersonRow({ companyCount: 2 }),
  buildPersonRow({ id: 8, name: 'Sam Taylor', email: 'sam@northwind.example', lastSignInAt: null }),
  buildPersonRow({ id: 12, name: 'Dana Gone', email: 'dana@fabrikam.example', isDisabled: true, companyCount: 0 }),
];

/** `count` people, as the scale seed makes them. */
const manyPeople = (count: number) =>
  Array.from({ length: count }, (_unused, index) =>
    buildPersonRow({ id: 100 + index, name: `Scale person ${index + 1}`, email: `person${index + 1}@scale.example` }),
  );

const companies = [buildCompany(), buildCompany({ id: 4, name: 'Northwind Traders' })];

/** The directory, with `handlers` first; the company filter's list of companies answers too. */
const openDirectory = (handlers: RequestHandler[]) =>
  openScreen('/admin/people', { user: supportUser, handlers: [...handlers, adminHandlers.companies(companies)] });

const openPeople = (rows: PersonRow[] | ((seen: AdminRequest) => PersonRow[]), seen?: AdminRequest[]) =>
  openDirectory([adminHandlers.people(rows, seen)]);

const search = () => screen.findByPlaceholderText('Find a person');

describe('the people directory at /admin/people', () => {
  afterEach(resetPortal);

  it('pages through every person, 25 at a time sorted by name, and says how many there are', async () => {
    const seen: AdminRequest[] = [];
    openPeople(manyPeople(2000), seen);
    expect(await screen.findByText('person1@scale.example')).toBeInTheDocument();
    expect(seen[0]!.list).toEqual({ sort: ['name', 'ASC'], range: [0, 24], filter: {} });
    expect(screen.getByText('1–25 of 2,000')).toBeInTheDocument();
    expect(screen.queryByText('person26@scale.example')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('person26@scale.example')).toBeInTheDocument();
    expect(seen.at(-1)!.list.range).toEqual([25, 49]);
    expect(screen.getByText('26–50 of 2,000')).toBeInTheDocument();
  });

  it('writes the count as French does, in French', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    openPeople(manyPeople(2000));
    expect(await screen.findByText(/^1–25 sur 2\s000$/)).toBeInTheDocument();
  });

  it('sorts by last sign-in', async () => {
    const seen: AdminRequest[] = [];
    openPeople(buildPeople(), seen);
    await screen.findByText('sam@northwind.example');
    await userEvent.click(screen.getByRole('button', { name: /Sort by last sign-in/i }));
    await waitFor(() => expect(seen.at(-1)!.list.sort?.[0]).toBe('lastSignInAt'));
  });

  it('searches by name or email as one types', async () => {
    const seen: AdminRequest[] = [];
    openPeople(buildPeople(), seen);
    await screen.findByText('alex@fabrikam.example');
    await userEvent.type(await search(), 'sam');
    await waitFor(() => expect(screen.queryByText('alex@fabrikam.example')).not.toBeInTheDocument());
    expect(screen.getByText('sam@northwind.example')).toBeInTheDocument();
    expect(seen.at(-1)!.list.filter).toEqual({ q: 'sam' });
  });

  it('filters by a company found on the server as one types', async () => {
    const seen: AdminRequest[] = [];
    const companySearches: AdminRequest[] = [];
    openDirectory([adminHandlers.people(buildPeople(), seen), adminHandlers.companies(companies, companySearches)]);
    await screen.findByText('alex@fabrikam.example');
    await userEvent.type(screen.getByRole('combobox', { name: 'Company' }), 'North');
    await waitFor(() => expect(companySearches.some((request) => request.list.filter?.q === 'North')).toBe(true));
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind Traders' }));
    await waitFor(() => expect(seen.at(-1)!.list.filter).toEqual({ companyId: 4 }));
  });

  /** Adds each filter by its menu and picks its option; the last request then holds every one. */
  async function filterBy(filters: [filter: string, option: string][]) {
    const seen: AdminRequest[] = [];
    openDirectory([adminHandlers.people(buildPeople(), seen), adminHandlers.companies(companies)]);
    await screen.findByText('alex@fabrikam.example');
    for (const [filter, option] of filters) {
      // Each menu closes before the next opens (a closing menu's backdrop would take the next click).
      await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
      await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: filter }));
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await userEvent.click(await screen.findByRole('combobox', { name: filter }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    }
    return seen;
  }

  // Two filters a test: four in one took up to 26 s on a loaded machine.
  it('filters by role and status', async () => {
    const seen = await filterBy([
      ['Role in a company', 'Viewer'],
      ['Status', 'Disabled'],
    ]);
    await waitFor(() => expect(seen.at(-1)!.list.filter).toEqual({ role: 'viewer', isDisabled: true }));
  });

  it('filters by sign-in and expiry', async () => {
    const seen = await filterBy([
      ['Signed in', 'Never'],
      ['Access ends within', '30 days'],
    ]);
    await waitFor(() => expect(seen.at(-1)!.list.filter).toEqual({ neverSignedIn: true, expiringWithinDays: 30 }));
  });

  it('says when nobody matches the search, or the filters, and clears them; nobody at all is said otherwise', async () => {
    openPeople([]);
    expect(await screen.findByText('Nobody is registered yet.')).toBeInTheDocument();
    await userEvent.type(await search(), 'zz');
    expect(await screen.findByText('Nobody matches “zz”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText('Nobody is registered yet.')).toBeInTheDocument();
    expect(await search()).toHaveValue('');
  });

  it('says when nobody matches the search with the filters', async () => {
    openScreen(`/admin/people?filter=${encodeURIComponent(JSON.stringify({ q: 'zz', isDisabled: true }))}`, {
      user: supportUser,
      handlers: [adminHandlers.people([]), adminHandlers.companies(companies)],
    });
    expect(await screen.findByText('Nobody matches your search or filters.')).toBeInTheDocument();
  });

  it('shows placeholder rows while the list loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openDirectory([
      http.get('/api/v1/multi-tenant/users', async () => {
        await delay('infinite');
      }),
    ]);
    await search();
    await expectPlaceholderRowsAfterASecond();
    expect(screen.queryByText('alex@fabrikam.example')).not.toBeInTheDocument();
  });

  it('shows a failed list in words', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openPeople(() => failureAnswer(400, 'The search text is too long') as never);
    expect(await within(await screen.findByRole('main')).findByText('The search text is too long')).toBeVisible();
    vi.restoreAllMocks();
  });

  it('shows a person’s companies on their row', async () => {
    openDirectory([
      adminHandlers.people(buildPeople()),
      adminHandlers.personCompanies([
        buildPersonCompany(),
        buildPersonCompany({ id: 4, name: 'Northwind Traders', role: 'viewer' }),
      ]),
    ]);
    const alex = (await screen.findByText('alex@fabrikam.example')).closest('tr')!;
    expect(within(alex).getByText('2')).toBeInTheDocument();
    await userEvent.click(within(alex).getByText('alex@fabrikam.example'));
    expect(await screen.findByText('Companies of Alex Wilber')).toBeInTheDocument();
    expect(await screen.findByText('Northwind Traders — Viewer')).toBeInTheDocument();
    expect(screen.getByText('Fabrikam — Member')).toBeInTheDocument();
  });

  it('disables a person after confirmation, re-enables another, and lists them as they now are', async () => {
    const people = buildPeople();
    const seen: AdminRequest[] = [];
    openDirectory([
      adminHandlers.people(() => people),
      http.patch('/api/v1/multi-tenant/users/:id', async ({ request, params }) => {
        const body = (await request.json()) as { isDisabled: boolean };
        seen.push({ method: 'PATCH', url: new URL(request.url), body, list: {} });
        const person = people.find((candidate) => candidate.id === Number(params.id))!;
        person.isDisabled = body.isDisabled;
        return HttpResponse.json(person);
      }),
    ]);
    const alex = (await screen.findByText('alex@fabrikam.example')).closest('tr')!;
    await userEvent.click(within(alex).getByRole('button', { name: 'Disable' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable Alex Wilber' });
    expect(confirm).toHaveTextContent('will be refused on their next call');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toHaveLength(0);

    await userEvent.click(within(alex).getByRole('button', { name: 'Disable' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Alex Wilber is disabled')).toBeInTheDocument();
    // The list is read again: Alex's row now says Disabled and offers a re-enable.
    await waitFor(() => expect(within(alex).getByText('Disabled')).toBeInTheDocument());
    expect(await within(alex).findByRole('button', { name: 'Re-enable' })).toBeInTheDocument();

    const dana = screen.getByText('dana@fabrikam.example').closest('tr')!;
    await userEvent.click(within(dana).getByRole('button', { name: 'Re-enable' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Re-enable' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    // Notifications come one at a time: the second follows the first, here dismissed (Escape) rather than waited for.
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Dana Gone is enabled again')).toBeInTheDocument();
    expect(seen.map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['PATCH', '/api/v1/multi-tenant/users/7', { isDisabled: true }],
      ['PATCH', '/api/v1/multi-tenant/users/12', { isDisabled: false }],
    ]);
  });

  it('signs a person out everywhere after confirmation, not a disabled one', async () => {
    const ended: string[] = [];
    openDirectory([
      adminHandlers.people(buildPeople()),
      http.post('/api/v1/multi-tenant/users/:id/sessions/end', ({ params }) => {
        ended.push(String(params.id));
        return HttpResponse.json({ ended: 3 });
      }),
    ]);
    const alex = (await screen.findByText('alex@fabrikam.example')).closest('tr')!;
    const dana = screen.getByText('dana@fabrikam.example').closest('tr')!;
    expect(within(dana).queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
    await userEvent.click(within(alex).getByRole('button', { name: 'Sign out everywhere' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign Alex Wilber out everywhere?' });
    expect(confirm).toHaveTextContent('refused on its next call');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Alex Wilber: 3 sessions ended')).toBeInTheDocument();
    expect(ended).toEqual(['7']);
  });
});

describe('the people directory on a phone', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await resetPortal();
  });

  it('shows a line per person; a tap opens their companies, “Sign out everywhere” and “Disable”', async () => {
    stubWindowWidth(390);
    openDirectory([adminHandlers.people(buildPeople()), adminHandlers.personCompanies([buildPersonCompany()])]);
    expect(await screen.findByText('alex@fabrikam.example')).toBeInTheDocument();
    expect(screen.getByText('· 2 companies')).toBeInTheDocument();
    expect(screen.getByText('dana@fabrikam.example')).toBeInTheDocument();
    expect(screen.getByText('· 0 companies · Disabled')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Alex Wilber'));
    const alex = await screen.findByRole('dialog', { name: 'Alex Wilber' });
    expect(await within(alex).findByText('Fabrikam — Member')).toBeInTheDocument();
    expect(within(alex).getByRole('button', { name: 'Sign out everywhere' })).toBeInTheDocument();
    expect(within(alex).getByRole('button', { name: 'Disable' })).toBeInTheDocument();
    await userEvent.click(within(alex).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByText('Dana Gone'));
    const dana = await screen.findByRole('dialog', { name: 'Dana Gone' });
    expect(within(dana).queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
    expect(within(dana).getByRole('button', { name: 'Re-enable' })).toBeInTheDocument();
  });
});

describe('exporting the people directory', () => {
  let blobs: Blob[];
  const createObjectURL = URL.createObjectURL;
  beforeEach(() => {
    blobs = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:people';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(async () => {
    URL.createObjectURL = createObjectURL;
    vi.restoreAllMocks();
    await resetPortal();
  });

  it('writes every person its filters match, in the API’s largest pages, the columns on screen', async () => {
    const seen: AdminRequest[] = [];
    const people = manyPeople(1500);
    people[0] = { ...people[0]!, name: '=HYPERLINK("http://evil.example")', accessEndsAt: '2030-06-30T21:59:59.000Z' };
    openPeople(people, seen);
    await screen.findByText('person2@scale.example');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const anchor = vi.mocked(HTMLAnchorElement.prototype.click).mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.getAttribute('download')).toBe('people.csv');
    const lines = (await blobs[0]!.text()).split('\r\n');
    expect(lines[0]).toBe('Name,Email,Global role,Companies,Status,Last sign-in,Access ends,Registered');
    expect(lines).toHaveLength(1501);
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""http://evil.example"")",person1@scale.example,None,1,Active,3/1/2025,6/30/2030,6/1/2024`,
    );
    // As large pages as the API gives (largestPage), the whole directory in as few calls.
    const exported = seen.filter((request) => (request.list.range?.[1] ?? 0) >= 999);
    expect(exported.map((request) => request.list.range)).toEqual([[0, largestPage - 1]]);
  });

  it('heads and words the file in French, for a French spreadsheet', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    openPeople([buildPersonRow({ isDisabled: true })]);
    await screen.findByText('alex@fabrikam.example');
    await userEvent.click(screen.getByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const anchor = vi.mocked(HTMLAnchorElement.prototype.click).mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.getAttribute('download')).toBe('personnes.csv');
    const lines = (await blobs[0]!.text()).split('\r\n');
    expect(lines[0]).toBe('Nom;E-mail;Rôle global;Sociétés;État;Dernière connexion;Fin d’accès;Inscrite le');
    expect(lines[1]).toBe('Alex Wilber;alex@fabrikam.example;Aucun;1;Désactivée;01/03/2025;;01/06/2024');
  });
});
