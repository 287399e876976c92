// /api/v1/notifications: the announcements meant for the current company's people.
import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { announcementSchema } from '../../common/api';
import { authOf } from '../auth/guard';
import { notificationTargets, notifications } from '../db/schema';
import { errorsOf } from '../http/errors';

const errors = errorsOf(400, 401, 403, 404);

export const noticeFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '',
    {
      config: { access: { company: 'viewer' } },
      schema: {
        tags: ['notifications'],
        summary: 'The announcements meant for the current company, newest first, in English and French',
        response: { 200: z.array(announcementSchema), ...errors },
      },
    },
    async function listAnnouncements(request) {
      const rows = await db
        .select({
          id: notifications.id,
          title: notifications.title,
          body: notifications.body,
          titleFr: notifications.titleFr,
          bodyFr: notifications.bodyFr,
          publishedAt: notifications.publishedAt,
        })
        .from(notifications)
        .innerJoin(notificationTargets, eq(notificationTargets.notificationId, notifications.id))
        .where(
          and(
            eq(notificationTargets.companyId, authOf(request).company!.id),
            eq(notifications.kind, 'announcement'),
            eq(notifications.isActive, true),
            isNotNull(notifications.publishedAt),
            lte(notifications.publishedAt, app.clock.now()),
          ),
        )
        .orderBy(desc(notifications.publishedAt))
        .limit(20);
      return rows.map((row) => ({ ...row, publishedAt: row.publishedAt!.toISOString() }));
    },
  );
};
