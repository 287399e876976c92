import { aliasedTable, and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activityLog, companies, users } from '../db/schema';
import { containing } from '../http/list-query';
import { accessActions } from '../../common/domain';

export type AccessHistoryQuery = {
  companyId?: number;
  userId?: number;
  action?: string;
  q?: string;
  /** The `id` filter: these entries only. */
  id?: number[];
  sort: ['at' | 'id', 'ASC' | 'DESC'];
  offset: number;
  limit: number;
};

const actors = aliasedTable(users, 'actors');
const subjects = aliasedTable(users, 'subjects');

/** Newest first by default; `at` ties go by id, the same way. */
function orderOf([field, order]: AccessHistoryQuery['sort']) {
  const direction = order === 'ASC' ? asc : desc;
  return field === 'id' ? [direction(activityLog.id)] : [direction(activityLog.createdAt), direction(activityLog.id)];
}

/** Who granted or revoked what, when and why: the access entries of the activity log, newest first. */
export async function accessHistory(db: Db, query: AccessHistoryQuery) {
  const conditions: SQL[] = [inArray(activityLog.action, [...accessActions])];
  if (query.companyId) conditions.push(eq(activityLog.companyId, query.companyId));
  if (query.userId)
    conditions.push(and(eq(activityLog.objectType, 'user'), eq(activityLog.objectId, String(query.userId)))!);
  if (query.action) conditions.push(eq(activityLog.action, query.action));
  if (query.id) conditions.push(inArray(activityLog.id, query.id));
  if (query.q) {
    const pattern = containing(query.q);
    conditions.push(
      or(
        ilike(subjects.email, pattern),
        ilike(subjects.name, pattern),
        ilike(companies.name, pattern),
        ilike(actors.name, pattern),
      )!,
    );
  }
  const page = (limit: number, offset: number) =>
    db
      .select({
        id: activityLog.id,
        action: activityLog.action,
        at: activityLog.createdAt,
        actor: sql<string | null>`coalesce(${actors.name}, ${actors.email})`,
        companyId: activityLog.companyId,
        companyName: companies.name,
        userId: subjects.id,
        userName: subjects.name,
        userEmail: subjects.email,
        details: activityLog.details,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(activityLog)
      .leftJoin(actors, eq(actors.id, activityLog.actorId))
      .leftJoin(companies, eq(companies.id, activityLog.companyId))
      .leftJoin(subjects, and(eq(activityLog.objectType, 'user'), eq(sql`${subjects.id}::text`, activityLog.objectId)))
      .where(and(...conditions))
      .orderBy(...orderOf(query.sort))
      .limit(limit)
      .offset(offset);
  const rows = await page(query.limit, query.offset);
  // A page past the end still needs the total.
  const total = rows[0]?.total ?? (query.offset > 0 ? ((await page(1, 0))[0]?.total ?? 0) : 0);
  return {
    total,
    rows: rows.map(({ details, at, total: _total, ...row }) => ({
      ...row,
      at: at.toISOString(),
      role: typeof details.role === 'string' ? details.role : null,
      expiresAt: typeof details.expiresAt === 'string' ? details.expiresAt : null,
      reason: typeof details.reason === 'string' ? details.reason : null,
    })),
  };
}
