// /api/v1/partner/drift: the differences the sync with Microsoft found (server/drift/), listed in the list dialect;
// each resolved by taking Microsoft's value or sending the portal's; and the sync sent now.
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { driftSchema, driftSyncSchema, idParamSchema, idSchema } from '../../../common/api';
import { driftFields } from '../../../common/domain';
import { authOf } from '../../auth/guard';
import { companies, drift, products, subscriptions, users } from '../../db/schema';
import { canSendOurs, sendOurs, takeMicrosoftsValue } from '../../drift/resolve';
import { syncStateOf } from '../../drift/sync';
import { errorResponses, notFound } from '../../http/errors';
import { containing, listQuerySchema, pageOf, sendPage } from '../../http/list-query';

const idParams = z.object({ id: idParamSchema });

export const driftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  const select = () =>
    db
      .select({
        drift,
        companyName: companies.name,
        productName: sql<
          string | null
        >`coalesce(${products.name}, ${drift.supplierSnapshot}->>'offerName', ${drift.supplierSnapshot}->>'offerId')`,
        resolvedBy: sql<string | null>`coalesce(${users.name}, ${users.email})`,
      })
      .from(drift)
      .innerJoin(companies, eq(companies.id, drift.companyId))
      .leftJoin(subscriptions, eq(subscriptions.id, drift.subscriptionId))
      .leftJoin(products, eq(products.id, subscriptions.productId))
      .leftJoin(users, eq(users.id, drift.resolvedBy));
  type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];
  const toDrift = ({ drift: row, companyName, productName, resolvedBy }: Row) => ({
    id: row.id,
    companyId: row.companyId,
    companyName,
    subscriptionId: row.subscriptionId,
    supplierSubscriptionId: row.supplierSubscriptionId,
    productName,
    field: row.field,
    portalValue: row.portalValue,
    supplierValue: row.supplierValue,
    canSendOurs: canSendOurs(row.field, row.portalValue),
    detectedAt: row.detectedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolution: row.resolution,
    resolvedBy,
  });
  const oneOf = async (id: number) => {
    const [row] = await select().where(eq(drift.id, id));
    return toDrift(row!);
  };

  app.get(
    '/drift',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary:
          'The differences between the portal and Microsoft the sync found, open ones unless told (list dialect)',
        querystring: listQuerySchema({
          sortFields: ['detectedAt', 'companyName', 'field'],
          filters: {
            companyId: idSchema.optional(),
            field: z.enum(driftFields).optional(),
            isResolved: z.boolean().optional().describe('true: the resolved ones; false (the default): the open ones'),
          },
        }),
        response: { 200: z.array(driftSchema), ...errorResponses },
      },
    },
    async function listDrift(request, reply) {
      const { sort = ['detectedAt', 'DESC'], range, filter } = request.query;
      const where = and(
        filter.isResolved ? isNotNull(drift.resolvedAt) : isNull(drift.resolvedAt),
        filter.companyId ? eq(drift.companyId, filter.companyId) : undefined,
        filter.field ? eq(drift.field, filter.field) : undefined,
        filter.id ? inArray(drift.id, filter.id) : undefined,
        filter.q
          ? or(
              ilike(companies.name, containing(filter.q)),
              ilike(products.name, containing(filter.q)),
              ilike(drift.supplierSubscriptionId, containing(filter.q)),
            )
          : undefined,
      );
      const column = {
        detectedAt: drift.detectedAt,
        companyName: companies.nameSort,
        field: drift.field,
        id: drift.id,
      }[sort[0]];
      const { limit, offset } = pageOf(range);
      const [rows, [counted]] = await Promise.all([
        select()
          .where(where)
          .orderBy(sort[1] === 'ASC' ? asc(column) : desc(column), desc(drift.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(drift)
          .innerJoin(companies, eq(companies.id, drift.companyId))
          .leftJoin(subscriptions, eq(subscriptions.id, drift.subscriptionId))
          .leftJoin(products, eq(products.id, subscriptions.productId))
          .where(where),
      ]);
      return sendPage(reply, 'drift', range, rows.map(toDrift), counted!.total);
    },
  );

  app.get(
    '/drift/:id',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'One difference, open or resolved',
        params: idParams,
        response: { 200: driftSchema, ...errorResponses },
      },
    },
    async function showDrift(request) {
      const [row] = await select().where(eq(drift.id, request.params.id));
      if (!row) throw notFound('This difference does not exist');
      return toDrift(row);
    },
  );

  app.post(
    '/drift/:id/take-microsoft',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary:
          'Sets the portal’s field to Microsoft’s value (imports a subscription the portal did not know; ends one Microsoft no longer holds), with a line in its history',
        params: idParams,
        response: { 200: driftSchema, ...errorResponses },
      },
    },
    async function takeMicrosoft(request) {
      const { id } = request.params;
      await takeMicrosoftsValue(db, { driftId: id, actorId: authOf(request).user.id, now: app.clock.now() });
      return oneOf(id);
    },
  );

  app.post(
    '/drift/:id/send-ours',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary:
          'Asks Microsoft to take the portal’s value (quantity, auto-renew, status): the provisioning job sends it',
        params: idParams,
        response: { 200: driftSchema, ...errorResponses },
      },
    },
    async function sendOursToMicrosoft(request) {
      const { id } = request.params;
      await sendOurs(db, { driftId: id, actorId: authOf(request).user.id, now: app.clock.now() });
      app.provisioningQueue.wake();
      return oneOf(id);
    },
  );

  app.get(
    '/drift/sync',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'Where the sync with Microsoft stands: its last run',
        response: { 200: driftSyncSchema, ...errorResponses },
      },
    },
    async function showSync() {
      return { isQueued: false, lastRun: await lastRun() };
    },
  );

  app.post(
    '/drift/sync',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'Sends the sync with Microsoft now (a job: its differences show in the list as it goes)',
        response: { 202: driftSyncSchema, ...errorResponses },
      },
    },
    async function syncNow(_request, reply) {
      const isQueued = app.driftQueue.wake();
      return reply.code(202).send({ isQueued, lastRun: await lastRun() });
    },
  );

  async function lastRun() {
    const state = await syncStateOf(db);
    return state
      ? {
          startedAt: state.startedAt.toISOString(),
          finishedAt: state.finishedAt?.toISOString() ?? null,
          companiesChecked: state.companiesChecked,
          companiesFailed: state.companiesFailed,
        }
      : null;
  }
};
