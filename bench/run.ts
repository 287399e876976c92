// `npm run bench`: builds the portal, measures, prints every figure beside its budget, exits 1 on a miss.
// The API figures are taken on the embedded PGlite and, when PostgreSQL is installed, on a PostgreSQL server the
// script starts, and printed side by side.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { signInOverHttp } from '../tests/server/support/sign-in';
import { prepareDatabase } from '../server/db/prepare';
import { seedScale } from '../server/db/seed-scale';
import { benchApi } from './api';
import { cannon } from './cannon';
import { budgets, type Figure } from './budgets';
import { benchBrowserSide, buildPortal, printFigures } from './browser-run';
import { firstLoadBytes } from './bundle';
import postgresClient from 'postgres';
import { startPostgres } from './postgres';
import { benchBillingRun, benchInvoicePdf } from './billing';
import { benchSync } from './sync';
import { startServerProcess } from './server';
import { benchStaffScreens, openStaffData } from './staff-lists';
import { benchTestSuite } from './test-suite';

const figures: Figure[] = [];
const scale = Number(process.env.BENCH_SCALE ?? 100_000);

// The browser side: bytes before each route's first render, Lighthouse, a 100-row list, the 5,000-item bulk edit.
buildPortal('dist');
const bundle = await firstLoadBytes('dist');
figures.push({
  name: 'first load of the shell, every route (gzipped)',
  value: bundle.gzipped / 1024,
  unit: 'KB',
  budget: budgets.firstLoadKilobytes,
});
figures.push(...(await benchBrowserSide({ outDir: 'dist', build: false })));
// npm test's wall time and CPU seconds, before the databases below are seeded.
figures.push(...(await benchTestSuite()));

/** Seeds the scale data set on a database and measures the API on it. */
async function benchDatabase(label: string, location: { dataDir: string } | { databaseUrl: string }) {
  const database = await prepareDatabase({ dataDir: '', databaseUrl: '', ...location, seedDemo: true });
  try {
    const started = performance.now();
    await seedScale(database.db, scale);
    const seedSeconds = (performance.now() - started) / 1000;
    return { label, seedSeconds, ...(await benchApi(database)) };
  } finally {
    await database.close();
  }
}

const pgliteDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
const runs = [await benchDatabase('PGlite', { dataDir: pgliteDir })];
const postgres = await startPostgres();
if (postgres) {
  try {
    runs.push(await benchDatabase('PostgreSQL', { databaseUrl: postgres.url }));
    // The sync with Microsoft at 10,000 customers, on a database of its own on the same server.
    const admin = postgresClient(postgres.url, { max: 1, onnotice: () => {} });
    await admin.unsafe('create database sync_bench');
    await admin.end();
    figures.push(...(await benchSync(postgres.url.replace(/\/postgres$/, '/sync_bench'))));
    // A month's billing run for 1,000 companies, on a database of its own.
    const billingAdmin = postgresClient(postgres.url, { max: 1, onnotice: () => {} });
    await billingAdmin.unsafe('create database billing_bench');
    await billingAdmin.end();
    figures.push(...(await benchBillingRun(postgres.url.replace(/\/postgres$/, '/billing_bench'))));
  } finally {
    await postgres.stop();
  }
} else {
  console.log('PostgreSQL is not installed here: its column is left out (apt-get install postgresql).');
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const side = (name: string, cell: (run: (typeof runs)[number]) => string) =>
  console.log(`  ${name.padEnd(50)} ${runs.map((run) => cell(run).padEnd(44)).join(' ')}`);
console.log(`\nThe API at ${scale} subscriptions`);
side('', (run) => run.label);
for (const [index, list] of runs[0]!.results.entries()) {
  side(`${list.name}: full stack p50 / p99, per second`, (run) => {
    const { stack } = run.results[index]!;
    return `${ms(stack.p50)} / ${ms(stack.p99)}, ${stack.perSecond.toFixed(0)}/s`;
  });
  side(`  its ${list.statements} statement(s) from a bare route`, (run) => {
    const { floor } = run.results[index]!;
    return `${ms(floor.p50)} / ${ms(floor.p99)}, ${floor.perSecond.toFixed(0)}/s`;
  });
  side(`  the same alone in the process`, (run) => {
    const { alone, stack } = run.results[index]!;
    return `${ms(alone.p50)} / ${ms(alone.p99)}, ${alone.perSecond.toFixed(0)}/s (stack ${(stack.p50 / alone.p50).toFixed(1)}x)`;
  });
}
side('authenticated route / bare route in the same process, p50', (run) => {
  const ratio = run.authenticated.p50 / run.bare.p50;
  return `${ms(run.authenticated.p50)} / ${ms(run.bare.p50)} = ${ratio.toFixed(1)}x`;
});
console.log('');

for (const run of runs) {
  const at = (name: string) => `${name} (${run.label})`;
  figures.push({
    name: at(`seed ${scale} subscriptions`),
    value: run.seedSeconds,
    unit: 's',
    budget: budgets.scaleSeedSeconds,
  });
  for (const list of run.results)
    figures.push({
      name: at(`${list.name}: stack / its statements over a bare route, p50`),
      value: list.stack.p50 / list.floor.p50,
      unit: 'x',
      budget: budgets.listOverheadRatio,
    });
  figures.push({
    name: at(`renewal sweep of a day when ${run.renewalDay.renewed} terms end`),
    value: run.renewalDay.seconds,
    unit: 's',
    budget: budgets.renewalRunSeconds,
  });
  figures.push({
    name: at(
      `subscriptions list p99 during that sweep / without it (${run.renewalDay.busy.p99.toFixed(1)} / ${run.renewalDay.quiet.p99.toFixed(1)} ms)`,
    ),
    value: run.renewalDay.busy.p99 / run.renewalDay.quiet.p99,
    unit: 'x',
    budget: budgets.listP99DuringRenewalRatio,
  });
  // Budgeted on PostgreSQL, production's database. On PGlite, which runs one statement at a time, the job goes at
  // three requests a batch so that pages keep their p99, and takes longer: its figures are printed, not budgeted.
  const provisioningFigures: Figure[] = [
    {
      name: at(`${run.provisioning.provisioned} order lines bought at Microsoft (the sandbox) by the provisioning job`),
      value: run.provisioning.seconds,
      unit: 's',
      budget: budgets.provisioningSeconds,
    },
    {
      name: at(
        `subscriptions list p99 while they are bought / without it (${run.provisioning.busy.p99.toFixed(1)} / ${run.provisioning.quiet.p99.toFixed(1)} ms)`,
      ),
      value: run.provisioning.busy.p99 / run.provisioning.quiet.p99,
      unit: 'x',
      budget: budgets.listP99DuringProvisioningRatio,
    },
  ];
  if (run.label === 'PostgreSQL') figures.push(...provisioningFigures);
  else
    for (const figure of provisioningFigures)
      console.log(`  ${figure.name}: ${figure.value.toFixed(1)} ${figure.unit} (printed, not budgeted)`);
  figures.push({
    name: at(`bulk update of ${run.bulkItems} items`),
    value: run.bulkMs,
    unit: 'ms',
    budget: budgets.bulkMilliseconds,
  });
  figures.push({
    name: at(`${run.bulkItems} single updates against one bulk request`),
    value: run.singlesMs / run.bulkMs,
    unit: 'x',
    budget: budgets.bulkSpeedupRatio,
    atLeast: true,
  });
  for (const [name, latency] of [
    ['company dashboard', run.dashboard],
    ['catalog statistics', run.catalogStats],
    ['recent activity', run.recentActivity],
  ] as const)
    figures.push({
      name: at(`${name} at p99`),
      value: latency.p99,
      unit: 'ms',
      budget: budgets.dashboardP99Milliseconds,
    });
}

// One invoice's PDF, plain and as Factur-X.
figures.push(...(await benchInvoicePdf()));

// The partner's lists and exports among 10,000 companies, on a data folder of their own.
const staffDir = await mkdtemp(path.join(os.tmpdir(), 'portal-staff-bench-'));
const staffData = await openStaffData(staffDir);
try {
  figures.push(...(await benchStaffScreens(staffData)));
} finally {
  await staffData.close();
  await rm(staffDir, { recursive: true, force: true });
}

// Start-up and memory of `npm start`'s server on the existing, scale-seeded embedded database.
const server = await startServerProcess({ DATA_DIR: pgliteDir, SEED_DEMO: 'true' });
figures.push({
  name: 'start to a healthy /health (existing database)',
  value: server.startupMs / 1000,
  unit: 's',
  budget: budgets.startupSeconds,
});
figures.push({
  name: 'server memory after start',
  value: await server.residentMegabytes(),
  unit: 'MB',
  budget: budgets.residentMegabytesAfterStart,
});
const token = await signInOverHttp(server.baseUrl, 'alex@fabrikam.example');
for (const list of ['subscriptions', 'orders', 'catalog', 'dashboard'])
  await cannon(`${server.baseUrl}/api/v1/${list}`, { authorization: `Bearer ${token}` }, 2000);
figures.push({
  name: 'server memory after 8,000 list calls',
  value: await server.residentMegabytes(),
  unit: 'MB',
  budget: budgets.residentMegabytesUnderLoad,
});
await server.stop();
await rm(pgliteDir, { recursive: true, force: true });

console.log('');
process.exit(printFigures(figures) > 0 ? 1 : 0);
