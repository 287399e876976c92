// The subscriptions and the orders that make them, what Microsoft is asked for them, the differences found between
// the two sides, and which orders wait for approval.
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  approvalModes,
  driftFields,
  driftResolutions,
  orderStatuses,
  subscriptionStatuses,
  supplierRequestKinds,
  supplierRequestStatuses,
  supplierStatuses,
} from '../../../common/domain';
import { catalogs, priceSheets, products } from './catalog';
import { createdAt, money } from './columns';
import { billingProfiles, companies, users } from './companies';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    priceSheetId: integer('price_sheet_id')
      .notNull()
      .references(() => priceSheets.id),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    termStart: date('term_start', { mode: 'string' }).notNull(),
    termEnd: date('term_end', { mode: 'string' }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    scheduledNextTermQuantity: integer('scheduled_next_term_quantity'),
    // Seats that can still be removed now with a refund, and until when.
    refundableQuantity: integer('refundable_quantity').notNull().default(0),
    refundableUntil: timestamp('refundable_until', { withTimezone: true }),
    cancellableUntil: timestamp('cancellable_until', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // Microsoft's id of the subscription (Partner Center), once its purchase completed: what a support case quotes.
    supplierSubscriptionId: text('supplier_subscription_id'),
    supplierStatus: text('supplier_status', { enum: supplierStatuses }).notNull().default('in_sync'),
    // Microsoft's reason for refusing the last change, in its words (shown until the next change is taken).
    supplierRefusal: jsonb('supplier_refusal').$type<{ code: string; description: string } | null>(),
    // The day the next billing period starts that the ledger has not charged (server/billing/ledger.ts): the clock's
    // sweep takes only the subscriptions whose day has come. None: not charged yet.
    nextChargeOn: date('next_charge_on', { mode: 'string' }),
    // Optimistic concurrency: every change bumps it.
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_company_status_idx').on(table.companyId, table.status),
    index('subscriptions_company_term_end_idx').on(table.companyId, table.termEnd),
    // The clock's sweeps: terms that ended, reminders that fall due.
    index('subscriptions_status_term_end_idx').on(table.status, table.termEnd),
    check('subscriptions_quantity_positive', sql`${table.quantity} > 0`),
    uniqueIndex('subscriptions_supplier_id_key').on(table.supplierSubscriptionId),
    index('subscriptions_next_charge_idx')
      .on(table.nextChargeOn)
      .where(sql`status = 'active'`),
  ],
);

// Counts the lists show beside each company and catalog, kept by triggers on subscriptions and catalog_items
// (migration 0011): counting them row by row took 2 s for 10,000 companies of 100 subscriptions.
export const companySubscriptionCounts = pgTable('company_subscription_counts', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  subscriptionCount: integer('subscription_count').notNull().default(0),
});

export const catalogItemCounts = pgTable('catalog_item_counts', {
  catalogId: integer('catalog_id')
    .primaryKey()
    .references(() => catalogs.id, { onDelete: 'cascade' }),
  itemCount: integer('item_count').notNull().default(0),
});

export const usageRecords = pgTable(
  'usage_records',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    assignedSeats: integer('assigned_seats').notNull(),
    activeSeats: integer('active_seats').notNull(),
    cost: money('cost').notNull(),
  },
  (table) => [uniqueIndex('usage_records_subscription_period_key').on(table.subscriptionId, table.periodStart)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    billingProfileId: integer('billing_profile_id').references(() => billingProfiles.id, {
      onDelete: 'set null',
    }),
    placedBy: integer('placed_by').references(() => users.id, { onDelete: 'set null' }),
    // The customer's purchase order reference: given at checkout, else its billing profile's standing one.
    poNumber: text('po_number'),
    status: text('status', { enum: orderStatuses }).notNull(),
    idempotencyKey: text('idempotency_key'),
    total: money('total').notNull(),
    currency: text('currency').notNull().default('USD'),
    decisionReason: text('decision_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('orders_number_key').on(table.number),
    uniqueIndex('orders_company_idempotency_key').on(table.companyId, table.idempotencyKey),
    index('orders_company_created_idx').on(table.companyId, table.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    priceSheetId: integer('price_sheet_id')
      .notNull()
      .references(() => priceSheets.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    lineTotal: money('line_total').notNull(),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId)],
);

/**
 * What the portal asks of Microsoft (server/provisioning/): written in the transaction of the change it carries out,
 * sent by the provisioning job with its `requestId` as Partner Center's MS-RequestId (the same on every retry, so a
 * request sent twice is done once), one subscription's requests in their order.
 */
export const supplierRequests = pgTable(
  'supplier_requests',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: supplierRequestKinds }).notNull(),
    // What to ask: { quantity } for a purchase or a quantity, { autoRenewEnabled }, { status }.
    change: jsonb('change').$type<Record<string, unknown>>().notNull(),
    // The subscription's fields as they were before the change: put back if Microsoft refuses it (null: a purchase).
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    requestId: text('request_id').notNull(),
    status: text('status', { enum: supplierRequestStatuses }).notNull().default('waiting'),
    // A purchase's order at Partner Center, once sent: the job then waits for it to complete.
    supplierOrderId: text('supplier_order_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    refusal: jsonb('refusal').$type<{ code: string; description: string } | null>(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('supplier_requests_request_id_key').on(table.requestId),
    index('supplier_requests_waiting_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.status} = 'waiting'`),
    index('supplier_requests_subscription_idx').on(table.subscriptionId, table.id),
    index('supplier_requests_order_line_idx').on(table.orderLineId),
  ],
);

/**
 * A difference between the portal and Microsoft found by the sync (server/drift/): one row per subscription and field
 * while it is open (never opened twice), closed by a partner (Microsoft's value taken, or the portal's sent) or by
 * itself (gone). Values are text as the API shows them: '5', 'active', 'true', '2027-01-31'; for `subscription`,
 * 'missing' on the side that does not hold it.
 */
export const drift = pgTable(
  'drift',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // Null: a subscription Microsoft holds that the portal does not know.
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    supplierSubscriptionId: text('supplier_subscription_id').notNull(),
    field: text('field', { enum: driftFields }).notNull(),
    portalValue: text('portal_value'),
    supplierValue: text('supplier_value'),
    // Microsoft's subscription as the sync read it: what taking Microsoft's value sets (or imports).
    supplierSnapshot: jsonb('supplier_snapshot').$type<Record<string, unknown> | null>(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution', { enum: driftResolutions }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('drift_open_key')
      .on(table.supplierSubscriptionId, table.field)
      .where(sql`${table.resolvedAt} is null`),
    index('drift_open_company_idx')
      .on(table.companyId, table.id)
      .where(sql`${table.resolvedAt} is null`),
    index('drift_open_detected_idx')
      .on(table.detectedAt, table.id)
      .where(sql`${table.resolvedAt} is null`),
    index('drift_subscription_idx').on(table.subscriptionId),
  ],
);

/**
 * Where the sync with Microsoft stands (one row): a run goes through the companies in id order, a job's slice at a
 * time, `afterCompanyId` the last one done; finished, the next job starts a new run.
 */
export const driftSyncState = pgTable(
  'drift_sync_state',
  {
    id: integer('id').primaryKey().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    afterCompanyId: integer('after_company_id').notNull().default(0),
    companiesChecked: integer('companies_checked').notNull().default(0),
    companiesFailed: integer('companies_failed').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [check('drift_sync_state_one_row', sql`${table.id} = 1`)],
);

// The partner's one approval policy: which placed orders wait for a partner administrator.
export const approvalPolicy = pgTable(
  'approval_policy',
  {
    id: integer('id').primaryKey().default(1),
    mode: text('mode', { enum: approvalModes }).notNull().default('none'),
    amountAbove: money('amount_above'),
    companyIds: jsonb('company_ids').$type<number[]>().notNull().default([]),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('approval_policy_one_row', sql`${table.id} = 1`)],
);

export type Subscription = typeof subscriptions.$inferSelect;
export type Order = typeof orders.$inferSelect;
