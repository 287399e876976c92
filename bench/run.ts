// `npm run bench`: builds the portal, measures, prints every figure beside its budget, exits 1 on a miss.
import { execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../server/db/prepare';
import { seedScale } from '../server/db/seed';
import { budgets } from './budgets';
import { firstLoadBytes } from './bundle';

type Figure = { name: string; value: number; unit: string; budget: number };
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
await database.close();
await rm(dataDir, { recursive: true, force: true });

let missed = 0;
for (const figure of figures) {
  const isMet = figure.value <= figure.budget;
  if (!isMet) missed++;
  console.log(
    `${isMet ? 'ok  ' : 'MISS'} ${figure.name.padEnd(45)} ${figure.value.toFixed(1).padStart(8)} ${figure.unit}  (budget ${figure.budget} ${figure.unit})`,
  );
}
process.exit(missed > 0 ? 1 : 0);
