// The partner's and support's screens among 10,000 customer companies on the embedded PGlite (what `npm start` runs),
// issue 32, item 15: the calls each screen makes, in the portal's order, and each export (every row its filters match,
// fetched as the portal's dataProvider fetches it), through HTTP; the median of five runs after a first one, beside a
// budget of 1 s. Alone: `tsx bench/staff-lists.ts [--data-dir DIR] [--only TEXT]`, which seeds the folder once (about
// two minutes) and keeps it, so that the next run measures at once.
import { eq, like, sql } from 'drizzle-orm';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { openSession } from '../server/auth/session-user';
import { loadConfig } from '../server/config';
import type { Database, Db } from '../server/db/client';
import { prepareDatabase } from '../server/db/prepare';
import { catalogs, companies, users } from '../server/db/schema';
import { seedScale } from '../server/db/seed-scale';
import { largestPage } from '../src/providers/partnerCalls';
import { budgets, type Figure } from './budgets';
import { printFigures } from './browser-run';

/** 100 subscriptions a company, as the scale seed makes them: 10,000 companies. */
const subscriptionCount = 1_000_000;
const staffCatalogName = 'Staff benchmark catalog';
const staffCatalogItems = 5000;
const runs = 5;

/** A catalog of 5,000 items from the scale data set's price sheets. */
async function seedStaffCatalog(db: Db) {
  await db.execute(sql`
    insert into catalogs (name, description, default_markup_percent) values (${staffCatalogName}, 'Five thousand items', 10)`);
  await db.execute(sql`
    with c as (select id from catalogs where name = ${staffCatalogName}),
         s as (select ps.id, row_number() over (order by ps.id) - 1 as n
               from price_sheets ps join products p on p.id = ps.product_id where p.sku like 'scale-%')
    insert into catalog_items (catalog_id, price_sheet_id, position, markup_percent)
    select c.id, s.id, s.n, case when s.n % 4 = 0 then 20 end from c cross join s where s.n < ${staffCatalogItems}::int`);
  await db.execute(sql`analyze`);
}

/**
 * The embedded database in `dataDir` with the demo data, the scale data set at 10,000 companies and a catalog of
 * 5,000 items, each seeded unless it is there already.
 */
export async function openStaffData(dataDir: string) {
  const database = await prepareDatabase({ dataDir, databaseUrl: undefined, seedDemo: true });
  const { db } = database;
  const scaleCompanies = await db.$count(companies, like(companies.tenantId, 'scale-%'));
  if (scaleCompanies < subscriptionCount / 100) await seedScale(db, subscriptionCount);
  const [catalog] = await db.select().from(catalogs).where(eq(catalogs.name, staffCatalogName));
  if (!catalog) await seedStaffCatalog(db);
  return database;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const list = (path: string, sort: [string, string], range: [number, number], filter: Record<string, unknown> = {}) =>
  `${path}?sort=${json(sort)}&range=${json(range)}&filter=${json(filter)}`;

/** Times every screen's calls and every export at 10,000 companies, as a partner administrator. */
export async function benchStaffScreens(
  database: Database,
  { log = console.log, only = '' }: { log?: (line: string) => void; only?: string } = {},
) {
  const config = loadConfig({ LOG_LEVEL: 'silent', PORT: '0', STATIC_DIR: '/nonexistent' });
  const app = await buildApp({ config, database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { db } = database;
    const [partner] = await db.select().from(users).where(eq(users.email, 'partner.admin@contoso.example'));
    const headers = { authorization: `Bearer ${await openSession(db, app.sessionTokens, partner!.id)}` };
    const [catalog] = await db.select().from(catalogs).where(eq(catalogs.name, staffCatalogName));
    const companyCount = await db.$count(companies);

    const get = async (path: string) => {
      const response = await fetch(`${address}/api/v1/${path}`, { headers });
      const body = await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status} ${body}`);
      const total = Number(response.headers.get('content-range')?.split('/')[1]);
      return { rows: JSON.parse(body) as { id: number }[], total };
    };
    /** Every row, a page at a time, as the portal's dataProvider fetches an export. */
    const exportAll = async (path: string, sort: [string, string]) => {
      let fetched = 0;
      for (let start = 0; ; start += largestPage) {
        const page = await get(list(path, sort, [start, start + largestPage - 1]));
        fetched += page.rows.length;
        if (page.rows.length < largestPage || fetched >= page.total) return fetched;
      }
    };

    const companiesPage = list('partner/companies', ['name', 'ASC'], [0, 24]);
    const screens: { name: string; run: () => Promise<unknown> }[] = [
      {
        // The list and its two pickers (catalog, company) load together.
        name: 'assignments list (with its pickers)',
        run: () =>
          Promise.all([
            get(list('catalog/partner/catalog-assignments', ['companyName', 'ASC'], [0, 24])),
            get(list('catalog/partner/catalogs', ['name', 'ASC'], [0, 24])),
            get(companiesPage),
          ]),
      },
      {
        name: `catalog of ${staffCatalogItems} items (the catalog, then its first page)`,
        run: async () => {
          await get(`catalog/partner/catalogs/${catalog!.id}`);
          await get(list(`catalog/partner/catalogs/${catalog!.id}/items`, ['position', 'ASC'], [0, 24]));
        },
      },
      {
        // A page of companies, then the assignments of those 25.
        name: 'companies × catalogs matrix',
        run: async () => {
          const { rows } = await get(companiesPage);
          const companyIds = rows.map((row) => row.id);
          await get(list('catalog/partner/catalog-assignments', ['validFrom', 'ASC'], [0, 999], { companyIds }));
        },
      },
      {
        // The partner's customers and support's companies are the same call.
        name: 'export of the customers / companies',
        run: () => exportAll('partner/companies', ['name', 'ASC']),
      },
      {
        name: 'export of the assignments',
        run: () => exportAll('catalog/partner/catalog-assignments', ['companyName', 'ASC']),
      },
      {
        name: `export of the ${staffCatalogItems} catalog items`,
        run: () => exportAll(`catalog/partner/catalogs/${catalog!.id}/items`, ['position', 'ASC']),
      },
    ];
    const figures: Figure[] = [];
    for (const screen of screens.filter((screen) => screen.name.includes(only))) {
      // The first run after the server starts plans and prepares its statements and reads from disk: said, not budgeted.
      let started = performance.now();
      await screen.run();
      const first = performance.now() - started;
      const durations: number[] = [];
      for (let run = 0; run < runs; run++) {
        started = performance.now();
        await screen.run();
        durations.push(performance.now() - started);
      }
      log(
        `     ${screen.name}: first ${first.toFixed(0)} ms, then ${durations.map((ms) => ms.toFixed(0)).join(', ')} ms`,
      );
      figures.push({
        name: `among ${companyCount} companies: ${screen.name}`,
        value: median(durations),
        unit: 'ms',
        budget: budgets.staffListMilliseconds,
      });
    }
    return figures;
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, only: { type: 'string' } } });
  const database = await openStaffData(values['data-dir'] ?? 'data/staff-bench');
  try {
    const figures = await benchStaffScreens(database, { only: values.only });
    process.exitCode = printFigures(figures) > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}
