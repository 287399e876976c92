import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  adminHandlers,
  buildAccessGrant,
  buildCompany,
  buildPerson,
  buildProfile,
  type AdminRequest,
} from '../../mocks/admin-handlers';
import { server } from '../../mocks/server';
import { createQueryClient } from '../../src/App';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createApiClient } from '../../src/providers/httpClient';
import { createSession } from '../../src/providers/session';
import { resourceEndpoints } from '../../src/resources/registry';

function buildDataProvider() {
  const session = createSession(localStorage);
  session.setToken('token-1');
  session.setCompanyId('3');
  return createDataProvider(createApiClient({ session }), session, resourceEndpoints);
}

const listParams = {
  pagination: { page: 2, perPage: 10 },
  sort: { field: 'name', order: 'ASC' as const },
  filter: { q: 'north', isActive: true },
};

describe('the data provider’s resources', () => {
  it.each([
    ['admin/companies', '/api/v1/partner/companies'],
    ['admin/history', '/api/v1/multi-tenant/access-history'],
    ['admin/my-history', '/api/v1/user/access-history'],
  ])('sends %s to %s in the list dialect', async (resource, path) => {
    const seen: AdminRequest[] = [];
    const rows = [buildCompany(), buildCompany({ id: 4 })];
    server.use(
      http.get(path, async ({ request }) => {
        seen.push({ method: request.method, url: new URL(request.url), body: null, list: {} });
        return HttpResponse.json(rows, { headers: { 'Content-Range': 'items 10-11/12' } });
      }),
    );
    const result = await buildDataProvider().getList(resource, listParams);
    expect(result).toEqual({ data: rows, total: 12 });
    const query = seen[0]!.url.searchParams;
    expect(JSON.parse(query.get('sort')!)).toEqual(['name', 'ASC']);
    expect(JSON.parse(query.get('range')!)).toEqual([10, 19]);
    expect(JSON.parse(query.get('filter')!)).toEqual({ q: 'north', isActive: true });
  });

  it('reads one company, and several in one call of the list (filter by id)', async () => {
    const seen: AdminRequest[] = [];
    server.use(
      adminHandlers.company((request) => buildCompany({ id: Number(request.url.pathname.split('/').pop()) }), seen),
      adminHandlers.companies(
        [3, 4, 5].map((id) => buildCompany({ id })),
        seen,
      ),
    );
    const dataProvider = buildDataProvider();
    await expect(dataProvider.getOne('admin/companies', { id: 3 })).resolves.toEqual({ data: buildCompany() });
    const many = await dataProvider.getMany('admin/companies', { ids: [3, 4] });
    expect(many.data.map((company) => company.id)).toEqual([3, 4]);
    expect(seen.map((request) => request.url.pathname)).toEqual([
      '/api/v1/partner/companies/3',
      '/api/v1/partner/companies',
    ]);
    expect(seen[1]!.list.filter).toEqual({ id: [3, 4] });
  });

  it('reads several catalogs in one call, in ra-data-simple-rest’s own way (filter by id)', async () => {
    const seen: URL[] = [];
    server.use(
      http.get('/api/v1/catalog/partner/catalogs', ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json([{ id: 1 }, { id: 2 }], { headers: { 'Content-Range': 'catalogs 0-1/2' } });
      }),
    );
    const many = await buildDataProvider().getMany('partner-admin/catalogs', { ids: [1, 2] });
    expect(many.data.map((catalog) => catalog.id)).toEqual([1, 2]);
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0]!.searchParams.get('filter')!)).toEqual({ id: [1, 2] });
  });

  it('answers "Resource not found" for an address that is no record id, without asking the API', async () => {
    const seen: AdminRequest[] = [];
    server.use(adminHandlers.company(buildCompany(), seen));
    await expect(buildDataProvider().getOne('admin/companies', { id: 'abc' })).rejects.toMatchObject({
      status: 404,
      message: 'Resource not found',
    });
    expect(seen).toHaveLength(0);
  });

  it('sends only the fields that changed in an update', async () => {
    let body: unknown;
    server.use(
      http.put('/api/v1/subscriptions/5', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 5, quantity: 3, autoRenew: true, name: 'Office' });
      }),
    );
    await buildDataProvider().update('subscriptions', {
      id: 5,
      data: { id: 5, quantity: 3, autoRenew: true, name: 'Office' },
      previousData: { id: 5, quantity: 2, autoRenew: true, name: 'Office' },
    });
    expect(body).toEqual({ quantity: 3 });
  });

  it('leaves a resource it does not map at its own path', async () => {
    server.use(
      http.get('/api/v1/subscriptions', () =>
        HttpResponse.json([{ id: 1 }], { headers: { 'Content-Range': 'items 0-0/1' } }),
      ),
    );
    await expect(buildDataProvider().getList('subscriptions', listParams)).resolves.toEqual({
      data: [{ id: 1 }],
      total: 1,
    });
  });
});

describe('the data provider’s calls for people and access', () => {
  it('reads and updates the profile, sending exactly the changes it is given', async () => {
    const seen: AdminRequest[] = [];
    const profile = buildProfile();
    server.use(adminHandlers.profile({ data: profile }), adminHandlers.updateProfile(profile, seen));
    const dataProvider = buildDataProvider();
    await expect(dataProvider.getProfile()).resolves.toEqual(profile);
    const updated = await dataProvider.updateProfile({ preferences: { locale: 'fr' } });
    expect(updated.preferences).toEqual({ locale: 'fr' });
    expect(seen.map((request) => [request.method, request.body])).toEqual([['PUT', { preferences: { locale: 'fr' } }]]);
  });

  it('searches people with the text encoded, and can be aborted', async () => {
    const seen: AdminRequest[] = [];
    server.use(adminHandlers.searchPeople([buildPerson({ name: 'Zoë & Co' })], seen));
    const dataProvider = buildDataProvider();
    await expect(dataProvider.searchPeople('zoë & co')).resolves.toHaveLength(1);
    expect(seen[0]!.url.search).toBe('?q=zo%C3%AB%20%26%20co');
    const controller = new AbortController();
    controller.abort();
    await expect(dataProvider.searchPeople('zo', { signal: controller.signal })).rejects.toThrow();
  });

  it('grants, revokes, registers, disables, and lists a company’s people and a person’s companies', async () => {
    const seen: AdminRequest[] = [];
    server.use(
      adminHandlers.grantAccess(buildAccessGrant({ isNew: false }), seen),
      adminHandlers.revokeAccess(seen),
      adminHandlers.registerPerson(seen),
      adminHandlers.updatePerson([buildPerson()], seen),
      adminHandlers.companyPeople([], seen),
      adminHandlers.personCompanies([], seen),
    );
    const dataProvider = buildDataProvider();
    const grant = { role: 'viewer' as const, expiresAt: '2030-01-31T00:00:00.000Z', reason: 'Audit' };
    await expect(dataProvider.grantAccess(3, 7, grant)).resolves.toMatchObject({ isNew: false });
    await dataProvider.revokeAccess(3, 7);
    await expect(
      dataProvider.registerPerson({ email: 'robin@fabrikam.example', name: 'Robin', globalRole: 'none' }),
    ).resolves.toMatchObject({ id: 99, email: 'robin@fabrikam.example' });
    await expect(dataProvider.setPersonDisabled(7, true)).resolves.toMatchObject({ id: 7, isDisabled: true });
    await dataProvider.getCompanyPeople(3);
    await dataProvider.getPersonCompanies(7);
    expect(seen.map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['POST', '/api/v1/multi-tenant/companies/3/users/7/access', grant],
      ['DELETE', '/api/v1/multi-tenant/companies/3/users/7/access', null],
      ['POST', '/api/v1/multi-tenant/users', { email: 'robin@fabrikam.example', name: 'Robin', globalRole: 'none' }],
      ['PATCH', '/api/v1/multi-tenant/users/7', { isDisabled: true }],
      ['GET', '/api/v1/multi-tenant/companies/3/users', null],
      ['GET', '/api/v1/multi-tenant/users/7/companies', null],
    ]);
  });

  it('retries, in the portal’s query client, a failure of the network or the server twice, never a refusal', async () => {
    const triesUntilSettled = async (status: number) => {
      let tries = 0;
      const queryFn = async () => {
        tries++;
        throw Object.assign(new Error('x'), { status });
      };
      await createQueryClient()
        .fetchQuery({ queryKey: ['x'], queryFn, retryDelay: 0 })
        .catch(() => undefined);
      return tries;
    };
    expect(await triesUntilSettled(0)).toBe(3);
    expect(await triesUntilSettled(503)).toBe(3);
    expect(await triesUntilSettled(403)).toBe(1);
    expect(await triesUntilSettled(404)).toBe(1);
  });
});

describe('switching the current company (spec §4)', () => {
  const current = () => [localStorage.getItem('current_company_id'), localStorage.getItem('current_tenant_id')];
  const startIn = () => {
    localStorage.setItem('current_company_id', '3');
    localStorage.setItem('current_tenant_id', 'tenant-fabrikam');
  };
  const answer = (response: () => Response) =>
    server.use(http.put('/api/v1/multi-tenant/user/current-company', response));

  it('stores the new company when the answer says success', async () => {
    startIn();
    answer(() => HttpResponse.json({ success: true, companyId: 4, tenantId: 'tenant-northwind' }));
    await expect(buildDataProvider().switchCompany(4)).resolves.toMatchObject({ success: true });
    expect(current()).toEqual(['4', 'tenant-northwind']);
  });

  it('keeps the previous company when the answer says success: false', async () => {
    startIn();
    answer(() => HttpResponse.json({ success: false }));
    await expect(buildDataProvider().switchCompany(4)).resolves.toMatchObject({ success: false });
    expect(current()).toEqual(['3', 'tenant-fabrikam']);
  });

  it('keeps the previous company and the session when the call fails, a 401 included', async () => {
    startIn();
    answer(() => HttpResponse.json({ message: 'No' }, { status: 401 }));
    await expect(buildDataProvider().switchCompany(4)).rejects.toMatchObject({ status: 401 });
    expect(current()).toEqual(['3', 'tenant-fabrikam']);
    expect(localStorage.getItem('auth_token')).toBe('token-1');
  });
});
