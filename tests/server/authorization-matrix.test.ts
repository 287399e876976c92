// Every registered API route, every demo role: a call without the right answers 401 or 403 with nothing
// but the error in its body. New routes are covered without anyone writing a test.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { signIn } from './support/sign-in';

describe('the authorization matrix', () => {
  let app: FastifyInstance;
  let tokens: Record<'alex' | 'sam' | 'support' | 'partner', string>;
  let ids: { fabrikam: number; northwind: number; tailspin: number };

  beforeAll(async () => {
    ({ app } = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' }));
    const companyId = async (domain: string) =>
      (await app.database.db.select().from(companies).where(eq(companies.domain, domain)))[0]!.id;
    ids = {
      fabrikam: await companyId('fabrikam.example'),
      northwind: await companyId('northwind.example'),
      tailspin: await companyId('tailspin.example'),
    };
    tokens = {
      alex: await signIn(app, 'alex@fabrikam.example'),
      sam: await signIn(app, 'sam@northwind.example'),
      support: await signIn(app, 'support@contoso.example'),
      partner: await signIn(app, 'partner.admin@contoso.example'),
    };
  });
  afterAll(() => app.close());

  const guarded = () => app.routePolicies.filter((route) => route.access !== 'open');
  const urlOf = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
  const call = (route: { method: string; url: string }, headers: Record<string, string>) =>
    app.inject({
      method: route.method as 'GET',
      url: urlOf(route.url),
      headers,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });
  const expectRefusal = (response: Awaited<ReturnType<typeof call>>, statusCode: 401 | 403, label: string) => {
    expect(response.statusCode, label).toBe(statusCode);
    expect(response.json(), label).toEqual({
      statusCode,
      error: statusCode === 401 ? 'Unauthorized' : 'Forbidden',
      message: statusCode === 401 ? 'Authentication required' : 'Access forbidden',
    });
  };

  it('covers every API route, each with a declared policy', () => {
    expect(app.routePolicies.length).toBeGreaterThan(40);
    expect(guarded().length).toBeGreaterThan(35);
  });

  it('asks for a sign-in on every guarded route, and refuses a forged token', async () => {
    for (const route of guarded()) {
      expectRefusal(await call(route, {}), 401, `${route.method} ${route.url} without a token`);
      expectRefusal(
        await call(route, { authorization: 'Bearer not.a.token' }),
        401,
        `${route.method} ${route.url} forged`,
      );
    }
  });

  it('refuses support-only and partner-only routes to those without the global role', async () => {
    for (const route of guarded()) {
      const label = `${route.method} ${route.url}`;
      if (route.access === 'support' || route.access === 'partner-admin') {
        for (const who of ['alex', 'sam'] as const) {
          expectRefusal(await call(route, { authorization: `Bearer ${tokens[who]}` }), 403, `${label} as ${who}`);
        }
      }
      if (route.access === 'partner-admin') {
        expectRefusal(await call(route, { authorization: `Bearer ${tokens.support}` }), 403, `${label} as support`);
      }
    }
  });

  it('refuses company routes for a company one lacks, a malformed company header, or a role too low', async () => {
    const alex = `Bearer ${tokens.alex}`;
    for (const route of guarded()) {
      if (typeof route.access !== 'object') continue;
      const label = `${route.method} ${route.url}`;
      expectRefusal(
        await call(route, { authorization: alex, 'x-company-id': String(ids.tailspin) }),
        403,
        `${label} foreign company`,
      );
      for (const header of ['', 'abc', `${ids.fabrikam},${ids.tailspin}`, '99999999', '-1']) {
        expectRefusal(
          await call(route, { authorization: alex, 'x-company-id': header }),
          403,
          `${label} company header ${header}`,
        );
      }
      expectRefusal(
        await call(route, {
          authorization: alex,
          'x-company-id': String(ids.fabrikam),
          'x-tenant-id': 'another-tenant',
        }),
        403,
        `${label} mismatched tenant`,
      );
      if (route.access.company === 'member') {
        expectRefusal(
          await call(route, { authorization: alex, 'x-company-id': String(ids.northwind) }),
          403,
          `${label} as a viewer`,
        );
      }
    }
  });
});
