import { buildApp } from './app';
import { startJobs } from './jobs/queue';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { demoUsers, strangerAccount } from './db/demo-data';

const config = loadConfig();
const database = await prepareDatabase(config);
const app = await buildApp({ config, database });
// Not const: a signal may come while the jobs start, and the shutdown then reads `undefined`, not a dead zone.
// eslint-disable-next-line prefer-const
let jobs: Awaited<ReturnType<typeof startJobs>> | undefined;

let isClosing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal}: finishing in-flight requests, then closing the database`);
    await jobs?.stop();
    // Stops accepting, waits for in-flight requests, then runs onClose (which closes the database).
    await app.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
// After listening: the catch-up sweeps run while the portal already answers.
jobs = await startJobs(app, config.jobs);
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`
Subscription portal on ${config.publicUrl}  (database: ${where})
Demo accounts (sign in on the built-in identity provider):
${demoUsers
  .filter((user) => !('isDisabled' in user))
  .map(
    (user) =>
      `  ${user.email.padEnd(34)} ${user.globalRole === 'none' ? user.access.map(([company, role]) => `${role} of ${company}`).join(', ') : user.globalRole.replace('_', ' ')}`,
  )
  .join('\n')}
  ${strangerAccount.email.padEnd(34)} unknown to the portal (sign-in is refused)
API reference: ${config.publicUrl}/api/docs
`);
