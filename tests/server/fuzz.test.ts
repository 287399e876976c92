// Property-based: requests built at random for every registered API route, valid-looking and broken (wrong
// types, missing and extra fields, huge strings and numbers, unicode, JSON that does not parse, wrong content
// type), and the input a loose schema passes but the database refuses (integers beyond int4, NUL characters, lone
// surrogates, days not on the calendar, amounts with more decimals than a column holds) in the address, the query,
// the body and the company header. No answer is ever 5xx, every refusal says why in words, a refused request
// changes no business data, and after the campaign the tables' invariants hold.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { businessDump } from './support/business-data';
import { checkInvariantsAfter } from './support/invariants';
import { writeProofFigures } from './support/proof-report';
import { signIn, asUser } from './support/sign-in';

/** What passes a loose schema but not the database. */
const databaseRefuses = fc.constantFrom(
  2_147_483_648,
  9_999_999_999,
  -2_147_483_649,
  '2147483648',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '2026-02-30',
  '2026-13-45',
  '0000-01-01',
  '2026-02-30T10:00:00Z',
  0.004,
  12.345678,
  10_000_000.001,
);
const hostile = fc.oneof(
  databaseRefuses,
  fc.string({ maxLength: 10 }).map((text) => `${text}\u0000${text}`),
  fc.array(databaseRefuses, { maxLength: 3 }),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constant('x'.repeat(100_000)),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2_147_483_648),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 5 }),
  // Lists and objects nested deeper than any schema (a stack overflow answered 500 once).
  fc.integer({ min: 30, max: 3000 }).map((depth) => {
    let value: unknown = 'x';
    for (let level = 0; level < depth; level++) value = level % 2 ? { a: value } : [value];
    return value;
  }),
);
const fieldNames = fc.constantFrom(
  'quantity',
  'scheduleNextTerm',
  'autoRenewEnabled',
  'name',
  'email',
  'role',
  'globalRole',
  'isDisabled',
  'expiresAt',
  'reason',
  'companyId',
  'catalogId',
  'billingProfileId',
  'validFrom',
  'validTo',
  'price_sheet_ids',
  'itemUpdates',
  'markupPercent',
  'priceOverride',
  'isVisible',
  'position',
  'lines',
  'idempotencyKey',
  'title',
  'kind',
  'companyIds',
  'preferences',
  'accessToken',
  'code',
  'state',
  'redirectUri',
  'binding',
  'price',
  'unitPrice',
  'amount',
  'threshold',
  'from',
  'to',
  'mode',
  'productIds',
  'leadDays',
  'recipients',
  'q',
  '__proto__',
  'constructor',
);
const body = fc.oneof(
  fc.dictionary(fieldNames, hostile, { maxKeys: 6 }).map((value) => JSON.stringify(value)),
  fc.json({ maxDepth: 3 }),
  fc.constantFrom('{"quantity": ', 'not json', '[]', 'null', '"text"', '{"a":1}{"b":2}', '\u0000'),
);
const pathValue = fc.oneof(
  fc.integer({ min: -5, max: 100_000 }).map(String),
  fc.constantFrom('abc', '1.5', '0', '99999999999999999999', '%00', '..', '2147483648', '9999999999', '-2147483649'),
);
const queryValue = fc.oneof(
  fc.constantFrom('["name","ASC"]', '[0,24]', '{"q":"a"}', '{"q":1}', '[', '{}', '[1e9,2e9]', '["x","y","z"]', 'null'),
  fc.constantFrom(
    '{"q":"\\u0000"}',
    '{"q":"\\ud800"}',
    '{"from":"2026-02-30"}',
    '{"to":"0000-01-01"}',
    '{"companyId":2147483648}',
    '{"id":[2147483648]}',
    '[0,2147483648]',
    'a\u0000b',
  ),
  fc.string({ maxLength: 30 }),
);

/** The company header: the person's own company most often, else what no company id can be. */
const companyHeader = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom('9999999999', '2147483648', '-1', 'abc', '1.5', '0') },
);

/** The kinds of input the database refuses, as they show in a request's text, for the report's counts. */
const refusedKinds: Record<string, (text: string) => boolean> = {
  'integers beyond int4': (text) =>
    (text.match(/(?<![\d.])-?\d{10,}(?![\d.])/g) ?? []).some((digits) => Math.abs(Number(digits)) > 2 ** 31 - 1),
  // eslint-disable-next-line no-control-regex
  'NUL characters': (text) => /\u0000|\\u0000|%00/.test(text),
  'lone surrogates': (text) => /\p{Surrogate}|\\ud[89a-f][0-9a-f]{2}/iu.test(text),
  'days not on the calendar': (text) => /2026-02-30|2026-13-45|0000-01-01/.test(text),
  'amounts with more than two decimals': (text) => /\d\.\d{3,}/.test(text),
};

/**
 * Draws per route: the full campaign on PostgreSQL (CI's server run, and the proof report), a fifth of it on the
 * embedded database of `npm test`, where the same seed draws the same first requests. `FUZZ_RUNS` sets the body
 * routes' count (the others get three eighths of it).
 */
const bodyRuns = Number(process.env.FUZZ_RUNS ?? (process.env.DATABASE_URL ? 40 : 8));

describe('random and broken requests to every route', () => {
  let app: FastifyInstance;
  let headersByRole: Record<string, Record<string, string>>;
  const tried = new Map<string, number>();
  const kindCounts = Object.fromEntries(Object.keys(refusedKinds).map((kind) => [kind, 0]));

  beforeAll(async () => {
    ({ app } = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000000' }));
    const [fabrikam] = await app.database.db.select().from(companies).where(eq(companies.domain, 'fabrikam.example'));
    headersByRole = {
      member: {
        authorization: `Bearer ${await signIn(app, 'alex@fabrikam.example')}`,
        'x-company-id': String(fabrikam!.id),
      },
      partner: {
        authorization: `Bearer ${await signIn(app, 'partner.admin@contoso.example')}`,
        'x-company-id': String(fabrikam!.id),
      },
      support: await asUser(app, 'support@contoso.example'),
    };
  });
  afterAll(async () => {
    const perRoute = [...tried].map(([route, requests]) => {
      const [method, url] = route.split(' ');
      return { method, url, requests };
    });
    const total = perRoute.reduce((sum, route) => sum + route.requests, 0);
    console.log(
      `fuzzed ${total} requests over ${tried.size} routes (${Math.min(...tried.values())} to ${Math.max(...tried.values())} per route)`,
    );
    console.log(`of which drawing what the database refuses: ${JSON.stringify(kindCounts)}`);
    writeProofFigures('fuzz', { total, routes: perRoute.length, perRoute, databaseRefuses: kindCounts });
    try {
      expect(await checkInvariantsAfter(app.database.db, 'fuzzing', app.database.kind)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  const checksum = async () => JSON.stringify(await businessDump(app.database.db));

  it('never answers 5xx, says why it refuses, and a refusal changes nothing', async () => {
    const routes = app.routePolicies.filter((route) => route.access !== 'open' && !route.url.includes('/auth/logout'));
    expect(routes.length).toBeGreaterThan(35);
    for (const route of routes) {
      const role =
        route.access === 'support'
          ? 'support'
          : route.access === 'signed-in' || typeof route.access === 'object'
            ? 'member'
            : 'partner';
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathValue, { minLength: 3, maxLength: 3 }),
          fc.dictionary(fc.constantFrom('sort', 'range', 'filter', 'q', 'limit', 'companyId', 'extra'), queryValue, {
            maxKeys: 3,
          }),
          body,
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          companyHeader,
          async (pathValues, query, payload, contentType, company) => {
            let index = 0;
            const url = route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(pathValues[index++ % 3]!));
            const headers = { ...headersByRole[role], ...(company === null ? {} : { 'x-company-id': company }) };
            const text = `${decodeURIComponent(url)} ${JSON.stringify(query)} ${payload} ${company ?? ''}`;
            for (const [kind, isIn] of Object.entries(refusedKinds)) if (isIn(text)) kindCounts[kind]!++;
            const before = route.method === 'GET' ? '' : await checksum();
            const response = await app.inject({
              method: route.method as 'POST',
              url,
              query,
              headers: { ...headers, ...(route.method === 'GET' ? {} : { 'content-type': contentType }) },
              ...(route.method === 'GET' ? {} : { payload }),
            });
            tried.set(`${route.method} ${route.url}`, (tried.get(`${route.method} ${route.url}`) ?? 0) + 1);
            expect(response.statusCode, `${route.method} ${url} ${payload.slice(0, 200)}`).toBeLessThan(500);
            if (response.statusCode >= 400) {
              const error = response.json();
              expect(error.statusCode).toBe(response.statusCode);
              expect(typeof error.message === 'string' && error.message.length > 0).toBe(true);
              if (route.method !== 'GET') expect(await checksum(), `${route.method} ${url} changed data`).toBe(before);
            }
          },
        ),
        { numRuns: route.hasBody ? bodyRuns : Math.ceil((bodyRuns * 3) / 8), seed: 20261121 },
      );
    }
  }, 600_000);
});
