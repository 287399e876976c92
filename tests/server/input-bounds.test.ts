// Input that passes a loose schema but that the database refuses (ids beyond `integer`, NUL characters and
// unpaired surrogates, days that are not on the calendar): a 400 in words, never a 500, and nothing written.
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogAssignments, catalogs, companies } from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { asUser } from './support/sign-in';

describe('input the database cannot hold', () => {
  let app: FastifyInstance;
  let partner: Record<string, string>;
  let alex: Record<string, string>;
  let fabrikam: number;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    [{ id: fabrikam }] = await app.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.domain, 'fabrikam.example'));
    partner = await asUser(app, 'partner.admin@contoso.example');
    alex = await asUser(app, 'alex@fabrikam.example', { company: fabrikam });
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, payload });
  const catalogCount = async () => (await app.database.db.select({ total: count() }).from(catalogs))[0]!.total;

  it('refuses ids beyond what an integer column holds, in the address, a body and a filter', async () => {
    const inAddress = await call('GET', '/api/v1/subscriptions/2147483648', alex);
    expect(inAddress.statusCode).toBe(400);
    expect(inAddress.json().message).toContain('id');
    expect((await call('GET', '/api/v1/subscriptions/2147483647', alex)).statusCode).toBe(404);
    const inBody = await call('POST', '/api/v1/orders/quote', alex, {
      lines: [{ priceSheetId: 2 ** 31, quantity: 1 }],
    });
    expect(inBody.statusCode).toBe(400);
    const inFilter = await call(
      'GET',
      `/api/v1/partner/orders?filter=${encodeURIComponent('{"companyId":9007199254740991}')}`,
      partner,
    );
    expect(inFilter.statusCode).toBe(400);
  });

  it('refuses a ten-digit company header beyond any id as it refuses any company not one’s own', async () => {
    const response = await call('GET', '/api/v1/subscriptions', { ...alex, 'x-company-id': '9999999999' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a NUL or an unpaired surrogate in any text, and creates nothing', async () => {
    const before = await catalogCount();
    for (const name of ['Spring\u0000catalog', 'Spring \ud800 catalog', 'Spring \udc00']) {
      const response = await call('POST', '/api/v1/catalog/partner/catalogs', partner, { name });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('name');
    }
    expect(await catalogCount()).toBe(before);
    // A pair of surrogates is one character (an emoji): stored as it is.
    const emoji = await call('POST', '/api/v1/catalog/partner/catalogs', partner, { name: 'Spring 🌷 catalog' });
    expect(emoji.statusCode).toBe(201);
    expect(emoji.json().name).toBe('Spring 🌷 catalog');
    const search = await call(
      'GET',
      `/api/v1/catalog/partner/catalogs?filter=${encodeURIComponent('{"q":"\\u0000"}')}`,
      partner,
    );
    expect(search.statusCode).toBe(400);
    const exchange = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/exchange-code',
      payload: { code: 'abc', state: 'st\u0000ate', redirectUri: 'http://localhost:3000/auth-callback' },
    });
    expect(exchange.statusCode).toBe(400);
  });

  it('answers the built-in identity provider’s NUL characters with a refusal, not a 500', async () => {
    const token = await app.inject({
      method: 'POST',
      url: '/idp/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=authorization_code&code=ab%00cd&client_id=subscription-portal&redirect_uri=${encodeURIComponent('http://localhost:3000/auth-callback')}&code_verifier=${'v'.repeat(43)}`,
    });
    expect(token.statusCode).toBe(400);
    const query = new URLSearchParams({
      client_id: 'subscription-portal',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: 'http://localhost:3000/auth-callback',
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
      state: 'st\u0000ate',
    });
    const authorize = await app.inject({ method: 'GET', url: `/idp/auth?${query}` });
    expect(authorize.statusCode).toBeLessThan(500);
  });

  it('refuses days that are not on the calendar, in a filter and in an assignment’s period', async () => {
    for (const day of ['2026-02-30', '2026-13-45', '0000-01-01']) {
      const filter = encodeURIComponent(JSON.stringify({ from: day }));
      expect((await call('GET', `/api/v1/partner/orders?filter=${filter}`, partner)).statusCode).toBe(400);
    }
    const [standard] = await app.database.db.select().from(catalogs).where(eq(catalogs.name, 'Standard catalog'));
    const before = (await app.database.db.select({ total: count() }).from(catalogAssignments))[0]!.total;
    const assignment = await call('POST', '/api/v1/catalog/partner/catalog-assignments', partner, {
      catalogId: standard!.id,
      companyId: fabrikam,
      validFrom: '2031-02-29',
    });
    expect(assignment.statusCode).toBe(400);
    expect(assignment.json().message).toContain('validFrom');
    expect((await app.database.db.select({ total: count() }).from(catalogAssignments))[0]!.total).toBe(before);
    expect(
      (await call('GET', `/api/v1/partner/orders?filter=${encodeURIComponent('{"from":"2028-02-29"}')}`, partner))
        .statusCode,
    ).toBe(200);
  });
});
