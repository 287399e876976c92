// /api/v1/user/access-history: the signed-in person's own access history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessEventSchema, errorResponseSchema } from '../../../common/api';
import { accessHistory } from '../../access/history';
import { listQuerySchema, pageOf, sendPage } from '../../http/list-query';
import { authOf } from '../../auth/guard';

/** The signed-in person's own profile: name and preferences, nothing else (no role, no email). */
export const myAccessHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/access-history',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['user'],
        summary: 'Your own access history: who gave or took which company access, when and why (list dialect)',
        querystring: listQuerySchema({ sortFields: ['at'] }),
        response: { 200: z.array(accessEventSchema), 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async function listMyAccessHistory(request, reply) {
      const { sort, range, filter } = request.query;
      const { rows, total } = await accessHistory(db, {
        userId: authOf(request).user.id,
        q: filter.q,
        id: filter.id,
        sort: sort ?? ['at', 'DESC'],
        ...pageOf(range),
      });
      return sendPage(reply, 'access-history', range, rows, total);
    },
  );
};
