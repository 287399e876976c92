import { getTableName, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column with its table's name, for correlated subqueries: Drizzle leaves columns unqualified in a
 * single-table select, where `"id"` inside a subquery would mean the subquery's own id.
 */
export const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * A name in the order people sort names (lower case, digits as numbers: "Catalog 2" before "Catalog 10"), computed
 * for each row: for short lists. A long list pages through the stored, indexed key instead (`nameSort`, schema).
 */
export const naturalOrder = (name: SQLWrapper) => sql`natural_sort_key(${name})`;

/**
 * The months a column's term or billing frequency names, in SQL, from the one table of them (common/rules/terms.ts):
 * `monthsOf(priceSheets.billingFrequency, billingPeriodMonths, 1)`; a value the table does not hold gives `otherwise`.
 */
export const monthsOf = (column: SQLWrapper, months: Record<string, number>, otherwise: number) => {
  const cases = Object.entries(months).map(([value, count]) => `when '${value}' then ${count}`);
  return sql`(case ${column} ${sql.raw(cases.join(' '))} else ${sql.raw(String(otherwise))} end)`;
};

/** The SQLSTATE of a database error (Drizzle's, with the driver's as its cause), if it is one. */
export function databaseErrorCode(error: unknown): string | null {
  for (let cause = error as { code?: unknown; cause?: unknown } | undefined; cause; cause = cause.cause as never) {
    if (typeof cause.code === 'string' && /^[0-9A-Z]{5}$/.test(cause.code)) return cause.code;
  }
  return null;
}

export const isUniqueViolation = (error: unknown) => databaseErrorCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => databaseErrorCode(error) === '23503';

/** The rows of a raw `db.execute`: postgres.js answers an array, PGlite an object holding them. */
export const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
