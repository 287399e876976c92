import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column with its table's name, for correlated subqueries: Drizzle leaves columns unqualified in a
 * single-table select, where `"id"` inside a subquery would mean the subquery's own id.
 */
export const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** Whether a database error (Drizzle's, with the driver's as its cause) is a unique violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error as { code?: unknown; cause?: unknown } | undefined; cause; cause = cause.cause as never) {
    if (cause.code === '23505') return true;
  }
  return false;
}
