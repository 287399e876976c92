// /api/v1/orders: the current company's orders: place one (idempotent), quote, list, detail, cancel.
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderDetailSchema,
  orderQuoteRequestSchema,
  orderQuoteSchema,
  orderSchema,
  placeOrderRequestSchema,
  idParamSchema,
  isoDaySchema,
} from '../../common/api';
import { orderStatuses } from '../../common/domain';
import { authOf } from '../auth/guard';
import { orders } from '../db/schema';
import { conflict, errorResponses, notFound } from '../http/errors';
import { staffWithRole, tell } from '../messages/notify';
import { listQuerySchema, sendPage } from '../http/list-query';
import { placeOrder, quoteOrder } from '../orders/place-order';
import { companyNameOf, orderLinesOf, pageOfOrders, selectOrders, toOrder } from '../orders/queries';
import { logActivity } from '../activity/log';

const isoDate = isoDaySchema;

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function detail(companyId: number, id: number) {
    const [order] = await selectOrders(db).where(and(eq(orders.id, id), eq(orders.companyId, companyId)));
    if (!order) throw notFound();
    return { ...toOrder(order), lines: await orderLinesOf(db, id) };
  }

  app.post(
    '',
    {
      config: { access: { company: 'member' } },
      schema: {
        tags: ['orders'],
        summary: 'Places an order for the current company (idempotent by idempotencyKey)',
        description:
          'Creates new subscriptions, or adds seats to an active subscription of the same price sheet, in one transaction with the order. 201 for a new order, 200 for the order already placed with this key.',
        body: placeOrderRequestSchema,
        response: { 200: orderDetailSchema, 201: orderDetailSchema, ...errorResponses },
      },
    },
    async function placeCompanyOrder(request, reply) {
      const { user, company } = authOf(request);
      const { orderId, isNew } = await placeOrder(
        db,
        { ...request.body, companyId: company!.id, userId: user.id },
        { now: app.clock.now(), publicUrl: app.config.publicUrl, brand: app.config.brand },
      );
      if (isNew) {
        app.outboxQueue.wake();
        app.provisioningQueue.wake();
      }
      return reply.status(isNew ? 201 : 200).send(await detail(company!.id, orderId));
    },
  );

  app.post(
    '/quote',
    {
      config: { access: { company: 'viewer' } },
      schema: {
        tags: ['orders'],
        summary: 'What an order of these lines would cost the current company now, line by line',
        description:
          'The prices the company’s catalog gives today, the products’ bounds, and for each line the active subscription it would add seats to (null: a new subscription). Nothing is written.',
        body: orderQuoteRequestSchema,
        response: { 200: orderQuoteSchema, ...errorResponses },
      },
    },
    async function quote(request) {
      return { lines: await quoteOrder(db, authOf(request).company!.id, request.body) };
    },
  );

  app.get(
    '',
    {
      config: { access: { company: 'viewer' } },
      schema: {
        tags: ['orders'],
        summary: 'The current company’s orders, newest first (list dialect)',
        querystring: listQuerySchema({
          sortFields: ['createdAt', 'total', 'status', 'number'],
          filters: { status: z.enum(orderStatuses).optional(), from: isoDate.optional(), to: isoDate.optional() },
        }),
        response: { 200: z.array(orderSchema), ...errorResponses },
      },
    },
    async function listOrders(request, reply) {
      const { sort, range, filter } = request.query;
      const companyId = authOf(request).company!.id;
      return sendPage(reply, 'orders', range, ...(await pageOfOrders(db, { ...filter, companyId }, sort, range)));
    },
  );

  app.get(
    '/:id',
    {
      config: { access: { company: 'viewer' } },
      schema: {
        tags: ['orders'],
        summary: 'One order with its lines',
        params: z.object({ id: idParamSchema }),
        response: { 200: orderDetailSchema, ...errorResponses },
      },
    },
    async function showOrder(request) {
      return detail(authOf(request).company!.id, request.params.id);
    },
  );

  app.post(
    '/:id/cancel',
    {
      config: { access: { company: 'member' } },
      schema: {
        tags: ['orders'],
        summary: 'Cancels one of the current company’s orders while it waits for approval',
        params: z.object({ id: idParamSchema }),
        response: { 200: orderDetailSchema, ...errorResponses },
      },
    },
    async function cancelOrder(request) {
      const { user, company } = authOf(request);
      await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, request.params.id), eq(orders.companyId, company!.id)))
          .for('update');
        if (!order) throw notFound();
        if (order.status !== 'pending') {
          throw conflict(`This order is ${order.status}: only an order waiting for approval can be cancelled`, {
            code: 'order_not_pending',
            params: { status: order.status },
          });
        }
        await tx
          .update(orders)
          .set({ status: 'cancelled', decidedBy: user.id, decidedAt: app.clock.now() })
          .where(eq(orders.id, order.id));
        await logActivity(tx, {
          actorId: user.id,
          companyId: order.companyId,
          action: 'order.cancelled',
          objectType: 'order',
          objectId: String(order.id),
          details: { number: order.number },
        });
        await tell(
          tx,
          {
            kind: 'order_cancelled',
            companyId: order.companyId,
            params: { number: order.number, company: (await companyNameOf(tx, order.companyId)) ?? '' },
            link: `/partner-admin/orders/${order.id}`,
            dedupeKey: `order:${order.id}:cancelled`,
          },
          await staffWithRole(tx, 'partner_admin'),
          {
            publicUrl: app.config.publicUrl,
            brand: app.config.brand,
            causedBy: { userId: user.id, at: app.clock.now() },
          },
        );
      });
      app.outboxQueue.wake();
      return detail(company!.id, request.params.id);
    },
  );
};
