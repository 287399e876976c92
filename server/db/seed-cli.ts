// `npm run db:seed` seeds the demo data into an empty database;
// `npm run db:seed -- --scale N` adds N subscriptions and a proportionate data set, for benchmarks;
// `--companies C` spreads them over C companies (default N/100).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { prepareDatabase } from './prepare';
import { seedScale } from './seed-scale';

const { values } = parseArgs({ options: { scale: { type: 'string' }, companies: { type: 'string' } } });
const scale = values.scale === undefined ? 0 : Number(values.scale);
if (!Number.isInteger(scale) || scale < 0) {
  console.error('--scale takes a whole number of subscriptions, for example --scale 100000');
  process.exit(2);
}
const companyCount = values.companies === undefined ? undefined : Number(values.companies);
if (companyCount !== undefined && (!Number.isInteger(companyCount) || companyCount < 1 || scale === 0)) {
  console.error(
    '--companies takes a whole number of companies beside --scale, for example --scale 100000 --companies 10000',
  );
  process.exit(2);
}

const config = loadConfig();
const started = Date.now();
const database = await prepareDatabase(config);
if (scale > 0) {
  const made = await seedScale(database.db, scale, { companyCount });
  console.log(
    `added ${made.subscriptionCount} subscriptions, ${made.companyCount} companies, ${made.peopleCount} people, ${made.productCount} products and ${made.itemCount} catalog items in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} else {
  console.log('the database is migrated and holds the demo data');
}
await database.close();
