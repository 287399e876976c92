// What the portal asks of Microsoft, written in the transaction of the change it carries out (an order's seats, a
// quantity, auto-renew, a cancellation, a suspension): the change and its request commit together or not at all, and
// the provisioning job (sweep.ts) sends it. Until Microsoft has taken it, the subscription is "Waiting for Microsoft".
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptions, supplierRequests } from '../db/schema';

type SubscriptionRow = typeof subscriptions.$inferSelect;

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
