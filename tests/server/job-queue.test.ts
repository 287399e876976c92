// The clock's sweeps as pg-boss runs them, on this suite's database (PGlite, or PostgreSQL in CI), with two servers
// working the same queue: each term that ended is renewed or expired once, each email queued once.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { activityLog, outbox, subscriptions } from '../../server/db/schema';
import { startJobs } from '../../server/jobs/queue';
import { dayOf } from '../../server/time/clock';
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
});
