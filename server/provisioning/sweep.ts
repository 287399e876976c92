// The provisioning job: sends what the portal asked of Microsoft (requests.ts) to Partner Center, one subscription's
// requests in their order, several subscriptions at once.
//
// - A request is claimed for a lease (its next attempt pushed past the job's expiry) in a short transaction, then sent
//   outside any transaction: the sandbox answering it may be this very process, on the same database.
// - Every try carries the request's own MS-RequestId, so a request sent twice (a retry, a process that died after
//   sending) is done once at Microsoft.
// - Microsoft unreachable, 429 or 5xx: tried again later, with backoff (or its Retry-After); nothing is lost.
// - Microsoft refuses (4xx): the subscription goes back to how it was before the change, with Microsoft's reason, and
//   the requests queued behind it, which built on it, are abandoned.
// - Microsoft's answer is the truth for the seats, the dates and the windows once no other request is on its way.
import { addSeconds } from 'date-fns';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, priceSheets, products, subscriptions, supplierRequests } from '../db/schema';
import { peopleOf, tellAll } from '../messages/notify';
import {
  PartnerCenterRefusal,
  type PartnerCenter,
  type Subscription as MicrosoftSubscription,
} from '../partner-center/client';
import type { JobContext } from '../jobs/terms';
import { dayOf } from '../time/clock';
import { undo } from './requests';
import { chargeStartedPeriods } from '../billing/ledger';
import { logActivity } from '../activity/log';

export type ProvisioningContext = JobContext & {
  partnerCenter: PartnerCenter;
  log?: { warn: (details: Record<string, unknown>, message: string) => void };
};

/** A claimed request is this process's for this long: past the job's expiry, so a dead process's comes back. */
const leaseSeconds = 90;
/** How soon a purchase Microsoft is still provisioning is looked at again. */
const pendingOrderPollSeconds = 2;
/** The longest wait between two tries of a request Microsoft could not take. */
const maxBackoffSeconds = 300;
/**
 * How many requests go to Microsoft at once, and the rest between two batches. Each is a few statements here (and,
 * with the built-in sandbox, a few more in this very process): on PGlite, which runs one statement at a time, small
 * batches and a rest keep a page's wait short; on PostgreSQL ten at once keep a list's p99 within 2x (bench/).
 */
const paceOf = (context: ProvisioningContext) =>
  context.pace?.restMs ? { batchSize: 3, restMs: 30 } : { batchSize: 10, restMs: 0 };
export const backoffSeconds = (attempts: number) => Math.min(maxBackoffSeconds, 2 ** attempts);

type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

export async function runProvisioning(context: ProvisioningContext) {
  const { db, clock, slice } = context;
  const { batchSize, restMs } = paceOf(context);
  let sent = 0;
  for (;;) {
    const batch = await claimDue(db, clock.now(), batchSize);
    if (batch.length === 0) break;
    await Promise.all(batch.map((request) => carryOut(context, request)));
    sent += batch.length;
    if (slice?.isOver()) {
      slice.leaveRest();
      return { sent };
    }
    // Whatever waits for the database (a page) goes first.
    await new Promise((resolve) => setTimeout(resolve, restMs));
  }
  // What waits for a later try (a pending purchase, a backoff): the next job comes then.
  const [next] = await db
    .select({ at: supplierRequests.nextAttemptAt })
    .from(supplierRequests)
    .where(eq(supplierRequests.status, 'waiting'))
    .orderBy(asc(supplierRequests.nextAttemptAt))
    .limit(1);
  if (next && slice) slice.leaveRest(Math.max(1, Math.ceil((next.at.getTime() - clock.now().getTime()) / 1000)));
  return { sent };
}

/** The due requests that are first of their subscription, claimed for a lease, with what sending them needs. */
async function claimDue(db: Db, now: Date, limit: number) {
  const ids = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: supplierRequests.id })
      .from(supplierRequests)
      .where(
        and(
          eq(supplierRequests.status, 'waiting'),
          lte(supplierRequests.nextAttemptAt, now),
          sql`not exists (select 1 from ${supplierRequests} earlier where earlier.subscription_id = ${supplierRequests.subscriptionId} and earlier.status = 'waiting' and earlier.id < ${supplierRequests.id})`,
        ),
      )
      .orderBy(asc(supplierRequests.nextAttemptAt), asc(supplierRequests.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = due.map((row) => row.id);
    await tx
      .update(supplierRequests)
      .set({ nextAttemptAt: addSeconds(now, leaseSeconds) })
      .where(inArray(supplierRequests.id, claimed));
    return claimed;
  });
  if (ids.length === 0) return [];
  return db
    .select({
      request: supplierRequests,
      subscription: subscriptions,
      tenantId: companies.tenantId,
      company: companies.name,
      offerId: products.sku,
      product: products.name,
      termDuration: priceSheets.term,
      billingCycle: priceSheets.billingFrequency,
    })
    .from(supplierRequests)
    .innerJoin(subscriptions, eq(subscriptions.id, supplierRequests.subscriptionId))
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(priceSheets, eq(priceSheets.id, subscriptions.priceSheetId))
    .where(inArray(supplierRequests.id, ids))
    .orderBy(asc(supplierRequests.id));
}

async function carryOut(context: ProvisioningContext, claimed: Claimed) {
  const { partnerCenter } = context;
  const { request, subscription, tenantId } = claimed;
  try {
    if (request.kind === 'purchase') {
      const quantity = (request.change as { quantity: number }).quantity;
      const order = request.supplierOrderId
        ? await partnerCenter.getOrder(tenantId, request.supplierOrderId)
        : await partnerCenter.createOrder(tenantId, request.requestId, {
            billingCycle: claimed.billingCycle,
            lineItems: [{ lineItemNumber: 0, offerId: claimed.offerId, quantity, termDuration: claimed.termDuration }],
          });
      const supplierSubscriptionId = order.lineItems[0]?.subscriptionId;
      if (order.status === 'completed' && supplierSubscriptionId) {
        const taken = await partnerCenter.getSubscription(tenantId, supplierSubscriptionId);
        return await complete(context, claimed, taken);
      }
      if (order.status === 'cancelled') {
        return await refuse(context, claimed, {
          code: 'order_cancelled',
          description: 'Microsoft cancelled the order',
        });
      }
      // Still provisioning at Microsoft: looked at again shortly, which is no failed try.
      await context.db
        .update(supplierRequests)
        .set({
          supplierOrderId: order.id,
          nextAttemptAt: addSeconds(context.clock.now(), pendingOrderPollSeconds),
        })
        .where(eq(supplierRequests.id, request.id));
      return;
    }
    if (!subscription.supplierSubscriptionId) {
      return await refuse(context, claimed, {
        code: 'not_at_microsoft',
        description: 'Microsoft holds no subscription of this one yet',
      });
    }
    const change =
      request.kind === 'quantity'
        ? { quantity: (request.change as { quantity: number }).quantity }
        : request.kind === 'auto_renew'
          ? { autoRenewEnabled: (request.change as { autoRenewEnabled: boolean }).autoRenewEnabled }
          : { status: (request.change as { status: 'active' | 'suspended' | 'deleted' }).status };
    const taken = await partnerCenter.updateSubscription(
      tenantId,
      subscription.supplierSubscriptionId,
      request.requestId,
      change,
    );
    await complete(context, claimed, taken);
  } catch (error) {
    if (error instanceof PartnerCenterRefusal) {
      await refuse(context, claimed, { code: error.code, description: error.description });
      return;
    }
    // Unreachable, throttled, failing, or an answer of a shape we do not know: later, with backoff.
    const attempts = request.attempts + 1;
    const retryAfter = (error as { retryAfterSeconds?: number | null }).retryAfterSeconds ?? null;
    context.log?.warn({ err: error, request: request.id, attempts }, 'Partner Center request postponed');
    await context.db
      .update(supplierRequests)
      .set({
        attempts,
        lastError: error instanceof Error ? error.message : String(error),
        nextAttemptAt: addSeconds(context.clock.now(), Math.max(retryAfter ?? 0, backoffSeconds(attempts))),
      })
      .where(eq(supplierRequests.id, request.id));
  }
}

const statusOf = (status: string) =>
  status === 'suspended'
    ? 'suspended'
    : status === 'deleted'
      ? 'cancelled'
      : status === 'expired' || status === 'disabled'
        ? 'expired'
        : 'active';

/** Microsoft took the request: it is done and, once no other waits, Microsoft's fields are the subscription's. */
async function complete(context: ProvisioningContext, claimed: Claimed, taken: MicrosoftSubscription) {
  const { db, clock, publicUrl, brand } = context;
  const { request } = claimed;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, request.subscriptionId))
      .for('update');
    const [updated] = await tx
      .update(supplierRequests)
      .set({ status: 'done', completedAt: now, lastError: null })
      .where(and(eq(supplierRequests.id, request.id), eq(supplierRequests.status, 'waiting')))
      .returning({ id: supplierRequests.id });
    // Abandoned by a partner meanwhile, or done by another process: nothing more to do.
    if (!current || !updated) return;
    const [later] = await tx
      .select({ id: supplierRequests.id })
      .from(supplierRequests)
      .where(
        and(
          eq(supplierRequests.subscriptionId, current.id),
          eq(supplierRequests.status, 'waiting'),
          gt(supplierRequests.id, request.id),
        ),
      )
      .limit(1);
    const refundable = taken.refundableQuantity;
    const refundableUntil = refundable?.details?.length
      ? new Date(Math.max(...refundable.details.map((detail) => Date.parse(detail.allowedUntilDateTime))))
      : null;
    const truth = later
      ? {}
      : {
          supplierStatus: 'in_sync' as const,
          supplierRefusal: null,
          quantity: taken.quantity,
          autoRenew: taken.autoRenewEnabled,
          status: statusOf(taken.status),
          ...(taken.commitmentEndDate ? { termEnd: dayOf(new Date(taken.commitmentEndDate)) } : {}),
          ...(refundable ? { refundableQuantity: refundable.totalQuantity, refundableUntil } : {}),
          ...(taken.cancellationAllowedUntilDate !== undefined
            ? {
                cancellableUntil: taken.cancellationAllowedUntilDate
                  ? new Date(taken.cancellationAllowedUntilDate)
                  : null,
              }
            : {}),
        };
    await tx
      .update(subscriptions)
      .set({
        ...truth,
        ...(request.kind === 'purchase'
          ? { supplierSubscriptionId: taken.id, ...(later ? { status: 'active' as const } : {}) }
          : {}),
        version: current.version + 1,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, current.id));
    if (request.kind !== 'purchase') return;
    await logActivity(tx, {
      companyId: current.companyId,
      action: 'subscription.activated',
      objectType: 'subscription',
      objectId: String(current.id),
      details: { supplierSubscriptionId: taken.id },
    });
    // The order line is fulfilled: its first billing period is charged.
    await chargeStartedPeriods(tx, dayOf(now), { subscriptionId: current.id });
    await tellAll(
      tx,
      [
        {
          tidings: {
            kind: 'subscription_activated',
            companyId: current.companyId,
            params: { product: claimed.product, company: claimed.company, quantity: taken.quantity },
            link: `/subscriptions/${current.id}/show`,
            dedupeKey: `activated:${current.id}`,
          },
          people: await peopleOf(tx, current.companyId, now),
        },
      ],
      { publicUrl, brand },
    );
  });
}

/** Microsoft refused the request: undone, with Microsoft's reason. */
async function refuse(
  { db, clock, publicUrl, brand }: ProvisioningContext,
  { request }: Claimed,
  refusal: { code: string; description: string },
) {
  await undo(db, request.id, {
    outcome: 'refused',
    refusal,
    actorId: null,
    now: clock.now(),
    sender: { publicUrl, brand },
  });
}
