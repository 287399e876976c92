// The clock's work runs as pg-boss jobs on the database, not as timers in a process: each queue is swept on a
// schedule that one process enqueues, whichever process is free takes it, a failure is retried with backoff and,
// after the last try, stays in pgboss.job with its error (partner administrators see it). Each sweep is idempotent,
// so the one sent at start (the catch-up) and a scheduled one running close together do the work once.
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { deliverOutbox, smtpMailer } from '../messages/outbox';
import { runAccessExpiryWarnings, runRenewalReminders } from './reminders';
import { paceOf, runTermEnds, type JobContext } from './terms';

export const sweeps = {
  'term-ends': runTermEnds,
  'renewal-reminders': runRenewalReminders,
  'access-expiry': runAccessExpiryWarnings,
} as const satisfies Record<string, (context: JobContext) => Promise<unknown>>;

export type JobOptions = {
  /** How often the sweeps run (cron, UTC); every five minutes lets the demo show them soon after the start. */
  schedule: string;
  smtp?: { url: string; from: string };
  /** How often an idle worker looks for a job of its queue (pg-boss's least is half a second). */
  pollingIntervalSeconds?: number;
};

export async function startJobs(app: FastifyInstance, { schedule, smtp, pollingIntervalSeconds = 5 }: JobOptions) {
  const { database, config, clock } = app;
  const boss = new PgBoss(
    database.executeSql
      ? { db: { executeSql: database.executeSql }, schema: 'pgboss' }
      : { connectionString: database.url!, max: 3, schema: 'pgboss' },
  );
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue'));
  await boss.start();
  const context: JobContext = { db: database.db, clock, publicUrl: config.publicUrl, pace: paceOf(database.kind) };
  const queues: [string, () => Promise<unknown>][] = Object.entries(sweeps).map(([name, run]) => [
    name,
    () => run(context),
  ]);
  if (smtp) {
    const mailer = smtpMailer(smtp.url, smtp.from);
    queues.push(['outbox', () => deliverOutbox(database.db, clock, mailer)]);
  }
  for (const [name, run] of queues) {
    await ensureQueue(boss, name);
    await boss.work(name, { pollingIntervalSeconds }, async () => {
      const done = await run();
      app.log.info({ job: name, done }, 'job done');
      // What a sweep told people leaves by email now, not at the outbox's next scheduled run.
      if (smtp && name !== 'outbox') await boss.send('outbox', {});
      return done;
    });
    await boss.schedule(name, schedule, {}, { tz: 'UTC' });
    // Catch-up: the work missed while no server ran.
    await boss.send(name, {});
  }
  return {
    /** Lets the running sweeps finish (up to 10 s), then stops: call it before closing the app and its database. */
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}

/**
 * Creates a queue unless another process did. Stately: at most one sweep of a kind waits and one runs, however many
 * processes send them. Two processes starting at once can deadlock in pg-boss's createQueue: one loses, and finds
 * the queue there on its next try.
 */
async function ensureQueue(boss: PgBoss, name: string) {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, { name, policy: 'stately', retryLimit: 4, retryBackoff: true, retryDelay: 30 });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 100));
    }
  }
}
