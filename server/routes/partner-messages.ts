// What the clock's work sent and where it stumbled, for partner administrators: the outbox ("Sent messages"), a
// failed message sent again, and the jobs that failed after their last try.
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParamSchema, idSchema, jobFailureSchema, sentMessageSchema } from '../../common/api';
import { noticeKinds, outboxStatuses } from '../../common/domain';
import { companies, outbox } from '../db/schema';
import { rowsOf } from '../db/sql';
import { conflict, notFound } from '../http/errors';
import { containing, listQuerySchema, pageOf, sendPage } from '../http/list-query';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

type Message = typeof outbox.$inferSelect & { companyName: string | null };
const toSentMessage = ({ dedupeKey: _key, userId: _user, ...message }: Message) => ({
  ...message,
  nextAttemptAt: message.nextAttemptAt.toISOString(),
  sentAt: message.sentAt?.toISOString() ?? null,
  createdAt: message.createdAt.toISOString(),
});

export const partnerMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/v1/partner/messages',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'Every email the portal sent or means to send, with its status (list dialect)',
        querystring: listQuerySchema({
          sortFields: ['createdAt', 'toAddress', 'status'],
          filters: {
            status: z.enum(outboxStatuses).optional(),
            kind: z.enum(noticeKinds).optional(),
            companyId: idSchema.optional(),
          },
        }),
        response: { 200: z.array(sentMessageSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { sort = ['createdAt', 'DESC'], range, filter } = request.query;
      const where = and(
        filter.status ? eq(outbox.status, filter.status) : undefined,
        filter.kind ? eq(outbox.kind, filter.kind) : undefined,
        filter.companyId ? eq(outbox.companyId, filter.companyId) : undefined,
        filter.id ? inArray(outbox.id, filter.id) : undefined,
        filter.q
          ? or(ilike(outbox.toAddress, containing(filter.q)), ilike(outbox.subject, containing(filter.q)))
          : undefined,
      );
      const column = {
        createdAt: outbox.createdAt,
        toAddress: outbox.toAddress,
        status: outbox.status,
        id: outbox.id,
      }[sort[0]];
      const { limit, offset } = pageOf(range);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ message: outbox, companyName: companies.name })
          .from(outbox)
          .leftJoin(companies, eq(companies.id, outbox.companyId))
          .where(where)
          .orderBy(sort[1] === 'ASC' ? asc(column) : desc(column), desc(outbox.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(outbox)
          .where(where),
      ]);
      const messages = rows.map(({ message, companyName }) => toSentMessage({ ...message, companyName }));
      return sendPage(reply, 'messages', range, messages, counted!.total);
    },
  );

  app.get(
    '/api/v1/partner/messages/delivery',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'Whether this server sends the outbox’s emails (SMTP_URL is set) or keeps them there',
        response: { 200: z.object({ isSending: z.boolean() }), ...errors },
      },
    },
    async () => ({ isSending: app.config.jobs.smtp !== undefined }),
  );

  app.post(
    '/api/v1/partner/messages/:id/retry',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'Sends a failed message again, at the next run of the outbox',
        params: z.object({ id: idParamSchema }),
        response: { 200: sentMessageSchema, ...errors },
      },
    },
    async (request) => {
      const [message] = await db.select().from(outbox).where(eq(outbox.id, request.params.id));
      if (!message) throw notFound();
      if (message.status !== 'failed') {
        throw conflict(`This message is ${message.status}: only a failed message is sent again`, {
          code: 'message_not_failed',
          params: { status: message.status },
        });
      }
      const [queued] = await db
        .update(outbox)
        .set({ status: 'queued', attempts: 0, nextAttemptAt: app.clock.now() })
        .where(and(eq(outbox.id, message.id), eq(outbox.status, 'failed')))
        .returning();
      if (!queued) throw conflict('This message was sent again meanwhile', { code: 'message_not_failed' });
      const [company] = queued.companyId
        ? await db.select({ name: companies.name }).from(companies).where(eq(companies.id, queued.companyId))
        : [];
      return toSentMessage({ ...queued, companyName: company?.name ?? null });
    },
  );

  app.get(
    '/api/v1/partner/job-failures',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'The scheduled jobs (renewals, reminders, emails) that failed after their last try, newest first',
        response: { 200: z.array(jobFailureSchema), ...errors },
      },
    },
    async () => {
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
