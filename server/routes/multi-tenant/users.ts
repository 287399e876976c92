// /api/v1/multi-tenant/users: people: the directory, search, register (and grant), disable and enable, and their
// companies.
import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  endedSessionsSchema,
  idSchema,
  personRowSchema,
  personSchema,
  registerPersonRequestSchema,
  updatePersonRequestSchema,
  idParamSchema,
} from '../../../common/api';
import { companyRoles, peopleSearchLimit } from '../../../common/domain';
import { pageOfPeople } from '../../access/directory';
import { writeGrant } from '../../access/grants';
import { canGiveGlobalRole, whyCannotDisable } from '../../access/rules';
import { authOf } from '../../auth/guard';
import { companies, companyAccess, sessions, users, type User } from '../../db/schema';
import { badRequest, conflict, errorResponses, forbidden } from '../../http/errors';
import { containing, listQuerySchema, sendPage } from '../../http/list-query';
import { endSessionsOf, userOrNotFound } from '../../access/people';
import { logActivity } from '../../activity/log';

const userParams = z.object({ userId: idParamSchema });

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

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const companyExists = async (companyId: number) => (await db.$count(companies, eq(companies.id, companyId))) > 0;

  app.get(
    '/users/search',
    {
      config: { access: 'support', oneAtATime: true },
      schema: {
        tags: ['company access'],
        summary: `People by name or email (at most ${peopleSearchLimit}; the directory, GET /users, pages through all)`,
        querystring: z.object({ q: z.string().trim().max(200).default('') }),
        response: { 200: z.array(personSchema), ...errorResponses },
      },
    },
    async function searchUsers(request) {
      const pattern = containing(request.query.q);
      const rows = await db
        .select()
        .from(users)
        .where(or(ilike(users.email, pattern), ilike(users.name, pattern)))
        .orderBy(asc(users.nameSort), asc(users.id))
        .limit(peopleSearchLimit);
      return rows.map(toPerson);
    },
  );

  app.get(
    '/users',
    {
      config: { access: 'support' },
      schema: {
        tags: ['company access'],
        summary:
          'The people directory (list dialect): searched by name or email, filtered by company, role in it, status, never signed in and access ending soon',
        querystring: listQuerySchema({
          sortFields: ['name', 'email', 'lastSignInAt', 'createdAt'],
          filters: {
            companyId: idSchema.optional().describe('People with access to this company'),
            role: z
              .enum(companyRoles, { error: () => 'must be member or viewer' })
              .optional()
              .describe('People with this role (in the filtered company, if any)'),
            isDisabled: z.boolean().optional(),
            neverSignedIn: z.boolean().optional().describe('true: never signed in; false: signed in at least once'),
            expiringWithinDays: z
              .number({ error: 'must be a number of days' })
              .int('must be a whole number of days')
              .min(1, 'must be at least 1 day')
              .max(3650, 'must be at most 3650 days')
              .optional()
              .describe('People with an access (to the filtered company, if any) ending within this many days'),
          },
        }),
        response: { 200: z.array(personRowSchema), ...errorResponses },
      },
    },
    async function listPeople(request, reply) {
      const { sort, range, filter } = request.query;
      const { people, total } = await pageOfPeople(db, filter, sort, range, app.clock.now());
      return sendPage(reply, 'people', range, people, total);
    },
  );

  app.post(
    '/users',
    {
      config: { access: 'support' },
      schema: {
        tags: ['company access'],
        summary:
          'Registers a person by email so that they can sign in; with `access`, grants it in the same step (both or neither)',
        body: registerPersonRequestSchema,
        response: { 201: personSchema, ...errorResponses },
      },
    },
    async function registerUser(request, reply) {
      const actor = authOf(request).user;
      const { email, name, globalRole, access } = request.body;
      if (!canGiveGlobalRole(actor.globalRole, globalRole)) throw forbidden('You cannot give a role above your own');
      const now = app.clock.now();
      const expiresAt = access?.expiresAt ? new Date(access.expiresAt) : null;
      if (expiresAt && expiresAt <= now) throw badRequest('The expiry must be in the future');
      if (access && !(await companyExists(access.companyId)))
        throw badRequest('The company to grant access to does not exist');
      const person = await db.transaction(async (tx) => {
        const [created] = await tx.insert(users).values({ email, name, globalRole }).onConflictDoNothing().returning();
        if (!created) throw conflict('A person with this email is already registered');
        await logActivity(tx, {
          actorId: actor.id,
          action: 'user.registered',
          objectType: 'user',
          objectId: String(created.id),
          details: { globalRole },
        });
        if (access) {
          const grant = { ...access, userId: created.id, expiresAt, reason: access.reason ?? null };
          await writeGrant(tx, grant, { actorId: actor.id, now, publicUrl: app.config.publicUrl });
        }
        return created;
      });
      return reply.status(201).send(toPerson(person));
    },
  );

  app.patch(
    '/users/:userId',
    {
      config: { access: 'support' },
      schema: {
        tags: ['company access'],
        summary: 'Disables or re-enables a person; a disabled person’s session ends on their next call',
        params: userParams,
        body: updatePersonRequestSchema,
        response: { 200: personSchema, ...errorResponses },
      },
    },
    async function setUserDisabled(request) {
      const actor = authOf(request).user;
      const target = await userOrNotFound(db, request.params.userId);
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
        await logActivity(tx, {
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

  app.post(
    '/users/:userId/sessions/end',
    {
      config: { access: 'support' },
      schema: {
        tags: ['company access'],
        summary: 'Signs a person out everywhere: each of their sessions is refused on its next call',
        params: userParams,
        response: { 200: endedSessionsSchema, ...errorResponses },
      },
    },
    async function endSessionsOfPerson(request) {
      const actor = authOf(request).user;
      const target = await userOrNotFound(db, request.params.userId);
      return db.transaction(async (tx) => {
        const ended = await endSessionsOf(tx, target.id, app.clock.now());
        await logActivity(tx, {
          actorId: actor.id,
          action: 'user.signed_out_everywhere',
          objectType: 'user',
          objectId: String(target.id),
          details: { ended },
        });
        return { ended };
      });
    },
  );

  app.get(
    '/users/:userId/companies',
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
              role: z.enum(companyRoles),
              grantedAt: z.string(),
              expiresAt: z.string().nullable(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async function listUserCompanies(request) {
      await userOrNotFound(db, request.params.userId);
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
        .orderBy(asc(companies.nameSort), asc(companies.id));
      return rows.map((row) => ({ ...row, grantedAt: row.grantedAt.toISOString(), expiresAt: iso(row.expiresAt) }));
    },
  );
};
