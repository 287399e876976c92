// Placing an order: one transaction that records the order and creates or grows the subscriptions it buys.
// The same idempotency key places one order, however often (or however concurrently) it is sent.
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { OrderQuoteLine, OrderQuoteRequest, PlaceOrderRequest } from '../../common/api';
import { companyOffers } from '../catalog/offers';
import type { Db } from '../db/client';
import {
  approvalPolicy,
  billingProfiles,
  companies,
  catalogAssignments,
  orderLines,
  orders,
  products,
} from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { peopleWithIds, staffWithRole, tell, type Sender } from '../messages/notify';
import { linkToOrderLine } from '../provisioning/requests';
import { addSeats, heldSubscriptions, lockSeats } from './seats';
import { awaitsApproval } from './rules';
import { roundCents } from '../../common/domain';
import { seatUnitPrice } from '../../common/rules/seat-price';
import { logActivity } from '../activity/log';
import { isWithinQuantityBounds } from '../../common/rules/quantity';

const round = roundCents;
/** The largest amount a `numeric(12,2)` column holds: a price the partner may set times a quantity allowed can pass it. */
const maxStoredAmount = 9_999_999_999.99;

export async function findOrderByKey(db: Db, companyId: number, idempotencyKey: string) {
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.idempotencyKey, idempotencyKey)));
  return existing?.id ?? null;
}

/** Places the order and answers its id, or the id of the order already placed with this key. */
export async function placeOrder(
  db: Db,
  input: PlaceOrderRequest & { companyId: number; userId: number },
  { now, ...sender }: Sender & { now: Date },
) {
  const { companyId, userId, idempotencyKey } = input;
  try {
    return await db.transaction(async (tx) => {
      const existing = await findOrderByKey(tx, companyId, idempotencyKey);
      if (existing) return { orderId: existing, isNew: false };

      const offers = companyOffers(tx, companyId);
      const sheetIds = [...new Set(input.lines.map((line) => line.priceSheetId))];
      if (sheetIds.length !== input.lines.length) throw badRequest('Each price sheet may appear on one line only');
      const offered = await tx
        .with(offers)
        .select({
          offer: {
            priceSheetId: offers.priceSheetId,
            term: offers.term,
            unitPrice: offers.unitPrice,
            currency: offers.currency,
          },
          product: products,
        })
        .from(offers)
        .innerJoin(products, eq(products.id, offers.productId))
        .where(inArray(offers.priceSheetId, sheetIds));
      // The seats' price depends on the subscription they join: it stays as read until the order is in.
      for (const priceSheetId of [...sheetIds].sort((a, b) => a - b)) await lockSeats(tx, companyId, priceSheetId);
      const held = await heldSubscriptions(tx, companyId, sheetIds);
      const lines = input.lines.map((line) => {
        const match = offered.find((candidate) => candidate.offer.priceSheetId === line.priceSheetId);
        if (!match) throw badRequest(`Price sheet ${line.priceSheetId} is not in your company’s catalog`);
        const { product } = match;
        if (!isWithinQuantityBounds(line.quantity, product)) {
          throw badRequest(
            `${product.name}: the quantity must be between ${product.minQuantity} and ${product.maxQuantity}`,
          );
        }
        const unitPrice = seatUnitPrice(match.offer.unitPrice, held.get(line.priceSheetId));
        const offer = { ...match.offer, unitPrice };
        return { ...line, product, offer, lineTotal: round(unitPrice * line.quantity) };
      });
      const changed = lines.filter((line) => line.unitPrice !== undefined && line.unitPrice !== line.offer.unitPrice);
      if (changed.length > 0) {
        const names = changed.map(
          (line) => `${line.product.name} now costs ${line.offer.unitPrice.toFixed(2)} ${line.offer.currency}`,
        );
        throw conflict(`The prices changed since your review (${names.join('; ')}): review the order again`, {
          code: 'prices_changed',
        });
      }

      const total = round(lines.reduce((sum, line) => sum + line.lineTotal, 0));
      if (total > maxStoredAmount) {
        throw badRequest(
          `This order comes to ${total.toFixed(2)} ${lines[0]!.offer.currency}, more than one order can hold (${maxStoredAmount.toFixed(2)}): split it into smaller orders`,
        );
      }
      const billingProfileId = await resolveBillingProfile(tx, companyId, input.billingProfileId);
      for (const currency of new Set(lines.map((line) => line.offer.currency)))
        await refuseOtherCurrency(tx, billingProfileId, currency);
      const poNumber = await orderPoNumber(tx, billingProfileId, input.poNumber);
      const [policy] = await tx.select().from(approvalPolicy);
      const waits = awaitsApproval(policy, {
        companyId,
        total,
        productIds: lines.map((line) => line.product.id),
      });
      const [order] = await tx
        .insert(orders)
        .values({
          number: `tmp-${idempotencyKey}`,
          companyId,
          billingProfileId,
          poNumber,
          placedBy: userId,
          status: waits ? 'pending' : 'completed',
          idempotencyKey,
          total,
          currency: lines[0]!.offer.currency,
          createdAt: now,
        })
        .returning({ id: orders.id });
      // The seed numbers its orders SO-1001, SO-1002…: the same rule, so numbers follow on.
      const number = `SO-${String(1000 + order!.id)}`;
      await tx.update(orders).set({ number }).where(eq(orders.id, order!.id));

      for (const line of lines) {
        // An order that waits changes no subscription until a partner approves it.
        const seats = waits ? null : await addSeats(tx, { companyId, userId, now, line });
        const [orderLine] = await tx
          .insert(orderLines)
          .values({
            orderId: order!.id,
            productId: line.product.id,
            priceSheetId: line.priceSheetId,
            subscriptionId: seats?.subscriptionId ?? null,
            quantity: line.quantity,
            unitPrice: line.offer.unitPrice,
            lineTotal: line.lineTotal,
          })
          .returning({ id: orderLines.id });
        if (seats) await linkToOrderLine(tx, seats.supplierRequestId, orderLine!.id);
      }
      await logActivity(tx, {
        actorId: userId,
        companyId,
        action: 'order.placed',
        objectType: 'order',
        objectId: String(order!.id),
        details: { number, lines: lines.length },
      });
      const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
      const params = { number, company: company!.name, total, currency: lines[0]!.offer.currency };
      const details = {
        lines: lines.map((line) => ({
          product: line.product.name,
          quantity: line.quantity,
          unitPrice: line.offer.unitPrice,
          lineTotal: line.lineTotal,
        })),
      };
      const causedBy = { userId, at: now };
      // The person who placed it gets the order's confirmation, by email (they have just seen it on screen).
      await tell(
        tx,
        {
          kind: 'order_placed',
          companyId,
          params: { ...params, waits: waits ? 1 : 0 },
          link: `/orders/${order!.id}/show`,
          dedupeKey: `order:${order!.id}:confirmed`,
          details,
          isEmailOnly: true,
        },
        await peopleWithIds(tx, [userId]),
        { ...sender, causedBy },
      );
      if (waits) {
        await tell(
          tx,
          {
            kind: 'order_awaits_approval',
            companyId,
            params,
            link: `/partner-admin/orders/${order!.id}`,
            dedupeKey: `order:${order!.id}:placed`,
            details,
          },
          await staffWithRole(tx, 'partner_admin'),
          { ...sender, causedBy },
        );
      }
      return { orderId: order!.id, isNew: true };
    });
  } catch (error) {
    // A concurrent request with the same key won the race: answer its order.
    const existing = await findOrderByKey(db, companyId, idempotencyKey);
    if (existing) return { orderId: existing, isNew: false };
    throw error;
  }
}

/**
 * What an order of these lines would cost the company now and what each line would do: the price of its seats (the
 * catalog's today, or the locked price of the subscription they would join), the product's bounds, and that
 * subscription.
 */
export async function quoteOrder(db: Db, companyId: number, { lines }: OrderQuoteRequest): Promise<OrderQuoteLine[]> {
  const offers = companyOffers(db, companyId);
  const sheetIds = [...new Set(lines.map((line) => line.priceSheetId))];
  const [offered, held] = await Promise.all([
    db
      .with(offers)
      .select({
        priceSheetId: offers.priceSheetId,
        unitPrice: offers.unitPrice,
        currency: offers.currency,
        productName: products.name,
        minQuantity: products.minQuantity,
        maxQuantity: products.maxQuantity,
      })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .where(inArray(offers.priceSheetId, sheetIds)),
    heldSubscriptions(db, companyId, sheetIds),
  ]);
  return lines.map(({ priceSheetId, quantity }) => {
    const offer = offered.find((candidate) => candidate.priceSheetId === priceSheetId);
    const holding = held.get(priceSheetId);
    const unitPrice = offer ? seatUnitPrice(offer.unitPrice, holding) : null;
    return {
      priceSheetId,
      quantity,
      isOffered: offer !== undefined,
      productName: offer?.productName ?? null,
      unitPrice,
      catalogUnitPrice: offer?.unitPrice ?? null,
      lineTotal: unitPrice === null ? null : round(unitPrice * quantity),
      currency: offer?.currency ?? null,
      minQuantity: offer?.minQuantity ?? null,
      maxQuantity: offer?.maxQuantity ?? null,
      heldSubscriptionId: holding?.id ?? null,
      heldQuantity: holding?.quantity ?? null,
    };
  });
}

/**
 * The profile a company's orders go to unless it picks another: that of its catalog assignment in force today
 * (else the one starting next, else the latest ended), else its first profile.
 */
export async function defaultBillingProfileId(db: Db, companyId: number) {
  const { validFrom, validTo } = catalogAssignments;
  const [assigned] = await db
    .select({ id: catalogAssignments.billingProfileId })
    .from(catalogAssignments)
    .where(and(eq(catalogAssignments.companyId, companyId), isNotNull(catalogAssignments.billingProfileId)))
    .orderBy(
      sql`case when ${validFrom} > current_date then 1 when ${validTo} < current_date then 2 else 0 end`,
      sql`abs(${validFrom} - current_date)`,
      desc(catalogAssignments.id),
    )
    .limit(1);
  if (assigned?.id) return assigned.id;
  const [first] = await db
    .select({ id: billingProfiles.id })
    .from(billingProfiles)
    .where(eq(billingProfiles.companyId, companyId))
    .orderBy(asc(billingProfiles.id));
  return first?.id ?? null;
}

/** A billing profile bills in one currency: an order in another is refused, in words (409 currency_mismatch). */
async function refuseOtherCurrency(db: Db, billingProfileId: number | null, currency: string) {
  if (billingProfileId === null) return;
  const [profile] = await db
    .select({ name: billingProfiles.name, currency: billingProfiles.currency })
    .from(billingProfiles)
    .where(eq(billingProfiles.id, billingProfileId));
  if (profile && profile.currency !== currency) {
    throw conflict(
      `The billing profile ${profile.name} bills in ${profile.currency}: an order in ${currency} cannot go to it`,
      { code: 'currency_mismatch', params: { profile: profile.name, profileCurrency: profile.currency, currency } },
    );
  }
}

/**
 * The order's PO number: the one given, else its billing profile's standing one. A profile that requires one and has
 * none refuses the order without (400 po_required): its invoices would go out without the customer's reference.
 */
async function orderPoNumber(db: Db, billingProfileId: number | null, given: string | undefined) {
  if (given) return given;
  if (billingProfileId === null) return null;
  const [profile] = await db
    .select({ name: billingProfiles.name, poNumber: billingProfiles.poNumber, poRequired: billingProfiles.poRequired })
    .from(billingProfiles)
    .where(eq(billingProfiles.id, billingProfileId));
  if (profile?.poNumber) return profile.poNumber;
  if (profile?.poRequired) {
    throw badRequest(`The billing profile ${profile.name} requires a PO number: give one to place the order`, {
      code: 'po_required',
      params: { profile: profile.name },
    });
  }
  return null;
}

async function resolveBillingProfile(db: Db, companyId: number, requested: number | undefined) {
  if (!requested) return defaultBillingProfileId(db, companyId);
  const [profile] = await db
    .select({ id: billingProfiles.id })
    .from(billingProfiles)
    .where(and(eq(billingProfiles.id, requested), eq(billingProfiles.companyId, companyId)));
  if (!profile) throw badRequest('This billing profile is not one of your company’s');
  return profile.id;
}
