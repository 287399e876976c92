// The business data a refused request must leave as it was: every table but the few that are allowed to move
// on any request (sessions, sign-in states and the identity provider's records, the activity log, server
// settings, migrations). Read from the database, so a new table is covered without a new test.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/sql';

const tablesThatMayMove = new Set(['sessions', 'sign_in_states', 'idp_records', 'activity_log', 'server_settings']);

export async function businessTables(db: Db): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rowsOf<{ table_name: string }>(result)
    .map((row) => row.table_name)
    .filter((name) => !tablesThatMayMove.has(name) && !name.startsWith('__'));
}

const tablesOf = new WeakMap<Db, Promise<string[]>>();

/**
 * `{ table: its rows' count and the sum of their 64-bit hashes }` for every business table, in one round trip: equal
 * dumps, unchanged data. A sum needs no sorting of the rows (the fuzzing takes one before and after each refusal).
 */
export async function businessDump(db: Db): Promise<Record<string, string>> {
  if (!tablesOf.has(db)) tablesOf.set(db, businessTables(db));
  const tables = await tablesOf.get(db)!;
  const query = tables
    .map(
      (table) =>
        `select '${table}' as name, count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)::numeric), 0) as sum from "${table}" t`,
    )
    .join(' union all ');
  const rows = rowsOf<{ name: string; sum: string }>(await db.execute(sql.raw(query)));
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}
