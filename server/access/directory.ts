// The people directory (support's /admin/people): a page of people, searched, filtered and sorted in the database,
// with the total; never every person at once.
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyRole } from '../../common/domain';
import type { Db } from '../db/client';
import { preparedPerShape } from '../db/prepared';
import { qualified } from '../db/sql';
import { users } from '../db/schema';
import { containing, idAmongPlaceholder, pageOfPrepared } from '../http/list-query';

export type PeopleFilter = {
  q?: string;
  id?: number[];
  companyId?: number;
  role?: CompanyRole;
  isDisabled?: boolean;
  neverSignedIn?: boolean;
  expiringWithinDays?: number;
};
export type PeopleSort = ['name' | 'email' | 'lastSignInAt' | 'createdAt' | 'id', 'ASC' | 'DESC'];

type PeopleShape = {
  q: boolean;
  id: boolean;
  companyId: boolean;
  role: boolean;
  isDisabled: boolean;
  /** true: never signed in; false: signed in at least once; null: either. */
  neverSignedIn: boolean | null;
  expiring: boolean;
  sort: PeopleSort;
};

const userId = qualified(users.id);

/**
 * The access filters of one shape, as one condition on a single access: "has an access (to this company) (in this
 * role) (ending within N days)", so that a role and an expiry are read in the chosen company, not in any.
 */
function accessConditions(shape: PeopleShape): SQL[] {
  const conditions: SQL[] = [];
  if (shape.companyId) conditions.push(sql`ca.company_id = ${sql.placeholder('companyId')}`);
  if (shape.role) conditions.push(sql`ca.role = ${sql.placeholder('role')}`);
  if (shape.expiring)
    conditions.push(sql`ca.expires_at > ${sql.placeholder('now')} and ca.expires_at <= ${sql.placeholder('until')}`);
  return conditions;
}

const peopleList = preparedPerShape('people_list', (db, shape: PeopleShape, name) => {
  const [field, order] = shape.sort;
  const direction = order === 'ASC' ? asc : desc;
  // Never signed in counts as the longest ago: first going up, last coming down.
  const sortKey =
    field === 'lastSignInAt'
      ? sql`${users.lastSignInAt} ${sql.raw(order === 'ASC' ? 'asc nulls first' : 'desc nulls last')}`
      : direction({ name: users.nameSort, email: users.email, createdAt: users.createdAt, id: users.id }[field]);
  const access = accessConditions(shape);
  // The soonest end of an access still running, in the filtered company when there is one.
  const endsIn = shape.companyId ? sql`and ca.company_id = ${sql.placeholder('companyId')}` : sql``;
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      globalRole: users.globalRole,
      isDisabled: users.isDisabled,
      lastSignInAt: users.lastSignInAt,
      createdAt: users.createdAt,
      companyCount: sql<number>`(select count(*) from company_access ca where ca.user_id = ${userId})::int`,
      accessEndsAt: sql<Date | null>`(select min(ca.expires_at) from company_access ca
        where ca.user_id = ${userId} and ca.expires_at > ${sql.placeholder('now')} ${endsIn})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(users)
    .where(
      and(
        shape.q ? or(ilike(users.name, sql.placeholder('q')), ilike(users.email, sql.placeholder('q'))) : undefined,
        shape.id ? idAmongPlaceholder(users.id) : undefined,
        shape.isDisabled ? eq(users.isDisabled, sql.placeholder('isDisabled')) : undefined,
        shape.neverSignedIn === null
          ? undefined
          : shape.neverSignedIn
            ? isNull(users.lastSignInAt)
            : isNotNull(users.lastSignInAt),
        access.length > 0
          ? sql`exists (select 1 from company_access ca where ca.user_id = ${userId} and ${sql.join(access, sql` and `)})`
          : undefined,
      ),
    )
    .orderBy(sortKey, direction(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A page of the people directory in the list dialect, with the total; `now` starts the "expiring within" window. */
export async function pageOfPeople(
  db: Db,
  filter: PeopleFilter,
  sort: PeopleSort | undefined,
  range: [number, number],
  now: Date,
) {
  const shape: PeopleShape = {
    q: Boolean(filter.q),
    id: filter.id !== undefined,
    companyId: filter.companyId !== undefined,
    role: filter.role !== undefined,
    isDisabled: filter.isDisabled !== undefined,
    neverSignedIn: filter.neverSignedIn ?? null,
    expiring: filter.expiringWithinDays !== undefined,
    sort: sort ?? ['name', 'ASC'],
  };
  const until = new Date(now.getTime() + (filter.expiringWithinDays ?? 0) * 86_400_000);
  const values = {
    q: filter.q ? containing(filter.q) : undefined,
    ids: filter.id,
    companyId: filter.companyId,
    role: filter.role,
    isDisabled: filter.isDisabled,
    now: now.toISOString(),
    until: until.toISOString(),
  };
  const { rows, total } = await pageOfPrepared(peopleList(db, shape), values, range);
  const people = rows.map(({ total: _total, lastSignInAt, createdAt, accessEndsAt, ...person }) => ({
    ...person,
    lastSignInAt: iso(lastSignInAt),
    createdAt: createdAt.toISOString(),
    accessEndsAt: iso(accessEndsAt),
  }));
  return { people, total };
}
