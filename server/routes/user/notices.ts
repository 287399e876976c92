// The signed-in person's notices (the bell): the newest, the unread count, and marking them read. Anyone signed in
// reads only their own; the words are the portal's, in the reader's language.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, inboxSchema } from '../../../common/api';
import { authOf } from '../../auth/guard';
import { companies, notices } from '../../db/schema';
import { errorsOf, notFound } from '../../http/errors';

const errors = errorsOf(400, 401, 404);

export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/notices',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['user'],
        summary: 'Your newest notices (renewals, reminders, orders, access) and how many are unread',
        querystring: z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
        response: { 200: inboxSchema, ...errors },
      },
    },
    async function listNotices(request) {
      const { user } = authOf(request);
      const [rows, [unread]] = await Promise.all([
        db
          .select({ notice: notices, companyName: companies.name })
          .from(notices)
          .leftJoin(companies, eq(companies.id, notices.companyId))
          .where(eq(notices.userId, user.id))
          .orderBy(desc(notices.createdAt), desc(notices.id))
          .limit(request.query.limit),
        db
          .select({ count: count() })
          .from(notices)
          .where(and(eq(notices.userId, user.id), isNull(notices.readAt))),
      ]);
      return {
        unread: unread!.count,
        notices: rows.map(({ notice, companyName }) => ({
          id: notice.id,
          kind: notice.kind,
          companyId: notice.companyId,
          companyName,
          params: notice.params,
          link: notice.link,
          readAt: notice.readAt?.toISOString() ?? null,
          createdAt: notice.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/notices/:id/read',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['user'],
        summary: 'Marks one of your notices read',
        params: z.object({ id: idParamSchema }),
        response: { 204: z.null().describe('Marked read'), ...errors },
      },
    },
    async function markNoticeRead(request, reply) {
      const [marked] = await db
        .update(notices)
        .set({ readAt: app.clock.now() })
        .where(and(eq(notices.id, request.params.id), eq(notices.userId, authOf(request).user.id)))
        .returning({ id: notices.id });
      if (!marked) throw notFound();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/notices/read-all',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['user'],
        summary: 'Marks all your notices read',
        response: { 204: z.null().describe('All marked read'), ...errors },
      },
    },
    async function markAllNoticesRead(request, reply) {
      await db
        .update(notices)
        .set({ readAt: app.clock.now() })
        .where(and(eq(notices.userId, authOf(request).user.id), isNull(notices.readAt)));
      return reply.status(204).send(null);
    },
  );
};
