// /api/v1/partner/orders: every customer's orders: list, detail, and the decision on a pending order.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderDecisionSchema,
  partnerOrderDetailSchema,
  partnerOrderSchema,
  idParamSchema,
  idSchema,
  isoDaySchema,
} from '../../../common/api';
import { orderStatuses, roundCents } from '../../../common/domain';
import { authOf } from '../../auth/guard';
import { companies, orderLines, orders, priceSheets } from '../../db/schema';
import { peopleOf, peopleWithIds, tell } from '../../messages/notify';
import { conflict, errorResponses, notFound } from '../../http/errors';
import { listQuerySchema, sendPage } from '../../http/list-query';
import { addSeats } from '../../orders/seats';
import { linkToOrderLine } from '../../provisioning/requests';
import { orderLinesOf, pageOfOrders, selectOrders, toOrder } from '../../orders/queries';
import { logActivity } from '../../activity/log';

const isoDate = isoDaySchema;
const idParams = z.object({ id: idParamSchema });

export const partnerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function detail(id: number) {
    const [row] = await selectOrders(db).where(eq(orders.id, id));
    if (!row) throw notFound();
    return { ...toOrder(row), lines: await orderLinesOf(db, id) };
  }

  app.get(
    '/orders',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'Every customer’s orders (list dialect)',
        querystring: listQuerySchema({
          sortFields: ['createdAt', 'total', 'status', 'number'],
          filters: {
            companyId: idSchema.optional(),
            status: z.enum(orderStatuses).optional(),
            from: isoDate.optional(),
            to: isoDate.optional(),
          },
        }),
        response: { 200: z.array(partnerOrderSchema), ...errorResponses },
      },
    },
    async function listOrders(request, reply) {
      const { sort, range, filter } = request.query;
      return sendPage(reply, 'orders', range, ...(await pageOfOrders(db, filter, sort, range)));
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'One order with its lines',
        params: idParams,
        response: { 200: partnerOrderDetailSchema, ...errorResponses },
      },
    },
    async function showOrder(request) {
      return detail(request.params.id);
    },
  );

  async function decide(
    request: { params: { id: number }; body: { reason: string } },
    actorId: number,
    approve: boolean,
  ) {
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, request.params.id)).for('update');
      if (!order) throw notFound();
      if (order.status !== 'pending')
        throw conflict(`This order is ${order.status}: only a pending order can be decided`, {
          code: 'order_not_pending',
          params: { status: order.status },
        });
      const now = app.clock.now();
      if (approve) {
        const lines = await tx
          .select({ line: orderLines, term: priceSheets.term })
          .from(orderLines)
          .innerJoin(priceSheets, eq(priceSheets.id, orderLines.priceSheetId))
          .where(eq(orderLines.orderId, order.id));
        let total = 0;
        for (const { line, term } of lines) {
          const { subscriptionId, unitPrice, supplierRequestId } = await addSeats(tx, {
            companyId: order.companyId,
            userId: actorId,
            now,
            line: {
              priceSheetId: line.priceSheetId,
              quantity: line.quantity,
              product: { id: line.productId },
              offer: { unitPrice: line.unitPrice, term },
            },
          });
          // Seats that join a subscription made or renewed while the order waited cost its locked price.
          const lineTotal = unitPrice === line.unitPrice ? line.lineTotal : roundCents(unitPrice * line.quantity);
          await tx.update(orderLines).set({ subscriptionId, unitPrice, lineTotal }).where(eq(orderLines.id, line.id));
          await linkToOrderLine(tx, supplierRequestId, line.id);
          total = roundCents(total + lineTotal);
        }
        if (total !== order.total) await tx.update(orders).set({ total }).where(eq(orders.id, order.id));
      }
      await tx
        .update(orders)
        .set({
          // Approved, its subscriptions exist: the order is complete (`approved` is for an order still provisioning).
          status: approve ? 'completed' : 'rejected',
          decisionReason: request.body.reason,
          decidedBy: actorId,
          decidedAt: now,
        })
        .where(eq(orders.id, order.id));
      const [company] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, order.companyId));
      // The person who placed it hears the outcome; when they are gone, whoever sees the company.
      const placer = order.placedBy ? await peopleWithIds(tx, [order.placedBy]) : [];
      await tell(
        tx,
        {
          kind: approve ? 'order_approved' : 'order_rejected',
          companyId: order.companyId,
          params: { number: order.number, company: company!.name, reason: request.body.reason },
          link: `/orders/${order.id}/show`,
          dedupeKey: `order:${order.id}:decided`,
        },
        placer.length > 0 ? placer : await peopleOf(tx, order.companyId, now),
        { publicUrl: app.config.publicUrl, brand: app.config.brand, causedBy: { userId: actorId, at: now } },
      );
      await logActivity(tx, {
        actorId,
        companyId: order.companyId,
        action: approve ? 'order.approved' : 'order.rejected',
        objectType: 'order',
        objectId: String(order.id),
        details: { reason: request.body.reason },
      });
    });
    app.outboxQueue.wake();
    app.provisioningQueue.wake();
    return detail(request.params.id);
  }

  for (const [verb, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/orders/:id/${verb}`,
      {
        config: { access: 'partner-admin' },
        schema: {
          tags: ['partner'],
          summary: approve
            ? 'Approves a pending order with a reason; its subscriptions are created'
            : 'Rejects a pending order with a reason the customer sees',
          params: idParams,
          body: orderDecisionSchema,
          response: { 200: partnerOrderDetailSchema, ...errorResponses },
        },
      },
      async function decideOrder(request) {
        return decide(request, authOf(request).user.id, approve);
      },
    );
  }
};
