// /api/v1/partner/messages: the outbox ("Sent messages"): every email sent or to send, and a failed one sent again.
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, idSchema, sentMessageSchema } from '../../../common/api';
import { noticeKinds, outboxStatuses } from '../../../common/domain';
import { companies, outbox } from '../../db/schema';
import { conflict, errorResponses, notFound } from '../../http/errors';
import { containing, listQuerySchema, pageOf, sendPage } from '../../http/list-query';

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
    '/messages',
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
        response: { 200: z.array(sentMessageSchema), ...errorResponses },
      },
    },
    async function listMessages(request, reply) {
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
    '/messages/delivery',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'Whether this server sends the outbox’s emails (SMTP_URL is set) or keeps them there',
        response: { 200: z.object({ isSending: z.boolean() }), ...errorResponses },
      },
    },
    async function showDelivery() {
      return { isSending: app.config.jobs.smtp !== undefined };
    },
  );

  app.post(
    '/messages/:id/retry',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'Sends a failed message again, at the next run of the outbox',
        params: z.object({ id: idParamSchema }),
        response: { 200: sentMessageSchema, ...errorResponses },
      },
    },
    async function retryMessage(request) {
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
};
