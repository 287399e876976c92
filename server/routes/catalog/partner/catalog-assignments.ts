// /api/v1/catalog/partner/catalog-assignments: which company gets which catalog, when, billed to which profile.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkAssignmentInputSchema,
  bulkAssignmentResultSchema,
  type BulkAssignmentResult,
  catalogAssignmentInputSchema,
  catalogAssignmentSchema,
  catalogAssignmentUpdateSchema,
  idSchema,
} from '../../../../common/api';
import { authOf } from '../../../auth/guard';
import { findAssignmentConflict } from '../../../catalog/rules';
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
        await tx.execute(sql`select pg_advisory_xact_lock(${assignmentLock}, ${candidate.companyId})`);
        await checkAssignment(tx as unknown as Db, candidate);
        return write(tx as unknown as Db);
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
          'Assigns one catalog to many companies: those with an overlapping assignment are listed with the reason, and ' +
          'none is assigned unless validOnly asks to assign the others',
        body: bulkAssignmentInputSchema,
        response: { 200: bulkAssignmentResultSchema, ...errorResponses },
      },
    },
    async function assignCatalogInBulk(request) {
      const { catalogId, companyIds, validFrom, validTo, validOnly } = request.body;
      if (validTo && validTo < validFrom)
        throw badRequest('The assignment must end after it starts', { code: 'ends_before_start' });
      const candidate = { catalogId, validFrom, validTo: validTo ?? null };
      const result = await db.transaction(async (tx) => {
        const [catalog] = await tx.select({ id: catalogs.id }).from(catalogs).where(eq(catalogs.id, catalogId));
        if (!catalog) throw notFound('The catalog does not exist (any more)');
        // The companies' assignments are held in one order by every writer, so two bulk assignments cannot deadlock.
        const sortedIds = [...companyIds].sort((a, b) => a - b);
        await tx.execute(
          sql`select pg_advisory_xact_lock(${assignmentLock}, id) from (values ${sql.join(
            sortedIds.map((id) => sql`(${id}::int)`),
            sql`, `,
          )}) as locked(id) order by id`,
        );
        const found = await tx
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, companyIds));
        const existing = await selectAssignments(tx as unknown as Db).where(
          inArray(catalogAssignments.companyId, companyIds),
        );
        const refused: BulkAssignmentResult['refused'] = [];
        const assignable: number[] = [];
        for (const companyId of companyIds) {
          const company = found.find((row) => row.id === companyId);
          if (!company) {
            refused.push({ companyId, companyName: `#${companyId}`, reason: 'This company does not exist (any more)' });
            continue;
          }
          const clash = findAssignmentConflict(
            candidate,
            existing.filter((other) => other.companyId === companyId),
          );
          if (clash)
            refused.push({
              companyId,
              companyName: company.name,
              reason: `Already has ${clash.catalogName} from ${clash.validFrom} ${clash.validTo ? `to ${clash.validTo}` : '(no end)'}`,
            });
          else assignable.push(companyId);
        }
        if (refused.length > 0 && !validOnly) return { assigned: 0, refused };
        if (assignable.length > 0) {
          await tx
            .insert(catalogAssignments)
            .values(assignable.map((companyId) => ({ ...candidate, companyId, billingProfileId: null })));
          await tx.insert(activityLog).values({
            actorId: authOf(request).user.id,
            action: 'catalog.assigned_bulk',
            objectType: 'catalog',
            objectId: String(catalogId),
            details: { companies: assignable.length },
          });
        }
        return { assigned: assignable.length, refused };
      });
      return result;
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
