import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column with its table's name, for correlated subqueries: Drizzle leaves columns unqualified in a
 * single-table select, where `"id"` inside a subquery would mean the subquery's own id.
 */
export const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
