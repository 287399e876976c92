// /api/v1/user/profile: the signed-in person's profile and preferences.
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, profileSchema, profileUpdateSchema } from '../../../common/api';
import { authOf } from '../../auth/guard';
import { sessionUserOf } from '../../auth/session-user';
import { users } from '../../db/schema';
import { logActivity } from '../../activity/log';

/** The signed-in person's own profile: name and preferences, nothing else (no role, no email). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/profile',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['user'], summary: 'Your profile', response: { 200: profileSchema, 401: errorResponseSchema } },
    },
    async function showProfile(request) {
      return sessionUserOf(db, authOf(request).user, app.clock.now());
    },
  );

  app.put(
    '/profile',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['user'],
        summary: 'Changes your display name or preferences (language, theme, notifications)',
        body: profileUpdateSchema,
        response: { 200: profileSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async function updateProfile(request) {
      const { user } = authOf(request);
      const { name, preferences } = request.body;
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            ...(name === undefined ? {} : { name }),
            // Merged by the database, onto what it holds now: two changes of different preferences both stay.
            ...(preferences === undefined
              ? {}
              : { preferences: sql`${users.preferences} || ${JSON.stringify(preferences)}::jsonb` }),
          })
          .where(eq(users.id, user.id))
          .returning();
        await logActivity(tx, {
          actorId: user.id,
          action: 'profile.updated',
          objectType: 'user',
          objectId: String(user.id),
          details: { fields: Object.keys(request.body) },
        });
        return row!;
      });
      return sessionUserOf(db, updated, app.clock.now());
    },
  );
};
