import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord } from 'react-admin';
import type {
  CompanyPerson,
  GrantAccessRequest,
  MyCompany,
  Person,
  RegisterPersonRequest,
  SessionUser,
  ProfileUpdate,
  AccessGrant,
  EndedSessions,
} from '../../common/api';
import { specMessages } from '../i18n/messages';
import { ApiError, type ApiClient } from './httpClient';
import { largestPage, createPartnerCalls } from './partnerCalls';
import type { Session } from './session';
import { createEndUserCalls } from './endUserCalls';
import { createBillingCalls } from './billingCalls';

export type CompanySwitch = { success: boolean; companyId: number; tenantId: string };
export type Profile = SessionUser;
/** One company of a person, as GET /multi-tenant/users/{userId}/companies lists it. */
export type PersonCompany = Pick<MyCompany, 'id' | 'name' | 'role' | 'grantedAt' | 'expiresAt'>;

/** For react-query's `retry`: a refusal (4xx) is an answer, not a hiccup; anything else is tried twice more. */
export const retryUnlessRefused = (failureCount: number, error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return failureCount < 2 && !(typeof status === 'number' && status >= 400 && status < 500);
};

/** The fields of `data` that differ from `previous` (DESIGN: updates send only what changed). */
export function changedFields<T extends Record<string, unknown>>(data: T, previous?: Partial<T>): Partial<T> {
  if (!previous) return data;
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key])),
  ) as Partial<T>;
}
const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body) });

/**
 * ra-data-simple-rest over the API's list dialect, plus the calls REST cannot say; `endpoints` says where each
 * resource lives below /api/v1 (`createDataProvider(api, session, { 'partner-admin/drift': 'partner/drift' })`), a
 * resource not listed being its own path.
 */
export function createDataProvider(api: ApiClient, session: Session, endpoints: Record<string, string>) {
  const rest = simpleRestProvider('/api/v1', api.fetchJson);
  const endpointOf = (resource: string) => endpoints[resource] ?? resource;
  const mt = '/api/v1/multi-tenant';
  const accessPath = (companyId: number, userId: number) => `${mt}/companies/${companyId}/users/${userId}/access`;

  const resources: DataProvider = {
    // The API answers at most 10,000 rows a call: a longer page (an export of every row) is fetched 10,000 at a time.
    getList: async (resource, params) => {
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
      if (perPage <= largestPage || page !== 1) return rest.getList(endpointOf(resource), params);
      const data: RaRecord[] = [];
      let total = 0;
      for (let chunkPage = 1; data.length < perPage; chunkPage++) {
        const chunk = await rest.getList(endpointOf(resource), {
          ...params,
          pagination: { page: chunkPage, perPage: largestPage },
        });
        data.push(...chunk.data);
        total = chunk.total ?? data.length;
        if (chunk.data.length < largestPage || data.length >= total) break;
      }
      return { data: data.slice(0, perPage) as never[], total };
    },
    // Every record's id is a whole number: another address (/orders/abc/show) is a record that is not there.
    getOne: async (resource, params) => {
      if (!/^\d+$/.test(String(params.id))) throw new ApiError(specMessages.resourceNotFound, 404);
      return rest.getOne(endpointOf(resource), params);
    },
    // Every list takes `filter={"id":[...]}`: several records in one call.
    getMany: (resource, params) => rest.getMany(endpointOf(resource), params),
    getManyReference: (resource, params) => rest.getManyReference(endpointOf(resource), params),
    create: (resource, params) => rest.create(endpointOf(resource), params),
    update: (resource, params) =>
      rest.update(endpointOf(resource), { ...params, data: changedFields(params.data, params.previousData) }),
    updateMany: (resource, params) => rest.updateMany(endpointOf(resource), params),
    delete: (resource, params) => rest.delete(endpointOf(resource), params),
    deleteMany: (resource, params) => rest.deleteMany(endpointOf(resource), params),
  };

  return {
    ...resources,
    ...createPartnerCalls(api, session),
    ...createEndUserCalls(api),
    ...createBillingCalls(api),
    getMyCompanies: () => api.request<MyCompany[]>(`${mt}/user/companies`),
    // react-admin's useDataProvider expects every method to answer a promise.
    /** The company the person acts for in this browser, if any. */
    getCurrentCompanyId: async () => session.getCompanyId(),
    /** Forgets the current company (its access ended and no other is left), so calls stop naming it. */
    forgetCurrentCompany: async () => {
      session.setCompanyId(null);
      session.setTenantId(null);
    },
    /**
     * Whether another of the person's companies holds a record the current one lacks: its list asked for that id,
     * naming that company (an empty answer, not a 404 the browser would log). The server answers only for a company
     * the person may act for.
     */
    holdsRecord: async (resource: string, id: string, company: Pick<MyCompany, 'id' | 'tenantId'>) => {
      const filter = encodeURIComponent(JSON.stringify({ id: [Number(id)] }));
      const rows = await api.request<RaRecord[]>(`/api/v1/${endpointOf(resource)}?filter=${filter}`, {
        company: { companyId: String(company.id), tenantId: company.tenantId },
      });
      return rows.length > 0;
    },
    /** Stores the new company only when the server says `success`; otherwise the previous one stays (spec §4). */
    switchCompany: async (companyId: number): Promise<CompanySwitch> => {
      const previous = { companyId: session.getCompanyId(), tenantId: session.getTenantId() };
      try {
        const result = await api.request<CompanySwitch>(`${mt}/user/current-company`, {
          method: 'PUT',
          body: JSON.stringify({ companyId }),
        });
        if (result?.success) {
          session.setCompanyId(String(result.companyId));
          session.setTenantId(result.tenantId);
        } else {
          session.setCompanyId(previous.companyId);
          session.setTenantId(previous.tenantId);
        }
        return result;
      } catch (error) {
        session.setCompanyId(previous.companyId);
        session.setTenantId(previous.tenantId);
        throw error;
      }
    },

    // ---- The signed-in person's own profile ----
    /** The profile may come bare or wrapped in `data` (spec §3). */
    getProfile: async (): Promise<Profile> => {
      const body = await api.request<Profile | { data: Profile }>('/api/v1/user/profile');
      return 'data' in body ? body.data : body;
    },
    /** Sends only what changed: `changes` holds the changed fields and nothing else. */
    updateProfile: (changes: ProfileUpdate) =>
      api.request<Profile>('/api/v1/user/profile', { method: 'PUT', ...json(changes) }),
    /** Signs the person out on every other device; this session goes on. */
    endOtherSessions: () =>
      api.request<EndedSessions>('/api/v1/user/sessions/end-others', { method: 'POST', ...json({}) }),

    // ---- People and access, for support staff and partner administrators ----
    getCompanyPeople: (companyId: number) => api.request<CompanyPerson[]>(`${mt}/companies/${companyId}/users`),
    searchPeople: (q: string, { signal }: { signal?: AbortSignal } = {}) =>
      api.request<Person[]>(`${mt}/users/search?q=${encodeURIComponent(q)}`, { signal }),
    /** Grants, or updates an existing access (the answer's `isNew` is then false). */
    grantAccess: (companyId: number, userId: number, body: GrantAccessRequest) =>
      api.request<AccessGrant>(accessPath(companyId, userId), { method: 'POST', ...json(body) }),
    /** Ends an access; the reason goes into the access history. */
    revokeAccess: (companyId: number, userId: number, reason?: string) =>
      api.request<unknown>(`${accessPath(companyId, userId)}${reason ? `?reason=${encodeURIComponent(reason)}` : ''}`, {
        method: 'DELETE',
      }),
    registerPerson: (body: RegisterPersonRequest) =>
      api.request<Person>(`${mt}/users`, { method: 'POST', ...json(body) }),
    setPersonDisabled: (userId: number, isDisabled: boolean, reason?: string) =>
      api.request<Person>(`${mt}/users/${userId}`, { method: 'PATCH', ...json({ isDisabled, reason }) }),
    /** Support signs a person out everywhere. */
    endSessionsOfPerson: (userId: number) =>
      api.request<EndedSessions>(`${mt}/users/${userId}/sessions/end`, { method: 'POST', ...json({}) }),
    getPersonCompanies: (userId: number) => api.request<PersonCompany[]>(`${mt}/users/${userId}/companies`),
  };
}

export type AppDataProvider = ReturnType<typeof createDataProvider>;
