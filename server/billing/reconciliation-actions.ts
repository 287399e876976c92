// What the partner does with a month's reconciliation: acts on a row (charges the customer what Microsoft charged
// beyond the portal's charges, credits what Microsoft did not charge, or explains it), then closes the month.
import Big from 'big.js';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { ReconciliationRow } from '../../common/api';
import type { ReconciliationAction } from '../../common/domain';
import type { Db } from '../db/client';
import {
  activityLog,
  charges,
  invoiceLines,
  invoices,
  priceSheets,
  reconciliationActionsTaken,
  reconciliationClosings,
  subscriptions,
} from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { logActivity } from '../activity/log';
import { chargeAdjustment } from './ledger';
import { cents } from './money';
import { latestImport, refuseClosed } from './reconciliation-imports';
import { reconciliationRows } from './reconciliation-matching';
import { issueCreditNote } from './runs';

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
