// The sync with Microsoft at scale (issue 30, item 4): 10,000 customers and 100,000 subscriptions, each customer's
// subscriptions read at the built-in Partner Center sandbox over HTTP and compared with the portal's, on PostgreSQL;
// budget 5 minutes. `npm run bench` runs it on its throwaway PostgreSQL; alone:
// `DATABASE_URL=postgres://…/an_empty_database tsx bench/sync.ts` (it migrates, seeds and leaves the data there).
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { prepareDatabase } from '../server/db/prepare';
import { seedScale } from '../server/db/seed-scale';
import { runDriftSync } from '../server/drift/sync';
import { paceOf } from '../server/jobs/terms';
import { budgets, type Figure } from './budgets';
import { printFigures } from './browser-run';

export const syncCompanies = 10_000;
export const syncSubscriptions = 100_000;

/** Seeds `databaseUrl` (an empty database) and times one whole run of the sync over it. */
export async function benchSync(databaseUrl: string): Promise<Figure[]> {
  const database = await prepareDatabase({ dataDir: '', databaseUrl, seedDemo: true });
  await seedScale(database.db, syncSubscriptions, { companyCount: syncCompanies });
  // A few differences, as Microsoft's admin centre would make them: each is found and opened.
  await database.db.execute(sql`update partner_center_sandbox.subscriptions set quantity = quantity + 1
    where id in (select id from partner_center_sandbox.subscriptions order by id limit 100)`);
  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, PORT: '0' });
  const app = await buildApp({ config, database });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const started = performance.now();
    const done = await runDriftSync({
      db: database.db,
      clock: app.clock,
      publicUrl: config.publicUrl,
      pace: paceOf('postgres'),
      partnerCenter: app.partnerCenter,
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `sync: ${done.companies} customers compared (${done.failed} failed), ${done.opened} differences opened, in ${seconds.toFixed(1)} s`,
    );
    if (done.opened < 100) throw new Error(`the sync opened ${done.opened} of the 100 differences made`);
    return [
      {
        name: `sync with Microsoft of ${syncCompanies} customers and ${syncSubscriptions} subscriptions (PostgreSQL)`,
        value: seconds,
        unit: 's',
        budget: budgets.driftSyncSeconds,
      },
    ];
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL names an empty PostgreSQL database to seed and sync');
    process.exit(2);
  }
  process.exit(printFigures(await benchSync(url)) > 0 ? 1 : 0);
}
