// The sandbox's orders: a purchase is kept pending for the configured delay (on the portal's clock), then completes
// and makes its subscriptions (lifecycle.ts); the same MS-RequestId answers the first order again.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/sql';
import { terms } from '../../../common/domain';
import { isWithinQuantityBounds } from '../../../common/rules/quantity';
import { customerOf } from './customer-routes';
import { parseBody, Refused, requestIdOf, sandboxMountPath, sandboxRoute as route } from './http';
import { catchUp } from './lifecycle';
import { findOffer, type Offer } from './offers';
import { orderResource } from './resources';
import { refusals } from './rules';
import { sandboxOrders, type SandboxLineItem } from './schema';

const createOrderBody = z.looseObject({
  billingCycle: z.string().min(1).max(20),
  lineItems: z
    .array(
      z.looseObject({
        lineItemNumber: z.number().int().min(0),
        offerId: z.string().min(1).max(200),
        quantity: z.number().int(),
        termDuration: z.enum(terms),
        friendlyName: z.string().max(200).optional(),
      }),
    )
    .min(1)
    .max(50),
});

/** `delayMs`: how long an order stays pending (ms, on the portal's clock; 0 or less: it completes as it is made). */
export async function sandboxOrderRoutes(app: FastifyInstance, options: { delayMs: number }) {
  const { db } = app.database;
  const now = () => app.clock.now();

  app.post<{ Params: { tenantId: string } }>(
    `${sandboxMountPath}/v1/customers/:tenantId/orders`,
    route,
    async function createOrder(request, reply) {
      const { tenantId } = request.params;
      await customerOf(db, tenantId);
      const body = parseBody(createOrderBody, request.body);
      // Without MS-RequestId every call is a new purchase, as at Microsoft.
      const requestId = requestIdOf(request) ?? randomUUID();
      const earlier = await orderByRequest(tenantId, requestId);
      if (earlier) return reply.code(201).send(orderResource(earlier));

      const numbers = body.lineItems.map((line) => line.lineItemNumber).sort((a, b) => a - b);
      if (numbers.some((number, index) => number !== index)) throw new Refused(refusals.lineItemNumbers());
      const moment = now();
      const lines: SandboxLineItem[] = [];
      let currency = 'USD';
      for (const line of body.lineItems) {
        const offer: Offer | null = await findOffer(db, line.offerId, line.termDuration, body.billingCycle, moment);
        if (!offer) throw new Refused(refusals.invalidOffer(line.offerId));
        if (!isWithinQuantityBounds(line.quantity, offer)) {
          throw new Refused(refusals.quantityOutOfRange(offer.minQuantity, offer.maxQuantity));
        }
        currency = offer.currency;
        lines.push({
          lineItemNumber: line.lineItemNumber,
          offerId: offer.offerId,
          offerName: offer.offerName,
          quantity: line.quantity,
          termDuration: offer.termDuration,
          ...(line.friendlyName ? { friendlyName: line.friendlyName } : {}),
          subscriptionId: randomUUID(),
          unitPrice: offer.unitPrice,
        });
      }
      try {
        await db.insert(sandboxOrders).values({
          id: randomBytes(6).toString('hex'),
          tenantId,
          requestId,
          billingCycle: body.billingCycle.toLowerCase(),
          currency,
          lineItems: lines,
          status: 'pending',
          createdAt: moment,
          completesAt: new Date(moment.getTime() + options.delayMs),
        });
      } catch (error) {
        // The same request, sent twice at once: the first one's order.
        if (!isUniqueViolation(error)) throw error;
      }
      if (options.delayMs <= 0) await catchUp(db, tenantId, moment);
      return reply.code(201).send(orderResource((await orderByRequest(tenantId, requestId))!));
    },
  );

  async function orderByRequest(tenantId: string, requestId: string) {
    const [row] = await db
      .select()
      .from(sandboxOrders)
      .where(and(eq(sandboxOrders.tenantId, tenantId), eq(sandboxOrders.requestId, requestId)));
    return row;
  }

  app.get<{ Params: { tenantId: string; orderId: string } }>(
    `${sandboxMountPath}/v1/customers/:tenantId/orders/:orderId`,
    route,
    async function getOrder(request) {
      const { tenantId, orderId } = request.params;
      await customerOf(db, tenantId);
      await catchUp(db, tenantId, now());
      const [row] = await db
        .select()
        .from(sandboxOrders)
        .where(and(eq(sandboxOrders.tenantId, tenantId), eq(sandboxOrders.id, orderId)));
      if (!row) throw new Refused(refusals.orderNotFound());
      return orderResource(row);
    },
  );
}
