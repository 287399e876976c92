// A day on which 5,000 terms end, at scale: how long the renewal sweep takes (in batches), and the p99 of a list
// page while it runs against the same list without it (both measured the same way: four requests at a time from
// this process).
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { paceOf, runTermEnds } from '../server/jobs/terms';
import { systemClock } from '../server/time/clock';
import { latencyOf } from './cannon';

export const termsEndingToday = 5000;

/** A list called `concurrency` at a time until `isDone`, its latencies. */
export async function loadUntil(call: () => Promise<unknown>, isDone: () => boolean, concurrency = 4) {
  const durations: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!isDone()) {
        const begin = performance.now();
        await call();
        durations.push(performance.now() - begin);
      }
    }),
  );
  return latencyOf(durations, performance.now() - started);
}

export async function benchRenewalDay(database: Database, callList: () => Promise<unknown>) {
  const { db } = database;
  let calls = 0;
  const quiet = await loadUntil(
    () => callList().then(() => calls++),
    () => calls >= 400,
  );
  // 5,000 active auto-renewing terms end yesterday.
  await db.execute(sql`update subscriptions set term_end = current_date - 1, auto_renew = true
    where id in (select id from subscriptions where status = 'active' and term_end >= current_date
      order by id limit ${termsEndingToday})`);
  let isSwept = false;
  const started = performance.now();
  const sweep = runTermEnds({ db, clock: systemClock, publicUrl: 'http://bench', pace: paceOf(database.kind) }).then(
    (done) => {
      isSwept = true;
      return done;
    },
  );
  const busy = await loadUntil(callList, () => isSwept);
  const done = await sweep;
  const seconds = (performance.now() - started) / 1000;
  if (done.renewed < termsEndingToday) throw new Error(`the sweep renewed ${done.renewed} of ${termsEndingToday}`);
  return { renewed: done.renewed, seconds, quiet, busy };
}
