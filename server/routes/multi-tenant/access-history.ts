// /api/v1/multi-tenant/access-history: who granted or revoked what, when and why (support staff).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessEventSchema, idSchema } from '../../../common/api';
import { accessHistory } from '../../access/history';
import { accessActions } from '../../../common/domain';
import { listQuerySchema, pageOf, sendPage } from '../../http/list-query';
import { errorResponses } from '../../http/errors';

export const accessHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/access-history',
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
        response: { 200: z.array(accessEventSchema), ...errorResponses },
      },
    },
    async function listAccessHistory(request, reply) {
      const { sort, range, filter } = request.query;
      const { rows, total } = await accessHistory(db, { ...filter, sort: sort ?? ['at', 'DESC'], ...pageOf(range) });
      return sendPage(reply, 'access-history', range, rows, total);
    },
  );
};
