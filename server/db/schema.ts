// The whole domain in one Drizzle schema: later issues add routes, not tables.
import {
  bigint,
  boolean,
  check,
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
import { customType, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { defaultQuantityBounds } from '../../common/rules/quantity';
import {
  approvalModes,
  billingFrequencies,
  billingRunStatuses,
  chargeKinds,
  invoiceKinds,
  invoiceStatuses,
  reconciliationActions,
  reconciliationSources,
  taxTreatments,
  noticeKinds,
  outboxStatuses,
  companyRoles,
  driftFields,
  driftResolutions,
  globalRoles,
  orderStatuses,
  subscriptionStatuses,
  supplierRequestKinds,
  supplierRequestStatuses,
  supplierStatuses,
  terms,
} from '../../common/domain';

const customBytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // The name as people sort it: lower case, each run of digits compared as a number ("Contoso 2" before
    // "Contoso 10"). Kept by the database (natural_sort_key, migration 0020): PGlite's ICU ignores the numeric
    // collation 'und-u-kn-true' that PostgreSQL would offer.
    nameSort: text('name_sort')
      .notNull()
      .generatedAlwaysAs(sql`natural_sort_key(name)`),
    tenantId: text('tenant_id').notNull(),
    domain: text('domain'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('companies_tenant_id_key').on(table.tenantId),
    // The lists of companies and of assignments page by name: 10,000 names sorted anew for each page took 50 ms.
    index('companies_name_sort_idx').on(table.nameSort, table.id),
  ],
);

export const billingProfiles = pgTable(
  'billing_profiles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('USD'),
    poNumber: text('po_number'),
    // Who the invoices are addressed to, and how they are taxed and written.
    legalName: text('legal_name'),
    address: text('address').notNull().default(''),
    country: text('country').notNull().default('US'),
    vatId: text('vat_id'),
    // None: decided from the countries and the VAT id (server/billing/tax.ts).
    taxTreatment: text('tax_treatment', { enum: taxTreatments }),
    language: text('language', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    invoiceEmails: text('invoice_emails').array().notNull().default([]),
    poRequired: boolean('po_required').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('billing_profiles_company_idx').on(table.companyId)],
);

/** The people a partner calls at a customer company (billing, technical): names and addresses, no sign-in. */
export const companyContacts = pgTable(
  'company_contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (table) => [index('company_contacts_company_idx').on(table.companyId)],
);

/**
 * One row: a number that moves on (at commit) with every change to who may do what (sessions, users, company
 * access, companies). Every process checks it on each signed-in call and forgets what it kept when it moved.
 */
export const accessVersion = pgTable('access_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    // Bound on the first successful sign-in; from then on (issuer, subject) identifies the person.
    issuer: text('issuer'),
    subject: text('subject'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    globalRole: text('global_role', { enum: globalRoles }).notNull().default('none'),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    currentCompanyId: integer('current_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_identity_key').on(table.issuer, table.subject),
  ],
);

export const companyAccess = pgTable(
  'company_access',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: companyRoles }).notNull(),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (table) => [
    uniqueIndex('company_access_user_company_key').on(table.userId, table.companyId),
    index('company_access_company_idx').on(table.companyId),
  ],
);

// Secrets the server makes on first start and every process shares (session signing key, the built-in
// identity provider's keys), unless the environment supplies them.
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  // The provider's ID token of a sign-in through the server's code exchange: the hint of its logout.
  idToken: text('id_token'),
});

// Sign-in attempts started by GET /auth/microsoft: single-use, short-lived, bound to one browser.
export const signInStates = pgTable('sign_in_states', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  browserBindingHash: text('browser_binding_hash').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// What the built-in identity provider keeps between requests (interactions, sessions, codes, grants, tokens), in the
// database so that any server process behind a load balancer can serve the next step of a sign-in.
export const idpRecords = pgTable(
  'idp_records',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('idp_records_grant_idx').on(table.grantId),
    index('idp_records_uid_idx').on(table.uid),
    index('idp_records_expiry_idx').on(table.expiresAt),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    publisher: text('publisher').notNull(),
    category: text('category').notNull(),
    iconUrl: text('icon_url'),
    minQuantity: integer('min_quantity').notNull().default(defaultQuantityBounds.minQuantity),
    maxQuantity: integer('max_quantity').notNull().default(defaultQuantityBounds.maxQuantity),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('products_sku_key').on(table.sku)],
);

export const priceSheets = pgTable(
  'price_sheets',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    term: text('term', { enum: terms }).notNull(),
    billingFrequency: text('billing_frequency', { enum: billingFrequencies }).notNull(),
    currency: text('currency').notNull().default('USD'),
    unitPrice: money('unit_price').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
  },
  (table) => [index('price_sheets_product_idx').on(table.productId)],
);

export const catalogs = pgTable('catalogs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  // Default markup (percent) for items that have neither an override nor a markup of their own.
  defaultMarkupPercent: money('default_markup_percent').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  templateId: integer('template_id').references(() => catalogTemplates.id, { onDelete: 'set null' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const catalogItems = pgTable(
  'catalog_items',
  {
    id: serial('id').primaryKey(),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    priceSheetId: integer('price_sheet_id')
      .notNull()
      .references(() => priceSheets.id, { onDelete: 'cascade' }),
    priceOverride: money('price_override'),
    markupPercent: money('markup_percent'),
    isVisible: boolean('is_visible').notNull().default(true),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('catalog_items_catalog_price_sheet_key').on(table.catalogId, table.priceSheetId),
    index('catalog_items_price_sheet_idx').on(table.priceSheetId),
    // A catalog's first page in its order, without joining all its items to their price sheets and products.
    index('catalog_items_catalog_position_idx').on(table.catalogId, table.position, table.id),
  ],
);

export const catalogTemplates = pgTable('catalog_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  defaultMarkupPercent: money('default_markup_percent').notNull().default(0),
  // The template's content: which price sheets, at which markup.
  items: jsonb('items')
    .$type<{ priceSheetId: number; markupPercent?: number | null; priceOverride?: number | null }[]>()
    .notNull()
    .default([]),
  // A retired template stays for the catalogs made from it, and no new catalog starts from it.
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const catalogAssignments = pgTable(
  'catalog_assignments',
  {
    id: serial('id').primaryKey(),
    catalogId: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    billingProfileId: integer('billing_profile_id').references(() => billingProfiles.id, {
      onDelete: 'set null',
    }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('catalog_assignments_company_idx').on(table.companyId),
    index('catalog_assignments_catalog_idx').on(table.catalogId),
  ],
);

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

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['announcement', 'renewal_reminder'] }).notNull(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  // The French title and text, empty when the partner wrote none: a French reader then gets the English ones.
  titleFr: text('title_fr').notNull().default(''),
  bodyFr: text('body_fr').notNull().default(''),
  // Renewal reminders: days before the term end, and whether they fire with auto-renew off.
  leadTimesDays: jsonb('lead_times_days').$type<number[]>().notNull().default([]),
  includeAutoRenewOff: boolean('include_auto_renew_off').notNull().default(true),
  recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const notificationTargets = pgTable(
  'notification_targets',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (table) => [uniqueIndex('notification_targets_key').on(table.notificationId, table.companyId)],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('activity_log_object_idx').on(table.objectType, table.objectId),
    index('activity_log_company_created_idx').on(table.companyId, table.createdAt),
    index('activity_log_created_idx').on(table.createdAt),
  ],
);

export type Company = typeof companies.$inferSelect;
export type User = typeof users.$inferSelect;
export type Product = typeof products.$inferSelect;
export type PriceSheet = typeof priceSheets.$inferSelect;
export type Catalog = typeof catalogs.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type Order = typeof orders.$inferSelect;

// What the portal tells one person (the bell): the words are the portal's, in the reader's language, from the kind
// and its params. `dedupe_key` makes a job that runs twice tell once.
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: noticeKinds }).notNull(),
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
    /** The portal route it concerns, e.g. /subscriptions/12/show. */
    link: text('link'),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('notices_user_dedupe_key').on(table.userId, table.dedupeKey),
    index('notices_user_created_idx').on(table.userId, table.createdAt),
  ],
);

// Every email the portal means to send, kept with its fate. Without SMTP_URL messages stay queued, readable here.
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: noticeKinds }).notNull(),
    subject: text('subject').notNull(),
    /** The text part; `html` is the HTML part (null in emails queued before it was made). */
    body: text('body').notNull(),
    html: text('html'),
    /** The reader's email settings in the portal, sent as List-Unsubscribe (null: an address with no account). */
    unsubscribeUrl: text('unsubscribe_url'),
    /** A digest's lines so far (messages/notify.ts): it is written again from them as each one joins. */
    digestItems: jsonb('digest_items').$type<string[]>(),
    status: text('status', { enum: outboxStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    dedupeKey: text('dedupe_key').notNull(),
    // The person whose action made this email (an order placed, cancelled): what one person can make others receive
    // is limited by it (messages/notify.ts).
    causedBy: integer('caused_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * An invoice whose kept PDF the email carries, attached when it is sent (messages/outbox.ts): a reference, not
     * the bytes, which the invoice keeps once.
     */
    attachmentInvoiceId: integer('attachment_invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('outbox_dedupe_key').on(table.dedupeKey, table.toAddress),
    index('outbox_caused_by_idx').on(table.causedBy, table.toAddress, table.createdAt),
    index('outbox_status_next_idx').on(table.status, table.nextAttemptAt),
    index('outbox_created_idx').on(table.createdAt),
  ],
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

// Which renewal reminders went out: one row per reminder, subscription, term and lead time, so a job that runs twice
// (or in two processes) sends once.
export const sentReminders = pgTable(
  'sent_reminders',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    termEnd: date('term_end', { mode: 'string' }).notNull(),
    leadDays: integer('lead_days').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sent_reminders_key').on(table.notificationId, table.subscriptionId, table.termEnd, table.leadDays),
  ],
);

export type Notice = typeof notices.$inferSelect;
export type { NoticeKind } from '../../common/domain';

// The money side (server/billing/): amounts are numeric, read as strings and computed with big.js (money.ts).
const amount = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' });
const unitPriceColumn = (name: string) => numeric(name, { precision: 18, scale: 6, mode: 'string' });

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
