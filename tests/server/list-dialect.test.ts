// Every list of the API speaks ra-data-simple-rest's whole dialect, so that the library's own client drives it:
// react-admin's default sort (`["id","ASC"]`) and `getMany`'s `filter={"id":[…]}`, besides each list's own.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { signIn, asUser } from './support/sign-in';

type Parameter = { name: string; in: string };
type ListRoute = { url: string; role: 'member' | 'partner' | 'support' };

describe('the list dialect on every list', () => {
  let app: FastifyInstance;
  let headersByRole: Record<ListRoute['role'], Record<string, string>>;
  let lists: ListRoute[];
  let catalogId: number;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    const [fabrikam] = await app.database.db.select().from(companies).where(eq(companies.domain, 'fabrikam.example'));
    const company = { 'x-company-id': String(fabrikam!.id) };
    headersByRole = {
      member: { authorization: `Bearer ${await signIn(app, 'alex@fabrikam.example')}`, ...company },
      partner: { authorization: `Bearer ${await signIn(app, 'partner.admin@contoso.example')}`, ...company },
      support: await asUser(app, 'support@contoso.example'),
    };
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const isList = (url: string) =>
      (document.paths[url.replace(/:([A-Za-z]+)/g, '{$1}')]?.get?.parameters as Parameter[] | undefined)?.some(
        (parameter) => parameter.in === 'query' && parameter.name === 'range',
      );
    lists = app.routePolicies
      .filter((route) => route.method === 'GET' && isList(route.url))
      .map((route) => ({
        url: route.url,
        role:
          route.access === 'support'
            ? 'support'
            : route.access === 'signed-in' || typeof route.access === 'object'
              ? 'member'
              : 'partner',
      }));
    const catalogs = await app.inject({
      url: '/api/v1/catalog/partner/catalogs',
      headers: headersByRole.partner,
    });
    catalogId = catalogs.json()[0].id;
  });
  afterAll(() => app.close());

  const list = async (route: ListRoute, query: Record<string, unknown>) => {
    const response = await app.inject({
      url: route.url.replace(':id', String(catalogId)),
      headers: headersByRole[route.role],
      query: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, JSON.stringify(value)])),
    });
    expect(response.statusCode, `${route.url} ${JSON.stringify(query)}: ${response.body}`).toBe(200);
    const total = Number(response.headers['content-range']?.toString().split('/')[1]);
    return { ids: (response.json() as { id: number }[]).map((row) => row.id), total };
  };

  it('finds every list of the API in its reference', () => {
    expect(lists.length).toBeGreaterThanOrEqual(13);
    expect(lists.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/v1/subscriptions', '/api/v1/catalog/partner/catalogs/:id/items']),
    );
  });

  it('sorts every list by id, both ways, a page at a time', async () => {
    for (const route of lists) {
      const all = await list(route, { sort: ['id', 'ASC'], range: [0, 999] });
      expect(all.ids, route.url).toEqual([...all.ids].sort((a, b) => a - b));
      expect(new Set(all.ids).size, `${route.url}: one row per id`).toBe(all.ids.length);
      const descending = await list(route, { sort: ['id', 'DESC'], range: [0, 999] });
      expect(descending.ids, route.url).toEqual([...all.ids].reverse());
      const secondPage = await list(route, { sort: ['id', 'ASC'], range: [1, 2] });
      expect(secondPage.ids, route.url).toEqual(all.ids.slice(1, 3));
      expect(secondPage.total, route.url).toBe(all.total);
    }
  });

  it('answers getMany on every list: the rows of those ids, no others, and none for an id that is not there', async () => {
    const seen: Record<string, number> = {};
    for (const route of lists) {
      const all = await list(route, { sort: ['id', 'ASC'], range: [0, 999] });
      seen[route.url] = all.total;
      if (all.ids.length > 0) {
        const wanted = [...new Set([all.ids.at(-1)!, all.ids[0]!])];
        const many = await list(route, { filter: { id: wanted }, sort: ['id', 'ASC'] });
        expect(many.ids, route.url).toEqual([...wanted].sort((a, b) => a - b));
        expect(many.total, route.url).toBe(wanted.length);
      }
      const none = await list(route, { filter: { id: [2_147_483_647] } });
      expect(none, route.url).toEqual({ ids: [], total: 0 });
    }
    // The demo data gives most lists rows, so that the filter is seen choosing among them. The Microsoft requests
    // and Drift start empty (nothing refused, the two sides agree), as do sent messages without a sweep.
    const withRows = Object.values(seen).filter((total) => total >= 2).length;
    expect(withRows, JSON.stringify(seen)).toBeGreaterThanOrEqual(lists.length - 4);
  });

  it('refuses an id filter that is not a list of ids, in words', async () => {
    const [route] = lists;
    for (const filter of [{ id: [] }, { id: 'x' }, { id: [0] }, { id: [2_147_483_648] }]) {
      const response = await app.inject({
        url: route!.url,
        headers: headersByRole[route!.role],
        query: { filter: JSON.stringify(filter) },
      });
      expect(response.statusCode, JSON.stringify(filter)).toBe(400);
      expect(response.json().message).toMatch(/id/);
    }
  });
});
