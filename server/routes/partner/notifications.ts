// /api/v1/partner/notifications: renewal reminders and announcements partner administrators write for companies.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationInputSchema,
  notificationSchema,
  notificationUpdateSchema,
  idParamSchema,
} from '../../../common/api';
import { frenchTextNeedsTitleMessage, hasFrenchTitleForItsText } from '../../../common/rules/notification-text';
import { authOf } from '../../auth/guard';
import type { Db } from '../../db/client';
import { qualified } from '../../db/sql';
import { companies, notificationTargets, notifications } from '../../db/schema';
import { badRequest, errorsOf, notFound } from '../../http/errors';
import { containing, listQuerySchema, pageOf, sendPage } from '../../http/list-query';
import { changesNothing } from '../../http/updates';
import { logActivity } from '../../activity/log';

const errors = errorsOf(400, 401, 403, 404);
const idParams = z.object({ id: idParamSchema });

function selectNotifications(db: Db) {
  return db
    .select({
      notification: notifications,
      companyIds: sql<
        number[]
      >`coalesce((select array_agg(t.company_id order by t.company_id) from notification_targets t where t.notification_id = ${qualified(notifications.id)}), '{}')`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(notifications)
    .$dynamic();
}

const toNotification = ({
  notification,
  companyIds,
}: {
  notification: typeof notifications.$inferSelect;
  companyIds: number[];
}) => ({
  id: notification.id,
  kind: notification.kind,
  title: notification.title,
  body: notification.body,
  titleFr: notification.titleFr,
  bodyFr: notification.bodyFr,
  leadTimesDays: notification.leadTimesDays,
  includeAutoRenewOff: notification.includeAutoRenewOff,
  recipients: notification.recipients,
  companyIds: companyIds.map(Number),
  isActive: notification.isActive,
  publishedAt: notification.publishedAt?.toISOString() ?? null,
  createdAt: notification.createdAt.toISOString(),
});

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function oneOrNotFound(id: number) {
    const [row] = await selectNotifications(db).where(eq(notifications.id, id));
    if (!row) throw notFound();
    return toNotification(row);
  }
  async function checkCompanies(companyIds: number[] | undefined) {
    if (!companyIds?.length) return;
    const found = await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, companyIds));
    if (found.length !== new Set(companyIds).size) throw badRequest('Some of the chosen companies do not exist');
  }

  app.get(
    '/notifications',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['notifications'],
        summary: 'Renewal reminders and announcements (list dialect)',
        querystring: listQuerySchema({
          sortFields: ['createdAt', 'title'],
          filters: { kind: z.enum(['announcement', 'renewal_reminder']).optional() },
        }),
        response: { 200: z.array(notificationSchema), ...errors },
      },
    },
    async function listNotifications(request, reply) {
      const { sort, range, filter } = request.query;
      const [field, order] = sort ?? ['createdAt', 'DESC'];
      const column = { title: notifications.title, createdAt: notifications.createdAt, id: notifications.id }[field];
      const where = and(
        filter.kind ? eq(notifications.kind, filter.kind) : undefined,
        filter.id ? inArray(notifications.id, filter.id) : undefined,
        filter.q
          ? sql`(${notifications.title} ilike ${containing(filter.q)} or ${notifications.titleFr} ilike ${containing(filter.q)})`
          : undefined,
      );
      const { limit, offset } = pageOf(range);
      const rows = await selectNotifications(db)
        .where(where)
        .orderBy(order === 'ASC' ? asc(column) : desc(column), desc(notifications.id))
        .limit(limit)
        .offset(offset);
      const total =
        rows[0]?.total ?? (offset > 0 ? ((await selectNotifications(db).where(where).limit(1))[0]?.total ?? 0) : 0);
      return sendPage(reply, 'notifications', range, rows.map(toNotification), total);
    },
  );

  app.get(
    '/notifications/:id',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['notifications'],
        summary: 'One notification',
        params: idParams,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async function showNotification(request) {
      return oneOrNotFound(request.params.id);
    },
  );

  app.post(
    '/notifications',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['notifications'],
        summary: 'Creates a renewal reminder or an announcement for chosen companies',
        body: notificationInputSchema,
        response: { 201: notificationSchema, ...errors },
      },
    },
    async function createNotification(request, reply) {
      const { companyIds, publish, ...fields } = request.body;
      await checkCompanies(companyIds);
      const { user } = authOf(request);
      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(notifications)
          .values({ ...fields, createdBy: user.id, publishedAt: publish ? app.clock.now() : null })
          .returning({ id: notifications.id });
        if (companyIds.length > 0) {
          await tx
            .insert(notificationTargets)
            .values([...new Set(companyIds)].map((companyId) => ({ notificationId: created!.id, companyId })));
        }
        await logActivity(tx, {
          actorId: user.id,
          action: 'notification.created',
          objectType: 'notification',
          objectId: String(created!.id),
          details: { kind: fields.kind, companies: companyIds.length },
        });
        return created!.id;
      });
      return reply.status(201).send(await oneOrNotFound(id));
    },
  );

  app.put(
    '/notifications/:id',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['notifications'],
        summary: 'Changes a notification (send only the fields that change)',
        params: idParams,
        body: notificationUpdateSchema,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async function updateNotification(request) {
      const current = await oneOrNotFound(request.params.id);
      if (changesNothing(request.body)) return current;
      const { companyIds, ...fields } = request.body;
      if (!hasFrenchTitleForItsText({ ...current, ...fields }))
        throw badRequest(`titleFr: ${frenchTextNeedsTitleMessage}`);
      await checkCompanies(companyIds);
      await db.transaction(async (tx) => {
        if (Object.keys(fields).length > 0)
          await tx.update(notifications).set(fields).where(eq(notifications.id, request.params.id));
        if (companyIds) {
          await tx.delete(notificationTargets).where(eq(notificationTargets.notificationId, request.params.id));
          if (companyIds.length > 0) {
            await tx
              .insert(notificationTargets)
              .values([...new Set(companyIds)].map((companyId) => ({ notificationId: request.params.id, companyId })));
          }
        }
      });
      return oneOrNotFound(request.params.id);
    },
  );

  app.delete(
    '/notifications/:id',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['notifications'],
        summary: 'Deletes a notification',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async function deleteNotification(request, reply) {
      const [removed] = await db
        .delete(notifications)
        .where(eq(notifications.id, request.params.id))
        .returning({ id: notifications.id });
      if (!removed) throw notFound();
      return reply.status(204).send(null);
    },
  );
};
