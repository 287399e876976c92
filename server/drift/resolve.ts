// What a partner does with a difference the sync found (sync.ts): take Microsoft's value (the portal's field is set to
// it, in one transaction with the subscription's history line), or send the portal's (a request to Microsoft, which
// the provisioning job sends). Either closes the difference with who did it; a closed one is refused.
import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { DriftField } from '../../common/domain';
import { offeredPrices } from '../catalog/offers';
import type { Db } from '../db/client';
import { drift, priceSheets, products, subscriptions } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { Subscription as MicrosoftSubscription } from '../partner-center/client';
import { askMicrosoft, type SupplierChange } from '../provisioning/requests';
import { dayOf } from '../time/clock';
import { missing, portalStatusOf } from './compare';
import { logActivity } from '../activity/log';

type DriftRow = typeof drift.$inferSelect;
type Resolution = { driftId: number; actorId: number; now: Date };

/** Whether the portal's value of a field can be sent to Microsoft: Microsoft sets a term's end, and holds or not. */
export const canSendOurs = (field: DriftField, portalValue: string | null) =>
  field === 'quantity' ||
  field === 'autoRenew' ||
  (field === 'status' && (portalValue === 'active' || portalValue === 'suspended' || portalValue === 'cancelled'));

/** The open difference, locked for the transaction; 404 or 409 in words otherwise. */
async function openDifference(tx: Db, id: number) {
  const [row] = await tx.select().from(drift).where(eq(drift.id, id)).for('update');
  if (!row) throw notFound('This difference does not exist');
  if (row.resolvedAt) {
    const how =
      row.resolution === 'took_microsoft'
        ? 'Microsoft’s value was taken'
        : row.resolution === 'sent_ours'
          ? 'the portal’s value was sent to Microsoft'
          : 'it went away by itself';
    throw conflict(`This difference is already resolved: ${how}`, {
      code: 'drift_resolved',
      params: { resolution: row.resolution ?? 'gone' },
    });
  }
  return row;
}

async function lockedSubscription(tx: Db, row: DriftRow) {
  if (row.subscriptionId === null) return null;
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, row.subscriptionId))
    .for('update');
  if (!subscription) throw notFound('The subscription of this difference no longer exists');
  if (subscription.supplierStatus === 'waiting') {
    throw conflict('A change of this subscription is on its way to Microsoft: wait for it, then check again', {
      code: 'drift_request_waiting',
    });
  }
  return subscription;
}

const close = (
  tx: Db,
  row: DriftRow,
  resolution: 'took_microsoft' | 'sent_ours',
  { actorId, now }: Resolution,
  subscriptionId = row.subscriptionId,
) =>
  tx
    .update(drift)
    .set({ resolvedAt: now, resolution, resolvedBy: actorId, subscriptionId })
    .where(and(eq(drift.id, row.id), isNull(drift.resolvedAt)));

const historyLine = (row: DriftRow, subscriptionId: number, action: string, actorId: number, now: Date) => ({
  actorId,
  companyId: row.companyId,
  action,
  objectType: 'subscription',
  objectId: String(subscriptionId),
  details: { driftId: row.id, field: row.field, portalValue: row.portalValue, supplierValue: row.supplierValue },
  createdAt: now,
});

/** Sets the portal's field to Microsoft's value (or imports, or ends, the subscription) and closes the difference. */
export async function takeMicrosoftsValue(db: Db, resolution: Resolution) {
  const { driftId, actorId, now } = resolution;
  return db.transaction(async (tx) => {
    const row = await openDifference(tx, driftId);
    const snapshot = row.supplierSnapshot as MicrosoftSubscription | null;
    if (row.field === 'subscription' && row.subscriptionId === null) {
      const imported = await importSubscription(tx, row, snapshot!, now);
      await logActivity(tx, historyLine(row, imported, 'subscription.imported', actorId, now));
      // The difference now names the subscription it became.
      await close(tx, row, 'took_microsoft', resolution, imported);
      return { ...row, subscriptionId: imported };
    }
    const subscription = (await lockedSubscription(tx, row))!;
    const supplierValue = row.supplierValue ?? '';
    const change =
      row.field === 'quantity'
        ? { quantity: Number(supplierValue) }
        : row.field === 'autoRenew'
          ? { autoRenew: supplierValue === 'true' }
          : row.field === 'termEnd'
            ? {
                termEnd: supplierValue,
                ...(snapshot ? { termStart: dayOf(new Date(snapshot.effectiveStartDate)) } : {}),
              }
            : row.field === 'status'
              ? {
                  status: supplierValue as typeof subscription.status,
                  ...(supplierValue === 'cancelled' ? { cancelledAt: now, autoRenew: false } : {}),
                }
              : // Microsoft no longer holds it: it ends in the portal too.
                { status: 'cancelled' as const, cancelledAt: now, autoRenew: false };
    if ('quantity' in change && !((change.quantity ?? 0) > 0)) {
      throw conflict('Microsoft holds no seats of this subscription: end it instead of taking 0 seats', {
        code: 'drift_no_seats',
      });
    }
    await tx
      .update(subscriptions)
      .set({
        ...change,
        supplierStatus: 'in_sync',
        supplierRefusal: null,
        version: subscription.version + 1,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, subscription.id));
    await logActivity(tx, historyLine(row, subscription.id, 'subscription.drift_took_microsoft', actorId, now));
    await close(tx, row, 'took_microsoft', resolution);
    return row;
  });
}

/**
 * A subscription Microsoft holds that the portal did not know, made a portal subscription: its offer must be a product
 * of the portal (its SKU) with a price sheet of its term and billing cycle; its price, the company's catalog's that day
 * (else the price sheet's).
 */
async function importSubscription(tx: Db, row: DriftRow, held: MicrosoftSubscription, now: Date) {
  const day = dayOf(now);
  const [offer] = await tx
    .select({ productId: products.id, priceSheetId: priceSheets.id, unitPrice: priceSheets.unitPrice })
    .from(products)
    .innerJoin(priceSheets, eq(priceSheets.productId, products.id))
    .where(
      and(
        eq(products.sku, held.offerId),
        eq(priceSheets.term, held.termDuration as never),
        eq(priceSheets.billingFrequency, held.billingCycle.toLowerCase() as never),
        lte(priceSheets.validFrom, day),
      ),
    )
    .orderBy(desc(priceSheets.validFrom), desc(priceSheets.id))
    .limit(1);
  if (!offer) {
    throw conflict(
      `No product of the portal sells Microsoft’s offer ${held.offerId} for ${held.termDuration}, billed ${held.billingCycle}: add it to the products, then take Microsoft’s value again`,
      { code: 'drift_offer_unknown', params: { offerId: held.offerId } },
    );
  }
  if (held.quantity < 1) {
    throw conflict('Microsoft holds no seats of this subscription: there is nothing to import', {
      code: 'drift_no_seats',
    });
  }
  const prices = await offeredPrices(tx, [row.companyId], [offer.priceSheetId], day);
  const [created] = await tx
    .insert(subscriptions)
    .values({
      companyId: row.companyId,
      productId: offer.productId,
      priceSheetId: offer.priceSheetId,
      unitPrice: prices.get(`${row.companyId}:${offer.priceSheetId}`) ?? offer.unitPrice,
      quantity: held.quantity,
      status: portalStatusOf(held.status),
      termStart: dayOf(new Date(held.effectiveStartDate)),
      termEnd: dayOf(new Date(held.commitmentEndDate)),
      autoRenew: held.autoRenewEnabled,
      cancellableUntil: held.cancellationAllowedUntilDate ? new Date(held.cancellationAllowedUntilDate) : null,
      supplierSubscriptionId: held.id,
      supplierStatus: 'in_sync',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  if (!created) {
    throw conflict('The portal holds this subscription already: check again', { code: 'drift_already_held' });
  }
  return created.id;
}

/** Asks Microsoft to take the portal's value (the provisioning job sends it) and closes the difference. */
export async function sendOurs(db: Db, resolution: Resolution) {
  const { driftId, actorId, now } = resolution;
  return db.transaction(async (tx) => {
    const row = await openDifference(tx, driftId);
    if (!canSendOurs(row.field, row.portalValue)) {
      throw conflict(
        row.field === 'termEnd'
          ? 'Microsoft sets a term’s end: the portal’s cannot be sent. Take Microsoft’s value instead'
          : row.field === 'subscription'
            ? row.portalValue === missing
              ? 'The portal holds no such subscription to send: take Microsoft’s value to import it'
              : 'Microsoft no longer holds this subscription: it cannot be sent back. Take Microsoft’s value to end it, and order it again if needed'
            : `The portal’s status (${row.portalValue}) cannot be sent to Microsoft: take Microsoft’s value instead`,
        { code: 'drift_not_sendable', params: { field: row.field } },
      );
    }
    const subscription = (await lockedSubscription(tx, row))!;
    if (row.field === 'status' && !canSendOurs('status', subscription.status)) {
      throw conflict(
        `The portal’s status (${subscription.status}) cannot be sent to Microsoft: take Microsoft’s value instead`,
        { code: 'drift_not_sendable', params: { field: row.field } },
      );
    }
    const request: SupplierChange =
      row.field === 'quantity'
        ? { kind: 'quantity', change: { quantity: subscription.quantity } }
        : row.field === 'autoRenew'
          ? { kind: 'auto_renew', change: { autoRenewEnabled: subscription.autoRenew } }
          : {
              kind: 'status',
              change: {
                status:
                  subscription.status === 'suspended'
                    ? 'suspended'
                    : subscription.status === 'cancelled'
                      ? 'deleted'
                      : 'active',
              },
            };
    await askMicrosoft(tx, { ...request, subscriptionId: subscription.id, before: subscription, actorId, now });
    await logActivity(tx, historyLine(row, subscription.id, 'subscription.drift_sent_ours', actorId, now));
    await close(tx, row, 'sent_ours', resolution);
    return row;
  });
}
