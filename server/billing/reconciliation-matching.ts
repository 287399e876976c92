// Reconciliation: a month of what Microsoft charged the partner (its billed rows, imported) against what the portal
// expected to pay (its charges' cost) and what it billed the customers (its invoices), per subscription and charge
// period. A row is keyed by Microsoft's subscription id and the charge's first and next-after-last days, which the
// portal's charges share: a whole billing period, or a change from its day to the period's end.
//
// Microsoft rounds a licence's charge down per unit (ROUNDDOWN(EffectiveUnitPrice × rate, 2) × BillableQuantity, the
// effective unit price prorated to 6 decimals), where the ledger rounds each charge once, half away from zero: the
// comparison recomputes the portal's charges by Microsoft's rule, so that cents of rounding are never a difference.
//
// This file matches the two sides into rows; the imports, the month's figures and the actions on rows are beside it.
import Big from 'big.js';
import { addMonths, formatISO, parseISO } from 'date-fns';
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { ReconciliationRow } from '../../common/api';
import type { ReconciliationAction, ReconciliationStatus } from '../../common/domain';
import type { Db } from '../db/client';
import {
  charges,
  companies,
  invoiceLines,
  invoices,
  priceSheets,
  products,
  reconciliationActionsTaken,
  reconciliationLines,
  subscriptions,
  users,
} from '../db/schema';
import { cents, sum } from './money';
import { effectiveUnitPriceOf, microsoftSubtotal } from './reconciliation-file';
import { closingOf, latestImport } from './reconciliation-imports';
import { compareNames } from '../../common/rules/name-order';

const monthBounds = (period: string) => {
  const start = `${period}-01`;
  return { start, end: formatISO(addMonths(parseISO(start), 1), { representation: 'date' }) };
};

export const rowKeyOf = (subscription: string, chargeStart: string, chargeEnd: string) =>
  `${subscription}|${chargeStart}|${chargeEnd}`;

/** The portal's charges of a month (their charge period starting in it), with what rows need of each. */
async function portalChargesOf(db: Db, period: string) {
  const { start, end } = monthBounds(period);
  return db
    .select({
      id: charges.id,
      subscriptionId: charges.subscriptionId,
      companyId: charges.companyId,
      companyName: companies.name,
      productName: products.name,
      supplierSubscriptionId: subscriptions.supplierSubscriptionId,
      periodStart: charges.periodStart,
      periodEnd: charges.periodEnd,
      quantity: charges.quantity,
      days: charges.days,
      periodDays: charges.periodDays,
      amount: charges.amount,
      cost: charges.cost,
      costUnitPrice: sql<string>`${priceSheets.unitPrice}::text`,
      currency: charges.currency,
      isIssued: sql<boolean>`coalesce(${invoices.number} is not null and ${invoices.status} <> 'void', false)`,
    })
    .from(charges)
    .innerJoin(subscriptions, eq(subscriptions.id, charges.subscriptionId))
    .innerJoin(priceSheets, eq(priceSheets.id, subscriptions.priceSheetId))
    .innerJoin(companies, eq(companies.id, charges.companyId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .leftJoin(invoiceLines, eq(invoiceLines.chargeId, charges.id))
    .leftJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(gte(charges.periodStart, start), lt(charges.periodStart, end)))
    .orderBy(asc(charges.id));
}
type PortalCharge = Awaited<ReturnType<typeof portalChargesOf>>[number];

/**
 * A charge's cost as Microsoft computes it: the partner's unit price prorated by the charge's days, rounded down to
 * the cent, times the seats. A correction the partner wrote (no days of its own) costs what it says.
 */
export function costByMicrosoftRounding(charge: {
  cost: string | null;
  costUnitPrice: string;
  quantity: number;
  days: number;
  periodDays: number;
}) {
  if (charge.cost === null) return '0.00';
  if (charge.periodDays <= 0 || charge.days <= 0) return charge.cost;
  return microsoftSubtotal(
    effectiveUnitPriceOf(charge.costUnitPrice, charge.days, charge.periodDays),
    '1',
    charge.quantity,
  );
}

type Resolution = { action: ReconciliationAction; reason: string | null; at: Date; by: string | null };

/** The rows of a month: its latest import against the portal's charges, each with its status and latest action. */
export async function reconciliationRows(db: Db, period: string): Promise<ReconciliationRow[]> {
  const imported = await latestImport(db, period);
  if (!imported) return [];
  const [lines, portal, known, actions] = await Promise.all([
    db.select().from(reconciliationLines).where(eq(reconciliationLines.importId, imported.imported.id)),
    portalChargesOf(db, period),
    knownSubscriptions(db, imported.imported.id),
    db
      .select({ taken: reconciliationActionsTaken, by: sql<string | null>`coalesce(${users.name}, ${users.email})` })
      .from(reconciliationActionsTaken)
      .leftJoin(users, eq(users.id, reconciliationActionsTaken.userId))
      .where(eq(reconciliationActionsTaken.period, period))
      .orderBy(asc(reconciliationActionsTaken.id)),
  ]);
  const latestAction = new Map<string, Resolution>();
  for (const { taken, by } of actions) {
    latestAction.set(taken.rowKey, { action: taken.action, reason: taken.reason, at: taken.createdAt, by });
  }

  type Group = { microsoft: (typeof lines)[number][]; portal: PortalCharge[] };
  const groups = new Map<string, Group>();
  const groupOf = (key: string) => {
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { microsoft: [], portal: [] }));
    return group;
  };
  for (const line of lines) {
    groupOf(rowKeyOf(line.supplierSubscriptionId, line.chargeStart, line.chargeEnd)).microsoft.push(line);
  }
  for (const charge of portal) {
    const subscription = charge.supplierSubscriptionId?.toLowerCase() ?? `portal:${charge.subscriptionId}`;
    groupOf(rowKeyOf(subscription, charge.periodStart, charge.periodEnd)).portal.push(charge);
  }

  const rows: ReconciliationRow[] = [];
  for (const [key, group] of groups) {
    const [subscriptionRef, chargeStart, chargeEnd] = key.split('|') as [string, string, string];
    const first = group.microsoft[0];
    const holder = group.portal[0] ?? known.get(subscriptionRef);
    const costBearing = group.portal.filter((charge) => charge.cost !== null);
    const charged = cents(sum(group.microsoft.map((line) => line.subtotal)));
    const expected = cents(sum(costBearing.map((charge) => charge.cost!)));
    const expectedByRounding = cents(sum(costBearing.map(costByMicrosoftRounding)));
    const billed = cents(sum(group.portal.filter((charge) => charge.isIssued).map((charge) => charge.amount)));
    const pending = cents(sum(group.portal.filter((charge) => !charge.isIssued).map((charge) => charge.amount)));
    const microsoftQuantity = group.microsoft.reduce((total, line) => total + line.billableQuantity, 0);
    const portalQuantity = costBearing.reduce((total, charge) => total + charge.quantity, 0);
    const customerAmount = new Big(billed).plus(pending);
    // Nothing on either side: reversed changes Microsoft never saw.
    if (group.microsoft.length === 0 && customerAmount.eq(0) && new Big(expected).eq(0)) continue;
    const status: ReconciliationStatus =
      group.microsoft.length > 0 && !holder
        ? 'unknown_subscription'
        : // A leak is a charge; a credit of Microsoft's the portal never had is a quantity that differs.
          group.microsoft.length > 0 &&
            new Big(charged).gt(0) &&
            portalQuantity === 0 &&
            new Big(expectedByRounding).eq(0) &&
            customerAmount.eq(0)
          ? 'cost_not_billed'
          : group.microsoft.length === 0
            ? customerAmount.eq(0)
              ? 'matched'
              : 'billed_without_cost'
            : microsoftQuantity !== portalQuantity
              ? 'quantity_differs'
              : !new Big(charged).eq(expectedByRounding)
                ? 'price_differs'
                : 'matched';
    const resolution = latestAction.get(key) ?? null;
    rows.push({
      id: key,
      period,
      status,
      subscriptionId: holder?.subscriptionId ?? null,
      supplierSubscriptionId: subscriptionRef.startsWith('portal:') ? null : subscriptionRef,
      companyId: holder?.companyId ?? null,
      companyName: holder?.companyName ?? first?.customerName ?? '',
      productName: holder?.productName ?? first?.productName ?? '',
      chargeTypes: [...new Set(group.microsoft.map((line) => line.chargeType))],
      chargeStart,
      chargeEnd,
      currency: first?.currency ?? group.portal[0]?.currency ?? 'USD',
      microsoftQuantity,
      portalQuantity,
      charged,
      expected,
      expectedByMicrosoftRounding: expectedByRounding,
      billed,
      pending,
      margin: cents(customerAmount.minus(charged)),
      difference: cents(new Big(charged).minus(expectedByRounding)),
      resolution: resolution ? { ...resolution, at: resolution.at.toISOString() } : null,
      isSettled: status === 'matched' || resolution?.action === 'explain',
    });
  }
  return rows.sort(
    (a, b) =>
      compareNames(a.companyName, b.companyName) ||
      compareNames(a.productName, b.productName) ||
      a.chargeStart.localeCompare(b.chargeStart) ||
      a.id.localeCompare(b.id),
  );
}

/** The portal's subscriptions Microsoft's rows name, for rows the portal has no charge of. */
async function knownSubscriptions(db: Db, importId: number) {
  const rows = await db
    .select({
      supplierSubscriptionId: subscriptions.supplierSubscriptionId,
      subscriptionId: subscriptions.id,
      companyId: subscriptions.companyId,
      companyName: companies.name,
      productName: products.name,
    })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(
      and(
        isNotNull(subscriptions.supplierSubscriptionId),
        inArray(
          sql`lower(${subscriptions.supplierSubscriptionId})`,
          db
            .selectDistinct({ id: reconciliationLines.supplierSubscriptionId })
            .from(reconciliationLines)
            .where(eq(reconciliationLines.importId, importId)),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.supplierSubscriptionId!.toLowerCase(), row]));
}

/** The rows of a month as they stand (kept as they were once it closed). */
export async function rowsOfPeriod(db: Db, period: string) {
  const closing = await closingOf(db, period);
  return closing ? (closing.closing.rows as ReconciliationRow[]) : reconciliationRows(db, period);
}
