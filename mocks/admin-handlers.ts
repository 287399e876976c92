// MSW handlers and data builders for the /admin area: profile, companies, people, access and its history.
import { http, HttpResponse } from 'msw';
import type {
  AccessEvent,
  CompanyDetail,
  CompanyPerson,
  CompanySummary,
  MyCompany,
  Person,
  PersonRow,
  SessionUser,
  AccessGrant,
} from '../common/api';
import type { PersonCompany } from '../src/providers/dataProvider';
import { handle, handleList, respond, seeRequest, type Answer, type Responder, type SeenRequest } from './answers';
import { buildSessionUser } from './auth-handlers';

// ---- Builders ----

export const buildProfile = (overrides: Partial<SessionUser> = {}): SessionUser => buildSessionUser(overrides);

export const buildMyCompany = (overrides: Partial<MyCompany> = {}): MyCompany => ({
  id: 3,
  name: 'Fabrikam',
  tenantId: 'tenant-fabrikam',
  isActive: true,
  role: 'member',
  grantedAt: '2025-01-15T09:00:00.000Z',
  expiresAt: null,
  isCurrent: true,
  ...overrides,
});

/** A billing profile as a customer's page lists it: US, taxes decided automatically, invoices in English. */
export const buildCompanyBillingProfile = (
  overrides: Partial<CompanyDetail['billingProfiles'][number]> = {},
): CompanyDetail['billingProfiles'][number] => ({
  id: 1,
  name: 'Fabrikam HQ',
  currency: 'USD',
  poNumber: null,
  legalName: null,
  address: '',
  country: 'US',
  vatId: null,
  taxTreatment: null,
  language: 'en',
  invoiceEmails: [],
  poRequired: false,
  ...overrides,
});

export const buildCompany = (overrides: Partial<CompanyDetail> = {}): CompanyDetail => ({
  id: 3,
  name: 'Fabrikam',
  tenantId: 'tenant-fabrikam',
  domain: 'fabrikam.example',
  isActive: true,
  userCount: 2,
  subscriptionCount: 5,
  createdAt: '2024-06-01T08:00:00.000Z',
  billingProfiles: [buildCompanyBillingProfile()],
  contacts: [],
  ...overrides,
});

export const buildCompanyPerson = (overrides: Partial<CompanyPerson> = {}): CompanyPerson => ({
  id: 7,
  name: 'Alex Wilber',
  email: 'alex@fabrikam.example',
  role: 'member',
  grantedBy: 'Sasha Support',
  grantedAt: '2025-01-15T09:00:00.000Z',
  expiresAt: null,
  reason: 'Buyer for the team',
  lastSignInAt: '2025-03-01T10:00:00.000Z',
  isDisabled: false,
  ...overrides,
});

export const buildPerson = (overrides: Partial<Person> = {}): Person => ({
  id: 7,
  name: 'Alex Wilber',
  email: 'alex@fabrikam.example',
  globalRole: 'none',
  isDisabled: false,
  lastSignInAt: '2025-03-01T10:00:00.000Z',
  createdAt: '2024-06-01T08:00:00.000Z',
  ...overrides,
});

/** A row of the people directory. */
export const buildPersonRow = (overrides: Partial<PersonRow> = {}): PersonRow => ({
  ...buildPerson(),
  companyCount: 1,
  accessEndsAt: null,
  ...overrides,
});

export const buildAccessEvent = (overrides: Partial<AccessEvent> = {}): AccessEvent => ({
  id: 1,
  action: 'access.granted',
  at: '2025-01-15T09:00:00.000Z',
  actor: 'Sasha Support',
  companyId: 3,
  companyName: 'Fabrikam',
  userId: 7,
  userName: 'Alex Wilber',
  userEmail: 'alex@fabrikam.example',
  role: 'member',
  expiresAt: null,
  reason: 'Buyer for the team',
  ...overrides,
});

export const buildAccessGrant = (overrides: Partial<AccessGrant> = {}): AccessGrant => ({
  userId: 7,
  companyId: 3,
  role: 'member',
  grantedAt: '2025-04-01T09:00:00.000Z',
  expiresAt: null,
  reason: null,
  isNew: true,
  ...overrides,
});

export const buildPersonCompany = (overrides: Partial<PersonCompany> = {}): PersonCompany => ({
  id: 3,
  name: 'Fabrikam',
  role: 'member',
  grantedAt: '2025-01-15T09:00:00.000Z',
  expiresAt: null,
  ...overrides,
});

// ---- Answers and what the handlers saw ----

/** A request as a handler saw it. */
export type AdminRequest = SeenRequest;

const mt = '/api/v1/multi-tenant';

/** Handler factories for `server.use(...)`. */
export const adminHandlers = {
  profile: (answer: Responder<SessionUser>, seen?: AdminRequest[]) =>
    handle('get', '/api/v1/user/profile', answer, seen),
  /** PUT /user/profile: by default the profile with the changes merged in (preferences one level deep). */
  updateProfile: (profile: SessionUser, seen?: AdminRequest[], answer?: Answer) =>
    handle(
      'put',
      '/api/v1/user/profile',
      answer ??
        ((request: AdminRequest) => {
          const changes = request.body as { name?: string; preferences?: Record<string, unknown> };
          return {
            ...profile,
            ...(changes.name ? { name: changes.name } : {}),
            preferences: { ...profile.preferences, ...changes.preferences },
          } as SessionUser;
        }),
      seen,
    ),
  myCompanies: (answer: Responder<MyCompany[]>, seen?: AdminRequest[]) =>
    handle('get', `${mt}/user/companies`, answer, seen),
  switchCompany: (seen?: AdminRequest[]) =>
    handle(
      'put',
      `${mt}/user/current-company`,
      (request) => {
        const { companyId } = request.body as { companyId: number };
        return { success: true, companyId, tenantId: `tenant-${companyId}` };
      },
      seen,
    ),
  myHistory: (rows: Responder<AccessEvent[]>, seen?: AdminRequest[]) =>
    handleList('/api/v1/user/access-history', rows, seen),
  companies: (rows: Responder<CompanySummary[]>, seen?: AdminRequest[]) =>
    handleList('/api/v1/partner/companies', rows, seen),
  company: (answer: Responder<CompanySummary>, seen?: AdminRequest[]) =>
    handle('get', '/api/v1/partner/companies/:id', answer, seen),
  companyPeople: (answer: Responder<CompanyPerson[]>, seen?: AdminRequest[]) =>
    handle('get', `${mt}/companies/:companyId/users`, answer, seen),
  /** GET /users: the people directory in the list dialect (searched by `q`; other filters are the responder's). */
  people: (rows: Responder<PersonRow[]>, seen?: AdminRequest[]) => handleList(`${mt}/users`, rows, seen),
  /** GET /users/search: people whose name or email holds `q`, or a fixed answer. */
  searchPeople: (people: Person[] | Answer | ((q: string) => Person[] | Answer), seen?: AdminRequest[]) =>
    handle(
      'get',
      `${mt}/users/search`,
      (request) => {
        const q = (request.url.searchParams.get('q') ?? '').toLowerCase();
        if (typeof people === 'function') return people(q);
        if (!Array.isArray(people)) return people;
        return people.filter((person) => `${person.name} ${person.email}`.toLowerCase().includes(q));
      },
      seen,
    ),
  grantAccess: (answer: Responder<AccessGrant>, seen?: AdminRequest[]) =>
    handle('post', `${mt}/companies/:companyId/users/:userId/access`, answer, seen),
  revokeAccess: (seen?: AdminRequest[], answer: Answer = { success: true }) =>
    handle('delete', `${mt}/companies/:companyId/users/:userId/access`, answer, seen),
  registerPerson: (seen?: AdminRequest[], answer?: Answer) =>
    http.post(`${mt}/users`, async ({ request }) => {
      const request_ = await seeRequest(request);
      seen?.push(request_);
      if (answer) return respond(answer);
      const body = request_.body as { email: string; name: string; globalRole: Person['globalRole'] };
      return HttpResponse.json(buildPerson({ id: 99, ...body, lastSignInAt: null }), { status: 201 });
    }),
  updatePerson: (people: Person[], seen?: AdminRequest[]) =>
    handle(
      'patch',
      `${mt}/users/:userId`,
      (request) => {
        const userId = Number(request.url.pathname.split('/').pop());
        const { isDisabled } = request.body as { isDisabled: boolean };
        const person = people.find((candidate) => candidate.id === userId) ?? buildPerson({ id: userId });
        return { ...person, isDisabled };
      },
      seen,
    ),
  personCompanies: (answer: Responder<PersonCompany[]>, seen?: AdminRequest[]) =>
    handle('get', `${mt}/users/:userId/companies`, answer, seen),
  history: (rows: Responder<AccessEvent[]>, seen?: AdminRequest[]) => handleList(`${mt}/access-history`, rows, seen),
};
