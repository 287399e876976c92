// Billing runs: a month's charges become draft invoices, one per company, billing profile and currency; the partner
// approves them, and finalising gives each its number (gap-free per prefix and year) and makes it immutable. A run
// for a month already invoiced takes only the charges no invoice holds yet.
import { addDays, addMonths, formatISO, parseISO, subMonths } from 'date-fns';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  activityLog,
  billingEntity,
  billingProfiles,
  billingRuns,
  charges,
  companies,
  invoiceLines,
  invoiceNumbers,
  invoices,
  products,
  subscriptions,
  type InvoiceParty,
} from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { chargeAllStartedPeriods } from './ledger';
import { cents, sum, taxOn, type Decimal } from './money';
import { invoiceTaxRate, tableTaxRates, taxTreatmentOf } from './tax';
import { creditNoteLineDescription, lineDescription } from './words';
import { logActivity } from '../activity/log';

const day = (date: Date) => formatISO(date, { representation: 'date' });

/** A month's first day and the next month's: the charges of [start, end) are the month's. */
export function periodBounds(period: string) {
  const start = parseISO(`${period}-01`);
  return { start: day(start), end: day(addMonths(start, 1)) };
}
export const previousPeriod = (period: string) => day(subMonths(parseISO(`${period}-01`), 1)).slice(0, 7);

export async function sellerOf(db: Db) {
  const [entity] = await db.select().from(billingEntity).where(eq(billingEntity.id, 1));
  return entity ?? null;
}

type Pace = { batchSize: number; restMs: number };

/**
 * Makes a run's drafts: every charge up to the period's end that no invoice holds, grouped by company, billing profile
 * and currency. Drafts of an earlier run of the same period that were not issued are replaced.
 */
export async function makeBillingRun(
  db: Db,
  { period, userId, today, pace }: { period: string; userId: number | null; today: string; pace: Pace },
) {
  const seller = await sellerOf(db);
  if (!seller) throw conflict('Enter the partner’s billing entity (legal name, address, VAT id) before invoicing');
  const { end } = periodBounds(period);
  if (periodBounds(period).start > today) throw conflict('This month has not started yet: there is nothing to invoice');
  // Whatever has started by today is charged first (the clock's sweep may not have run yet).
  await chargeAllStartedPeriods(db, today, pace);
  return db.transaction(async (tx) => {
    const rates = tableTaxRates(tx);
    // One run is made at a time: two at once would each take the same charges.
    await tx.execute(sql`select pg_advisory_xact_lock(7341, 1)`);
    await tx.delete(invoices).where(and(eq(invoices.period, period), eq(invoices.status, 'draft')));
    const [run] = await tx.insert(billingRuns).values({ period, createdBy: userId }).returning();
    const open = await tx
      .select({
        charge: charges,
        product: products.name,
        companyName: companies.name,
      })
      .from(charges)
      .innerJoin(subscriptions, eq(subscriptions.id, charges.subscriptionId))
      .innerJoin(products, eq(products.id, subscriptions.productId))
      .innerJoin(companies, eq(companies.id, charges.companyId))
      .leftJoin(invoiceLines, eq(invoiceLines.chargeId, charges.id))
      .where(and(isNull(invoiceLines.id), sql`${charges.chargedOn} < ${end}::date`))
      .orderBy(asc(charges.companyId), asc(charges.currency), asc(charges.chargedOn), asc(charges.id));
    const companyIds = [...new Set(open.map((row) => row.charge.companyId))];
    const profiles =
      companyIds.length === 0
        ? []
        : await tx
            .select()
            .from(billingProfiles)
            .where(inArray(billingProfiles.companyId, companyIds))
            .orderBy(asc(billingProfiles.id));
    const groups = new Map<string, typeof open>();
    for (const row of open) {
      const key = `${row.charge.companyId}:${row.charge.currency}`;
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
    const profilesOf = new Map<number, typeof profiles>();
    for (const profile of profiles)
      profilesOf.set(profile.companyId, [...(profilesOf.get(profile.companyId) ?? []), profile]);
    const taxDay = addDayString(end, -1);
    // One rate a place of supply and treatment for the whole run, not a query an invoice.
    const rateOf = new Map<string, Promise<Decimal>>();
    const drafts = [];
    for (const rows of groups.values()) {
      const { companyId, currency } = rows[0]!.charge;
      const companyProfiles = profilesOf.get(companyId) ?? [];
      const profile = companyProfiles.find((candidate) => candidate.currency === currency) ?? companyProfiles[0];
      const buyer: InvoiceParty = {
        name: profile?.legalName ?? rows[0]!.companyName,
        address: profile?.address ?? '',
        country: profile?.country ?? seller.country,
        vatId: profile?.vatId ?? null,
      };
      const treatment = taxTreatmentOf(seller, { ...buyer, taxTreatment: profile?.taxTreatment ?? null });
      const rateKey = `${treatment}:${buyer.country}`;
      if (!rateOf.has(rateKey)) rateOf.set(rateKey, invoiceTaxRate(rates, treatment, { seller, buyer }, taxDay));
      const ratePercent = await rateOf.get(rateKey)!;
      const language = profile?.language ?? 'en';
      const lines = rows.map(({ charge, product }) => ({
        chargeId: charge.id,
        subscriptionId: charge.subscriptionId,
        description: lineDescription(language, { product, ...charge }),
        kind: charge.kind,
        quantity: charge.quantity,
        unitPrice: charge.unitPrice,
        amount: charge.amount,
        periodStart: charge.periodStart,
        periodEnd: charge.periodEnd,
        taxRatePercent: ratePercent,
      }));
      drafts.push({
        invoice: {
          runId: run!.id,
          companyId,
          billingProfileId: profile?.id ?? null,
          period,
          currency,
          language,
          poNumber: profile?.poNumber ?? null,
          taxTreatment: treatment,
          seller: sellerParty(seller),
          buyer,
          ...totalsOf(lines, ratePercent, treatment),
        },
        lines,
      });
    }
    // In batches: a statement for 500 invoices, then one for 1,000 lines (an invoice and its lines a statement each
    // took 57 s for 1,000 companies on a loaded machine).
    const idOf = new Map<string, number>();
    for (let index = 0; index < drafts.length; index += 500) {
      const made = await tx
        .insert(invoices)
        .values(drafts.slice(index, index + 500).map((draft) => draft.invoice))
        .returning({ id: invoices.id, companyId: invoices.companyId, currency: invoices.currency });
      for (const invoice of made) idOf.set(`${invoice.companyId}:${invoice.currency}`, invoice.id);
    }
    const lines = drafts.flatMap((draft) =>
      draft.lines.map((line) => ({
        ...line,
        invoiceId: idOf.get(`${draft.invoice.companyId}:${draft.invoice.currency}`)!,
      })),
    );
    for (let index = 0; index < lines.length; index += 1000) {
      await tx.insert(invoiceLines).values(lines.slice(index, index + 1000));
    }
    return run!;
  });
}

const addDayString = (date: string, days: number) => day(addDays(parseISO(date), days));

const sellerParty = (seller: NonNullable<Awaited<ReturnType<typeof sellerOf>>>): InvoiceParty => ({
  name: seller.legalName,
  address: seller.address,
  country: seller.country,
  vatId: seller.vatId,
  email: seller.email,
});

/** The rounding rule of money.ts: the lines' amounts summed, the tax of the rate on that sum, rounded once. */
export function totalsOf(lines: { amount: Decimal }[], ratePercent: Decimal, treatment: string) {
  const subtotal = cents(sum(lines.map((line) => line.amount)));
  const taxTotal = taxOn(subtotal, ratePercent);
  return {
    subtotal,
    taxLines: [{ ratePercent, base: subtotal, amount: taxTotal, treatment }],
    taxTotal,
    total: cents(sum([subtotal, taxTotal])),
  };
}

/** The next number of a prefix's year, in the caller's transaction: its row stays locked until the end. */
async function nextNumber(tx: Db, prefix: string, year: number) {
  await tx.insert(invoiceNumbers).values({ prefix, year, last: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(invoiceNumbers)
    .set({ last: sql`${invoiceNumbers.last} + 1` })
    .where(and(eq(invoiceNumbers.prefix, prefix), eq(invoiceNumbers.year, year)))
    .returning({ last: invoiceNumbers.last });
  return `${prefix}-${year}-${String(row!.last).padStart(5, '0')}`;
}

/**
 * Issues drafts of a run: each gets its number and due date, in one transaction with its number's counter (numbers
 * have no gap: a transaction that fails gives its number back). A draft another process issued meanwhile is skipped.
 * Answers the ids issued.
 */
export async function finalizeBillingRun(
  db: Db,
  { runId, invoiceIds, today, userId }: { runId: number; invoiceIds?: number[]; today: string; userId: number | null },
) {
  const [run] = await db.select().from(billingRuns).where(eq(billingRuns.id, runId));
  if (!run) throw notFound('This billing run does not exist');
  const seller = await sellerOf(db);
  if (!seller) throw conflict('Enter the partner’s billing entity before issuing invoices');
  const drafts = await db
    .select({ id: invoices.id, approved: invoices.approved })
    .from(invoices)
    .where(and(eq(invoices.runId, runId), eq(invoices.status, 'draft')))
    .orderBy(asc(invoices.companyId), asc(invoices.id));
  const approved = drafts.filter((draft) => draft.approved);
  const chosen = invoiceIds
    ? drafts.filter((draft) => invoiceIds.includes(draft.id))
    : approved.length > 0
      ? approved
      : drafts;
  if (invoiceIds && chosen.length !== new Set(invoiceIds).size) {
    throw conflict('Some of these invoices are not drafts of this run (issued already, or of another run)');
  }
  const issued: number[] = [];
  for (const { id } of chosen) {
    const done = await db.transaction(async (tx) => {
      const [draft] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
      if (!draft || draft.status !== 'draft') return false;
      const number = await nextNumber(tx, seller.invoicePrefix, Number(today.slice(0, 4)));
      await tx
        .update(invoices)
        .set({
          number,
          status: 'open',
          issuedOn: today,
          dueOn: addDayString(today, seller.paymentTermsDays),
          seller: sellerParty(seller),
        })
        .where(eq(invoices.id, id));
      await logActivity(tx, {
        actorId: userId,
        companyId: draft.companyId,
        action: 'invoice.issued',
        objectType: 'invoice',
        objectId: String(id),
        details: { number, total: draft.total, currency: draft.currency },
      });
      return true;
    });
    if (done) issued.push(id);
  }
  const [{ remaining } = { remaining: 0 }] = await db
    .select({ remaining: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(eq(invoices.runId, runId), eq(invoices.status, 'draft')));
  if (remaining === 0) {
    await db
      .update(billingRuns)
      .set({ status: 'finalized', finalizedAt: new Date() })
      .where(and(eq(billingRuns.id, runId), eq(billingRuns.status, 'draft')));
  }
  return issued;
}

/**
 * A credit note for an issued invoice: each line credited gets a correcting charge (the ledger is never edited), and
 * the note is issued at once, numbered in the same series, referencing the invoice.
 */
export async function issueCreditNote(
  db: Db,
  {
    invoiceId,
    reason,
    lineIds,
    today,
    userId,
  }: { invoiceId: number; reason: string; lineIds?: number[]; today: string; userId: number | null },
) {
  const seller = await sellerOf(db);
  if (!seller) throw conflict('Enter the partner’s billing entity before issuing credit notes');
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice) throw notFound('This invoice does not exist');
    if (invoice.kind !== 'invoice' || !invoice.number) {
      throw conflict('Only an issued invoice can be credited: correct a draft by running the month again');
    }
    const lines = await tx
      .select({ line: invoiceLines, charge: charges })
      .from(invoiceLines)
      .leftJoin(charges, eq(charges.id, invoiceLines.chargeId))
      .where(eq(invoiceLines.invoiceId, invoiceId))
      .orderBy(asc(invoiceLines.id));
    const chosen = lineIds ? lines.filter(({ line }) => lineIds.includes(line.id)) : lines;
    if (chosen.length === 0 || (lineIds && chosen.length !== new Set(lineIds).size)) {
      throw conflict('Choose lines of this invoice to credit');
    }
    // A line is credited once.
    const [already] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(charges)
      .where(
        and(
          eq(charges.kind, 'adjustment'),
          inArray(
            charges.note,
            chosen.map(({ line }) => `credits invoice line ${line.id}`),
          ),
        ),
      );
    if ((already?.count ?? 0) > 0) throw conflict('A line chosen was credited already');
    const [event] = await logActivity(tx, {
      actorId: userId,
      companyId: invoice.companyId,
      action: 'invoice.credited',
      objectType: 'invoice',
      objectId: String(invoiceId),
      details: { number: invoice.number, reason },
    }).returning({ id: activityLog.id });
    const corrections = await tx
      .insert(charges)
      .values(
        chosen.map(({ line, charge }) => ({
          companyId: invoice.companyId,
          subscriptionId: line.subscriptionId ?? charge!.subscriptionId,
          eventId: event!.id,
          kind: 'adjustment' as const,
          chargedOn: today,
          periodStart: line.periodStart,
          periodEnd: line.periodEnd,
          quantity: -line.quantity,
          unitPrice: line.unitPrice,
          days: charge?.days ?? 0,
          periodDays: charge?.periodDays ?? 0,
          amount: cents(sum(['0', line.amount]).times(-1)),
          cost: null,
          currency: invoice.currency,
          note: `credits invoice line ${line.id}`,
        })),
      )
      .returning();
    const noteLines = chosen.map(({ line }, index) => ({
      chargeId: corrections[index]!.id,
      subscriptionId: line.subscriptionId,
      description: creditNoteLineDescription(invoice.language, line.description, reason),
      kind: 'adjustment' as const,
      quantity: -line.quantity,
      unitPrice: line.unitPrice,
      amount: corrections[index]!.amount,
      periodStart: line.periodStart,
      periodEnd: line.periodEnd,
      taxRatePercent: line.taxRatePercent,
    }));
    const ratePercent = invoice.taxLines[0]?.ratePercent ?? '0.00';
    const [note] = await tx
      .insert(invoices)
      .values({
        companyId: invoice.companyId,
        billingProfileId: invoice.billingProfileId,
        kind: 'credit_note',
        creditFor: invoice.id,
        period: invoice.period,
        currency: invoice.currency,
        language: invoice.language,
        poNumber: invoice.poNumber,
        taxTreatment: invoice.taxTreatment,
        seller: sellerParty(seller),
        buyer: invoice.buyer,
        ...totalsOf(noteLines, ratePercent, invoice.taxTreatment),
      })
      .returning({ id: invoices.id });
    await tx.insert(invoiceLines).values(noteLines.map((line) => ({ ...line, invoiceId: note!.id })));
    const number = await nextNumber(tx, seller.invoicePrefix, Number(today.slice(0, 4)));
    await tx
      .update(invoices)
      .set({ number, status: 'open', issuedOn: today, dueOn: today })
      .where(eq(invoices.id, note!.id));
    return note!.id;
  });
}
