// /health: whether the server and its database answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, healthResponseSchema } from '../../common/api';
import { HttpError } from '../http/errors';

/** GET /health: ok only after a real round trip to the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the API and its database answer',
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async function checkHealth(request) {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'The database cannot be reached');
      }
      return { status: 'ok' as const };
    },
  );
};
