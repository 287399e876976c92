// /api/v1/partner/subscriptions: what only the partner does to a customer's subscription. A suspension stops the
// subscription's use and its billing (an unpaid bill, a dispute) without ending its term; lifting it makes it active
// again. Each change is one transaction, row-locked, with its activity entry, which the customer's history shows.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, subscriptionSchema, suspensionSchema } from '../../../common/api';
import { authOf } from '../../auth/guard';
import { subscriptions } from '../../db/schema';
import { askMicrosoft } from '../../provisioning/requests';
import { conflict, errorResponses, notFound } from '../../http/errors';
import { selectSubscriptions, toSubscription } from '../../subscriptions/queries';
import { logActivity } from '../../activity/log';

const idParams = z.object({ id: idParamSchema });

export const partnerSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function setStatus(id: number, actorId: number, suspend: boolean, reason: string | null) {
    await db.transaction(async (tx) => {
      const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      if (!subscription) throw notFound();
      const from = suspend ? 'active' : 'suspended';
      if (subscription.status !== from) {
        throw conflict(
          suspend
            ? `This subscription is ${subscription.status}: only an active subscription can be suspended`
            : `This subscription is ${subscription.status}: only a suspended subscription can be lifted`,
          { code: suspend ? 'not_active' : 'not_suspended', params: { status: subscription.status } },
        );
      }
      const now = app.clock.now();
      await tx
        .update(subscriptions)
        .set({ status: suspend ? 'suspended' : 'active', version: subscription.version + 1, updatedAt: now })
        .where(eq(subscriptions.id, id));
      await logActivity(tx, {
        actorId,
        companyId: subscription.companyId,
        action: suspend ? 'subscription.suspended' : 'subscription.lifted',
        objectType: 'subscription',
        objectId: String(id),
        details: reason ? { reason } : {},
      });
      await askMicrosoft(tx, {
        kind: 'status',
        change: { status: suspend ? 'suspended' : 'active' },
        subscriptionId: id,
        before: subscription,
        actorId,
        now,
      });
    });
    app.provisioningQueue.wake();
    const [row] = await selectSubscriptions(db).where(eq(subscriptions.id, id));
    return toSubscription(row!, app.clock.now());
  }

  app.post(
    '/subscriptions/:id/suspend',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'Suspends a customer’s active subscription, saying why: its use and billing stop, its term does not',
        params: idParams,
        body: suspensionSchema,
        response: { 200: subscriptionSchema, ...errorResponses },
      },
    },
    async function suspendSubscription(request) {
      return setStatus(request.params.id, authOf(request).user.id, true, request.body.reason);
    },
  );

  app.post(
    '/subscriptions/:id/lift',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'Lifts a subscription’s suspension: it is active and billed again',
        params: idParams,
        response: { 200: subscriptionSchema, ...errorResponses },
      },
    },
    async function liftSuspension(request) {
      return setStatus(request.params.id, authOf(request).user.id, false, null);
    },
  );
};
