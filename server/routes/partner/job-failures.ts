// /api/v1/partner/job-failures: the clock's jobs that failed after their last try.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobFailureSchema } from '../../../common/api';
import { rowsOf } from '../../db/sql';
import { errorResponses } from '../../http/errors';

export const jobFailureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/job-failures',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'The scheduled jobs (renewals, reminders, emails) that failed after their last try, newest first',
        response: { 200: z.array(jobFailureSchema), ...errorResponses },
      },
    },
    async function listJobFailures() {
      // pg-boss's table exists once a server has started the job queue.
      const [exists] = rowsOf<{ table: string | null }>(
        await db.execute(sql`select to_regclass('pgboss.job')::text as table`),
      );
      if (!exists?.table) return [];
      const failed = rowsOf<{ id: string; name: string; output: unknown; retry_count: number; completed_on: Date }>(
        await db.execute(sql`select id::text, name, output, retry_count, completed_on from pgboss.job
          where state = 'failed' order by completed_on desc limit 50`),
      );
      return failed.map((job) => ({
        id: job.id,
        name: job.name,
        error: errorText(job.output),
        retries: job.retry_count,
        failedAt: new Date(job.completed_on).toISOString(),
      }));
    },
  );
};

/** pg-boss keeps a failed job's error as its output: a serialised Error, or whatever the handler threw. */
function errorText(output: unknown) {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return typeof output === 'string' ? output : JSON.stringify(output ?? null);
}
