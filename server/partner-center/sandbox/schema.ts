// The built-in Partner Center sandbox's own tables, in a PostgreSQL schema of their own: what Microsoft would hold.
// The portal never writes here, and the sandbox reads the portal's tables only for its offers (the price sheets) and
// for its first seed.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const sandboxSchema = pgSchema('partner_center_sandbox');

const moment = (name: string) => timestamp(name, { withTimezone: true });

export const sandboxCustomers = sandboxSchema.table(
  'customers',
  {
    tenantId: text('tenant_id').primaryKey(),
    companyName: text('company_name').notNull(),
    domain: text('domain').notNull(),
    email: text('email'),
    culture: text('culture').notNull().default('en-US'),
    language: text('language').notNull().default('en'),
    country: text('country').notNull().default('US'),
    // The MS-RequestId that created it (POST /v1/customers twice with one id makes one customer).
    requestId: text('request_id'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('customers_request_id_key').on(table.requestId)],
);

export type SandboxLineItem = {
  lineItemNumber: number;
  offerId: string;
  offerName: string;
  quantity: number;
  termDuration: string;
  friendlyName?: string;
  subscriptionId: string;
  unitPrice: number;
};

export const sandboxOrders = sandboxSchema.table(
  'orders',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    requestId: text('request_id').notNull(),
    billingCycle: text('billing_cycle').notNull(),
    currency: text('currency').notNull(),
    lineItems: jsonb('line_items').$type<SandboxLineItem[]>().notNull(),
    status: text('status', { enum: ['pending', 'completed', 'cancelled'] }).notNull(),
    createdAt: moment('created_at').notNull(),
    // Orders provision asynchronously: pending until then, completed (with their subscriptions) once it has passed.
    completesAt: moment('completes_at').notNull(),
  },
  (table) => [
    uniqueIndex('orders_tenant_request_key').on(table.tenantId, table.requestId),
    index('orders_pending_idx')
      .on(table.completesAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type RefundableSeats = { quantity: number; allowedUntilDateTime: string }[];

export const sandboxSubscriptions = sandboxSchema.table(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    offerId: text('offer_id').notNull(),
    offerName: text('offer_name').notNull(),
    friendlyName: text('friendly_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitType: text('unit_type').notNull().default('Licenses'),
    billingCycle: text('billing_cycle').notNull(),
    termDuration: text('term_duration').notNull(),
    status: text('status', { enum: ['active', 'pending', 'suspended', 'expired', 'deleted'] }).notNull(),
    autoRenewEnabled: boolean('auto_renew_enabled').notNull(),
    creationDate: moment('creation_date').notNull(),
    effectiveStartDate: moment('effective_start_date').notNull(),
    commitmentEndDate: moment('commitment_end_date').notNull(),
    cancellationAllowedUntilDate: moment('cancellation_allowed_until_date'),
    // Seats that may still be removed, each batch with the end of its return window (refundableQuantity.details).
    refundableSeats: jsonb('refundable_seats').$type<RefundableSeats>().notNull().default([]),
    orderId: text('order_id'),
    // The partner's cost of one seat for one billing period.
    unitPrice: numeric('unit_price', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_tenant_idx').on(table.tenantId, table.id),
    index('subscriptions_term_end_idx')
      .on(table.commitmentEndDate)
      .where(sql`${table.status} = 'active'`),
  ],
);

/** The MS-RequestId of every change applied: the same PATCH sent twice is applied once. */
export const sandboxRequests = sandboxSchema.table('requests', {
  requestId: text('request_id').primaryKey(),
  subscriptionId: text('subscription_id').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** What Microsoft bills the partner: one row per charge or credit, read as the reconciliation file's lines. */
export const sandboxCharges = sandboxSchema.table(
  'charges',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    orderId: text('order_id'),
    chargeType: text('charge_type').notNull(),
    offerId: text('offer_id').notNull(),
    offerName: text('offer_name').notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    // The unit price for the charge's days when it covers part of a billing period (a change within it): unitPrice ×
    // days / days of the period, to 6 decimals (the file's EffectiveUnitPrice); null for a whole period.
    effectiveUnitPrice: numeric('effective_unit_price', { precision: 14, scale: 6, mode: 'number' }),
    // Negative for a credit (removeQuantity, cancelImmediate).
    quantity: integer('quantity').notNull(),
    chargeStart: moment('charge_start').notNull(),
    chargeEnd: moment('charge_end').notNull(),
    billingCycle: text('billing_cycle').notNull(),
    termDuration: text('term_duration').notNull(),
    currency: text('currency').notNull(),
    chargedAt: moment('charged_at').notNull(),
  },
  (table) => [
    index('charges_charged_at_idx').on(table.chargedAt),
    // A billing period is charged whole once (new, renew, or the cycle of a monthly-billed term), whoever charges it.
    uniqueIndex('sandbox_charges_whole_period_key')
      .on(table.subscriptionId, table.chargeStart)
      .where(sql`${table.chargeType} in ('new', 'renew', 'cycleCharge')`),
  ],
);
