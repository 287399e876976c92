// The API at scale, in one process on a seeded database: each list page through the full stack (sign-in check,
// company check, validation, Drizzle, serialisation) beside its floor, the very statements it sent replayed
// from a bare route of the same server (same load generator, connections and HTTP, none of those steps) and,
// for reference, alone in the process; the bulk item update against one-by-one updates; the dashboard figures.
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { cannon, latencyOf, type Latency } from './cannon';
import { benchProvisioning } from './provisioning';
import { benchRenewalDay } from './renewals';
import { openSession } from '../server/auth/session-user';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { catalogItems, catalogs, companies, companyAccess, subscriptions, users } from '../server/db/schema';

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
  return latencyOf(durations, performance.now() - started);
}

async function expectOk(response: Response) {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

type Statement = { text: string; params: unknown[] };

/**
 * The statements one call sends to the database, to replay them alone: the floor of that call. The call is
 * made once before, so that the access cache holds the session and the company, as it does in steady use.
 */
async function statementsOf(call: () => Promise<unknown>): Promise<Statement[]> {
  await call();
  const recorded: Statement[] = [];
  recording = recorded;
  await call();
  recording = null;
  if (recorded.some((statement) => /"sessions"|"company_access"/.test(statement.text)))
    throw new Error('the access checks went to the database: the floor would hold them');
  return recorded;
}
let recording: Statement[] | null = null;

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
  // The floor of list N: its statements, prepared, their rows sent as the driver gives them.
  const floors: Statement[][] = [];
  app.get<{ Params: { list: string } }>('/bench/floor/:list', { config: { access: 'open' } }, async (request) => {
    const rows: unknown[][] = [];
    for (const statement of floors[Number(request.params.list)]!)
      rows.push(await database.runRaw(statement.text, statement.params));
    return rows;
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  database.watchStatements((text, params) => recording?.push({ text, params }));
  const { db } = database;

  // The largest company of the scale data set, and a member of it.
  const [company] = await db
    .select({ id: companies.id, total: sql<number>`count(${subscriptions.id})::int` })
    .from(companies)
    .innerJoin(subscriptions, eq(subscriptions.companyId, companies.id))
    .where(like(companies.tenantId, 'scale-%'))
    .groupBy(companies.id)
    .orderBy(sql`2 desc`)
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

  const [largeCatalog] = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(like(catalogs.name, 'Scale catalog %'))
    .orderBy(asc(catalogs.id))
    .limit(1);
  const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const lists = [
    {
      name: 'subscriptions of one company, filtered and sorted',
      path: `/api/v1/subscriptions?filter=${json({ status: 'active' })}&sort=${json(['termEnd', 'ASC'])}&range=[0,24]`,
      headers: asMember,
    },
    {
      name: 'catalog items of a catalog, searched',
      path: `/api/v1/catalog/partner/catalogs/${largeCatalog!.id}/items?filter=${json({ q: 'product 1' })}&range=[0,24]`,
      headers: asPartner,
    },
    { name: 'partner companies', path: '/api/v1/partner/companies?range=[0,24]', headers: asPartner },
    { name: 'orders of one company', path: '/api/v1/orders?range=[0,24]', headers: asMember },
  ];
  const results: { name: string; stack: Latency; floor: Latency; alone: Latency; statements: number }[] = [];
  for (const [index, list] of lists.entries()) {
    const statements = await statementsOf(get(list.path, list.headers));
    floors[index] = statements;
    const alone = await measure(async () => {
      for (const statement of statements) await database.runRaw(statement.text, statement.params);
    });
    const floor = await cannon(`${address}/bench/floor/${index}`, {});
    const stack = await cannon(`${address}${list.path}`, list.headers);
    results.push({ name: list.name, stack, floor, alone, statements: statements.length });
  }

  const authenticated = await cannon(`${address}/api/v1/user/profile`, { authorization: `Bearer ${memberToken}` }, 500);
  const bare = await cannon(`${address}/bench/bare`, {}, 500);
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

  const renewalDay = await benchRenewalDay(database, get(lists[0]!.path, lists[0]!.headers));
  const provisioning = await benchProvisioning(database, app, get(lists[0]!.path, lists[0]!.headers));

  await app.close();
  return {
    renewalDay,
    provisioning,
    results,
    authenticated,
    bare,
    dashboard,
    catalogStats,
    recentActivity,
    bulkMs,
    singlesMs,
    bulkItems: items.length,
  };
}
