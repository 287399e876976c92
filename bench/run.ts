// `npm run bench`: builds the portal, measures, prints every figure beside its budget, exits 1 on a miss.
import { execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../server/db/prepare';
import { seedScale } from '../server/db/seed';
import { budgets, type Figure } from './budgets';
import { benchApi } from './api';
import { firstLoadBytes } from './bundle';

const figures: Figure[] = [];

execSync('npx vite build', { stdio: 'ignore' });
const bundle = await firstLoadBytes();
figures.push({
  name: 'first load of the portal (gzipped)',
  value: bundle.gzipped / 1024,
  unit: 'KB',
  budget: budgets.firstLoadKilobytes,
});

const scale = Number(process.env.BENCH_SCALE ?? 100_000);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
const database = await prepareDatabase({ dataDir, seedDemo: true });
const started = performance.now();
await seedScale(database.db, scale);
figures.push({
  name: `seed ${scale} subscriptions (PGlite)`,
  value: (performance.now() - started) / 1000,
  unit: 's',
  budget: budgets.scaleSeedSeconds,
});

const api = await benchApi(database); // closes the database when done
for (const list of api.results) {
  const ms = (latency: { p50: number; p99: number }) =>
    `p50 ${latency.p50.toFixed(2)} ms, p99 ${latency.p99.toFixed(2)} ms`;
  console.log(
    `     ${list.name}: stack ${ms(list.stack)} (${list.stack.perSecond.toFixed(0)}/s); query alone ${ms(list.floor)}`,
  );
  figures.push({
    name: `${list.name}: stack / query at p50`,
    value: list.stack.p50 / list.floor.p50,
    unit: 'x',
    budget: budgets.listOverheadRatio,
  });
}
console.log(
  `     authenticated route p50 ${api.authenticated.p50.toFixed(2)} ms against a bare route ${api.bare.p50.toFixed(2)} ms: ${(api.authenticated.p50 / api.bare.p50).toFixed(1)}x`,
);
figures.push({
  name: `bulk update of ${api.bulkItems} items`,
  value: api.bulkMs,
  unit: 'ms',
  budget: budgets.bulkMilliseconds,
});
figures.push({
  name: `${api.bulkItems} single updates against one bulk request`,
  value: api.singlesMs / api.bulkMs,
  unit: 'x',
  budget: budgets.bulkSpeedupRatio,
  atLeast: true,
});
for (const [name, latency] of [
  ['company dashboard', api.dashboard],
  ['catalog statistics', api.catalogStats],
  ['recent activity', api.recentActivity],
] as const) {
  figures.push({ name: `${name} at p99`, value: latency.p99, unit: 'ms', budget: budgets.dashboardP99Milliseconds });
}
console.log(`     resident memory after the scale benchmark: ${api.rssMb.toFixed(0)} MB`);
await rm(dataDir, { recursive: true, force: true });

let missed = 0;
for (const figure of figures) {
  const isMet = figure.atLeast ? figure.value >= figure.budget : figure.value <= figure.budget;
  if (!isMet) missed++;
  console.log(
    `${isMet ? 'ok  ' : 'MISS'} ${figure.name.padEnd(45)} ${figure.value.toFixed(1).padStart(8)} ${figure.unit}  (budget ${figure.atLeast ? 'at least' : 'at most'} ${figure.budget} ${figure.unit})`,
  );
}
process.exit(missed > 0 ? 1 : 0);
