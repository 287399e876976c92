// The column shapes several tables share.
import { sql, type SQL } from 'drizzle-orm';
import { customType, numeric, text, timestamp } from 'drizzle-orm/pg-core';

export const customBytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * A name as people sort it, kept by the database from `name` (SQL over the row's columns): lower case, each run of
 * digits compared as a number, so that "Catalog 2" comes before "Catalog 10" (natural_sort_key, migration 0020).
 * PGlite's ICU ignores the numeric collation 'und-u-kn-true' that PostgreSQL would offer; the key sorts the same on
 * both. Indexed with the table's id, a page of names in order is read from the index, not sorted anew.
 */
export const nameSort = (name: SQL = sql`name`) =>
  text('name_sort')
    .notNull()
    .generatedAlwaysAs(sql`natural_sort_key(${name})`);

export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

// Money amounts of the billing side are read as strings and computed with big.js (server/billing/money.ts).
export const amount = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' });
export const unitPriceColumn = (name: string) => numeric(name, { precision: 18, scale: 6, mode: 'string' });
