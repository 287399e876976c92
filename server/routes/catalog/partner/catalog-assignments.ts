// /api/v1/catalog/partner/catalog-assignments: which company gets which catalog, when, billed to which profile.
import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkAssignmentCap,
  bulkAssignmentInputSchema,
  bulkAssignmentResultSchema,
  type BulkAssignmentResult,
  catalogAssignmentInputSchema,
  catalogAssignmentSchema,
  catalogAssignmentUpdateSchema,
  idSchema,
} from '../../../../common/api';
import { authOf } from '../../../auth/guard';
import { dayBefore, findAssignmentConflict, planAssignment } from '../../../catalog/rules';
import type { Db } from '../../../db/client';
import { activityLog, billingProfiles, catalogAssignments, catalogs, companies } from '../../../db/schema';
import { isForeignKeyViolation } from '../../../db/sql';
import { HttpError, badRequest, conflict, notFound } from '../../../http/errors';
import { containing, listQuerySchema, pageOfPrepared, sendPage } from '../../../http/list-query';
import { errorResponses } from '../../../http/errors';
import {
  access,
  assignmentList,
  assignmentLock,
  type AssignmentListShape,
  catalogParams,
  logActivity,
  selectAssignments,
  withoutTotal,
} from '../../../catalog/partner-catalogs';
import { changesNothing } from '../../../http/updates';

type BulkBody = z.output<typeof bulkAssignmentInputSchema>;
type Refusal = BulkAssignmentResult['refused'][number];

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

/** The companies a bulk assignment names, by id, by a search, or by pasted names; the pasted lines naming none refused. */
async function companiesNamed(tx: Db, body: BulkBody): Promise<{ ids: number[]; refused: Refusal[] }> {
  if (body.companyIds) return { ids: body.companyIds, refused: [] };
  const tooMany = () =>
    badRequest(
      `These name more than ${bulkAssignmentCap.toLocaleString('en-US')} companies; narrow the search or the list`,
      { code: 'too_many_companies', params: { max: bulkAssignmentCap } },
    );
  if (body.matching) {
    const { q, isActive } = body.matching;
    const rows = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          q ? or(ilike(companies.name, containing(q)), ilike(companies.domain, containing(q))) : undefined,
          isActive === undefined ? undefined : eq(companies.isActive, isActive),
        ),
      )
      .orderBy(asc(companies.id))
      .limit(bulkAssignmentCap + 1);
    if (rows.length > bulkAssignmentCap) throw tooMany();
    return { ids: rows.map((row) => row.id), refused: [] };
  }
  const lines = body.names ?? [];
  const wanted = [...new Set(lines.map((line) => line.toLowerCase()))];
  // One parameter for the whole list: a list of 10,000 lines asked three times would pass PostgreSQL's 65,535.
  const among = sql`any(string_to_array(${wanted.join('\n')}, chr(10)))`;
  const rows = await tx
    .select({ id: companies.id, name: companies.name, domain: companies.domain, tenantId: companies.tenantId })
    .from(companies)
    .where(
      or(
        sql`lower(${companies.name}) = ${among}`,
        sql`lower(${companies.domain}) = ${among}`,
        sql`lower(${companies.tenantId}) = ${among}`,
      ),
    )
    .orderBy(asc(companies.id))
    .limit(bulkAssignmentCap + 1);
  if (rows.length > bulkAssignmentCap) throw tooMany();
  const known = new Set(
    rows.flatMap((row) => [row.name, row.domain ?? '', row.tenantId].map((key) => key.toLowerCase())),
  );
  const seen = new Set<string>();
  const refused = lines.flatMap((line): Refusal[] => {
    const key = line.toLowerCase();
    if (known.has(key) || seen.has(key)) return [];
    seen.add(key);
    return [
      {
        companyId: null,
        companyName: line,
        code: 'company_not_found',
        params: { name: line },
        reason: 'No company has this name, domain or tenant id',
      },
    ];
  });
  return { ids: rows.map((row) => row.id), refused };
}

const companyNotFound = (companyId: number): Refusal => ({
  companyId,
  companyName: `#${companyId}`,
  code: 'company_not_found',
  params: {},
  reason: 'This company does not exist (any more)',
});

function clashRefusal(
  companyId: number,
  companyName: string,
  code: 'overlap' | 'cannot_end_current',
  clash: { catalogName: string; validFrom: string; validTo: string | null },
  validFrom: string,
): Refusal {
  const held = `${clash.catalogName} from ${clash.validFrom} ${clash.validTo ? `to ${clash.validTo}` : '(no end)'}`;
  return {
    companyId,
    companyName,
    code,
    params: { catalogName: clash.catalogName, validFrom: clash.validFrom, validTo: clash.validTo },
    reason:
      code === 'overlap'
        ? `Already has ${held}`
        : `Has ${held}, which does not start before ${validFrom}, so it cannot end the day before`,
  };
}

function chunksOf<T>(items: T[], size: number) {
  return Array.from({ length: Math.ceil(items.length / size) }, (_unused, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

export const catalogAssignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function assignmentOrNotFound(id: number) {
    const [assignment] = await selectAssignments(db).where(eq(catalogAssignments.id, id));
    if (!assignment) throw notFound();
    return withoutTotal(assignment);
  }

  /** Checks an assignment as it would be saved; throws the refusal that names the conflict. */
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
  async function writeAssignment<T>(candidate: AssignmentCandidate, write: (tx: Db) => Promise<T>) {
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

  async function checkAssignment(db: Db, candidate: AssignmentCandidate) {
    if (candidate.validTo && candidate.validTo < candidate.validFrom)
      throw badRequest('The assignment must end after it starts', { code: 'ends_before_start' });
    const [catalog] = await db.select({ id: catalogs.id }).from(catalogs).where(eq(catalogs.id, candidate.catalogId));
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, candidate.companyId));
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

  app.get(
    '/catalog-assignments',
    {
      config: access,
      schema: {
        tags: ['catalog assignments'],
        summary: 'Which company gets which catalog, when, billed to which profile (list dialect)',
        querystring: listQuerySchema({
          sortFields: ['companyName', 'catalogName', 'validFrom'],
          filters: {
            catalogId: idSchema.optional(),
            companyId: idSchema.optional(),
            companyIds: z
              .array(idSchema)
              .max(100)
              .optional()
              .describe('The assignments of these companies (a page of the companies × catalogs matrix)'),
          },
        }),
        response: { 200: z.array(catalogAssignmentSchema), ...errorResponses },
      },
    },
    async function listAssignments(request, reply) {
      const { sort, range, filter } = request.query;
      const shape: AssignmentListShape = {
        q: Boolean(filter.q),
        catalogId: filter.catalogId !== undefined,
        companyId: filter.companyId !== undefined,
        companyIds: filter.companyIds !== undefined,
        id: filter.id !== undefined,
        sort: sort ?? ['companyName', 'ASC'],
      };
      const values = { ...filter, q: filter.q ? containing(filter.q) : undefined, ids: filter.id };
      const { rows, total } = await pageOfPrepared(assignmentList(db, shape), values, range);
      return sendPage(reply, 'catalog-assignments', range, rows.map(withoutTotal), total);
    },
  );

  app.post(
    '/catalog-assignments',
    {
      config: access,
      schema: {
        tags: ['catalog assignments'],
        summary: 'Assigns a catalog to a company (one catalog per company at a time)',
        body: catalogAssignmentInputSchema,
        response: { 201: catalogAssignmentSchema, ...errorResponses },
      },
    },
    async function assignCatalog(request, reply) {
      const [created] = await writeAssignment(request.body, (tx) =>
        tx.insert(catalogAssignments).values(request.body).returning({ id: catalogAssignments.id }),
      );
      await logActivity(db, authOf(request).user.id, 'catalog.assigned', 'catalog', request.body.catalogId, {
        companyId: request.body.companyId,
      });
      return reply.status(201).send(await assignmentOrNotFound(created!.id));
    },
  );

  app.post(
    '/catalog-assignments/bulk',
    {
      config: access,
      schema: {
        tags: ['catalog assignments'],
        summary:
          'Assigns one catalog to many companies (by id, every company matching a search, or a pasted list): those ' +
          'that cannot be are listed with a code and the reason, and none is assigned unless validOnly asks to assign ' +
          'the others; endCurrent ends overlapping assignments the day before, preview writes nothing',
        body: bulkAssignmentInputSchema,
        response: { 200: bulkAssignmentResultSchema, ...errorResponses },
      },
    },
    async function assignCatalogInBulk(request) {
      const { catalogId, validFrom, validTo, validOnly, endCurrent, preview } = request.body;
      if (validTo && validTo < validFrom)
        throw badRequest('The assignment must end after it starts', { code: 'ends_before_start' });
      const candidate = { catalogId, validFrom, validTo: validTo ?? null };
      try {
        return await db.transaction(async (tx) => {
          const [catalog] = await tx.select({ id: catalogs.id }).from(catalogs).where(eq(catalogs.id, catalogId));
          if (!catalog) throw notFound('The catalog does not exist (any more)');
          const named = await companiesNamed(tx, request.body);
          if (!preview) await lockAssignmentsOf(tx, named.ids);
          const found = await tx
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(inArray(companies.id, named.ids));
          const companyById = new Map(found.map((company) => [company.id, company]));
          const existing = named.ids.length
            ? await selectAssignments(tx).where(inArray(catalogAssignments.companyId, named.ids))
            : [];
          const existingByCompany = new Map<number, typeof existing>();
          for (const assignment of existing)
            existingByCompany.set(assignment.companyId, [
              ...(existingByCompany.get(assignment.companyId) ?? []),
              assignment,
            ]);
          const refused: BulkAssignmentResult['refused'] = [...named.refused];
          const changes: BulkAssignmentResult['changes'] = [];
          const endings: number[] = [];
          for (const companyId of named.ids) {
            const company = companyById.get(companyId);
            if (!company) {
              refused.push(companyNotFound(companyId));
              continue;
            }
            const plan = planAssignment(candidate, existingByCompany.get(companyId) ?? [], endCurrent);
            if (plan.outcome === 'assign') changes.push({ companyId, companyName: company.name, outcome: 'assign' });
            else if (plan.outcome === 'end_and_assign') {
              endings.push(plan.ending.id);
              changes.push({
                companyId,
                companyName: company.name,
                outcome: 'end_and_assign',
                endedCatalogName: plan.ending.catalogName,
                endedOn: plan.endedOn,
              });
            } else refused.push(clashRefusal(companyId, company.name, plan.outcome, plan.clash, validFrom));
          }
          const matched = named.ids.length + named.refused.length;
          if (preview) return { assigned: 0, matched, changes, refused };
          if (refused.length > 0 && !validOnly) return { assigned: 0, matched, changes: [], refused };
          if (changes.length > 0) {
            for (const ids of chunksOf(endings, 1_000))
              await tx
                .update(catalogAssignments)
                .set({ validTo: dayBefore(validFrom) })
                .where(inArray(catalogAssignments.id, ids));
            for (const part of chunksOf(changes, 1_000))
              await tx
                .insert(catalogAssignments)
                .values(part.map(({ companyId }) => ({ ...candidate, companyId, billingProfileId: null })));
            await tx.insert(activityLog).values({
              actorId: authOf(request).user.id,
              action: 'catalog.assigned_bulk',
              objectType: 'catalog',
              objectId: String(catalogId),
              details: { companies: changes.length, ended: endings.length },
            });
          }
          return { assigned: changes.length, matched, changes, refused };
        });
      } catch (error) {
        // A company was deleted between its choice and the write.
        if (isForeignKeyViolation(error))
          throw conflict('The catalog or a company was just deleted', { code: 'just_deleted' });
        throw error;
      }
    },
  );

  app.put(
    '/catalog-assignments/:id',
    {
      config: access,
      schema: {
        tags: ['catalog assignments'],
        summary: 'Changes an assignment (send only the fields that change)',
        params: catalogParams,
        body: catalogAssignmentUpdateSchema,
        response: { 200: catalogAssignmentSchema, ...errorResponses },
      },
    },
    async function updateAssignment(request) {
      const current = await assignmentOrNotFound(request.params.id);
      if (changesNothing(request.body)) return current;
      const next = { ...current, ...request.body, id: current.id };
      await writeAssignment(next, (tx) =>
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
      await logActivity(db, authOf(request).user.id, 'catalog.assignment_updated', 'catalog', next.catalogId, {
        assignmentId: current.id,
      });
      return assignmentOrNotFound(current.id);
    },
  );

  app.delete(
    '/catalog-assignments/:id',
    {
      config: access,
      schema: {
        tags: ['catalog assignments'],
        summary: 'Removes an assignment',
        params: catalogParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async function removeAssignment(request, reply) {
      const current = await assignmentOrNotFound(request.params.id);
      await db.delete(catalogAssignments).where(eq(catalogAssignments.id, current.id));
      await logActivity(db, authOf(request).user.id, 'catalog.unassigned', 'catalog', current.catalogId, {
        companyId: current.companyId,
      });
      return reply.status(204).send(null);
    },
  );
};
