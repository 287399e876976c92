// /api/v1/multi-tenant/companies/:companyId/users: a company's people, and granting and revoking their access.
// Every change is one transaction with its activity entry and the person told (access/grants.ts).
import { aliasedTable, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessGrantSchema, companyPersonSchema, grantAccessRequestSchema, idParamSchema } from '../../../common/api';
import { whyCannotGrant, whyCannotRevoke } from '../../access/rules';
import { authOf } from '../../auth/guard';
import { companies, companyAccess, users } from '../../db/schema';
import { isUniqueViolation, qualified } from '../../db/sql';
import { badRequest, conflict, errorResponses, notFound } from '../../http/errors';
import { userOrNotFound } from '../../access/people';
import { writeGrant, writeRevoke } from '../../access/grants';

const companyParams = z.object({ companyId: idParamSchema });
const accessParams = companyParams.extend({ userId: idParamSchema });
const people = aliasedTable(users, 'people');

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const companyAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function companyOrNotFound(companyId: number) {
    const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
    if (!company) throw notFound();
    return company;
  }
  app.get(
    '/companies/:companyId/users',
    {
      config: { access: 'support' },
      schema: {
        tags: ['company access'],
        summary: 'The people who may act for a company: role, who let them in and when, expiry, last sign-in',
        params: companyParams,
        response: { 200: z.array(companyPersonSchema), ...errorResponses },
      },
    },
    async function listCompanyUsers(request) {
      await companyOrNotFound(request.params.companyId);
      const rows = await db
        .select({
          id: people.id,
          name: people.name,
          email: people.email,
          role: companyAccess.role,
          grantedBy: sql<
            string | null
          >`(select coalesce(g.name, g.email) from users g where g.id = ${qualified(companyAccess.grantedBy)})`,
          grantedAt: companyAccess.grantedAt,
          expiresAt: companyAccess.expiresAt,
          reason: companyAccess.reason,
          lastSignInAt: people.lastSignInAt,
          isDisabled: people.isDisabled,
        })
        .from(companyAccess)
        .innerJoin(people, eq(people.id, companyAccess.userId))
        .where(eq(companyAccess.companyId, request.params.companyId))
        .orderBy(asc(people.nameSort), asc(people.id));
      return rows.map((row) => ({
        ...row,
        grantedAt: row.grantedAt.toISOString(),
        expiresAt: iso(row.expiresAt),
        lastSignInAt: iso(row.lastSignInAt),
      }));
    },
  );

  app.post(
    '/companies/:companyId/users/:userId/access',
    {
      config: { access: 'support' },
      schema: {
        tags: ['company access'],
        summary: 'Grants a person access to a company (granting again updates the role, expiry and reason)',
        params: accessParams,
        body: grantAccessRequestSchema,
        response: { 200: accessGrantSchema, 201: accessGrantSchema, ...errorResponses },
      },
    },
    async function grantAccess(request, reply) {
      const actor = authOf(request).user;
      const { companyId, userId } = request.params;
      const { role, reason = null } = request.body;
      const expiresAt = request.body.expiresAt ? new Date(request.body.expiresAt) : null;
      const refusal = whyCannotGrant(actor.id, userId);
      if (refusal) throw badRequest(refusal, { code: 'self_grant' });
      if (expiresAt && expiresAt <= app.clock.now()) throw badRequest('The expiry must be in the future');
      await companyOrNotFound(companyId);
      await userOrNotFound(db, userId);
      const acting = { actorId: actor.id, now: app.clock.now(), publicUrl: app.config.publicUrl };
      const grantOnce = () =>
        db.transaction((tx) => writeGrant(tx, { companyId, userId, role, expiresAt, reason }, acting));
      // Two first grants at once: the one that loses the insert finds the access made and updates it.
      const grant = await grantOnce().catch((error: unknown) => {
        if (isUniqueViolation(error)) return grantOnce();
        throw error;
      });
      return reply.status(grant.isNew ? 201 : 200).send({
        userId,
        companyId,
        role: grant.row.role,
        grantedAt: grant.row.grantedAt.toISOString(),
        expiresAt: iso(grant.row.expiresAt),
        reason: grant.row.reason,
        isNew: grant.isNew,
      });
    },
  );

  app.delete(
    '/companies/:companyId/users/:userId/access',
    {
      config: { access: 'support' },
      schema: {
        tags: ['company access'],
        summary: 'Revokes a person’s access to a company; it ends on their very next call',
        params: accessParams,
        querystring: z.object({ reason: z.string().trim().max(500).optional() }),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async function revokeAccess(request, reply) {
      const actor = authOf(request).user;
      const { companyId, userId } = request.params;
      const refusal = whyCannotRevoke(actor.id, userId);
      if (refusal) throw conflict(refusal);
      await db.transaction((tx) =>
        writeRevoke(
          tx,
          { companyId, userId, reason: request.query.reason ?? null },
          { actorId: actor.id, now: app.clock.now(), publicUrl: app.config.publicUrl },
        ),
      );
      return reply.status(204).send(null);
    },
  );
};
