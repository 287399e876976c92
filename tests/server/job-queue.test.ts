// The clock's sweeps as pg-boss runs them, on this suite's database (PGlite, or PostgreSQL in CI), with two servers
// working the same queue: each term that ended is renewed or expired once, each email queued once. A job is a slice of
// its sweep, short enough for a one-minute expiry (a process killed mid-job: tests/e2e/process-death.balanced.ts).
import { addDays } from 'date-fns';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { activityLog, outbox, subscriptions } from '../../server/db/schema';
import { jobExpirySeconds, sliceUntil, startJobs } from '../../server/jobs/queue';
import { runTermEnds } from '../../server/jobs/terms';
import { dayOf, systemClock } from '../../server/time/clock';
import { buildTestApp, portalFixtureDir } from './support/app';

// A schedule that never comes during the test: only the catch-up each server sends at start runs, found within a
// second rather than at the servers' usual five.
const jobOptions = { schedule: '0 0 1 1 *', pollingIntervalSeconds: 0.5 };

describe('the job queue', () => {
  let first: FastifyInstance;
  let second: FastifyInstance | null = null;
  let secondDatabase: Database | null = null;

  beforeAll(async () => {
    ({ app: first } = await buildTestApp());
    const { url } = first.database as Database & { url?: string };
    if (url) {
      secondDatabase = await openDatabase({ databaseUrl: url });
      second = await buildApp({
        config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: portalFixtureDir, DATABASE_URL: url }),
        database: secondDatabase,
      });
    }
  });
  const stops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
    await second?.close();
    await first?.close();
  });

  it('catches up at start: the seeded terms that ended are renewed or expired, once, by whichever server', async () => {
    const { db } = first.database;
    const today = dayOf(new Date());
    const ended = sql`${subscriptions.status} = 'active' and ${subscriptions.termEnd} < ${today}`;
    const [before] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(ended);
    expect(before!.count).toBeGreaterThan(0);

    const jobs = await Promise.all([startJobs(first, jobOptions), second ? startJobs(second, jobOptions) : null]);
    for (const queue of jobs) if (queue) stops.push(queue.stop);
    let left = before!.count;
    for (let waited = 0; left > 0 && waited < 300; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [{ count: left }] = (await db
        .select({ count: sql<number>`count(*)::int` })
        .from(subscriptions)
        .where(ended)) as [{ count: number }];
    }
    expect(left).toBe(0);
    const changes = await db
      .select({ id: activityLog.objectId, count: sql<number>`count(*)::int` })
      .from(activityLog)
      .where(sql`${activityLog.action} in ('subscription.renewed', 'subscription.expired')`)
      .groupBy(activityLog.objectId);
    expect(changes).toHaveLength(before!.count);
    expect(changes.every((change) => change.count === 1)).toBe(true);
    const emails = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(outbox)
      .groupBy(outbox.dedupeKey, outbox.toAddress);
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.every((email) => email.count === 1)).toBe(true);
  });

  it('sweeps in slices: a job out of time leaves the rest to the next one, and each term is renewed once', async () => {
    // The first test's servers stop first: a catch-up still waiting in their queue would take some of these terms.
    for (const stop of stops.splice(0)) await stop();
    const { db } = first.database;
    const [template] = await db.select().from(subscriptions).where(eq(subscriptions.status, 'active')).limit(1);
    const today = new Date();
    const due = await db
      .insert(subscriptions)
      .values(
        Array.from({ length: 25 }, () => ({
          companyId: template!.companyId,
          productId: template!.productId,
          priceSheetId: template!.priceSheetId,
          unitPrice: template!.unitPrice,
          quantity: 1,
          status: 'active' as const,
          termStart: dayOf(addDays(today, -365)),
          termEnd: dayOf(addDays(today, -1)),
        })),
      )
      .returning({ id: subscriptions.id });
    const context = { db, clock: systemClock, publicUrl: 'http://portal.test', pace: { batchSize: 10, restMs: 0 } };
    const nextJobs: (number | null)[] = [];
    for (let job = 0; job < 5 && nextJobs.at(-1) !== null; job++) {
      // A slice over from the start: one batch, then the rest is left.
      const slice = sliceUntil(0);
      await runTermEnds({ ...context, slice });
      nextJobs.push(slice.nextJobInSeconds);
    }
    expect(nextJobs).toEqual([0, 0, null]);
    const renewals = await db
      .select({ id: activityLog.objectId, count: sql<number>`count(*)::int` })
      .from(activityLog)
      .where(and(eq(activityLog.action, 'subscription.renewed'), gte(sql`${activityLog.objectId}::int`, due[0]!.id)))
      .groupBy(activityLog.objectId);
    expect(renewals).toHaveLength(due.length);
    expect(renewals.filter((renewal) => renewal.count !== 1)).toEqual([]);
  });

  it('gives the queues an older version made (15 minutes to expire) the one-minute expiry', async () => {
    const { executeSql, url } = first.database as Database & { url?: string };
    const boss = new PgBoss({
      ...(executeSql ? { db: { executeSql } } : { connectionString: url!, max: 1 }),
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await boss.start();
    try {
      await boss.updateQueue('term-ends', { name: 'term-ends', policy: 'stately', expireInSeconds: 900 });
      const jobs = await startJobs(first, jobOptions);
      stops.push(jobs.stop);
      expect(await boss.getQueue('term-ends')).toMatchObject({ policy: 'stately', expireInSeconds: jobExpirySeconds });
    } finally {
      await boss.stop({ graceful: false });
    }
  });
});
