// Term ends, by the clock: an active subscription whose term ended renews (auto-renew on: a new term, the quantity
// scheduled for it, the price the company's catalog gives that day) or expires. (A pending subscription becomes active
// when Microsoft has provisioned it: server/provisioning/.) Rows are taken in batches with `skip locked`, so processes share the work and none does a row twice; a
// server stopped over several terms renews each of them when it starts. A batch is one transaction: a process that
// dies in it leaves its rows as they were, for the next job.
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { offeredPrices } from '../catalog/offers';
import type { Db } from '../db/client';
import { companies, priceSheets, products, subscriptions } from '../db/schema';
import { peopleOf, tellAll } from '../messages/notify';
import { askMicrosoft } from '../provisioning/requests';
import { chargeAllStartedPeriods } from '../billing/ledger';
import { nextTerm } from '../subscriptions/rules';
import { refundWindowEnd } from '../../common/rules/refund-window';
import type { Brand } from '../config';
import { dayOf, type Clock } from '../time/clock';
import { logActivity } from '../activity/log';

export type JobContext = {
  db: Db;
  clock: Clock;
  publicUrl: string;
  /** The partner's name and colours, on the emails (config.ts); the portal's own without one. */
  brand?: Brand;
  /**
   * How the sweeps share the database with the people using the portal. PGlite runs one statement at a time: small
   * batches, and a rest between them, so that a page waits for one short batch at most. PostgreSQL's batches lock
   * only their rows.
   */
  pace?: { batchSize: number; restMs: number };
  /** The job's share of the sweep (queue.ts); without one, a sweep runs to its end. */
  slice?: Slice;
};

/**
 * A job's share of a sweep. Once it is over, a sweep claims no more work and leaves the rest to the next job, which
 * `leaveRest` asks for (at once, or in some seconds): a job ends well within its expiry.
 */
export type Slice = { isOver: () => boolean; leaveRest: (afterSeconds?: number) => void };

export const paceOf = (kind: 'pglite' | 'postgres') =>
  kind === 'pglite' ? { batchSize: 10, restMs: 50 } : { batchSize: 200, restMs: 0 };

export async function runTermEnds(context: JobContext) {
  const { batchSize, restMs } = context.pace ?? paceOf('postgres');
  const totals = { renewed: 0, expired: 0 };
  for (;;) {
    const done = await endTermsOfOneBatch(context, batchSize);
    totals.renewed += done.renewed;
    totals.expired += done.expired;
    if (done.taken < batchSize) {
      // Renewed terms and the next months and years of running ones are charged (server/billing/ledger.ts).
      const charged = await chargeAllStartedPeriods(
        context.db,
        dayOf(context.clock.now()),
        { batchSize, restMs },
        context.slice,
      );
      if (!charged.isDone) context.slice?.leaveRest();
      break;
    }
    if (context.slice?.isOver()) {
      context.slice.leaveRest();
      return totals;
    }
    // Whatever waits for the database (a page) goes first.
    await new Promise((resolve) => setTimeout(resolve, restMs));
  }
  return totals;
}

async function endTermsOfOneBatch({ db, clock, publicUrl, brand }: JobContext, batchSize: number) {
  const now = clock.now();
  const today = dayOf(now);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        subscription: subscriptions,
        term: priceSheets.term,
        currency: priceSheets.currency,
        product: products.name,
        company: companies.name,
      })
      .from(subscriptions)
      .innerJoin(priceSheets, eq(priceSheets.id, subscriptions.priceSheetId))
      .innerJoin(products, eq(products.id, subscriptions.productId))
      .innerJoin(companies, eq(companies.id, subscriptions.companyId))
      .where(and(eq(subscriptions.status, 'active'), lt(subscriptions.termEnd, today)))
      .orderBy(asc(subscriptions.id))
      .limit(batchSize)
      .for('update', { of: subscriptions, skipLocked: true });
    if (due.length === 0) return { taken: 0, renewed: 0, expired: 0 };
    const companyIds = [...new Set(due.map((row) => row.subscription.companyId))];
    const prices = await offeredPrices(
      tx,
      companyIds,
      [...new Set(due.filter((row) => row.subscription.autoRenew).map((row) => row.subscription.priceSheetId))],
      today,
    );
    const people = await peopleOfCompanies(tx, due, now);

    const expiring = due.filter((row) => !row.subscription.autoRenew);
    const renewals = due
      .filter((row) => row.subscription.autoRenew)
      .map((row) => {
        const { subscription, term } = row;
        // Every term that ended while nobody looked, one after the other.
        let renewal = nextTerm(subscription.termEnd, term);
        while (renewal.termEnd < today) renewal = nextTerm(renewal.termEnd, term);
        return {
          ...row,
          renewal,
          quantity: subscription.scheduledNextTermQuantity ?? subscription.quantity,
          unitPrice: prices.get(`${subscription.companyId}:${subscription.priceSheetId}`) ?? subscription.unitPrice,
        };
      });

    if (expiring.length > 0) {
      await tx
        .update(subscriptions)
        .set({ status: 'expired', version: sql`${subscriptions.version} + 1`, updatedAt: now })
        .where(
          inArray(
            subscriptions.id,
            expiring.map((row) => row.subscription.id),
          ),
        );
    }
    if (renewals.length > 0) {
      // One statement for the batch: each row its own term, quantity and price. A new term opens the windows
      // again: seats can be removed, and the term cancelled, for a week.
      const windowEnd = refundWindowEnd(now).toISOString();
      const values = sql.join(
        renewals.map(
          (row) =>
            sql`(${row.subscription.id}::int, ${row.renewal.termStart}::date, ${row.renewal.termEnd}::date, ${row.quantity}::int, ${row.unitPrice}::numeric)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        update subscriptions as s set term_start = v.term_start, term_end = v.term_end, quantity = v.quantity,
          unit_price = v.unit_price, scheduled_next_term_quantity = null, refundable_quantity = v.quantity,
          refundable_until = ${windowEnd}::timestamptz, cancellable_until = ${windowEnd}::timestamptz,
          version = s.version + 1, updated_at = ${now.toISOString()}::timestamptz
        from (values ${values}) as v(id, term_start, term_end, quantity, unit_price)
        where s.id = v.id`);
      // Microsoft renews on its own clock with the seats it holds: the quantity scheduled for the new term is asked of
      // it now, within the new term's window (a drift otherwise, found by the sync).
      for (const row of renewals) {
        const { subscription } = row;
        if (subscription.scheduledNextTermQuantity === null || !subscription.supplierSubscriptionId) continue;
        await askMicrosoft(tx, {
          kind: 'quantity',
          change: { quantity: row.quantity },
          subscriptionId: subscription.id,
          before: subscription,
          actorId: null,
          now,
        });
      }
    }

    await logActivity(tx, [
      ...expiring.map(({ subscription }) => ({
        companyId: subscription.companyId,
        action: 'subscription.expired',
        objectType: 'subscription',
        objectId: String(subscription.id),
        details: { termEnd: subscription.termEnd },
      })),
      ...renewals.map(({ subscription, renewal, quantity, unitPrice }) => ({
        companyId: subscription.companyId,
        action: 'subscription.renewed',
        objectType: 'subscription',
        objectId: String(subscription.id),
        details: {
          termEnd: renewal.termEnd,
          fromQuantity: subscription.quantity,
          toQuantity: quantity,
          fromPrice: subscription.unitPrice,
          toPrice: unitPrice,
        },
      })),
    ]);
    await tellAll(
      tx,
      [
        ...expiring.map(({ subscription, product, company }) => ({
          tidings: {
            kind: 'subscription_expired' as const,
            companyId: subscription.companyId,
            params: { product, company, termEnd: subscription.termEnd },
            link: `/subscriptions/${subscription.id}/show`,
            dedupeKey: `expired:${subscription.id}:${subscription.termEnd}`,
          },
          people: people.get(subscription.companyId)!,
        })),
        ...renewals.map(({ subscription, product, company, currency, renewal, quantity, unitPrice }) => ({
          tidings: {
            kind: 'subscription_renewed' as const,
            companyId: subscription.companyId,
            params: { product, company, termEnd: renewal.termEnd, quantity, unitPrice, currency },
            link: `/subscriptions/${subscription.id}/show`,
            dedupeKey: `renewed:${subscription.id}:${renewal.termEnd}`,
          },
          people: people.get(subscription.companyId)!,
        })),
      ],
      { publicUrl, brand },
    );
    return { taken: due.length, renewed: renewals.length, expired: expiring.length };
  });
}

/** The people of each company a batch's subscriptions belong to, read once per company. */
async function peopleOfCompanies(db: Db, rows: { subscription: { companyId: number } }[], now: Date) {
  const ids = [...new Set(rows.map((row) => row.subscription.companyId))];
  return new Map(await Promise.all(ids.map(async (id) => [id, await peopleOf(db, id, now)] as const)));
}
