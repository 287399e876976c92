import Fastify, { type FastifyInstance } from 'fastify';
import { asc, count, desc, ilike } from 'drizzle-orm';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../server/db/client';
import { products } from '../../server/db/schema';
import { registerErrorHandling } from '../../server/http/errors';
import { listQuerySchema, pageOf, sendPage } from '../../server/http/list-query';
import { openTestDatabase } from './support/app';

// A list route in the dialect, over the demo products.
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
        response: { 200: z.array(z.object({ id: z.number(), name: z.string() })) },
      },
    },
    async (request, reply) => {
      const { sort, range, filter } = request.query;
      const where = filter.q ? ilike(products.name, `%${filter.q}%`) : undefined;
      const order = sort ? (sort[1] === 'ASC' ? asc : desc)(products[sort[0]]) : asc(products.id);
      const { limit, offset } = pageOf(range);
      const rows = await database.db.select().from(products).where(where).orderBy(order).limit(limit).offset(offset);
      const [{ total }] = (await database.db.select({ total: count() }).from(products).where(where)) as [
        { total: number },
      ];
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
    expect(Object.keys(row).sort()).toEqual(['id', 'name']);
  });

  it('answers a range past the end with an empty page', async () => {
    const response = await list({ range: '[100,124]' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['content-range']).toBe('products */60');
  });

  it.each([
    [{ sort: '["name",' }, 'sort must be JSON'],
    [{ range: 'zero to ten' }, 'range must be JSON'],
    [{ filter: '{q:1}' }, 'filter must be JSON'],
    [{ sort: '["price","ASC"]' }, 'sort field must be one of: name, publisher'],
    [{ sort: '["name","UP"]' }, 'sort order must be ASC or DESC'],
    [{ range: '[10,2]' }, 'range end must not be before its start'],
    [{ range: '[-1,2]' }, 'range'],
    [{ range: '[0,5000]' }, 'a page holds at most 1000 rows'],
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
