// What the partner sells and at which prices: products, price sheets, catalogs with their items, templates, and which
// company gets which catalog.
import {
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
import { billingFrequencies, terms } from '../../../common/domain';
import { defaultQuantityBounds } from '../../../common/rules/quantity';
import { createdAt, money, nameSort } from './columns';
import { billingProfiles, companies, users } from './companies';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    nameSort: nameSort(),
    description: text('description').notNull().default(''),
    publisher: text('publisher').notNull(),
    category: text('category').notNull(),
    iconUrl: text('icon_url'),
    minQuantity: integer('min_quantity').notNull().default(defaultQuantityBounds.minQuantity),
    maxQuantity: integer('max_quantity').notNull().default(defaultQuantityBounds.maxQuantity),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('products_sku_key').on(table.sku),
    index('products_name_sort_idx').on(table.nameSort, table.id),
  ],
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

export const catalogs = pgTable(
  'catalogs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameSort: nameSort(),
    description: text('description').notNull().default(''),
    // Default markup (percent) for items that have neither an override nor a markup of their own.
    defaultMarkupPercent: money('default_markup_percent').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    templateId: integer('template_id').references(() => catalogTemplates.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The catalogs' list pages by name (its default order): 10,000 catalogs are not sorted anew for each page.
  (table) => [index('catalogs_name_sort_idx').on(table.nameSort, table.id)],
);

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

export type Product = typeof products.$inferSelect;
export type PriceSheet = typeof priceSheets.$inferSelect;
export type Catalog = typeof catalogs.$inferSelect;
