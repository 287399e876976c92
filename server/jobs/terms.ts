// Term ends, by the clock: an active subscription whose term ended renews (auto-renew on: a new term, the quantity
// scheduled for it, the price the company's catalog gives that day) or expires; a pending subscription becomes
// active. Rows are taken in batches with `skip locked`, so processes share the work and none does a row twice; a
// server stopped over several terms renews each of them when it starts.
import { addDays } from 'date-fns';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { offeredPrices } from '../catalog/offers';
import type { Db } from '../db/client';
import { activityLog, companies, priceSheets, products, subscriptions } from '../db/schema';
import { peopleOf, tell } from '../messages/notify';
import { nextTerm, refundWindowDays } from '../subscriptions/rules';
import { dayOf, type Clock } from '../time/clock';

export type JobContext = { db: Db; clock: Clock; publicUrl: string };

const batchSize = 200;

export async function runTermEnds(context: JobContext) {
  const totals = { renewed: 0, expired: 0, activated: 0 };
  for (;;) {
    const done = await endTermsOfOneBatch(context);
    totals.renewed += done.renewed;
    totals.expired += done.expired;
    if (done.taken < batchSize) break;
  }
  totals.activated = await activatePending(context);
  return totals;
}

async function endTermsOfOneBatch({ db, clock, publicUrl }: JobContext) {
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
    const prices = await offeredPrices(
      tx as Db,
      [...new Set(due.map((row) => row.subscription.companyId))],
      [...new Set(due.filter((row) => row.subscription.autoRenew).map((row) => row.subscription.priceSheetId))],
      today,
    );
    const people = new Map<number, Awaited<ReturnType<typeof peopleOf>>>();
    const peopleOfCompany = async (companyId: number) => {
      if (!people.has(companyId)) people.set(companyId, await peopleOf(tx as Db, companyId, now));
      return people.get(companyId)!;
    };
    let renewed = 0;
    let expired = 0;
    for (const { subscription, term, currency, product, company } of due) {
      const link = `/subscriptions/${subscription.id}/show`;
      if (!subscription.autoRenew) {
        await tx
          .update(subscriptions)
          .set({ status: 'expired', version: subscription.version + 1, updatedAt: now })
          .where(eq(subscriptions.id, subscription.id));
        await tx.insert(activityLog).values({
          companyId: subscription.companyId,
          action: 'subscription.expired',
          objectType: 'subscription',
          objectId: String(subscription.id),
          details: { termEnd: subscription.termEnd },
        });
        await tell(
          tx as Db,
          {
            kind: 'subscription_expired',
            companyId: subscription.companyId,
            params: { product, company, termEnd: subscription.termEnd },
            link,
            dedupeKey: `expired:${subscription.id}:${subscription.termEnd}`,
          },
          await peopleOfCompany(subscription.companyId),
          { publicUrl },
        );
        expired++;
        continue;
      }
      // Every term that ended while nobody looked, one after the other.
      let renewal = nextTerm(subscription.termEnd, term);
      while (renewal.termEnd < today) renewal = nextTerm(renewal.termEnd, term);
      const quantity = subscription.scheduledNextTermQuantity ?? subscription.quantity;
      const unitPrice = prices.get(`${subscription.companyId}:${subscription.priceSheetId}`) ?? subscription.unitPrice;
      await tx
        .update(subscriptions)
        .set({
          ...renewal,
          quantity,
          unitPrice,
          scheduledNextTermQuantity: null,
          // A new term opens the windows again: seats can be removed, and the term cancelled, for a week.
          refundableQuantity: quantity,
          refundableUntil: addDays(now, refundWindowDays),
          cancellableUntil: addDays(now, refundWindowDays),
          version: subscription.version + 1,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, subscription.id));
      await tx.insert(activityLog).values({
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
      });
      await tell(
        tx as Db,
        {
          kind: 'subscription_renewed',
          companyId: subscription.companyId,
          params: { product, company, termEnd: renewal.termEnd, quantity, unitPrice: unitPrice.toFixed(2), currency },
          link,
          dedupeKey: `renewed:${subscription.id}:${renewal.termEnd}`,
        },
        await peopleOfCompany(subscription.companyId),
        { publicUrl },
      );
      renewed++;
    }
    return { taken: due.length, renewed, expired };
  });
}

/** Pending subscriptions are fulfilled by the next sweep: the publisher has provisioned them. */
async function activatePending({ db, clock, publicUrl }: JobContext) {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({ subscription: subscriptions, product: products.name, company: companies.name })
      .from(subscriptions)
      .innerJoin(products, eq(products.id, subscriptions.productId))
      .innerJoin(companies, eq(companies.id, subscriptions.companyId))
      .where(eq(subscriptions.status, 'pending'))
      .limit(batchSize)
      .for('update', { of: subscriptions, skipLocked: true });
    if (pending.length === 0) return 0;
    await tx
      .update(subscriptions)
      .set({ status: 'active', version: sql`${subscriptions.version} + 1`, updatedAt: now })
      .where(
        inArray(
          subscriptions.id,
          pending.map((row) => row.subscription.id),
        ),
      );
    for (const { subscription, product, company } of pending) {
      await tx.insert(activityLog).values({
        companyId: subscription.companyId,
        action: 'subscription.activated',
        objectType: 'subscription',
        objectId: String(subscription.id),
        details: {},
      });
      await tell(
        tx as Db,
        {
          kind: 'subscription_activated',
          companyId: subscription.companyId,
          params: { product, company, quantity: subscription.quantity },
          link: `/subscriptions/${subscription.id}/show`,
          dedupeKey: `activated:${subscription.id}`,
        },
        await peopleOf(tx as Db, subscription.companyId, now),
        { publicUrl },
      );
    }
    return pending.length;
  });
}
