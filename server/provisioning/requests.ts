// What the portal asks of Microsoft, written in the transaction of the change it carries out (an order's seats, a
// quantity, auto-renew, a cancellation, a suspension): the change and its request commit together or not at all, and
// the provisioning job (sweep.ts) sends it. Until Microsoft has taken it, the subscription is "Waiting for Microsoft".
import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reverseChargesSince } from '../billing/ledger';
import { activityLog, companies, products, subscriptions, supplierRequests } from '../db/schema';
import { peopleOf, tellAll, type Sender } from '../messages/notify';
import { logActivity } from '../activity/log';

type SubscriptionRow = typeof subscriptions.$inferSelect;
/** Why a request was not done: Microsoft's code and words, or the portal's own for a partner's abandon. */
export type Refusal = { code: string; description: string };

export type SupplierChange =
  | { kind: 'purchase'; change: { quantity: number } }
  | { kind: 'quantity'; change: { quantity: number } }
  | { kind: 'auto_renew'; change: { autoRenewEnabled: boolean } }
  | { kind: 'status'; change: { status: 'active' | 'suspended' | 'deleted' } };

/** The fields a change may move, as they were: what a refusal puts back. */
export const restorableOf = (subscription: SubscriptionRow) => ({
  status: subscription.status,
  quantity: subscription.quantity,
  autoRenew: subscription.autoRenew,
  scheduledNextTermQuantity: subscription.scheduledNextTermQuantity,
  refundableQuantity: subscription.refundableQuantity,
  refundableUntil: subscription.refundableUntil?.toISOString() ?? null,
  cancelledAt: subscription.cancelledAt?.toISOString() ?? null,
});
export type Restorable = ReturnType<typeof restorableOf>;

/**
 * Asks Microsoft for `request` about the subscription as it was before the change (`before`; none for a purchase),
 * in the caller's transaction, and marks the subscription waiting. Answers the request's id (an order line links it).
 */
export async function askMicrosoft(
  db: Db,
  {
    subscriptionId,
    before,
    actorId,
    orderLineId = null,
    now,
    ...request
  }: SupplierChange & {
    subscriptionId: number;
    before: SubscriptionRow | null;
    actorId: number | null;
    orderLineId?: number | null;
    now: Date;
  },
) {
  const [created] = await db
    .insert(supplierRequests)
    .values({
      subscriptionId,
      orderLineId,
      actorId,
      kind: request.kind,
      change: request.change,
      before: before && restorableOf(before),
      requestId: randomUUID(),
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: supplierRequests.id });
  await db
    .update(subscriptions)
    .set({ supplierStatus: 'waiting', supplierRefusal: null })
    .where(eq(subscriptions.id, subscriptionId));
  return created!.id;
}

/** Ties a request to the order line that asked for it: the order shows each line's progress at Microsoft. */
export const linkToOrderLine = (db: Db, requestId: number, orderLineId: number) =>
  db.update(supplierRequests).set({ orderLineId }).where(eq(supplierRequests.id, requestId));

/**
 * Every pending subscription that Microsoft has not been asked to provision is asked now (the seed's, a database
 * of before provisioning): its purchase waits for the provisioning job like an order's.
 */
export const askMicrosoftForPending = (db: Db) =>
  db.execute(sql`
    with asked as (
      insert into supplier_requests (subscription_id, kind, change, request_id)
      select s.id, 'purchase', jsonb_build_object('quantity', s.quantity), gen_random_uuid()::text
      from subscriptions s
      where s.status = 'pending' and s.supplier_subscription_id is null
        and not exists (select 1 from supplier_requests r where r.subscription_id = s.id)
      returning subscription_id)
    update subscriptions set supplier_status = 'waiting' where id in (select subscription_id from asked)`);

/**
 * A waiting request that will not be done: Microsoft refused it, or a partner abandoned it. The subscription goes back
 * to how it was before it (a purchase: it never was, so it ends), the reason beside it, and the requests behind it,
 * which built on it, are abandoned with it. Answers false when the request no longer waited (done meanwhile).
 */
export async function undo(
  db: Db,
  requestId: number,
  {
    outcome,
    refusal,
    actorId,
    now,
    sender,
  }: { outcome: 'refused' | 'abandoned'; refusal: Refusal; actorId: number | null; now: Date; sender: Sender },
) {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(supplierRequests).where(eq(supplierRequests.id, requestId));
    if (!request) return false;
    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, request.subscriptionId))
      .for('update');
    const [updated] = await tx
      .update(supplierRequests)
      .set({ status: outcome, refusal, completedAt: now })
      .where(and(eq(supplierRequests.id, request.id), eq(supplierRequests.status, 'waiting')))
      .returning({ id: supplierRequests.id });
    if (!current || !updated) return false;
    await tx
      .update(supplierRequests)
      .set({ status: 'abandoned', completedAt: now, refusal })
      .where(
        and(
          eq(supplierRequests.subscriptionId, current.id),
          eq(supplierRequests.status, 'waiting'),
          gt(supplierRequests.id, request.id),
        ),
      );
    const before = request.before as Restorable | null;
    await tx
      .update(subscriptions)
      .set({
        ...(before
          ? {
              ...before,
              refundableUntil: before.refundableUntil ? new Date(before.refundableUntil) : null,
              cancelledAt: before.cancelledAt ? new Date(before.cancelledAt) : null,
            }
          : { status: 'cancelled' as const, cancelledAt: now, autoRenew: false }),
        supplierStatus: 'refused',
        supplierRefusal: refusal,
        version: current.version + 1,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, current.id));
    const [event] = await logActivity(tx, {
      actorId,
      companyId: current.companyId,
      action: outcome === 'refused' ? 'subscription.refused_by_microsoft' : 'subscription.request_abandoned',
      objectType: 'subscription',
      objectId: String(current.id),
      details: { kind: request.kind, change: request.change, ...refusal },
    }).returning({ id: activityLog.id });
    // What the undone changes charged is reversed: the ledger is never edited, it is corrected.
    await reverseChargesSince(tx, current.id, request.createdAt, event!.id);
    const [names] = await tx
      .select({ product: products.name, company: companies.name })
      .from(products)
      .innerJoin(companies, eq(companies.id, current.companyId))
      .where(eq(products.id, current.productId));
    await tellAll(
      tx,
      [
        {
          tidings: {
            kind: 'subscription_not_done',
            companyId: current.companyId,
            params: {
              product: names!.product,
              company: names!.company,
              reason: refusal.description,
              abandoned: outcome === 'abandoned' ? 1 : 0,
            },
            link: `/subscriptions/${current.id}/show`,
            dedupeKey: `not-done:${request.id}`,
          },
          people: await peopleOf(tx, current.companyId, now),
        },
      ],
      sender,
    );
    return true;
  });
}
