// The invoices as the API answers them: the customer's (issued ones of the current company) and the partner's (all,
// drafts with what they raise).
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { billingProfiles, charges, companies, invoiceLines, invoices } from '../db/schema';
import type { DraftInvoice, InvoiceDetail } from '../../common/api';
import type { InvoiceDisplayStatus } from '../../common/domain';
import { notFound } from '../http/errors';
import { containing, pageOf } from '../http/list-query';
import { previousPeriod } from './runs';

const credited = alias(invoices, 'credited');

/** Open past its due date reads as overdue. */
export const displayStatusOf = (invoice: { status: string; dueOn: string | null }, today: string) =>
  (invoice.status === 'open' && invoice.dueOn && invoice.dueOn < today
    ? 'overdue'
    : invoice.status) as InvoiceDisplayStatus;

export const selectInvoices = (db: Db) =>
  db
    .select({
      invoice: invoices,
      companyName: companies.name,
      companyIsActive: companies.isActive,
      billingProfileName: billingProfiles.name,
      poRequired: billingProfiles.poRequired,
      creditedNumber: credited.number,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(billingProfiles, eq(billingProfiles.id, invoices.billingProfileId))
    .leftJoin(credited, eq(credited.id, invoices.creditFor));
type Row = Awaited<ReturnType<ReturnType<typeof selectInvoices>['where']>>[number];

export const toInvoice = (row: Row, today: string) => ({
  id: row.invoice.id,
  kind: row.invoice.kind,
  number: row.invoice.number,
  status: displayStatusOf(row.invoice, today),
  companyId: row.invoice.companyId,
  companyName: row.companyName,
  billingProfileName: row.billingProfileName,
  period: row.invoice.period,
  currency: row.invoice.currency,
  language: row.invoice.language,
  poNumber: row.invoice.poNumber,
  taxTreatment: row.invoice.taxTreatment,
  subtotal: row.invoice.subtotal,
  taxTotal: row.invoice.taxTotal,
  total: row.invoice.total,
  issuedOn: row.invoice.issuedOn,
  dueOn: row.invoice.dueOn,
  creditFor: row.invoice.creditFor ? { id: row.invoice.creditFor, number: row.creditedNumber } : null,
});

/** One invoice with its lines, each with the charge and the event behind it; a company's own when `companyId`. */
export async function invoiceDetail(
  db: Db,
  id: number,
  today: string,
  scope: { companyId?: number; issuedOnly?: boolean } = {},
): Promise<InvoiceDetail> {
  const [row] = await selectInvoices(db).where(
    and(
      eq(invoices.id, id),
      scope.companyId !== undefined ? eq(invoices.companyId, scope.companyId) : undefined,
      scope.issuedOnly ? ne(invoices.status, 'draft') : undefined,
    ),
  );
  if (!row) throw notFound('This invoice does not exist');
  const lines = await db
    .select({
      id: invoiceLines.id,
      description: invoiceLines.description,
      kind: invoiceLines.kind,
      quantity: invoiceLines.quantity,
      unitPrice: invoiceLines.unitPrice,
      amount: invoiceLines.amount,
      periodStart: invoiceLines.periodStart,
      periodEnd: invoiceLines.periodEnd,
      taxRatePercent: invoiceLines.taxRatePercent,
      subscriptionId: invoiceLines.subscriptionId,
      eventId: charges.eventId,
      chargeId: invoiceLines.chargeId,
    })
    .from(invoiceLines)
    .leftJoin(charges, eq(charges.id, invoiceLines.chargeId))
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.id));
  return {
    ...toInvoice(row, today),
    seller: partyOf(row.invoice.seller),
    buyer: partyOf(row.invoice.buyer),
    taxLines: row.invoice.taxLines,
    lines,
  };
}
const partyOf = ({ name, address, country, vatId }: Row['invoice']['buyer']) => ({ name, address, country, vatId });

export type InvoiceListFilter = {
  companyId?: number;
  status?: InvoiceDisplayStatus;
  period?: string;
  runId?: number;
  /** The credit notes of one invoice. */
  creditFor?: number;
  q?: string;
  id?: number[];
  issuedOnly?: boolean;
};

export const invoiceSortColumns = {
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  number: invoices.number,
  total: invoices.total,
  // As people sort names ("Contoso 2" before "Contoso 10").
  companyName: companies.nameSort,
  period: invoices.period,
  id: invoices.id,
};

function whereOf(filter: InvoiceListFilter, today: string) {
  const conditions: (SQL | undefined)[] = [
    filter.companyId !== undefined ? eq(invoices.companyId, filter.companyId) : undefined,
    filter.issuedOnly ? ne(invoices.status, 'draft') : undefined,
    filter.period ? eq(invoices.period, filter.period) : undefined,
    filter.runId !== undefined ? eq(invoices.runId, filter.runId) : undefined,
    filter.creditFor !== undefined ? eq(invoices.creditFor, filter.creditFor) : undefined,
    filter.id ? inArray(invoices.id, filter.id) : undefined,
    filter.q
      ? or(ilike(invoices.number, containing(filter.q)), ilike(companies.name, containing(filter.q)))
      : undefined,
  ];
  if (filter.status === 'overdue') conditions.push(sql`${invoices.status} = 'open' and ${invoices.dueOn} < ${today}`);
  else if (filter.status === 'open') {
    conditions.push(sql`${invoices.status} = 'open' and (${invoices.dueOn} is null or ${invoices.dueOn} >= ${today})`);
  } else if (filter.status) conditions.push(eq(invoices.status, filter.status));
  return and(...conditions);
}

export async function listInvoices(
  db: Db,
  {
    filter,
    sort,
    range,
    today,
  }: {
    filter: InvoiceListFilter;
    sort: [keyof typeof invoiceSortColumns, 'ASC' | 'DESC'];
    range: [number, number];
    today: string;
  },
) {
  const where = whereOf(filter, today);
  const column = invoiceSortColumns[sort[0]];
  const { limit, offset } = pageOf(range);
  const [rows, [counted]] = await Promise.all([
    selectInvoices(db)
      .where(where)
      .orderBy(sort[1] === 'ASC' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`, desc(invoices.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(where),
  ]);
  return { rows, total: counted!.total };
}

/** The partner's rows: with the month before's total and what each draft raises before it is approved. */
export async function withFlags(db: Db, rows: Row[], today: string): Promise<DraftInvoice[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.invoice.id);
  const lineFacts = await db
    .select({
      invoiceId: invoiceLines.invoiceId,
      lineCount: sql<number>`count(*)::int`,
      belowCost: sql<boolean>`bool_or(${charges.cost} is not null and ${charges.amount} > 0 and ${charges.cost} > ${charges.amount})`,
      withoutPrice: sql<boolean>`bool_or(${invoiceLines.unitPrice} = 0)`,
    })
    .from(invoiceLines)
    .leftJoin(charges, eq(charges.id, invoiceLines.chargeId))
    .where(inArray(invoiceLines.invoiceId, ids))
    .groupBy(invoiceLines.invoiceId);
  const factsOf = new Map(lineFacts.map((facts) => [facts.invoiceId, facts]));
  const previous = await db
    .select({
      companyId: invoices.companyId,
      period: invoices.period,
      currency: invoices.currency,
      total: sql<string>`sum(${invoices.total})::text`,
    })
    .from(invoices)
    .where(
      and(
        inArray(invoices.companyId, [...new Set(rows.map((row) => row.invoice.companyId))]),
        inArray(invoices.period, [...new Set(rows.map((row) => previousPeriod(row.invoice.period)))]),
        eq(invoices.kind, 'invoice'),
        ne(invoices.status, 'draft'),
        ne(invoices.status, 'void'),
      ),
    )
    .groupBy(invoices.companyId, invoices.period, invoices.currency);
  return rows.map((row) => {
    const { invoice } = row;
    const facts = factsOf.get(invoice.id);
    const before = previous.find(
      (candidate) =>
        candidate.companyId === invoice.companyId &&
        candidate.period === previousPeriod(invoice.period) &&
        candidate.currency === invoice.currency,
    );
    const flags: DraftInvoice['flags'] = [];
    if (before && Number(before.total) !== 0) {
      const change = Math.abs(Number(invoice.total) - Number(before.total)) / Math.abs(Number(before.total));
      if (change > 0.2) flags.push('change_over_20_percent');
    }
    if (facts?.belowCost) flags.push('below_cost');
    if (facts?.withoutPrice) flags.push('without_price');
    if (!row.companyIsActive) flags.push('company_deactivated');
    if (row.poRequired && !invoice.poNumber) flags.push('po_missing');
    return {
      ...toInvoice(row, today),
      approved: invoice.approved,
      lineCount: facts?.lineCount ?? 0,
      previousTotal: before?.total ?? null,
      flags,
    };
  });
}
