// The customer companies, their billing profiles and contacts, and the people with their access to them.
import {
  bigint,
  boolean,
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
import { taxTreatments, companyRoles, globalRoles } from '../../../common/domain';
import { createdAt, nameSort } from './columns';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameSort: nameSort(),
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
    // The name the people lists show, the email for a person without one, as people sort it.
    nameSort: nameSort(sql`coalesce(name, email)`),
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
    // The people directory pages by name (its default order) among 20,000 people.
    index('users_name_sort_idx').on(table.nameSort, table.id),
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

export type Company = typeof companies.$inferSelect;
export type User = typeof users.$inferSelect;
