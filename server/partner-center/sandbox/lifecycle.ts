// What happens at the sandbox with time, on its own clock (the portal's, so that moving the portal's time moves it):
// due orders complete and make their subscriptions, terms that ended renew or expire. It runs before each answer
// that reads a customer's orders or subscriptions; every step is a conditional update, so two processes (or two
// requests) doing it at once do it once.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monthsOf, rowsOf } from '../../db/sql';
import { sandboxCharges, sandboxOrders, sandboxSubscriptions } from './schema';
import { refundWindowDays, refundWindowEnd } from '../../../common/rules/refund-window';
import { billingPeriodMonths, termEndFrom, termMonths } from '../../../common/rules/terms';
import { chargeStartedCycles, firstPeriodEnd } from './billing';

/**
 * Completes a customer's due orders (making their subscriptions), renews or expires their ended terms, and charges
 * the billing periods that have started.
 */
export async function catchUp(db: Db, tenantId: string, now: Date) {
  await completeDueOrders(db, tenantId, now);
  await renewEndedTerms(db, tenantId, now);
  await chargeStartedCycles(db, now, { tenantId });
}

/** Every customer caught up, before a month's invoice is read. */
export async function catchUpAll(db: Db, now: Date) {
  const tenants = rowsOf<{ tenant_id: string }>(
    await db.execute(sql`select distinct tenant_id from partner_center_sandbox.orders where status = 'pending'
      union select distinct tenant_id from partner_center_sandbox.subscriptions
      where status = 'active' and commitment_end_date <= ${now.toISOString()}::timestamptz`),
  );
  for (const { tenant_id: tenantId } of tenants) {
    await completeDueOrders(db, tenantId, now);
    await renewEndedTerms(db, tenantId, now);
  }
  await chargeStartedCycles(db, now);
}

async function completeDueOrders(db: Db, tenantId: string, now: Date) {
  const due = await db
    .select({ id: sandboxOrders.id })
    .from(sandboxOrders)
    .where(
      and(
        eq(sandboxOrders.tenantId, tenantId),
        eq(sandboxOrders.status, 'pending'),
        lte(sandboxOrders.completesAt, now),
      ),
    );
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [order] = await tx
        .update(sandboxOrders)
        .set({ status: 'completed' })
        .where(and(eq(sandboxOrders.id, id), eq(sandboxOrders.status, 'pending')))
        .returning();
      if (!order) return; // another request completed it
      const start = order.completesAt;
      const cancellableUntil = refundWindowEnd(start);
      for (const line of order.lineItems) {
        const end = termEndFrom(start, line.termDuration);
        await tx.insert(sandboxSubscriptions).values({
          id: line.subscriptionId,
          tenantId: order.tenantId,
          offerId: line.offerId,
          offerName: line.offerName,
          friendlyName: line.friendlyName ?? line.offerName,
          quantity: line.quantity,
          billingCycle: order.billingCycle,
          termDuration: line.termDuration,
          status: 'active',
          autoRenewEnabled: true,
          creationDate: start,
          effectiveStartDate: start,
          commitmentEndDate: end,
          cancellationAllowedUntilDate: cancellableUntil,
          refundableSeats: [{ quantity: line.quantity, allowedUntilDateTime: cancellableUntil.toISOString() }],
          orderId: order.id,
          unitPrice: line.unitPrice,
          currency: order.currency,
          updatedAt: start,
        });
        await tx.insert(sandboxCharges).values({
          tenantId: order.tenantId,
          subscriptionId: line.subscriptionId,
          orderId: order.id,
          chargeType: 'new',
          offerId: line.offerId,
          offerName: line.offerName,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          chargeStart: start,
          chargeEnd: firstPeriodEnd(start, end, order.billingCycle),
          billingCycle: order.billingCycle,
          termDuration: line.termDuration,
          currency: order.currency,
          chargedAt: start,
        });
      }
    });
  }
}

const termInterval = sql`make_interval(months => ${monthsOf(sql`term_duration`, termMonths, 12)})`;

/** Renews (auto-renew on) or expires (off) the customer's active subscriptions whose term has ended, term by term. */
async function renewEndedTerms(db: Db, tenantId: string, now: Date) {
  const at = now.toISOString();
  // A clock moved years ahead renews a monthly subscription many times: one term a round, as Microsoft would have.
  for (let round = 0; round < 120; round++) {
    // The ending term's periods first, at the seats it held.
    await chargeStartedCycles(db, now, { tenantId });
    const renewed = rowsOf<{ id: string }>(
      await db.execute(sql`
        with renewed as (
          update partner_center_sandbox.subscriptions set
            effective_start_date = commitment_end_date,
            commitment_end_date = commitment_end_date + ${termInterval},
            cancellation_allowed_until_date = commitment_end_date + ${`${refundWindowDays} days`}::interval,
            refundable_seats = jsonb_build_array(jsonb_build_object(
              'quantity', quantity,
              'allowedUntilDateTime',
              to_char((commitment_end_date + ${`${refundWindowDays} days`}::interval) at time zone 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
            updated_at = ${at}::timestamptz
          where tenant_id = ${tenantId} and status = 'active' and auto_renew_enabled
            and commitment_end_date <= ${at}::timestamptz
          returning *)
        insert into partner_center_sandbox.charges (tenant_id, subscription_id, order_id, charge_type, offer_id,
          offer_name, unit_price, quantity, charge_start, charge_end, billing_cycle, term_duration, currency, charged_at)
        select tenant_id, id, order_id, 'renew', offer_id, offer_name, unit_price, quantity, effective_start_date,
          least(commitment_end_date, ((effective_start_date at time zone 'UTC') + make_interval(months =>
            ${monthsOf(sql`billing_cycle`, billingPeriodMonths, 1)})) at time zone 'UTC'),
          billing_cycle, term_duration, currency, effective_start_date
        from renewed
        returning subscription_id as id`),
    );
    if (renewed.length === 0) break;
  }
  await db
    .update(sandboxSubscriptions)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(sandboxSubscriptions.tenantId, tenantId),
        eq(sandboxSubscriptions.status, 'active'),
        eq(sandboxSubscriptions.autoRenewEnabled, false),
        lte(sandboxSubscriptions.commitmentEndDate, now),
      ),
    );
}
