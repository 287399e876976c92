// /api/v1/user/sessions: the signed-in person's sessions on other devices, ended at once ("sign out everywhere").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endedSessionsSchema, errorResponseSchema } from '../../../common/api';
import { endSessionsOf } from '../../access/people';
import { authOf } from '../../auth/guard';
import { logActivity } from '../../activity/log';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/sessions/end-others',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['user'],
        summary: 'Signs you out on every other device and browser; this session goes on',
        response: { 200: endedSessionsSchema, 401: errorResponseSchema },
      },
    },
    async function endOtherSessions(request) {
      const { user, sessionId } = authOf(request);
      return db.transaction(async (tx) => {
        const ended = await endSessionsOf(tx, user.id, app.clock.now(), sessionId);
        await logActivity(tx, {
          actorId: user.id,
          action: 'user.ended_other_sessions',
          objectType: 'user',
          objectId: String(user.id),
          details: { ended },
        });
        return { ended };
      });
    },
  );
};
