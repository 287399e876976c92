// The sandbox's subscriptions: listed a page at a time, read, and changed (seats, auto-renewal, status) under the
// new-commerce rules of rules.ts, each seat change charged prorated to the end of its billing period. Microsoft's
// admin centre is here too: a change made at Microsoft, not through the partner.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { proratedChange } from './billing';
import { customerOf } from './customer-routes';
import { parseBody, Refused, requestIdOf, sandboxMountPath, sandboxRoute as route } from './http';
import { catchUp } from './lifecycle';
import { seatLimitsOf } from './offers';
import { link, subscriptionResource } from './resources';
import { decideChange, refusals } from './rules';
import { sandboxCharges, sandboxRequests, sandboxSubscriptions } from './schema';

/** Microsoft pages long lists; the sandbox at this many items a page. */
export const sandboxPageSize = 500;

const patchBody = z.looseObject({
  quantity: z.number().int().optional(),
  autoRenewEnabled: z.boolean().optional(),
  status: z
    .string()
    .transform((status) => status.toLowerCase())
    .optional(),
});

export async function sandboxSubscriptionRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const now = () => app.clock.now();

  app.get<{ Params: { tenantId: string } }>(
    `${sandboxMountPath}/v1/customers/:tenantId/subscriptions`,
    route,
    async function listSubscriptions(request) {
      const { tenantId } = request.params;
      await customerOf(db, tenantId);
      const moment = now();
      await catchUp(db, tenantId, moment);
      const token = request.headers['ms-continuationtoken'];
      const offset = typeof token === 'string' && /^\d{1,9}$/.test(token) ? Number(token) : 0;
      const rows = await db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.tenantId, tenantId))
        .orderBy(asc(sandboxSubscriptions.creationDate), asc(sandboxSubscriptions.id))
        .limit(sandboxPageSize + 1)
        .offset(offset);
      const hasMore = rows.length > sandboxPageSize;
      const items = rows.slice(0, sandboxPageSize).map((row) => subscriptionResource(row, moment));
      const self = `/customers/${tenantId}/subscriptions`;
      return {
        totalCount: items.length,
        items,
        links: {
          self: link(self),
          ...(hasMore
            ? { next: link(self, [{ key: 'MS-ContinuationToken', value: String(offset + sandboxPageSize) }]) }
            : {}),
        },
        attributes: { objectType: 'Collection' },
      };
    },
  );

  async function subscriptionOf(tenantId: string, id: string) {
    const [row] = await db
      .select()
      .from(sandboxSubscriptions)
      .where(and(eq(sandboxSubscriptions.tenantId, tenantId), eq(sandboxSubscriptions.id, id)));
    if (!row) throw new Refused(refusals.subscriptionNotFound(id));
    return row;
  }

  app.get<{ Params: { tenantId: string; id: string } }>(
    `${sandboxMountPath}/v1/customers/:tenantId/subscriptions/:id`,
    route,
    async function getSubscription(request) {
      const { tenantId, id } = request.params;
      await customerOf(db, tenantId);
      const moment = now();
      await catchUp(db, tenantId, moment);
      return subscriptionResource(await subscriptionOf(tenantId, id), moment);
    },
  );

  app.patch<{ Params: { tenantId: string; id: string } }>(
    `${sandboxMountPath}/v1/customers/:tenantId/subscriptions/:id`,
    route,
    async function updateSubscription(request) {
      const { tenantId, id } = request.params;
      await customerOf(db, tenantId);
      return applyChange(tenantId, id, parseBody(patchBody, request.body), requestIdOf(request));
    },
  );

  // Microsoft's admin centre, for the demo and the tests: a change the customer makes at Microsoft, not through the
  // partner (the portal then sees it as drift, and its charge as a leak). Open, as the faults are: the sandbox is
  // mounted only when no real Partner Center is configured.
  app.post<{ Params: { id: string } }>(
    `${sandboxMountPath}/sandbox/subscriptions/:id`,
    route,
    async function changeAtMicrosoft(request) {
      const [held] = await db
        .select({ tenantId: sandboxSubscriptions.tenantId })
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, request.params.id));
      if (!held) throw new Refused(refusals.subscriptionNotFound(request.params.id));
      return applyChange(held.tenantId, request.params.id, parseBody(patchBody, request.body), null);
    },
  );

  async function applyChange(
    tenantId: string,
    id: string,
    change: z.infer<typeof patchBody>,
    requestId: string | null,
  ) {
    const moment = now();
    await catchUp(db, tenantId, moment);
    await db.transaction(async (tx) => {
      if (requestId) {
        const [fresh] = await tx
          .insert(sandboxRequests)
          .values({ requestId, subscriptionId: id, createdAt: moment })
          .onConflictDoNothing()
          .returning();
        if (!fresh) return; // applied already: answer the subscription as it is
      }
      const [current] = await tx
        .select()
        .from(sandboxSubscriptions)
        .where(and(eq(sandboxSubscriptions.tenantId, tenantId), eq(sandboxSubscriptions.id, id)))
        .for('update');
      if (!current) throw new Refused(refusals.subscriptionNotFound(id));
      const decision = decideChange(current, change, moment, await seatLimitsOf(tx, current.offerId));
      if ('refusal' in decision) throw new Refused(decision.refusal);
      await tx
        .update(sandboxSubscriptions)
        .set({ ...decision.values, updatedAt: moment })
        .where(eq(sandboxSubscriptions.id, id));
      if (decision.seatChange !== 0) {
        // From today to the end of the billing period, at the unit price for those days.
        const prorated = proratedChange(current, moment);
        await tx.insert(sandboxCharges).values({
          tenantId,
          subscriptionId: id,
          orderId: current.orderId,
          chargeType: decision.isCancelled
            ? 'cancelImmediate'
            : decision.seatChange > 0
              ? 'addQuantity'
              : 'removeQuantity',
          offerId: current.offerId,
          offerName: current.offerName,
          unitPrice: current.unitPrice,
          effectiveUnitPrice: prorated.effectiveUnitPrice,
          quantity: decision.seatChange,
          chargeStart: prorated.chargeStart,
          chargeEnd: prorated.chargeEnd,
          billingCycle: current.billingCycle,
          termDuration: current.termDuration,
          currency: current.currency,
          chargedAt: moment,
        });
      }
    });
    return subscriptionResource(await subscriptionOf(tenantId, id), moment);
  }
}
