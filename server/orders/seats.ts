// The seats an order buys: the company's subscription of a price sheet grows, or one is made, each seat at the price
// of its term (common/rules/seat-price.ts). Placing an order (place-order.ts) and approving one (routes/partner/
// orders.ts) add seats here.
import { formatISO } from 'date-fns';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activityLog, products, subscriptions } from '../db/schema';
import { badRequest } from '../http/errors';
import { askMicrosoft } from '../provisioning/requests';
import { chargeChange, chargeStartedPeriods } from '../billing/ledger';
import { dayOf } from '../time/clock';
import { refundWindowEnd, removableNow } from '../../common/rules/refund-window';
import { seatUnitPrice } from '../../common/rules/seat-price';
import { logActivity } from '../activity/log';
import { termEndFrom } from '../../common/rules/terms';

/** The subscriptions more seats join: a pending one's are sent to Microsoft after its purchase. */
const seatHolding = ['active', 'pending'] as const;
const day = (date: Date) => formatISO(date, { representation: 'date' });

/**
 * The company's active subscriptions of these price sheets (or pending: still being provisioned by Microsoft), by
 * price sheet: the ones an order's seats would join.
 */
export async function heldSubscriptions(db: Db, companyId: number, priceSheetIds: number[]) {
  const rows = await db
    .select({
      id: subscriptions.id,
      priceSheetId: subscriptions.priceSheetId,
      quantity: subscriptions.quantity,
      unitPrice: subscriptions.unitPrice,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        inArray(subscriptions.priceSheetId, priceSheetIds),
        inArray(subscriptions.status, seatHolding),
      ),
    );
  return new Map(rows.map((row) => [row.priceSheetId, row]));
}

/**
 * Orders placed at once for one price sheet take turns until their transaction ends: `for update` locks a
 * subscription that exists, but not the absence of one, and each would make its own.
 */
export const lockSeats = (db: Db, companyId: number, priceSheetId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(${companyId}, ${priceSheetId})`);

export type SeatLine = {
  priceSheetId: number;
  quantity: number;
  product: { id: number };
  offer: { unitPrice: number; term: string };
};

/**
 * More seats on the company's active subscription of this price sheet, or a new subscription (pending until Microsoft
 * has provisioned it); either is asked of Microsoft. Answers the subscription, the seats' unit price (the
 * subscription's locked price, which an order that waited may not have been priced at) and the request to Microsoft.
 */
export async function addSeats(
  db: Db,
  { companyId, userId, now, line }: { companyId: number; userId: number; now: Date; line: SeatLine },
) {
  await lockSeats(db, companyId, line.priceSheetId);
  const [current] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        eq(subscriptions.priceSheetId, line.priceSheetId),
        inArray(subscriptions.status, seatHolding),
      ),
    )
    .for('update');
  if (current) {
    // The seats held count: an order may not grow a subscription past what a change of quantity may.
    const [product] = await db
      .select({ name: products.name, maxQuantity: products.maxQuantity })
      .from(products)
      .where(eq(products.id, current.productId));
    const total = current.quantity + line.quantity;
    if (product && total > product.maxQuantity) {
      throw badRequest(
        `${product.name}: your company holds ${current.quantity} seats; ${line.quantity} more would make ${total}, and the most is ${product.maxQuantity}`,
      );
    }
    const billed = current.status === 'active';
    if (billed) await chargeStartedPeriods(db, dayOf(now), { subscriptionId: current.id });
    await db
      .update(subscriptions)
      .set({
        quantity: current.quantity + line.quantity,
        refundableQuantity: removableNow(current, now).quantity + line.quantity,
        refundableUntil: refundWindowEnd(now),
        scheduledNextTermQuantity: null,
        version: current.version + 1,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, current.id));
    const [event] = await logActivity(db, {
      actorId: userId,
      companyId,
      action: 'subscription.quantity_changed',
      objectType: 'subscription',
      objectId: String(current.id),
      details: { from: current.quantity, to: current.quantity + line.quantity, byOrder: true },
    }).returning({ id: activityLog.id });
    if (billed) {
      await chargeChange(db, {
        subscriptionId: current.id,
        kind: 'seats_added',
        quantity: line.quantity,
        on: dayOf(now),
        eventId: event!.id,
      });
    }
    const supplierRequestId = await askMicrosoft(db, {
      kind: 'quantity',
      change: { quantity: current.quantity + line.quantity },
      subscriptionId: current.id,
      before: current,
      actorId: userId,
      now,
    });
    return { subscriptionId: current.id, unitPrice: seatUnitPrice(line.offer.unitPrice, current), supplierRequestId };
  }
  const [created] = await db
    .insert(subscriptions)
    .values({
      companyId,
      productId: line.product.id,
      priceSheetId: line.priceSheetId,
      unitPrice: line.offer.unitPrice,
      quantity: line.quantity,
      status: 'pending',
      termStart: day(now),
      termEnd: day(termEndFrom(now, line.offer.term)),
      autoRenew: true,
      refundableQuantity: line.quantity,
      refundableUntil: refundWindowEnd(now),
      cancellableUntil: refundWindowEnd(now),
    })
    .returning({ id: subscriptions.id });
  await logActivity(db, {
    actorId: userId,
    companyId,
    action: 'subscription.created',
    objectType: 'subscription',
    objectId: String(created!.id),
    details: { quantity: line.quantity, byOrder: true },
  });
  const supplierRequestId = await askMicrosoft(db, {
    kind: 'purchase',
    change: { quantity: line.quantity },
    subscriptionId: created!.id,
    before: null,
    actorId: userId,
    now,
  });
  return { subscriptionId: created!.id, unitPrice: line.offer.unitPrice, supplierRequestId };
}
