// The API at scale, in one process on a seeded database: each list page through the full stack (sign-in check,
// company check, validation, serialisation) beside the same query run directly (the floor), the bulk item
// update against one-by-one updates, and the dashboard figures.
import { and, asc, eq, ilike, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { openSession } from '../server/auth/session-user';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import {
  catalogItems,
  catalogs,
  companies,
  companyAccess,
  priceSheets,
  products,
  subscriptions,
  users,
} from '../server/db/schema';

export type Latency = { p50: number; p99: number; perSecond: number };

/** Runs `task` `total` times, `concurrency` at a time, and reports the latencies in milliseconds. */
export async function measure(task: () => Promise<unknown>, total = 300, concurrency = 8): Promise<Latency> {
  for (let warm = 0; warm < 20; warm++) await task();
  const durations: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const begin = performance.now();
        await task();
        durations.push(performance.now() - begin);
      }
    }),
  );
  const elapsed = performance.now() - started;
  durations.sort((a, b) => a - b);
  const at = (quantile: number) => durations[Math.min(durations.length - 1, Math.floor(quantile * durations.length))]!;
  return { p50: at(0.5), p99: at(0.99), perSecond: (durations.length / elapsed) * 1000 };
}

async function expectOk(response: Response) {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

/** Starts the server on the database, signs a member of a large company in, and measures. */
export async function benchApi(database: Database) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PORT: '0',
    STATIC_DIR: '/nonexistent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const app: FastifyInstance = await buildApp({ config, database });
  app.get('/bench/bare', { config: { access: 'open' } }, async () => ({ ok: true }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { db } = database;

  // The largest company of the scale data set, and a member of it.
  const [company] = await db
    .select({ id: companies.id, tenantId: companies.tenantId, total: sql<number>`count(${subscriptions.id})::int` })
    .from(companies)
    .innerJoin(subscriptions, eq(subscriptions.companyId, companies.id))
    .where(like(companies.tenantId, 'scale-%'))
    .groupBy(companies.id)
    .orderBy(sql`3 desc`)
    .limit(1);
  const [alex] = await db.select().from(users).where(eq(users.email, 'alex@fabrikam.example'));
  const [partner] = await db.select().from(users).where(eq(users.email, 'partner.admin@contoso.example'));
  await db
    .insert(companyAccess)
    .values({ userId: alex!.id, companyId: company!.id, role: 'member' })
    .onConflictDoNothing();
  const memberToken = await openSession(db, app.sessionTokens, alex!.id);
  const partnerToken = await openSession(db, app.sessionTokens, partner!.id);
  const asMember = { authorization: `Bearer ${memberToken}`, 'x-company-id': String(company!.id) };
  const asPartner = { authorization: `Bearer ${partnerToken}` };
  const get = (path: string, headers: Record<string, string>) => () =>
    fetch(`${address}${path}`, { headers }).then(expectOk);

  const subscriptionQuery = `/api/v1/subscriptions?filter=${encodeURIComponent('{"status":"active"}')}&sort=${encodeURIComponent('["termEnd","ASC"]')}&range=[0,24]`;
  const [largeCatalog] = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(like(catalogs.name, 'Scale catalog %'))
    .orderBy(asc(catalogs.id))
    .limit(1);

  const lists = [
    {
      name: 'subscriptions of one company, filtered and sorted',
      stack: get(subscriptionQuery, asMember),
      floor: () =>
        db
          .select()
          .from(subscriptions)
          .innerJoin(products, eq(products.id, subscriptions.productId))
          .where(and(eq(subscriptions.companyId, company!.id), eq(subscriptions.status, 'active')))
          .orderBy(asc(subscriptions.termEnd), asc(subscriptions.id))
          .limit(25),
    },
    {
      name: 'catalog items of a catalog, searched',
      stack: get(
        `/api/v1/catalog/partner/catalogs/${largeCatalog!.id}/items?filter=${encodeURIComponent('{"q":"product 1"}')}&range=[0,24]`,
        asPartner,
      ),
      floor: () =>
        db
          .select()
          .from(catalogItems)
          .innerJoin(priceSheets, eq(priceSheets.id, catalogItems.priceSheetId))
          .innerJoin(products, eq(products.id, priceSheets.productId))
          .where(and(eq(catalogItems.catalogId, largeCatalog!.id), ilike(products.name, '%product 1%')))
          .orderBy(asc(catalogItems.position))
          .limit(25),
    },
    {
      name: 'partner companies',
      stack: get('/api/v1/partner/companies?range=[0,24]', asPartner),
      floor: () => db.select().from(companies).orderBy(asc(companies.name)).limit(25),
    },
    {
      name: 'orders of one company',
      stack: get('/api/v1/orders?range=[0,24]', asMember),
      floor: () =>
        db.execute(sql`select * from orders where company_id = ${company!.id} order by created_at desc limit 25`),
    },
  ];
  const results: { name: string; stack: Latency; floor: Latency }[] = [];
  for (const list of lists)
    results.push({ name: list.name, stack: await measure(list.stack), floor: await measure(list.floor) });

  const authenticated = await measure(get('/api/v1/user/profile', { authorization: `Bearer ${memberToken}` }), 500);
  const bare = await measure(() => fetch(`${address}/bench/bare`).then(expectOk), 500);
  // Latency of one request at a time: what a person waits for.
  const dashboard = await measure(get('/api/v1/dashboard', asMember), 100, 1);
  const catalogStats = await measure(get('/api/v1/partner/dashboard/catalog-stats', asPartner), 100, 1);
  const recentActivity = await measure(get('/api/v1/partner/dashboard/recent-activity', asPartner), 100, 1);

  // 1,000 items: one bulk request against 1,000 single updates.
  const items = await db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(eq(catalogItems.catalogId, largeCatalog!.id))
    .limit(1000);
  const put = (path: string, body: unknown) =>
    fetch(`${address}${path}`, {
      method: 'PUT',
      headers: { ...asPartner, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(expectOk);
  let started = performance.now();
  await put(`/api/v1/catalog/partner/catalogs/${largeCatalog!.id}/items/bulk`, {
    itemUpdates: items.map((item) => ({ id: item.id, markupPercent: 22 })),
  });
  const bulkMs = performance.now() - started;
  started = performance.now();
  for (const item of items)
    await put(`/api/v1/catalog/partner/catalogs/${largeCatalog!.id}/items/${item.id}`, { markupPercent: 23 });
  const singlesMs = performance.now() - started;
  const updated = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(catalogItems)
    .where(
      and(
        inArray(
          catalogItems.id,
          items.map((item) => item.id),
        ),
        eq(catalogItems.markupPercent, 23),
      ),
    );
  if (updated[0]!.total !== items.length) throw new Error('the single updates did not all apply');

  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  await app.close();
  return {
    results,
    authenticated,
    bare,
    dashboard,
    catalogStats,
    recentActivity,
    bulkMs,
    singlesMs,
    bulkItems: items.length,
    rssMb,
  };
}
