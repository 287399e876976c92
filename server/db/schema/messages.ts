// What the portal tells people: the partner's notifications, the bell's notices, the emails' outbox, the reminders
// sent.
import {
  type AnyPgColumn,
  boolean,
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
import { noticeKinds, outboxStatuses } from '../../../common/domain';
import { invoices } from './billing';
import { createdAt } from './columns';
import { companies, users } from './companies';
import { subscriptions } from './subscriptions';

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
export type { NoticeKind } from '../../../common/domain';
