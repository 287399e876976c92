// Which company gets which catalog, when, billed to which profile: one assignment checked and written at a time, the
// company's assignments locked meanwhile. Each change is logged against the catalog.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { catalogAssignmentInputSchema, catalogAssignmentUpdateSchema } from '../../common/api';
import { logActivity } from '../activity/log';
import type { Db } from '../db/client';
import { billingProfiles, catalogAssignments, catalogs, companies } from '../db/schema';
import { isForeignKeyViolation } from '../db/sql';
import { HttpError, badRequest, conflict, notFound } from '../http/errors';
import { assignmentLock, selectAssignments, withoutTotal } from './partner-catalogs';
import { findAssignmentConflict } from './rules';

/** Above this many companies, a bulk assignment holds every company's assignments at once rather than one lock each. */
const locksPerCompanyUpTo = 1_000;

/**
 * Holds the companies' assignments until the transaction ends. Every writer takes the shared lock of all assignments
 * first, then its companies' locks in company-id order, so two writers cannot deadlock; a bulk assignment of more
 * companies takes that first lock alone: 10,000 locks at once would not fit PostgreSQL's lock table.
 */
export async function lockAssignmentsOf(tx: Db, companyIds: number[]) {
  if (companyIds.length > locksPerCompanyUpTo) {
    await tx.execute(sql`select pg_advisory_xact_lock(${assignmentLock}, 0)`);
    return;
  }
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${assignmentLock}, 0)`);
  if (companyIds.length === 0) return;
  const sortedIds = [...companyIds].sort((a, b) => a - b);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${assignmentLock}, id) from (values ${sql.join(
      sortedIds.map((id) => sql`(${id}::int)`),
      sql`, `,
    )}) as locked(id) order by id`,
  );
}

/** One assignment as the list shows it; 404 when there is none. */
export async function assignmentOrNotFound(db: Db, id: number) {
  const [assignment] = await selectAssignments(db).where(eq(catalogAssignments.id, id));
  if (!assignment) throw notFound();
  return withoutTotal(assignment);
}

type AssignmentCandidate = {
  id?: number;
  catalogId: number;
  companyId: number;
  billingProfileId?: number | null;
  validFrom: string;
  validTo?: string | null;
};

/**
 * Checks a candidate and writes it in one transaction, the company's assignments held by a lock meanwhile: two
 * overlapping assignments made at once would each pass a check that reads the other as absent.
 */
async function writeAssignment<T>(db: Db, candidate: AssignmentCandidate, write: (tx: Db) => Promise<T>) {
  try {
    return await db.transaction(async (tx) => {
      await lockAssignmentsOf(tx, [candidate.companyId]);
      await checkAssignment(tx, candidate);
      return write(tx);
    });
  } catch (error) {
    // The catalog, the company or the billing profile was deleted between the check and the write.
    if (isForeignKeyViolation(error))
      throw conflict('The catalog, company or billing profile was just deleted', { code: 'just_deleted' });
    throw error;
  }
}

/** Checks an assignment as it would be saved; throws the refusal that names the conflict. */
async function checkAssignment(db: Db, candidate: AssignmentCandidate) {
  if (candidate.validTo && candidate.validTo < candidate.validFrom)
    throw badRequest('The assignment must end after it starts', { code: 'ends_before_start' });
  const [catalog] = await db.select({ id: catalogs.id }).from(catalogs).where(eq(catalogs.id, candidate.catalogId));
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, candidate.companyId));
  if (!catalog || !company) throw notFound();
  if (candidate.billingProfileId) {
    const [profile] = await db
      .select({ id: billingProfiles.id })
      .from(billingProfiles)
      .where(
        and(eq(billingProfiles.id, candidate.billingProfileId), eq(billingProfiles.companyId, candidate.companyId)),
      );
    if (!profile) throw badRequest('The billing profile belongs to another company');
  }
  const others = await selectAssignments(db).where(
    and(
      eq(catalogAssignments.companyId, candidate.companyId),
      candidate.id ? ne(catalogAssignments.id, candidate.id) : undefined,
    ),
  );
  const clash = findAssignmentConflict(candidate, others);
  if (clash) {
    throw new HttpError(
      409,
      `${clash.companyName} already has ${clash.catalogName} from ${clash.validFrom} ${clash.validTo ? `to ${clash.validTo}` : '(no end)'}; end that assignment first or choose dates that do not overlap`,
      {
        code: clash.validTo ? 'assignment_overlap' : 'assignment_overlap_open',
        params: {
          company: clash.companyName,
          catalog: clash.catalogName,
          from: clash.validFrom,
          ...(clash.validTo ? { to: clash.validTo } : {}),
        },
      },
    );
  }
}

type Assignment = Awaited<ReturnType<typeof assignmentOrNotFound>>;

/** Assigns a catalog to a company; answers the new assignment's id. */
export async function addAssignment(db: Db, actorId: number, input: z.output<typeof catalogAssignmentInputSchema>) {
  const [created] = await writeAssignment(db, input, (tx) =>
    tx.insert(catalogAssignments).values(input).returning({ id: catalogAssignments.id }),
  );
  await logActivity(db, {
    actorId,
    action: 'catalog.assigned',
    objectType: 'catalog',
    objectId: input.catalogId,
    details: { companyId: input.companyId },
  });
  return created!.id;
}

/** Changes an assignment: the fields sent, checked as the whole assignment they make. */
export async function changeAssignment(
  db: Db,
  actorId: number,
  current: Assignment,
  changes: z.output<typeof catalogAssignmentUpdateSchema>,
) {
  const next = { ...current, ...changes, id: current.id };
  await writeAssignment(db, next, (tx) =>
    tx
      .update(catalogAssignments)
      .set({
        catalogId: next.catalogId,
        companyId: next.companyId,
        billingProfileId: next.billingProfileId ?? null,
        validFrom: next.validFrom,
        validTo: next.validTo ?? null,
      })
      .where(eq(catalogAssignments.id, current.id)),
  );
  await logActivity(db, {
    actorId,
    action: 'catalog.assignment_updated',
    objectType: 'catalog',
    objectId: next.catalogId,
    details: { assignmentId: current.id },
  });
}

export async function deleteAssignment(db: Db, actorId: number, current: Assignment) {
  await db.delete(catalogAssignments).where(eq(catalogAssignments.id, current.id));
  await logActivity(db, {
    actorId,
    action: 'catalog.unassigned',
    objectType: 'catalog',
    objectId: current.catalogId,
    details: { companyId: current.companyId },
  });
}
