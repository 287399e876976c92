// The sync with Microsoft: a sweep that reads each customer's subscriptions at Partner Center and compares them with the
// portal's (compare.ts). Each difference is a row of `drift`, opened once, with a line in the subscription's history;
// one that went away by itself is closed as 'gone'. Nothing in the portal is changed: a partner decides (resolve.ts).
//
// A run goes through the companies in id order, a batch at a time: a batch is claimed by moving the run's cursor
// (drift_sync_state) first, so processes share a run and none does a batch twice; its portal rows are read in one
// query, its tenants at Partner Center a few at a time, and what differs is written in one transaction. A job is a
// slice of the run; the next job goes on from the cursor. Microsoft unreachable: the batch is given back and the run
// waits a minute.
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, drift, driftSyncState, subscriptions } from '../db/schema';
import type { ProvisioningContext } from '../provisioning/sweep';
import { PartnerCenterRefusal, PartnerCenterUnavailable, type Subscription } from '../partner-center/client';
import { dayOf } from '../time/clock';
import { compareCompany, keyOf, type Difference } from './compare';
import { logActivity } from '../activity/log';

export type DriftContext = ProvisioningContext;

/** How long the run waits after Microsoft could not be reached. */
const unavailableRetrySeconds = 60;

const batchOf = (context: DriftContext) =>
  context.pace?.batchSize === 10 ? { companies: 10, concurrency: 2 } : { companies: 40, concurrency: 8 };

type Totals = { companies: number; failed: number; opened: number; closed: number };

/** Runs the sync (a slice of it, with `context.slice`): `await runDriftSync({ db, clock, partnerCenter, ... })`. */
export async function runDriftSync(context: DriftContext) {
  const { db, clock, slice } = context;
  const size = batchOf(context);
  const totals: Totals = { companies: 0, failed: 0, opened: 0, closed: 0 };
  await startRunUnlessUnderWay(db, clock.now());
  for (;;) {
    const batch = await claimBatch(db, size.companies);
    if (!batch) return totals; // another process finished the run
    if (batch.companies.length === 0) {
      await db
        .update(driftSyncState)
        .set({ finishedAt: clock.now() })
        .where(and(eq(driftSyncState.id, 1), isNull(driftSyncState.finishedAt)));
      return totals;
    }
    const done = await syncBatch(context, batch.companies, size.concurrency);
    totals.companies += done.companies;
    totals.failed += done.failed;
    totals.opened += done.opened;
    totals.closed += done.closed;
    if (done.unavailableFrom !== null) {
      // Microsoft did not answer: the companies from that one on go back to the run, which waits a while.
      await db
        .update(driftSyncState)
        .set({ afterCompanyId: done.unavailableFrom - 1 })
        .where(and(eq(driftSyncState.id, 1), eq(driftSyncState.afterCompanyId, batch.afterCompanyId)));
      context.log?.warn({ company: done.unavailableFrom }, 'Partner Center unreachable: the sync waits');
      slice?.leaveRest(unavailableRetrySeconds);
      return totals;
    }
    if (slice?.isOver()) {
      slice.leaveRest();
      return totals;
    }
  }
}

/** Opens a new run when none is under way (the last one finished, or there never was one). */
async function startRunUnlessUnderWay(db: Db, now: Date) {
  await db
    .insert(driftSyncState)
    .values({ id: 1, startedAt: now })
    .onConflictDoUpdate({
      target: driftSyncState.id,
      set: { startedAt: now, afterCompanyId: 0, companiesChecked: 0, companiesFailed: 0, finishedAt: null },
      setWhere: sql`${driftSyncState.finishedAt} is not null`,
    });
}

/**
 * The run's next companies, claimed by moving its cursor past them (a process that dies with them leaves them to the
 * next run). Null when the run is over.
 */
async function claimBatch(db: Db, size: number) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [state] = await db.select().from(driftSyncState).where(eq(driftSyncState.id, 1));
    if (!state || state.finishedAt) return null;
    const batch = await db
      .select({ id: companies.id, tenantId: companies.tenantId })
      .from(companies)
      .where(gt(companies.id, state.afterCompanyId))
      .orderBy(asc(companies.id))
      .limit(size);
    if (batch.length === 0) return { companies: batch, afterCompanyId: state.afterCompanyId };
    const last = batch.at(-1)!.id;
    const [claimed] = await db
      .update(driftSyncState)
      .set({ afterCompanyId: last })
      .where(and(eq(driftSyncState.id, 1), eq(driftSyncState.afterCompanyId, state.afterCompanyId)))
      .returning({ id: driftSyncState.id });
    if (claimed) return { companies: batch, afterCompanyId: last };
  }
  return null;
}

type Read = { companyId: number; held: Subscription[] | null; isUnavailable: boolean };

/** Each tenant's subscriptions at Partner Center, `concurrency` at a time; a refusal (unknown tenant) is null. */
async function readAtMicrosoft(context: DriftContext, batch: { id: number; tenantId: string }[], concurrency: number) {
  const reads: Read[] = new Array(batch.length);
  let next = 0;
  let isUnavailable = false;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, batch.length) }, async () => {
      while (next < batch.length && !isUnavailable) {
        const index = next++;
        const company = batch[index]!;
        try {
          reads[index] = {
            companyId: company.id,
            held: await context.partnerCenter.listSubscriptions(company.tenantId),
            isUnavailable: false,
          };
        } catch (error) {
          if (error instanceof PartnerCenterUnavailable) {
            isUnavailable = true;
            reads[index] = { companyId: company.id, held: null, isUnavailable: true };
            continue;
          }
          // A tenant Microsoft does not know, or an answer of a shape the portal cannot read: this company fails.
          context.log?.warn(
            { err: error, company: company.id, isRefusal: error instanceof PartnerCenterRefusal },
            'Partner Center: a company could not be compared',
          );
          reads[index] = { companyId: company.id, held: null, isUnavailable: false };
        }
      }
    }),
  );
  // The companies read before the first that could not be: the rest goes back to the run.
  const firstUnavailable = reads.findIndex((read) => !read || read.isUnavailable);
  return firstUnavailable === -1
    ? { reads, unavailableFrom: null }
    : { reads: reads.slice(0, firstUnavailable), unavailableFrom: batch[firstUnavailable]!.id };
}

async function syncBatch(context: DriftContext, batch: { id: number; tenantId: string }[], concurrency: number) {
  const { db, clock } = context;
  const { reads, unavailableFrom } = await readAtMicrosoft(context, batch, concurrency);
  const compared = reads.filter((read) => read.held !== null);
  const failed = reads.length - compared.length;
  const companyIds = compared.map((read) => read.companyId);
  const now = clock.now();
  const today = dayOf(now);
  let opened = 0;
  let closed = 0;
  if (companyIds.length > 0) {
    const [portalRows, openRows] = await Promise.all([
      db
        .select({
          id: subscriptions.id,
          companyId: subscriptions.companyId,
          supplierSubscriptionId: subscriptions.supplierSubscriptionId,
          supplierStatus: subscriptions.supplierStatus,
          status: subscriptions.status,
          quantity: subscriptions.quantity,
          autoRenew: subscriptions.autoRenew,
          termEnd: subscriptions.termEnd,
          version: subscriptions.version,
        })
        .from(subscriptions)
        .where(inArray(subscriptions.companyId, companyIds)),
      db
        .select()
        .from(drift)
        .where(and(inArray(drift.companyId, companyIds), isNull(drift.resolvedAt))),
    ]);
    const portalOf = groupBy(portalRows, (row) => row.companyId);
    const openOf = groupBy(openRows, (row) => row.companyId);
    const found: (Difference & { companyId: number })[] = [];
    const refreshed: { id: number; difference: Difference }[] = [];
    const gone: typeof openRows = [];
    for (const { companyId, held } of compared) {
      const { differences, unjudged } = compareCompany(portalOf.get(companyId) ?? [], held!, today);
      const open = new Map((openOf.get(companyId) ?? []).map((row) => [keyOf(row), row]));
      for (const difference of differences) {
        const already = open.get(keyOf(difference));
        open.delete(keyOf(difference));
        if (!already) found.push({ ...difference, companyId });
        else if (already.portalValue !== difference.portalValue || already.supplierValue !== difference.supplierValue) {
          refreshed.push({ id: already.id, difference });
        }
      }
      for (const row of open.values()) if (!unjudged.has(row.supplierSubscriptionId)) gone.push(row);
    }
    if (found.length + refreshed.length + gone.length > 0) {
      const versions = new Map(portalRows.map((row) => [row.id, row.version]));
      ({ opened, closed } = await writeDifferences(db, now, { found, refreshed, gone, versions }));
    }
  }
  await db
    .update(driftSyncState)
    .set({
      companiesChecked: sql`${driftSyncState.companiesChecked} + ${compared.length}`,
      companiesFailed: sql`${driftSyncState.companiesFailed} + ${failed}`,
    })
    .where(eq(driftSyncState.id, 1));
  return { companies: compared.length, failed, opened, closed, unavailableFrom };
}

/**
 * Opens what was found (each once: an open one of the same subscription and field stays the one), refreshes the values
 * of open ones that moved, and closes those that went away, each with its history line, in one transaction. A
 * subscription changed since it was read (by a person, a request, the clock) is left to the next run.
 */
async function writeDifferences(
  db: Db,
  now: Date,
  batch: {
    found: (Difference & { companyId: number })[];
    refreshed: { id: number; difference: Difference }[];
    gone: (typeof drift.$inferSelect)[];
    versions: Map<number, number>;
  },
) {
  return db.transaction(async (tx) => {
    const touched = [
      ...batch.found.map((row) => row.subscriptionId),
      ...batch.refreshed.map((row) => row.difference.subscriptionId),
      ...batch.gone.map((row) => row.subscriptionId),
    ].filter((id): id is number => id !== null);
    const moved = new Set<number>();
    if (touched.length > 0) {
      const current = await tx
        .select({ id: subscriptions.id, version: subscriptions.version, supplierStatus: subscriptions.supplierStatus })
        .from(subscriptions)
        .where(inArray(subscriptions.id, [...new Set(touched)]));
      for (const row of current) {
        if (row.version !== batch.versions.get(row.id) || row.supplierStatus === 'waiting') moved.add(row.id);
      }
      for (const id of touched) if (!current.some((row) => row.id === id)) moved.add(id);
    }
    const isSettled = (subscriptionId: number | null) => subscriptionId === null || !moved.has(subscriptionId);

    const toOpen = batch.found.filter((row) => isSettled(row.subscriptionId));
    const opened =
      toOpen.length === 0
        ? []
        : await tx
            .insert(drift)
            .values(
              toOpen.map((row) => ({
                companyId: row.companyId,
                subscriptionId: row.subscriptionId,
                supplierSubscriptionId: row.supplierSubscriptionId,
                field: row.field,
                portalValue: row.portalValue,
                supplierValue: row.supplierValue,
                supplierSnapshot: row.snapshot,
                detectedAt: now,
              })),
            )
            .onConflictDoNothing()
            .returning();
    for (const { id, difference } of batch.refreshed.filter((row) => isSettled(row.difference.subscriptionId))) {
      await tx
        .update(drift)
        .set({
          portalValue: difference.portalValue,
          supplierValue: difference.supplierValue,
          supplierSnapshot: difference.snapshot,
        })
        .where(and(eq(drift.id, id), isNull(drift.resolvedAt)));
    }
    const toClose = batch.gone.filter((row) => isSettled(row.subscriptionId)).map((row) => row.id);
    const closed =
      toClose.length === 0
        ? []
        : await tx
            .update(drift)
            .set({ resolvedAt: now, resolution: 'gone' })
            .where(and(inArray(drift.id, toClose), isNull(drift.resolvedAt)))
            .returning();
    const history = [
      ...opened.map((row) => ({ row, action: 'subscription.drift_found' })),
      ...closed.map((row) => ({ row, action: 'subscription.drift_gone' })),
    ].filter(({ row }) => row.subscriptionId !== null);
    if (history.length > 0) {
      await logActivity(
        tx,
        history.map(({ row, action }) => ({
          companyId: row.companyId,
          action,
          objectType: 'subscription',
          objectId: String(row.subscriptionId),
          details: {
            driftId: row.id,
            field: row.field,
            portalValue: row.portalValue,
            supplierValue: row.supplierValue,
          },
          createdAt: now,
        })),
      );
    }
    return { opened: opened.length, closed: closed.length };
  });
}

function groupBy<Row, Key>(rows: Row[], keyOf: (row: Row) => Key) {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

/** Where the sync stands: its last run's start, end (null while under way) and counts; null before the first run. */
export async function syncStateOf(db: Db) {
  const [state] = await db.select().from(driftSyncState).where(eq(driftSyncState.id, 1));
  return state ?? null;
}
