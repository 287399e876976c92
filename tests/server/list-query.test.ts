import Fastify, { type FastifyInstance } from 'fastify';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../server/db/client';
import { products } from '../../server/db/schema';
import { registerErrorHandling } from '../../server/http/errors';
import { preparedPerShape } from '../../server/db/prepared';
import { containing, listQuerySchema, pageOfPrepared, sendPage } from '../../server/http/list-query';
import { openTestDatabase } from './support/app';

type ProductListShape = { q: boolean; publisher: boolean; sort?: ['name' | 'publisher' | 'id', 'ASC' | 'DESC'] };

// A list route in the dialect, over the demo products, prepared per shape.
const productList = preparedPerShape('product_list', (db, shape: ProductListShape, name) => {
  prepared.push(name);
  const [field, order] = shape.sort ?? ['id', 'ASC'];
  return db
    .select({
      id: products.id,
      name: products.name,
      publisher: products.publisher,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(products)
    .where(
      and(
        shape.q ? ilike(products.name, sql.placeholder('q')) : undefined,
        shape.publisher ? eq(products.publisher, sql.placeholder('publisher')) : undefined,
      ),
    )
    .orderBy((order === 'ASC' ? asc : desc)(products[field]))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});
const prepared: string[] = [];

async function buildListApp(database: Database) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/products',
    {
      schema: {
        querystring: listQuerySchema({
          sortFields: ['name', 'publisher'],
          filters: { publisher: z.string().optional() },
        }),
        response: { 200: z.array(z.object({ id: z.number(), name: z.string(), publisher: z.string() })) },
      },
    },
    async (request, reply) => {
      const { sort, range, filter } = request.query;
      const shape = { q: Boolean(filter.q), publisher: filter.publisher !== undefined, sort };
      const values = { q: filter.q ? containing(filter.q) : undefined, publisher: filter.publisher };
      const { rows, total } = await pageOfPrepared(productList(database.db, shape), values, range);
      return sendPage(reply, 'products', range, rows, total);
    },
  );
  await app.ready();
  return app;
}

describe('the list dialect', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildListApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const list = (query: Record<string, string>) => app.inject({ method: 'GET', url: '/products', query });

  it('answers the first 25 rows with a Content-Range when no parameter is given', async () => {
    const response = await list({});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(25);
    expect(response.headers['content-range']).toBe('products 0-24/60');
  });

  it('sorts, pages and searches', async () => {
    const response = await list({ sort: '["name","DESC"]', range: '[5,9]', filter: '{"q":"premium"}' });
    const rows = response.json() as { name: string }[];
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.name.includes('Premium'))).toBe(true);
    expect(rows.map((row) => row.name)).toEqual([...rows.map((row) => row.name)].sort().reverse());
    expect(response.headers['content-range']).toBe('products 5-9/20');
  });

  it('never sends fields the response schema does not declare', async () => {
    const [row] = (await list({ range: '[0,0]' })).json();
    expect(Object.keys(row).sort()).toEqual(['id', 'name', 'publisher']);
  });

  it('answers a range past the end with an empty page and the total', async () => {
    const response = await list({ range: '[100,124]' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['content-range']).toBe('products */60');
    const searched = await list({ range: '[100,124]', filter: '{"q":"premium"}' });
    expect(searched.headers['content-range']).toBe('products */20');
    expect((await list({ filter: '{"q":"no such product"}' })).headers['content-range']).toBe('products */0');
  });

  it('searches literally: a % or _ typed in the search is not a wildcard', async () => {
    expect((await list({ filter: '{"q":"%"}' })).json()).toEqual([]);
    expect((await list({ filter: '{"q":"_"}' })).json()).toEqual([]);
    expect((await list({ filter: '{"q":"\\\\"}' })).json()).toEqual([]);
    expect((await list({ filter: '{"q":"prem"}' })).headers['content-range']).toBe('products 0-19/20');
  });

  it('prepares one query per shape and fills it with each call’s own values', async () => {
    const before = prepared.length;
    const publisherOf = async (publisher: string) =>
      (await list({ filter: JSON.stringify({ publisher }), range: '[0,99]' })).json() as { publisher: string }[];
    const [first, second] = [await publisherOf('Microsoft'), await publisherOf('Adobe')];
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((row) => row.publisher === 'Microsoft')).toBe(true);
    expect(second.length).toBeGreaterThan(0);
    expect(second.every((row) => row.publisher === 'Adobe')).toBe(true);
    expect(prepared.length - before).toBeLessThanOrEqual(1);
    await list({ filter: '{"publisher":"Adobe"}', sort: '["name","DESC"]' });
    expect(prepared.length - before).toBeLessThanOrEqual(2);
    expect(new Set(prepared).size).toBe(prepared.length);
  });

  it.each([
    [{ sort: '["name",' }, 'sort must be JSON'],
    [{ range: 'zero to ten' }, 'range must be JSON'],
    [{ filter: '{q:1}' }, 'filter must be JSON'],
    [{ sort: '["price","ASC"]' }, 'sort field must be one of: name, publisher, id'],
    [{ sort: '["name","UP"]' }, 'sort order must be ASC or DESC'],
    [{ range: '[10,2]' }, 'range end must not be before its start'],
    [{ range: '[-1,2]' }, 'range'],
    [{ range: '[0,10000]' }, 'a page holds at most 10000 rows'],
    [{ filter: '{"owner":"me"}' }, 'owner'],
    [{ filter: '{"q":5}' }, 'q'],
  ])('refuses %j with a 400 that says why', async (query, expected) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toContain('Invalid query');
    expect(body.message).toContain(expected);
  });
});
