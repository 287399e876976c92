import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessCache } from '../../server/auth/access-cache';
import { registerAccessControl } from '../../server/auth/guard';
import { createSessionTokens } from '../../server/auth/session-token';
import { companies, companyAccess } from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { createCompany, grantAccess } from './support/builders';
import { asUser } from './support/sign-in';

describe('profile, companies and the current company', () => {
  let app: FastifyInstance;
  let alex: { authorization: string };
  beforeAll(async () => {
    ({ app } = await buildTestApp());
    alex = await asUser(app, 'alex@fabrikam.example');
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'PUT', url: string, headers: object, payload?: object) =>
    app.inject({ method, url, headers: headers as Record<string, string>, payload });

  it('reads and changes one’s own name and preferences', async () => {
    const profile = (await call('GET', '/api/v1/user/profile', alex)).json();
    expect(profile).toMatchObject({ email: 'alex@fabrikam.example', globalRole: 'none' });
    const updated = await call('PUT', '/api/v1/user/profile', alex, {
      name: 'Alex W.',
      preferences: { locale: 'fr', theme: 'dark' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Alex W.', preferences: { locale: 'fr', theme: 'dark' } });
    expect((await call('GET', '/api/v1/user/profile', alex)).json().preferences).toEqual({
      locale: 'fr',
      theme: 'dark',
    });
  });

  it('keeps both of two changes of different preferences made at once', async () => {
    for (const [theme, locale] of [
      ['dark', 'fr'],
      ['light', 'en'],
      ['dark', 'fr'],
      ['light', 'en'],
    ] as const) {
      const [first, second] = await Promise.all([
        call('PUT', '/api/v1/user/profile', alex, { preferences: { theme } }),
        call('PUT', '/api/v1/user/profile', alex, { preferences: { locale } }),
      ]);
      expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
      expect((await call('GET', '/api/v1/user/profile', alex)).json().preferences).toMatchObject({ theme, locale });
    }
    await call('PUT', '/api/v1/user/profile', alex, { preferences: { locale: 'en', theme: 'light' } });
  });

  it('refuses a role or an email in the profile body, and changes nothing', async () => {
    for (const body of [
      { globalRole: 'partner_admin' },
      { email: 'boss@contoso.example' },
      { name: 'X', role: 'member' },
    ]) {
      const response = await call('PUT', '/api/v1/user/profile', alex, body);
      expect(response.statusCode).toBe(400);
    }
    expect((await call('GET', '/api/v1/user/profile', alex)).json()).toMatchObject({
      email: 'alex@fabrikam.example',
      globalRole: 'none',
    });
  });

  it('lists one’s companies with the role in each', async () => {
    const list = (await call('GET', '/api/v1/multi-tenant/user/companies', alex)).json();
    expect(list.map((company: { name: string; role: string }) => [company.name, company.role])).toEqual([
      ['Fabrikam, Inc.', 'member'],
      ['Northwind Traders', 'viewer'],
    ]);
    expect(list.filter((company: { isCurrent: boolean }) => company.isCurrent)).toHaveLength(1);
    // Whether each may order: the portal says so on every screen of a deactivated one.
    expect(list.map((company: { isActive: boolean }) => company.isActive)).toEqual([true, true]);
  });

  it('switches to a company one has, and refuses one one has not', async () => {
    const list = (await call('GET', '/api/v1/multi-tenant/user/companies', alex)).json();
    const northwind = list.find((company: { name: string }) => company.name === 'Northwind Traders');
    const switched = await call('PUT', '/api/v1/multi-tenant/user/current-company', alex, { companyId: northwind.id });
    expect(switched.json()).toEqual({ success: true, companyId: northwind.id, tenantId: northwind.tenantId });
    expect((await call('GET', '/api/v1/user/profile', alex)).json().currentCompanyId).toBe(northwind.id);

    const [tailspin] = await app.database.db.select().from(companies).where(eq(companies.domain, 'tailspin.example'));
    const refused = await call('PUT', '/api/v1/multi-tenant/user/current-company', alex, { companyId: tailspin!.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Access forbidden');
    expect(
      (await call('PUT', '/api/v1/multi-tenant/user/current-company', alex, { companyId: 'abc' })).statusCode,
    ).toBe(400);
  });

  it('drops a revoked company from the list at once, and moves the current company off it', async () => {
    const company = await createCompany(app);
    const { id: alexId } = await grantAccess(app, { companyId: company.id, email: 'alex@fabrikam.example' });
    expect(
      (await call('PUT', '/api/v1/multi-tenant/user/current-company', alex, { companyId: company.id })).statusCode,
    ).toBe(200);
    await app.database.db
      .delete(companyAccess)
      .where(and(eq(companyAccess.userId, alexId), eq(companyAccess.companyId, company.id)));
    const list = (await call('GET', '/api/v1/multi-tenant/user/companies', alex)).json();
    expect(list.map((listed: { name: string }) => listed.name)).toEqual(['Fabrikam, Inc.', 'Northwind Traders']);
    expect((await call('GET', '/api/v1/user/profile', alex)).json().currentCompanyId).not.toBe(company.id);
  });

  it('asks for a sign-in on every signed-in route', async () => {
    for (const url of ['/api/v1/user/profile', '/api/v1/multi-tenant/user/companies']) {
      const response = await call('GET', url, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required' });
    }
  });
});

describe('access policies', () => {
  it('refuse to start a server with an API route that declares no policy', async () => {
    const app = Fastify();
    // Refusing a route happens at registration: no request, so no access cache is needed.
    registerAccessControl(app, createSessionTokens('s'.repeat(48), 60), {} as AccessCache);
    expect(() => app.get('/api/v1/forgotten', async () => 'oops')).toThrow(
      'GET /api/v1/forgotten declares no access policy',
    );
    expect(() => app.get('/api/v1/declared', { config: { access: 'open' } }, async () => 'ok')).not.toThrow();
    await app.close();
  });
});
