// The clock's work runs as pg-boss jobs on the database, not as timers in a process: each queue is swept on a
// schedule that one process enqueues, whichever process is free takes it, a failure is retried with backoff and,
// after the last try, stays in pgboss.job with its error (partner administrators see it). Each sweep is idempotent,
// so the one sent at start (the catch-up) and a scheduled one running close together do the work once.
//
// A process can die mid-job (a crash, SIGKILL, the machine lost). pg-boss has no heartbeat: the job stays active,
// and the queue admits no other, until its expiry, then it is retried. So the expiry is short, and a job is a slice
// of its sweep: it claims no more work after a third of its expiry and sends the next job for the rest. A process
// killed mid-sweep delays the sweep by about a minute and a half, and what it had done stays done.
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { deliverOutbox, smtpMailer } from '../messages/outbox';
import { runDriftSync } from '../drift/sync';
import { runProvisioning } from '../provisioning/sweep';
import { runInvoiceDocuments } from '../billing/issue';
import { runAccessExpiryWarnings, runRenewalReminders } from './reminders';
import { paceOf, runTermEnds, type JobContext, type Slice } from './terms';

export const sweeps = {
  'term-ends': runTermEnds,
  'invoice-documents': runInvoiceDocuments,
  'renewal-reminders': runRenewalReminders,
  'access-expiry': runAccessExpiryWarnings,
} as const satisfies Record<string, (context: JobContext) => Promise<unknown>>;

/** A job still active this long after it started is its dead process's: pg-boss fails it, and it is retried. */
export const jobExpirySeconds = 60;
/** How long a job goes on claiming work: well within its expiry, whatever the batch under way takes. */
const sliceSeconds = jobExpirySeconds / 3;

/**
 * Stately: at most one sweep of a kind waits and one runs, however many processes send them. The first retry comes
 * 5 to 10 s after the failure (a dead process's job is back within seconds of its expiry), the sixth 5 to 10 minutes
 * after the first.
 */
const queueSettings = {
  policy: 'stately',
  expireInSeconds: jobExpirySeconds,
  retryLimit: 6,
  retryDelay: 5,
  retryBackoff: true,
} as const;

export type JobOptions = {
  /** How often the sweeps run (cron, UTC); every five minutes lets the demo show them soon after the start. */
  schedule: string;
  smtp?: { url: string; from: string };
  /** How often an idle worker looks for a job of its queue (pg-boss's least is half a second). */
  pollingIntervalSeconds?: number;
};

export async function startJobs(app: FastifyInstance, { schedule, smtp, pollingIntervalSeconds = 5 }: JobOptions) {
  const { database, config, clock } = app;
  // How often one of the processes fails the expired jobs (pg-boss's default is two minutes).
  const maintenanceIntervalSeconds = 10;
  const boss = new PgBoss(
    database.executeSql
      ? { db: { executeSql: database.executeSql }, schema: 'pgboss', maintenanceIntervalSeconds }
      : { connectionString: database.url!, max: 3, schema: 'pgboss', maintenanceIntervalSeconds },
  );
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue'));
  await boss.start();
  const context: JobContext = {
    db: database.db,
    clock,
    publicUrl: config.publicUrl,
    brand: config.brand,
    pace: paceOf(database.kind),
  };
  const queues: [string, (slice: Slice) => Promise<unknown>][] = Object.entries(sweeps).map(([name, run]) => [
    name,
    (slice) => run({ ...context, slice }),
  ]);
  queues.push([
    'provisioning',
    (slice) => runProvisioning({ ...context, slice, partnerCenter: app.partnerCenter, log: app.log }),
  ]);
  queues.push([
    'drift-sync',
    (slice) => runDriftSync({ ...context, slice, partnerCenter: app.partnerCenter, log: app.log }),
  ]);
  if (smtp) {
    const mailer = smtpMailer(smtp.url, smtp.from);
    queues.push(['outbox', (slice) => deliverOutbox(database.db, clock, mailer, slice)]);
  }
  let isStopping = false;
  const workers = new Map<string, string>();
  /** The queues whose job this process runs, and whether a job of theirs was sent meanwhile. */
  const running = new Map<string, { isWoken: boolean }>();
  /**
   * Tells this process's worker of a job waiting in its queue. A worker woken while its own job runs fetches again at
   * once, but pg-boss completes a job without awaiting it: that fetch can still find the queue's one active job and,
   * the queue being stately, take nothing, then sleep a whole polling interval. So a wake that comes while the job
   * runs waits for its completion.
   */
  const wake = (name: string) => {
    const worker = workers.get(name);
    const run = running.get(name);
    if (run) run.isWoken = true;
    else if (worker) boss.notifyWorker(worker);
  };
  const wakeOnceCompleted = async (name: string, jobId: string) => {
    for (let tries = 0; tries < 200 && !isStopping; tries++) {
      const job = await boss.getJobById(name, jobId);
      if (job?.state !== 'active') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    wake(name);
  };
  /** A job of the queue now, taken at once by this process's worker rather than at its next poll. */
  const sendNow = async (name: string) => {
    await boss.send(name, {});
    wake(name);
  };
  const sendOutboxNow = () => sendNow('outbox');
  for (const [name, run] of queues) {
    await ensureQueue(boss, name);
    const worker = await boss.work(name, { pollingIntervalSeconds }, async ([job]) => {
      const thisRun = { isWoken: false };
      running.set(name, thisRun);
      try {
        app.log.info({ job: name }, 'job started');
        // A process asked to stop ends its slice after the batch under way, and another process goes on.
        const slice = sliceUntil(Date.now() + sliceSeconds * 1000, () => isStopping);
        const done = await run(slice);
        app.log.info({ job: name, done, isContinued: slice.nextJobInSeconds !== null }, 'job done');
        if (slice.nextJobInSeconds !== null) await boss.send(name, {}, { startAfter: slice.nextJobInSeconds });
        if (slice.nextJobInSeconds === 0) thisRun.isWoken = true;
        // The rest left for later (Microsoft still provisioning) is taken when due, not at the next poll after.
        else if (slice.nextJobInSeconds !== null && slice.nextJobInSeconds < pollingIntervalSeconds) {
          setTimeout(() => wake(name), slice.nextJobInSeconds * 1000).unref();
        }
        // What a sweep told people leaves by email now, not at the outbox's next scheduled run.
        if (smtp && name !== 'outbox') await sendOutboxNow();
        // A renewal may ask Microsoft for the quantity scheduled for its new term.
        if (name === 'term-ends') await sendNow('provisioning');
        return done;
      } finally {
        running.delete(name);
        if (thisRun.isWoken && job) {
          wakeOnceCompleted(name, job.id).catch((error: unknown) => {
            if (!isStopping) app.log.error({ err: error }, 'job queue');
          });
        }
      }
    });
    workers.set(name, worker);
    await boss.schedule(name, schedule, {}, { tz: 'UTC' });
    // Catch-up: the work missed while no server ran, taken now (the worker's first look may have come before it).
    await boss.send(name, {});
    wake(name);
  }
  // What a request asked of Microsoft (an order's seats, a change) is sent once its transaction commits.
  app.provisioningQueue.wake = () => {
    sendNow('provisioning').catch((error: unknown) => app.log.error({ err: error }, 'job queue'));
  };
  // Invoices just issued get their PDF (and their email) now.
  app.invoiceQueue.wake = () => {
    sendNow('invoice-documents').catch((error: unknown) => app.log.error({ err: error }, 'job queue'));
  };
  // A partner's "Check now": the sync, at once.
  app.driftQueue.wake = () => {
    sendNow('drift-sync').catch((error: unknown) => app.log.error({ err: error }, 'job queue'));
    return true;
  };
  if (smtp) {
    // What a request told people (an order placed, decided) leaves once its transaction commits.
    app.outboxQueue.wake = () => {
      sendOutboxNow().catch((error: unknown) => app.log.error({ err: error }, 'job queue'));
    };
  }
  return {
    /** Lets the running sweeps finish (up to 10 s), then stops: call it before closing the app and its database. */
    stop: () => {
      isStopping = true;
      app.outboxQueue.wake = () => {};
      app.provisioningQueue.wake = () => {};
      app.invoiceQueue.wake = () => {};
      app.driftQueue.wake = () => false;
      return boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/** A slice that is over at `endsAt` (Date.now()), or sooner when `isCutShort`, and holds when the next job may start. */
export function sliceUntil(endsAt: number, isCutShort: () => boolean = () => false) {
  const slice = {
    nextJobInSeconds: null as number | null,
    isOver: () => isCutShort() || Date.now() >= endsAt,
    leaveRest: (afterSeconds = 0) => {
      slice.nextJobInSeconds = Math.min(slice.nextJobInSeconds ?? afterSeconds, afterSeconds);
    },
  } satisfies Slice & { nextJobInSeconds: number | null };
  return slice;
}

/**
 * Creates a queue unless another process did, and gives a queue an older version created (15 minutes' expiry, then)
 * these settings. Two processes starting at once can deadlock in pg-boss's createQueue: one loses, and finds the
 * queue there on its next try.
 */
async function ensureQueue(boss: PgBoss, name: string) {
  for (let attempt = 1; ; attempt++) {
    const queue = await boss.getQueue(name);
    if (queue) {
      const isUpToDate = (Object.keys(queueSettings) as (keyof typeof queueSettings)[]).every(
        (setting) => queue[setting] === queueSettings[setting],
      );
      if (!isUpToDate) await boss.updateQueue(name, { name, ...queueSettings });
      return;
    }
    try {
      await boss.createQueue(name, { name, ...queueSettings });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 100));
    }
  }
}
