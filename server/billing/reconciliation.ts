// Reconciliation: a month of what Microsoft charged the partner (its billed rows, imported) against what the portal
// expected to pay (its charges' cost) and what it billed the customers (its invoices), per subscription and charge
// period. A row is keyed by Microsoft's subscription id and the charge's first and next-after-last days, which the
// portal's charges share: a whole billing period, or a change from its day to the period's end.
//
// Microsoft rounds a licence's charge down per unit (ROUNDDOWN(EffectiveUnitPrice × rate, 2) × BillableQuantity, the
// effective unit price prorated to 6 decimals), where the ledger rounds each charge once, half away from zero: the
// comparison recomputes the portal's charges by Microsoft's rule, so that cents of rounding are never a difference.
import Big from 'big.js';
import { addMonths, formatISO, parseISO } from 'date-fns';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { ReconciliationRow, ReconciliationSummary } from '../../common/api';
import type { ReconciliationAction, ReconciliationStatus } from '../../common/domain';
import { reconciliationStatuses } from '../../common/domain';
import type { Db } from '../db/client';
import {
  activityLog,
  charges,
  companies,
  invoiceLines,
  invoices,
  priceSheets,
  products,
  reconciliationActionsTaken,
  reconciliationClosings,
  reconciliationImports,
  reconciliationLines,
  subscriptions,
  users,
} from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { chargeAdjustment } from './ledger';
import { cents, sum } from './money';
import { effectiveUnitPriceOf, microsoftSubtotal, type MicrosoftLine } from './reconciliation-file';
import { issueCreditNote } from './runs';
import { logActivity } from '../activity/log';

const monthBounds = (period: string) => {
  const start = `${period}-01`;
  return { start, end: formatISO(addMonths(parseISO(start), 1), { representation: 'date' }) };
};

export const rowKeyOf = (subscription: string, chargeStart: string, chargeEnd: string) =>
  `${subscription}|${chargeStart}|${chargeEnd}`;

async function closingOf(db: Db, period: string) {
  const [closing] = await db
    .select({ closing: reconciliationClosings, closedBy: sql<string | null>`coalesce(${users.name}, ${users.email})` })
    .from(reconciliationClosings)
    .leftJoin(users, eq(users.id, reconciliationClosings.closedBy))
    .where(eq(reconciliationClosings.period, period));
  return closing ?? null;
}

const refuseClosed = async (db: Db, period: string) => {
  if (await closingOf(db, period)) {
    throw conflict(`${period} is closed: its reconciliation can no longer change`);
  }
};

/** Keeps Microsoft's rows of a month as one more import (never changing an earlier one); the latest is compared. */
export async function importMicrosoftLines(
  db: Db,
  input: {
    period: string;
    source: 'microsoft' | 'csv';
    fileName: string | null;
    lines: MicrosoftLine[];
    userId: number;
  },
) {
  await refuseClosed(db, input.period);
  const currencies = [...new Set(input.lines.map((line) => line.currency))];
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reconciliationImports)
      .values({
        period: input.period,
        source: input.source,
        fileName: input.fileName,
        rowCount: input.lines.length,
        currency: currencies.length === 1 ? currencies[0]! : null,
        total: cents(sum(input.lines.map((line) => line.subtotal))),
        importedBy: input.userId,
      })
      .returning();
    for (let index = 0; index < input.lines.length; index += 1000) {
      await tx
        .insert(reconciliationLines)
        .values(input.lines.slice(index, index + 1000).map((line) => ({ ...line, importId: created!.id })));
    }
    return created!;
  });
}

async function latestImport(db: Db, period: string) {
  const [row] = await db
    .select({
      imported: reconciliationImports,
      importedBy: sql<string | null>`coalesce(${users.name}, ${users.email})`,
    })
    .from(reconciliationImports)
    .leftJoin(users, eq(users.id, reconciliationImports.importedBy))
    .where(eq(reconciliationImports.period, period))
    .orderBy(desc(reconciliationImports.id))
    .limit(1);
  return row ?? null;
}

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
      a.companyName.localeCompare(b.companyName) ||
      a.productName.localeCompare(b.productName) ||
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

/** The month's figures: totals, counts by status, per customer, the import and whether it is closed. */
export async function reconciliationSummary(db: Db, period: string): Promise<ReconciliationSummary> {
  const [imported, closing] = await Promise.all([latestImport(db, period), closingOf(db, period)]);
  const rows = closing ? (closing.closing.rows as ReconciliationRow[]) : await reconciliationRows(db, period);
  const total = (pick: (row: ReconciliationRow) => string, only = (_row: ReconciliationRow) => true) =>
    cents(sum(rows.filter(only).map(pick)));
  const isLeak = (row: ReconciliationRow) => row.status === 'cost_not_billed';
  const counts = Object.fromEntries(reconciliationStatuses.map((status) => [status, 0])) as Record<
    ReconciliationStatus,
    number
  >;
  for (const row of rows) counts[row.status] += 1;
  const customers = new Map<string, ReconciliationRow[]>();
  for (const row of rows) {
    const key = row.companyId === null ? `name:${row.companyName}` : String(row.companyId);
    customers.set(key, [...(customers.get(key) ?? []), row]);
  }
  const currencies = [...new Set(rows.map((row) => row.currency))];
  return {
    period,
    currency: imported?.imported.currency ?? (currencies.length === 1 ? currencies[0]! : null),
    import: imported
      ? {
          id: imported.imported.id,
          source: imported.imported.source,
          fileName: imported.imported.fileName,
          rowCount: imported.imported.rowCount,
          importedAt: imported.imported.createdAt.toISOString(),
          importedBy: imported.importedBy,
        }
      : null,
    closed: closing ? { closedAt: closing.closing.closedAt.toISOString(), closedBy: closing.closedBy } : null,
    totals: {
      charged: total((row) => row.charged),
      expected: total((row) => row.expected),
      billed: total((row) => row.billed),
      pending: total((row) => row.pending),
      leak: total((row) => row.charged, isLeak),
      margin: total((row) => row.margin),
    },
    counts,
    rowCount: rows.length,
    openCount: rows.filter((row) => !row.isSettled).length,
    customers: [...customers.values()]
      .map((held) => ({
        companyId: held[0]!.companyId,
        companyName: held[0]!.companyName,
        charged: cents(sum(held.map((row) => row.charged))),
        billed: cents(sum(held.map((row) => new Big(row.billed).plus(row.pending)))),
        margin: cents(sum(held.map((row) => row.margin))),
        leak: cents(sum(held.filter(isLeak).map((row) => row.charged))),
      }))
      .sort((a, b) => a.companyName.localeCompare(b.companyName)),
  };
}

/** The rows of a month as they stand (kept as they were once it closed). */
export async function rowsOfPeriod(db: Db, period: string) {
  const closing = await closingOf(db, period);
  return closing ? (closing.closing.rows as ReconciliationRow[]) : reconciliationRows(db, period);
}

/**
 * One action on a row: `charge` adds what Microsoft charged beyond the portal's charges to the customer's next
 * invoice (an adjustment charge at the customer's price, its cost what Microsoft charged); `credit` issues credit
 * notes for what the customer was billed and Microsoft did not charge; `explain` keeps the reason (the row then
 * counts as settled).
 */
export async function actOnRow(
  db: Db,
  input: {
    period: string;
    rowId: string;
    action: ReconciliationAction;
    reason?: string;
    userId: number;
    today: string;
  },
) {
  await refuseClosed(db, input.period);
  const rows = await reconciliationRows(db, input.period);
  const row = rows.find((candidate) => candidate.id === input.rowId);
  if (!row) throw notFound('This row is not in the month’s reconciliation (import the month again?)');
  const reason = input.reason?.trim() || null;
  let chargeId: number | null = null;
  let creditNoteIds: number[] = [];
  if (input.action === 'charge') chargeId = await chargeRow(db, row, input);
  if (input.action === 'credit') creditNoteIds = await creditRow(db, row, input, reason);
  await db.insert(reconciliationActionsTaken).values({
    period: input.period,
    rowKey: row.id,
    action: input.action,
    reason,
    chargeId,
    creditNoteIds,
    userId: input.userId,
  });
  return (await reconciliationRows(db, input.period)).find((candidate) => candidate.id === row.id) ?? row;
}

async function chargeRow(db: Db, row: ReconciliationRow, input: { period: string; userId: number; today: string }) {
  if (row.subscriptionId === null) {
    throw conflict('Microsoft’s subscription is not one of the portal’s: explain the row, or open the drift');
  }
  const difference = new Big(row.difference);
  if (difference.lte(0)) {
    throw conflict('Microsoft charged no more than the portal expected: there is nothing to add to an invoice');
  }
  const [held] = await db
    .select({
      companyId: subscriptions.companyId,
      unitPrice: sql<string>`${subscriptions.unitPrice}::text`,
      costUnitPrice: sql<string>`${priceSheets.unitPrice}::text`,
    })
    .from(subscriptions)
    .innerJoin(priceSheets, eq(priceSheets.id, subscriptions.priceSheetId))
    .where(eq(subscriptions.id, row.subscriptionId));
  if (!held) throw notFound('This subscription no longer exists');
  // The customer's price for what Microsoft charged: its cost marked up as the subscription's price is.
  const markup = new Big(held.costUnitPrice).gt(0) ? new Big(held.unitPrice).div(held.costUnitPrice) : new Big(1);
  const [event] = await logActivity(db, {
    actorId: input.userId,
    companyId: held.companyId,
    action: 'subscription.reconciled',
    objectType: 'subscription',
    objectId: String(row.subscriptionId),
    details: { period: input.period, charged: row.charged, expected: row.expectedByMicrosoftRounding },
  }).returning({ id: activityLog.id });
  const charge = await chargeAdjustment(db, {
    subscriptionId: row.subscriptionId,
    eventId: event!.id,
    on: input.today,
    periodStart: row.chargeStart,
    periodEnd: row.chargeEnd,
    quantity: row.microsoftQuantity - row.portalQuantity,
    unitPrice: held.unitPrice,
    amount: cents(difference.times(markup)),
    cost: cents(difference),
    note: `reconciliation ${input.period}: Microsoft charged ${row.charged}, the portal expected ${row.expectedByMicrosoftRounding}`,
  });
  return charge?.id ?? null;
}

async function creditRow(
  db: Db,
  row: ReconciliationRow,
  input: { period: string; userId: number; today: string },
  reason: string | null,
) {
  if (row.subscriptionId === null) throw conflict('The portal billed nothing for this row: there is nothing to credit');
  const lines = await db
    .select({ lineId: invoiceLines.id, invoiceId: invoices.id })
    .from(charges)
    .innerJoin(invoiceLines, eq(invoiceLines.chargeId, charges.id))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(charges.subscriptionId, row.subscriptionId),
        eq(charges.periodStart, row.chargeStart),
        eq(charges.periodEnd, row.chargeEnd),
        eq(invoices.kind, 'invoice'),
        isNotNull(invoices.number),
        sql`not exists (select 1 from charges c2 where c2.kind = 'adjustment'
          and c2.note = 'credits invoice line ' || ${invoiceLines.id})`,
      ),
    );
  if (lines.length === 0) {
    throw conflict(
      'Nothing of this row is on an issued invoice: the customer has not been billed yet (it is pending), or was credited already',
    );
  }
  const byInvoice = new Map<number, number[]>();
  for (const { lineId, invoiceId } of lines) byInvoice.set(invoiceId, [...(byInvoice.get(invoiceId) ?? []), lineId]);
  const notes: number[] = [];
  for (const [invoiceId, lineIds] of byInvoice) {
    notes.push(
      await issueCreditNote(db, {
        invoiceId,
        lineIds,
        reason: reason ?? `Reconciliation ${input.period}: Microsoft did not charge this`,
        today: input.today,
        userId: input.userId,
      }),
    );
  }
  return notes;
}

/** Closes a month whose rows are all matched or explained: its rows are kept as they are, and it is locked. */
export async function closePeriod(db: Db, input: { period: string; userId: number }) {
  await refuseClosed(db, input.period);
  const imported = await latestImport(db, input.period);
  if (!imported) throw conflict(`Import Microsoft’s rows of ${input.period} before closing it`);
  const rows = await reconciliationRows(db, input.period);
  const open = rows.filter((row) => !row.isSettled);
  if (open.length > 0) {
    throw conflict(
      `${open.length} row${open.length === 1 ? ' is' : 's are'} neither matched nor explained: settle ${open.length === 1 ? 'it' : 'them'} before closing ${input.period}`,
    );
  }
  await db
    .insert(reconciliationClosings)
    .values({ period: input.period, importId: imported.imported.id, rows, closedBy: input.userId })
    .onConflictDoNothing();
}

/** The latest month imported, if any. */
export async function latestImportedPeriod(db: Db) {
  const [latest] = await db
    .select({ period: reconciliationImports.period })
    .from(reconciliationImports)
    .orderBy(desc(reconciliationImports.period))
    .limit(1);
  return latest?.period ?? null;
}

/** The leak of the latest month imported: Microsoft's charges nobody was billed for (for the partner's dashboard). */
export async function latestLeak(db: Db) {
  const period = await latestImportedPeriod(db);
  if (!period) return null;
  const summary = await reconciliationSummary(db, period);
  return {
    period,
    leak: summary.totals.leak,
    currency: summary.currency,
    rows: summary.counts.cost_not_billed,
  };
}
