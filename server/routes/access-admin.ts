// Company access for support staff and partner administrators: people of a company, search, grant, revoke,
// register, disable, and the access history. Every change is one transaction with its activity-log entry.
import { aliasedTable, and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessEventSchema,
  accessGrantSchema,
  companyPersonSchema,
  errorResponseSchema,
  grantAccessRequestSchema,
  personSchema,
  registerPersonRequestSchema,
  updatePersonRequestSchema,
  idParamSchema,
  idSchema,
} from '../../common/api';
import { accessActions, accessHistory } from '../access/history';
import { canGiveGlobalRole, whyCannotDisable, whyCannotGrant, whyCannotRevoke } from '../access/rules';
import { authOf } from '../auth/guard';
import { activityLog, companies, companyAccess, sessions, users, type User } from '../db/schema';
import { isUniqueViolation, qualified } from '../db/sql';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../http/errors';
import { containing, listQuerySchema, pageOf, sendPage } from '../http/list-query';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const companyParams = z.object({ companyId: idParamSchema });
const accessParams = companyParams.extend({ userId: idParamSchema });
const userParams = z.object({ userId: idParamSchema });
const people = aliasedTable(users, 'people');

const iso = (date: Date | null) => date?.toISOString() ?? null;
const toPerson = (user: User) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  globalRole: user.globalRole,
  isDisabled: user.isDisabled,
  lastSignInAt: iso(user.lastSignInAt),
  createdAt: user.createdAt.toISOString(),
});

export const accessAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function companyOrNotFound(companyId: number) {
    const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
    if (!company) throw notFound();
    return company;
  }
  async function userOrNotFound(userId: number) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound();
    return user;
  }

  app.get(
    '/api/v1/multi-tenant/companies/:companyId/users',
    {
      config: { access: 'support' },
      schema: {
        tags: ['company access'],
        summary: 'The people who may act for a company: role, who let them in and when, expiry, last sign-in',
        params: companyParams,
        response: { 200: z.array(companyPersonSchema), ...errors },
      },
    },
    async (request) => {
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
        .orderBy(asc(people.name), asc(people.email));
      return rows.map((row) => ({
        ...row,
        grantedAt: row.grantedAt.toISOString(),
        expiresAt: iso(row.expiresAt),
        lastSignInAt: iso(row.lastSignInAt),
      }));
    },
  );

  app.get(
    '/api/v1/multi-tenant/users/search',
    {
      config: { access: 'support' },
      schema: {
        tags: ['company access'],
        summary: 'People by name or email (at most 20)',
        querystring: z.object({ q: z.string().trim().max(200).default('') }),
        response: { 200: z.array(personSchema), ...errors },
      },
    },
    async (request) => {
      const pattern = containing(request.query.q);
      const rows = await db
        .select()
        .from(users)
        .where(or(ilike(users.email, pattern), ilike(users.name, pattern)))
        .orderBy(asc(users.name), asc(users.email))
        .limit(20);
      return rows.map(toPerson);
    },
  );

  app.post(
    '/api/v1/multi-tenant/companies/:companyId/users/:userId/access',
    {
      config: { access: 'support' },
      schema: {
        tags: ['company access'],
        summary: 'Grants a person access to a company (granting again updates the role, expiry and reason)',
        params: accessParams,
        body: grantAccessRequestSchema,
        response: { 200: accessGrantSchema, 201: accessGrantSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = authOf(request).user;
      const { companyId, userId } = request.params;
      const { role, reason = null } = request.body;
      const expiresAt = request.body.expiresAt ? new Date(request.body.expiresAt) : null;
      const refusal = whyCannotGrant(actor.id, userId);
      if (refusal) throw conflict(refusal);
      if (expiresAt && expiresAt <= app.clock.now()) throw badRequest('The expiry must be in the future');
      await companyOrNotFound(companyId);
      await userOrNotFound(userId);
      const grantOnce = () =>
        db.transaction(async (tx) => {
          const [existing] = await tx
            .select()
            .from(companyAccess)
            .where(and(eq(companyAccess.userId, userId), eq(companyAccess.companyId, companyId)))
            .for('update');
          const [row] = existing
            ? await tx
                .update(companyAccess)
                .set({ role, expiresAt, reason, grantedBy: actor.id })
                .where(eq(companyAccess.id, existing.id))
                .returning()
            : await tx
                .insert(companyAccess)
                .values({ userId, companyId, role, expiresAt, reason, grantedBy: actor.id })
                .returning();
          await tx.insert(activityLog).values({
            actorId: actor.id,
            companyId,
            action: existing ? 'access.updated' : 'access.granted',
            objectType: 'user',
            objectId: String(userId),
            details: { role, expiresAt: iso(expiresAt), reason, ...(existing ? { previousRole: existing.role } : {}) },
          });
          return { row: row!, isNew: !existing };
        });
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
    '/api/v1/multi-tenant/companies/:companyId/users/:userId/access',
    {
      config: { access: 'support' },
      schema: {
        tags: ['company access'],
        summary: 'Revokes a person’s access to a company; it ends on their very next call',
        params: accessParams,
        querystring: z.object({ reason: z.string().trim().max(500).optional() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = authOf(request).user;
      const { companyId, userId } = request.params;
      const refusal = whyCannotRevoke(actor.id, userId);
      if (refusal) throw conflict(refusal);
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(companyAccess)
          .where(and(eq(companyAccess.userId, userId), eq(companyAccess.companyId, companyId)))
          .returning();
        if (!removed) throw new HttpError(404, 'This person has no access to this company');
        await tx.insert(activityLog).values({
          actorId: actor.id,
          companyId,
          action: 'access.revoked',
          objectType: 'user',
          objectId: String(userId),
          details: { role: removed.role, reason: request.query.reason ?? null },
        });
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/multi-tenant/users',
    {
      config: { access: 'support' },
      schema: {
        tags: ['company access'],
        summary: 'Registers a person by email so that they can sign in',
        body: registerPersonRequestSchema,
        response: { 201: personSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = authOf(request).user;
      const { email, name, globalRole } = request.body;
      if (!canGiveGlobalRole(actor.globalRole, globalRole)) throw forbidden('You cannot give a role above your own');
      const person = await db.transaction(async (tx) => {
        const [created] = await tx.insert(users).values({ email, name, globalRole }).onConflictDoNothing().returning();
        if (!created) throw conflict('A person with this email is already registered');
        await tx.insert(activityLog).values({
          actorId: actor.id,
          action: 'user.registered',
          objectType: 'user',
          objectId: String(created.id),
          details: { globalRole },
        });
        return created;
      });
      return reply.status(201).send(toPerson(person));
    },
  );

  app.patch(
    '/api/v1/multi-tenant/users/:userId',
    {
      config: { access: 'support' },
      schema: {
        tags: ['company access'],
        summary: 'Disables or re-enables a person; a disabled person’s session ends on their next call',
        params: userParams,
        body: updatePersonRequestSchema,
        response: { 200: personSchema, ...errors },
      },
    },
    async (request) => {
      const actor = authOf(request).user;
      const target = await userOrNotFound(request.params.userId);
      const refusal = whyCannotDisable(actor, target);
      if (refusal) throw conflict(refusal);
      const { isDisabled, reason } = request.body;
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx.update(users).set({ isDisabled }).where(eq(users.id, target.id)).returning();
        // Every session ends with a disable: a re-enable later must not bring back one issued before it.
        if (isDisabled) {
          await tx
            .update(sessions)
            .set({ revokedAt: app.clock.now() })
            .where(and(eq(sessions.userId, target.id), isNull(sessions.revokedAt)));
        }
        await tx.insert(activityLog).values({
          actorId: actor.id,
          action: isDisabled ? 'user.disabled' : 'user.enabled',
          objectType: 'user',
          objectId: String(target.id),
          details: { reason: reason ?? null },
        });
        return row!;
      });
      return toPerson(updated);
    },
  );

  app.get(
    '/api/v1/multi-tenant/users/:userId/companies',
    {
      config: { access: 'support' },
      schema: {
        tags: ['company access'],
        summary: 'The companies a person has access to',
        params: userParams,
        response: {
          200: z.array(
            z.object({
              id: z.number().int(),
              name: z.string(),
              role: z.enum(['member', 'viewer']),
              grantedAt: z.string(),
              expiresAt: z.string().nullable(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      await userOrNotFound(request.params.userId);
      const rows = await db
        .select({
          id: companies.id,
          name: companies.name,
          role: companyAccess.role,
          grantedAt: companyAccess.grantedAt,
          expiresAt: companyAccess.expiresAt,
        })
        .from(companyAccess)
        .innerJoin(companies, eq(companies.id, companyAccess.companyId))
        .where(eq(companyAccess.userId, request.params.userId))
        .orderBy(asc(companies.name));
      return rows.map((row) => ({ ...row, grantedAt: row.grantedAt.toISOString(), expiresAt: iso(row.expiresAt) }));
    },
  );

  app.get(
    '/api/v1/multi-tenant/access-history',
    {
      config: { access: 'support' },
      schema: {
        tags: ['company access'],
        summary: 'Who granted or revoked what, when and why (list dialect)',
        querystring: listQuerySchema({
          sortFields: ['at'],
          filters: {
            companyId: idSchema.optional(),
            userId: idSchema.optional(),
            action: z.enum(accessActions).optional(),
          },
        }),
        response: { 200: z.array(accessEventSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { sort, range, filter } = request.query;
      const { rows, total } = await accessHistory(db, { ...filter, sort: sort ?? ['at', 'DESC'], ...pageOf(range) });
      return sendPage(reply, 'access-history', range, rows, total);
    },
  );
};
