// Every registered API route, every demo role: a call without the right answers 401 or 403 with nothing
// but the error in its body, and changes no business data. New routes are covered without anyone writing a test:
// the routes, their policies, their id parameters and their request bodies are all read from the app itself.
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalogAssignments, catalogItems, catalogs, companies, priceSheets, products } from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { businessDump } from './support/business-data';
import { writeProofFigures } from './support/proof-report';
import { signIn } from './support/sign-in';

type Route = FastifyInstance['routePolicies'][number];
type Who = 'anonymous' | 'forged' | 'alex' | 'sam' | 'support' | 'partner';
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
};

/** A request body the route's own schema accepts, so the call gets past validation to the access checks. */
function exampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return exampleOf(alternatives.find((option) => option.type !== 'null') ?? alternatives[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part)));
  const type = Array.isArray(schema.type) ? schema.type.find((option) => option !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const names = schema.required?.length ? schema.required : Object.keys(properties).slice(0, 1);
      return Object.fromEntries(names.map((name) => [name, exampleOf(properties[name])]));
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => exampleOf(schema.items));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'x'.repeat(Math.max(schema.minLength ?? 0, 8));
    default:
      return null;
  }
}

/** The demo catalogs are shared; one product offered to a single company gives the catalog routes a foreign id. */
async function giveACompanyAProductOfItsOwn(app: FastifyInstance, companyId: number) {
  const { db } = app.database;
  const [product] = await db
    .insert(products)
    .values({ sku: 'MATRIX-ONLY', name: 'Matrix-only product', publisher: 'Matrix', category: 'Testing' })
    .returning();
  const [priceSheet] = await db
    .insert(priceSheets)
    .values({ productId: product!.id, term: 'P1M', billingFrequency: 'monthly', unitPrice: 3, validFrom: '2000-01-01' })
    .returning();
  const [catalog] = await db.insert(catalogs).values({ name: 'Matrix-only catalog' }).returning();
  await db.insert(catalogItems).values({ catalogId: catalog!.id, priceSheetId: priceSheet!.id });
  await db.insert(catalogAssignments).values({ catalogId: catalog!.id, companyId, validFrom: '2000-01-01' });
}

describe('the authorization matrix', () => {
  let app: FastifyInstance;
  let tokens: Record<'alex' | 'sam' | 'support' | 'partner' | 'taylor' | 'jordan', string>;
  let ids: { fabrikam: number; northwind: number; tailspin: number; adatum: number };
  let dataBefore: Record<string, string>;
  const casesByRoute = new Map<string, { method: string; url: string; roles: Set<Who>; cases: number }>();

  beforeAll(async () => {
    ({ app } = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' }));
    const companyId = async (domain: string) =>
      (await app.database.db.select().from(companies).where(eq(companies.domain, domain)))[0]!.id;
    ids = {
      fabrikam: await companyId('fabrikam.example'),
      northwind: await companyId('northwind.example'),
      tailspin: await companyId('tailspin.example'),
      adatum: await companyId('adatum.example'),
    };
    tokens = {
      alex: await signIn(app, 'alex@fabrikam.example'),
      sam: await signIn(app, 'sam@northwind.example'),
      support: await signIn(app, 'support@contoso.example'),
      partner: await signIn(app, 'partner.admin@contoso.example'),
      taylor: await signIn(app, 'taylor@tailspin.example'),
      jordan: await signIn(app, 'jordan@adatum.example'),
    };
    await giveACompanyAProductOfItsOwn(app, ids.tailspin);
    // Sign-ins touch users.last_sign_in_at: the business data is compared from here on.
    dataBefore = await businessDump(app.database.db);
  });
  afterEach(async () => {
    expect(await businessDump(app.database.db), 'business data changed').toEqual(dataBefore);
  });
  afterAll(async () => {
    const casesPerRoute = app.routePolicies.map(({ method, url, access }) => {
      const entry = casesByRoute.get(`${method} ${url}`);
      return {
        method,
        url,
        access: typeof access === 'object' ? `company ${access.company}` : access,
        roles: [...(entry?.roles ?? [])],
        cases: entry?.cases ?? 0,
      };
    });
    writeProofFigures('matrix', {
      routes: app.routePolicies.length,
      guardedRoutes: guarded().length,
      cases: casesPerRoute.reduce((sum, route) => sum + route.cases, 0),
      casesPerRoute,
    });
    await app.close();
  });

  const guarded = () => app.routePolicies.filter((route) => route.access !== 'open');
  const companyRoutes = () =>
    guarded().filter((route): route is Route & { access: { company: string } } => typeof route.access === 'object');
  const urlOf = (url: string, firstParameter = '1') => {
    let index = 0;
    return url.replace(/:[A-Za-z]+/g, () => (index++ === 0 ? firstParameter : '1'));
  };
  const call = (
    route: Route,
    who: Who,
    headers: Record<string, string>,
    options: { firstParameter?: string; payload?: unknown } = {},
  ) => {
    const key = `${route.method} ${route.url}`;
    const entry = casesByRoute.get(key) ?? { method: route.method, url: route.url, roles: new Set<Who>(), cases: 0 };
    entry.roles.add(who);
    entry.cases++;
    casesByRoute.set(key, entry);
    return app.inject({
      method: route.method as 'GET',
      url: urlOf(route.url, options.firstParameter),
      headers,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: (options.payload ?? {}) as object }),
    });
  };
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
      expectRefusal(await call(route, 'anonymous', {}), 401, `${route.method} ${route.url} without a token`);
      expectRefusal(
        await call(route, 'forged', { authorization: 'Bearer not.a.token' }),
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
          expectRefusal(await call(route, who, { authorization: `Bearer ${tokens[who]}` }), 403, `${label} as ${who}`);
        }
      }
      if (route.access === 'partner-admin') {
        expectRefusal(
          await call(route, 'support', { authorization: `Bearer ${tokens.support}` }),
          403,
          `${label} as support`,
        );
      }
    }
  });

  it('refuses company routes for a company one lacks, a malformed company header, or a role too low', async () => {
    const alex = `Bearer ${tokens.alex}`;
    for (const route of companyRoutes()) {
      const label = `${route.method} ${route.url}`;
      // Every demo person without Tailspin (the partner administrator may enter any customer company).
      for (const who of ['alex', 'sam', 'support'] as const) {
        expectRefusal(
          await call(route, who, { authorization: `Bearer ${tokens[who]}`, 'x-company-id': String(ids.tailspin) }),
          403,
          `${label} foreign company as ${who}`,
        );
      }
      const malformed = [
        '',
        'abc',
        ' ',
        '1.5',
        '0x1',
        `${ids.fabrikam},${ids.tailspin}`,
        `${ids.fabrikam}, ${ids.fabrikam}`, // a repeated header, as Node joins it
        `${ids.tailspin}, ${ids.fabrikam}`,
        '99999999',
        '-1',
      ];
      for (const header of malformed) {
        expectRefusal(
          await call(route, 'alex', { authorization: alex, 'x-company-id': header }),
          403,
          `${label} company header ${JSON.stringify(header)}`,
        );
      }
      expectRefusal(
        await call(route, 'alex', {
          authorization: alex,
          'x-company-id': String(ids.fabrikam),
          'x-tenant-id': 'another-tenant',
        }),
        403,
        `${label} mismatched tenant`,
      );
      if (route.access.company === 'member') {
        expectRefusal(
          await call(route, 'alex', { authorization: alex, 'x-company-id': String(ids.northwind) }),
          403,
          `${label} as a viewer`,
        );
      }
    }
  });

  it('refuses, under one’s own company header, an object id that belongs to another company', async () => {
    const openApi = app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
    };
    const bodyOf = (route: Route) =>
      exampleOf(
        openApi.paths[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()]?.requestBody?.content[
          'application/json'
        ]?.schema,
      );
    /** Every record a company's list route shows to `token` under that company's header, page by page. */
    const listAll = async (listUrl: string, token: string, companyId: number) => {
      const records: Record<string, unknown>[] = [];
      for (let start = 0; ; start += 1000) {
        const response = await app.inject({
          method: 'GET',
          url: listUrl,
          query: { range: JSON.stringify([start, start + 999]) },
          headers: { authorization: `Bearer ${token}`, 'x-company-id': String(companyId) },
        });
        expect(response.statusCode, `GET ${listUrl} ${response.body}`).toBe(200);
        const page = response.json() as Record<string, unknown>[];
        records.push(...page);
        if (page.length < 1000) return records;
      }
    };
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];

    const withIdParameter = companyRoutes().filter((route) => /\/:[A-Za-z]+/.test(route.url));
    expect(withIdParameter.length).toBeGreaterThanOrEqual(8);
    const foreignCompanies = await app.database.db
      .select()
      .from(companies)
      .where(inArray(companies.id, [ids.tailspin, ids.adatum, ids.northwind]));
    const foreignCompanyWords = foreignCompanies.flatMap((company) => [company.name, company.domain, company.tenantId]);

    let checked = 0;
    for (const route of withIdParameter) {
      const label = `${route.method} ${route.url}`;
      // The collection the id is taken from: the route's path up to its first parameter, listed by the company.
      const listUrl = route.url.slice(0, route.url.indexOf('/:'));
      const listRoute = companyRoutes().find((candidate) => candidate.method === 'GET' && candidate.url === listUrl);
      expect(
        listRoute,
        `${label}: no company list route GET ${listUrl} to take another company's ids from`,
      ).toBeDefined();
      const own = await listAll(listUrl, tokens.alex, ids.fabrikam);
      const ownIds = new Set(own.map((record) => String(record.id)));
      const ownStrings = new Set(own.flatMap(strings));
      const foreign = [
        ...(await listAll(listUrl, tokens.taylor, ids.tailspin)),
        ...(await listAll(listUrl, tokens.jordan, ids.adatum)),
        ...(await listAll(listUrl, tokens.sam, ids.northwind)),
      ].filter((record) => !ownIds.has(String(record.id)));
      expect(foreign.length, `${label}: the demo data has no object of another company to try`).toBeGreaterThan(0);
      const payload = bodyOf(route);

      for (const record of foreign.slice(0, 3)) {
        const response = await call(
          route,
          'alex',
          { authorization: `Bearer ${tokens.alex}`, 'x-company-id': String(ids.fabrikam) },
          { firstParameter: String(record.id), payload },
        );
        const caseLabel = `${label} with ${String(record.id)} of another company, body ${JSON.stringify(payload)}`;
        expect([403, 404], `${caseLabel}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
        const error = response.json() as Record<string, unknown>;
        expect(Object.keys(error).sort(), caseLabel).toEqual(['error', 'message', 'statusCode']);
        const revealing = [
          ...strings(record).filter((value) => value.length >= 4 && !ownStrings.has(value)),
          ...foreignCompanyWords.filter((word): word is string => !!word),
        ];
        for (const value of revealing) expect(response.body, `${caseLabel} reveals “${value}”`).not.toContain(value);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(withIdParameter.length);
  });
});
