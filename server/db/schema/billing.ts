// The money side (server/billing/): amounts are numeric, read as strings and computed with big.js (money.ts).
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  billingRunStatuses,
  chargeKinds,
  invoiceKinds,
  invoiceStatuses,
  reconciliationActions,
  reconciliationSources,
  taxTreatments,
} from '../../../common/domain';
import { activityLog } from './activity';
import { amount, createdAt, customBytea, unitPriceColumn } from './columns';
import { billingProfiles, companies, users } from './companies';
import { subscriptions } from './subscriptions';

/** The partner as the seller on its invoices: one row. */
export const billingEntity = pgTable('billing_entity', {
  id: integer('id').primaryKey().default(1),
  legalName: text('legal_name').notNull(),
  address: text('address').notNull(),
  country: text('country').notNull(),
  vatId: text('vat_id'),
  invoicePrefix: text('invoice_prefix').notNull(),
  paymentTermsDays: integer('payment_terms_days').notNull().default(30),
  email: text('email'),
});

/** VAT rates by country, each valid over dates (a rate that changes gets a new row). */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    ratePercent: numeric('rate_percent', { precision: 5, scale: 2, mode: 'string' }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
  },
  (table) => [index('tax_rates_country_idx').on(table.country, table.validFrom)],
);

/**
 * The charge ledger: what a subscription's events cost, never edited (a correction is another charge). A billing
 * period charged whole (purchase, renewal, cycle) is one row per subscription and period start, whoever writes it.
 */
export const charges = pgTable(
  'charges',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    // The event that caused it (the subscription's history); none for a cycle, which is its own event.
    eventId: integer('event_id').references(() => activityLog.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: chargeKinds }).notNull(),
    // The day it counts from (an invoice's period takes the charges of its days).
    chargedOn: date('charged_on', { mode: 'string' }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: unitPriceColumn('unit_price').notNull(),
    days: integer('days').notNull(),
    periodDays: integer('period_days').notNull(),
    amount: amount('amount').notNull(),
    // What the partner pays Microsoft for the same, when known (the margin, the "below cost" flag).
    cost: amount('cost'),
    currency: text('currency').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('charges_company_day_idx').on(table.companyId, table.chargedOn),
    index('charges_subscription_idx').on(table.subscriptionId),
    uniqueIndex('charges_whole_period_key')
      .on(table.subscriptionId, table.periodStart)
      .where(sql`kind in ('purchase', 'renewal', 'cycle')`),
  ],
);

export const billingRuns = pgTable('billing_runs', {
  id: serial('id').primaryKey(),
  period: text('period').notNull(),
  status: text('status', { enum: billingRunStatuses }).notNull().default('draft'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  finalizedAt: timestamp('finalized_at', { withTimezone: true }),
});

export type InvoiceParty = {
  name: string;
  address: string;
  country: string;
  vatId: string | null;
  email?: string | null;
};
export type InvoiceTaxLine = { ratePercent: string; base: string; amount: string; treatment: string };

/** An invoice or a credit note: a draft until finalised; then numbered, and never changed (its PDF kept as issued). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id').references(() => billingRuns.id, { onDelete: 'set null' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    billingProfileId: integer('billing_profile_id').references(() => billingProfiles.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: invoiceKinds }).notNull().default('invoice'),
    creditFor: integer('credit_for'),
    number: text('number'),
    status: text('status', { enum: invoiceStatuses }).notNull().default('draft'),
    approved: boolean('approved').notNull().default(false),
    period: text('period').notNull(),
    currency: text('currency').notNull(),
    language: text('language', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    poNumber: text('po_number'),
    taxTreatment: text('tax_treatment', { enum: taxTreatments }).notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    subtotal: amount('subtotal').notNull(),
    taxLines: jsonb('tax_lines').$type<InvoiceTaxLine[]>().notNull().default([]),
    taxTotal: amount('tax_total').notNull(),
    total: amount('total').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    pdf: customBytea('pdf'),
    // When its email (the PDF attached) went to the outbox, or was found to have no one to go to (billing/issue.ts).
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoices_number_key').on(table.number),
    index('invoices_company_idx').on(table.companyId, table.createdAt),
    index('invoices_run_idx').on(table.runId),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    chargeId: integer('charge_id').references(() => charges.id, { onDelete: 'restrict' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    kind: text('kind', { enum: chargeKinds }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: unitPriceColumn('unit_price').notNull(),
    amount: amount('amount').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    taxRatePercent: numeric('tax_rate_percent', { precision: 5, scale: 2, mode: 'string' }).notNull(),
  },
  (table) => [
    index('invoice_lines_invoice_idx').on(table.invoiceId),
    // A charge is invoiced once (a credit note's lines carry no charge of their own).
    uniqueIndex('invoice_lines_charge_key').on(table.chargeId),
  ],
);

/** The last number given per invoice prefix and year: finalising takes the row's lock, so numbers have no gap. */
export const invoiceNumbers = pgTable(
  'invoice_numbers',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.prefix, table.year] })],
);

/**
 * A month of Microsoft's billed reconciliation rows, imported from Partner Center or from its file. Imports are kept
 * whole and never changed: a new import of the month is another import, and the latest one is compared.
 */
export const reconciliationImports = pgTable(
  'reconciliation_imports',
  {
    id: serial('id').primaryKey(),
    period: text('period').notNull(),
    source: text('source', { enum: reconciliationSources }).notNull(),
    fileName: text('file_name'),
    rowCount: integer('row_count').notNull(),
    currency: text('currency'),
    // Microsoft's charges of the month, recomputed by its rounding (the rows' Subtotal as reported is kept per row).
    total: amount('total').notNull(),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('reconciliation_imports_period_idx').on(table.period, table.id)],
);

/** One billed line of Microsoft's file, as imported (new-commerce columns), with the subtotal recomputed. */
export const reconciliationLines = pgTable(
  'reconciliation_lines',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => reconciliationImports.id, { onDelete: 'cascade' }),
    // Microsoft's SubscriptionId (the portal's supplier_subscription_id).
    supplierSubscriptionId: text('supplier_subscription_id').notNull(),
    customerTenantId: text('customer_tenant_id').notNull(),
    customerName: text('customer_name').notNull().default(''),
    productName: text('product_name').notNull().default(''),
    chargeType: text('charge_type').notNull(),
    unitPrice: unitPriceColumn('unit_price').notNull(),
    effectiveUnitPrice: unitPriceColumn('effective_unit_price').notNull(),
    billableQuantity: integer('billable_quantity').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 9, mode: 'string' }).notNull(),
    // ROUNDDOWN(EffectiveUnitPrice × PCToBCExchangeRate, 2) × BillableQuantity, computed here.
    subtotal: amount('subtotal').notNull(),
    reportedSubtotal: amount('reported_subtotal'),
    currency: text('currency').notNull(),
    chargeStart: date('charge_start', { mode: 'string' }).notNull(),
    // The day after the charge's last day (the file gives the last day).
    chargeEnd: date('charge_end', { mode: 'string' }).notNull(),
    orderId: text('order_id'),
    invoiceNumber: text('invoice_number'),
  },
  (table) => [index('reconciliation_lines_import_idx').on(table.importId, table.supplierSubscriptionId)],
);

/** A row's resolution: a charge added, a credit note issued, or an explanation; several over time, never edited. */
export const reconciliationActionsTaken = pgTable(
  'reconciliation_actions',
  {
    id: serial('id').primaryKey(),
    period: text('period').notNull(),
    // The row: Microsoft's subscription id (or the portal's, for a row Microsoft has no line of) and charge period.
    rowKey: text('row_key').notNull(),
    action: text('action', { enum: reconciliationActions }).notNull(),
    reason: text('reason'),
    chargeId: integer('charge_id').references(() => charges.id, { onDelete: 'set null' }),
    creditNoteIds: jsonb('credit_note_ids').$type<number[]>().notNull().default([]),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('reconciliation_actions_period_idx').on(table.period, table.rowKey)],
);

/** A month closed: every row matched or explained; its rows kept as they were, and no action taken any more. */
export const reconciliationClosings = pgTable('reconciliation_closings', {
  period: text('period').primaryKey(),
  importId: integer('import_id').references(() => reconciliationImports.id, { onDelete: 'set null' }),
  rows: jsonb('rows').$type<unknown[]>().notNull(),
  closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});
