// /api/v1/partner/provisioning: what the portal asked of Microsoft (server/provisioning/), for the partner to watch:
// what Microsoft refused, what it could not take yet (retried), what waits too long; a waiting request is tried again
// now, or abandoned (undone, the customer told).
import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, idSchema, supplierRequestSchema, supplierRequestViews } from '../../../common/api';
import { authOf } from '../../auth/guard';
import { companies, orderLines, orders, products, subscriptions, supplierRequests } from '../../db/schema';
import { conflict, errorResponses, notFound } from '../../http/errors';
import { listQuerySchema, pageOf, sendPage } from '../../http/list-query';
import { undo } from '../../provisioning/requests';

/** A request Microsoft has not taken after this long waits too long: the partner's screen shows it. */
const slowAfterMinutes = 5;
const idParams = z.object({ id: idParamSchema });

export const partnerProvisioningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  const viewOf = (view: (typeof supplierRequestViews)[number]) => {
    if (view !== 'attention') return eq(supplierRequests.status, view);
    const slowSince = new Date(app.clock.now().getTime() - slowAfterMinutes * 60_000);
    return or(
      eq(supplierRequests.status, 'refused'),
      and(
        eq(supplierRequests.status, 'waiting'),
        or(gt(supplierRequests.attempts, 0), lt(supplierRequests.createdAt, slowSince)),
      ),
    );
  };

  const selectRequests = () =>
    db
      .select({
        request: supplierRequests,
        supplierSubscriptionId: subscriptions.supplierSubscriptionId,
        companyId: companies.id,
        companyName: companies.name,
        productName: products.name,
        orderId: orders.id,
        orderNumber: orders.number,
      })
      .from(supplierRequests)
      .innerJoin(subscriptions, eq(subscriptions.id, supplierRequests.subscriptionId))
      .innerJoin(companies, eq(companies.id, subscriptions.companyId))
      .innerJoin(products, eq(products.id, subscriptions.productId))
      .leftJoin(orderLines, eq(orderLines.id, supplierRequests.orderLineId))
      .leftJoin(orders, eq(orders.id, orderLines.orderId));
  type Row = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];
  const toRequest = ({ request, ...row }: Row) => ({
    ...row,
    id: request.id,
    kind: request.kind,
    change: request.change,
    status: request.status,
    attempts: request.attempts,
    lastError: request.lastError,
    refusal: request.refusal,
    nextAttemptAt: request.nextAttemptAt.toISOString(),
    createdAt: request.createdAt.toISOString(),
    completedAt: request.completedAt?.toISOString() ?? null,
    subscriptionId: request.subscriptionId,
  });
  async function one(id: number) {
    const [row] = await selectRequests().where(eq(supplierRequests.id, id));
    if (!row) throw notFound();
    return toRequest(row);
  }

  app.get(
    '/provisioning',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'What the portal asked of Microsoft: by default what needs a look (list dialect)',
        description: `\`view\`: attention (refused, retried, or waiting over ${slowAfterMinutes} minutes; the default), waiting, refused, done, abandoned.`,
        querystring: listQuerySchema({
          sortFields: ['createdAt', 'attempts', 'status'],
          filters: { view: z.enum(supplierRequestViews).optional(), companyId: idSchema.optional() },
        }),
        response: { 200: z.array(supplierRequestSchema), ...errorResponses },
      },
    },
    async function listRequests(request, reply) {
      const { sort = ['createdAt', 'DESC'], range, filter } = request.query;
      const where = and(
        viewOf(filter.view ?? 'attention'),
        filter.companyId ? eq(subscriptions.companyId, filter.companyId) : undefined,
        filter.id ? inArray(supplierRequests.id, filter.id) : undefined,
      );
      const column = {
        createdAt: supplierRequests.createdAt,
        attempts: supplierRequests.attempts,
        status: supplierRequests.status,
        id: supplierRequests.id,
      }[sort[0]];
      const { limit, offset } = pageOf(range);
      const [rows, [counted]] = await Promise.all([
        selectRequests()
          .where(where)
          .orderBy(sort[1] === 'ASC' ? asc(column) : desc(column), desc(supplierRequests.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(supplierRequests)
          .innerJoin(subscriptions, eq(subscriptions.id, supplierRequests.subscriptionId))
          .where(where),
      ]);
      return sendPage(reply, 'provisioning', range, rows.map(toRequest), counted!.total);
    },
  );

  app.post(
    '/provisioning/:id/retry',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'Tries a waiting request again now, rather than at its next try',
        params: idParams,
        response: { 200: supplierRequestSchema, ...errorResponses },
      },
    },
    async function retryRequest(request) {
      const [due] = await db
        .update(supplierRequests)
        .set({ nextAttemptAt: app.clock.now() })
        .where(and(eq(supplierRequests.id, request.params.id), eq(supplierRequests.status, 'waiting')))
        .returning({ id: supplierRequests.id });
      if (!due) {
        const current = await one(request.params.id);
        throw conflict(`This request is ${current.status}: only a waiting one can be tried again`, {
          code: 'request_not_waiting',
          params: { status: current.status },
        });
      }
      app.provisioningQueue.wake();
      return one(request.params.id);
    },
  );

  app.post(
    '/provisioning/:id/abandon',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'Abandons a waiting request: the change is undone (a purchase ends), and the customer is told',
        params: idParams,
        response: { 200: supplierRequestSchema, ...errorResponses },
      },
    },
    async function abandonRequest(request) {
      const current = await one(request.params.id);
      const isUndone = await undo(db, request.params.id, {
        outcome: 'abandoned',
        refusal: { code: 'abandoned', description: 'Withdrawn by your partner before Microsoft took it' },
        actorId: authOf(request).user.id,
        now: app.clock.now(),
        sender: { publicUrl: app.config.publicUrl, brand: app.config.brand },
      });
      if (!isUndone) {
        const now = await one(request.params.id);
        throw conflict(`This request is ${now.status}: only a waiting one can be abandoned`, {
          code: 'request_not_waiting',
          params: { status: now.status },
        });
      }
      app.outboxQueue.wake();
      return { ...current, ...(await one(request.params.id)) };
    },
  );
};
