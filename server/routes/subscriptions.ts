// /api/v1/subscriptions: the current company's subscriptions (X-Company-Id, checked by the guard): list, detail,
// usage, and the changes a member may make. Each change is one transaction, row-locked, with its activity entry.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autoRenewUpdateSchema,
  quantityUpdateSchema,
  subscriptionChangeSchema,
  subscriptionDetailSchema,
  subscriptionSchema,
  usageSchema,
  idParamSchema,
  idSchema,
} from '../../common/api';
import { subscriptionStatuses } from '../../common/domain';
import { authOf } from '../auth/guard';
import { activityLog, products, subscriptions, usageRecords, users } from '../db/schema';
import { askMicrosoft, type SupplierChange } from '../provisioning/requests';
import { chargeChange, chargeStartedPeriods, type ProratedKind } from '../billing/ledger';
import { dayOf } from '../time/clock';
import { conflict, errorResponses, notFound } from '../http/errors';
import { containing, listQuerySchema, pageOfPrepared, sendPage } from '../http/list-query';
import {
  planQuantityChange,
  whyNoAutoRenewChange,
  whyNotCancellable,
  whyNotReactivatable,
} from '../subscriptions/rules';
import {
  selectSubscriptions,
  subscriptionList,
  toSubscription,
  type Row,
  type SubscriptionListShape,
} from '../subscriptions/queries';
import { logActivity } from '../activity/log';

const idParams = z.object({ id: idParamSchema });

/** Seats added are charged, seats removed (within the refund window) refunded; a pending subscription is not billed yet. */
const chargeOfSeats = (subscription: Row['subscription'], quantity: number) =>
  subscription.status !== 'active'
    ? null
    : quantity > subscription.quantity
      ? { kind: 'seats_added' as const, quantity: quantity - subscription.quantity }
      : { kind: 'seats_removed' as const, quantity: quantity - subscription.quantity };
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function load(companyId: number, id: number) {
    const [row] = await selectSubscriptions(db).where(
      and(eq(subscriptions.id, id), eq(subscriptions.companyId, companyId)),
    );
    if (!row) throw notFound();
    return row;
  }

  /** Locks the subscription, applies `change`, logs it, and answers the new state with a message. */
  async function change(
    request: { auth: ReturnType<typeof authOf> },
    id: number,
    decide: (
      subscription: Row['subscription'],
      product: Row['product'],
    ) => {
      refusal?: string | null;
      set?: Partial<typeof subscriptions.$inferInsert>;
      action?: string;
      details?: Record<string, unknown>;
      message?: string;
      /** What Microsoft is asked to do, in the same transaction (none: a change of the portal's own, for later). */
      microsoft?: SupplierChange;
      /** What the change costs or refunds from today to the end of its billing period (the ledger). */
      charge?: { kind: ProratedKind; quantity: number } | null;
    },
  ) {
    const { user, company } = request.auth;
    const companyId = company!.id;
    const message = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ subscription: subscriptions, product: products })
        .from(subscriptions)
        .innerJoin(products, eq(products.id, subscriptions.productId))
        .where(and(eq(subscriptions.id, id), eq(subscriptions.companyId, companyId)))
        .for('update', { of: subscriptions });
      if (!locked) throw notFound();
      const decision = decide(locked.subscription, locked.product);
      if (decision.refusal) throw conflict(decision.refusal);
      const today = dayOf(app.clock.now());
      // The period the change falls in is charged first, with the seats held before it.
      if (decision.charge) await chargeStartedPeriods(tx, today, { subscriptionId: id });
      await tx
        .update(subscriptions)
        .set({ ...decision.set, version: locked.subscription.version + 1, updatedAt: app.clock.now() })
        .where(eq(subscriptions.id, id));
      const [event] = await logActivity(tx, {
        actorId: user.id,
        companyId,
        action: decision.action!,
        objectType: 'subscription',
        objectId: String(id),
        details: decision.details ?? {},
      }).returning({ id: activityLog.id });
      if (decision.charge) {
        await chargeChange(tx, { ...decision.charge, subscriptionId: id, on: today, eventId: event!.id });
      }
      if (decision.microsoft) {
        await askMicrosoft(tx, {
          ...decision.microsoft,
          subscriptionId: id,
          before: locked.subscription,
          actorId: user.id,
          now: app.clock.now(),
        });
      }
      return decision.message!;
    });
    app.provisioningQueue.wake();
    return { ...toSubscription(await load(companyId, id), app.clock.now()), message };
  }

  app.get(
    '',
    {
      config: { access: { company: 'viewer' } },
      schema: {
        tags: ['subscriptions'],
        summary: 'The current company’s subscriptions (list dialect)',
        querystring: listQuerySchema({
          sortFields: ['productName', 'termEnd', 'quantity', 'status', 'monthlyCost'],
          filters: {
            status: z.enum(subscriptionStatuses).optional(),
            productId: idSchema.optional(),
            renewingWithinDays: z.number().int().min(0).max(3650).optional(),
          },
        }),
        response: { 200: z.array(subscriptionSchema), ...errorResponses },
      },
    },
    async function listSubscriptions(request, reply) {
      const { sort, range, filter } = request.query;
      const shape: SubscriptionListShape = {
        status: filter.status !== undefined,
        productId: filter.productId !== undefined,
        renewingWithinDays: filter.renewingWithinDays !== undefined,
        q: Boolean(filter.q),
        id: filter.id !== undefined,
        sort: sort ?? ['termEnd', 'ASC'],
      };
      const values = {
        companyId: authOf(request).company!.id,
        ...filter,
        q: filter.q ? containing(filter.q) : undefined,
        ids: filter.id,
      };
      const { rows, total } = await pageOfPrepared(subscriptionList(db, shape), values, range);
      const now = app.clock.now();
      return sendPage(
        reply,
        'subscriptions',
        range,
        rows.map((row) => toSubscription(row, now)),
        total,
      );
    },
  );

  app.get(
    '/products',
    {
      config: { access: { company: 'viewer' } },
      schema: {
        tags: ['subscriptions'],
        summary: 'The products the current company holds subscriptions of, by name (the list’s product filter)',
        response: { 200: z.array(z.object({ id: z.number().int(), name: z.string() })), ...errorResponses },
      },
    },
    async function heldProducts(request) {
      const held = await db
        .selectDistinct({ id: products.id, name: products.name, nameSort: products.nameSort })
        .from(subscriptions)
        .innerJoin(products, eq(products.id, subscriptions.productId))
        .where(eq(subscriptions.companyId, authOf(request).company!.id))
        .orderBy(asc(products.nameSort), asc(products.id));
      return held.map(({ id, name }) => ({ id, name }));
    },
  );

  app.get(
    '/:id',
    {
      config: { access: { company: 'viewer' } },
      schema: {
        tags: ['subscriptions'],
        summary: 'One subscription, with its change history',
        params: idParams,
        response: { 200: subscriptionDetailSchema, ...errorResponses },
      },
    },
    async function showSubscription(request) {
      const row = await load(authOf(request).company!.id, request.params.id);
      const history = await db
        .select({
          id: activityLog.id,
          action: activityLog.action,
          at: activityLog.createdAt,
          actor: sql<string | null>`coalesce(${users.name}, ${users.email})`,
          details: activityLog.details,
        })
        .from(activityLog)
        .leftJoin(users, eq(users.id, activityLog.actorId))
        .where(and(eq(activityLog.objectType, 'subscription'), eq(activityLog.objectId, String(request.params.id))))
        .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
        .limit(100);
      return {
        ...toSubscription(row, app.clock.now()),
        history: history.map((event) => ({ ...event, at: event.at.toISOString() })),
      };
    },
  );

  app.get(
    '/:id/usage',
    {
      config: { access: { company: 'viewer' } },
      schema: {
        tags: ['subscriptions'],
        summary: 'Monthly usage: assigned and active seats, and cost (oldest first)',
        params: idParams,
        response: { 200: usageSchema, ...errorResponses },
      },
    },
    async function showSubscriptionUsage(request) {
      await load(authOf(request).company!.id, request.params.id);
      return db
        .select({
          periodStart: usageRecords.periodStart,
          assignedSeats: usageRecords.assignedSeats,
          activeSeats: usageRecords.activeSeats,
          cost: usageRecords.cost,
        })
        .from(usageRecords)
        .where(eq(usageRecords.subscriptionId, request.params.id))
        .orderBy(asc(usageRecords.periodStart));
    },
  );

  app.put(
    '/:id/quantity',
    {
      config: { access: { company: 'member' } },
      schema: {
        tags: ['subscriptions'],
        summary: 'Changes the quantity now, or schedules it for the next term',
        description:
          'An increase applies now. A decrease applies now only up to the refundable quantity (`refundableQuantity`, until `refundableUntil`); beyond, it must be scheduled (`scheduleNextTerm: true`), which needs auto-renew on. A change now removes a scheduled one.',
        params: idParams,
        body: quantityUpdateSchema,
        response: { 200: subscriptionChangeSchema, ...errorResponses },
      },
    },
    async function changeQuantity(request) {
      return change({ auth: authOf(request) }, request.params.id, (subscription, product) => {
        const now = app.clock.now();
        const plan = planQuantityChange(subscription, product, request.body, now);
        if ('refusal' in plan) return { refusal: plan.refusal };
        if (plan.kind === 'next-term') {
          return {
            set: { scheduledNextTermQuantity: plan.quantity },
            action: 'subscription.quantity_scheduled',
            details: { from: subscription.quantity, to: plan.quantity },
            message: `${plan.quantity} seats from the next term`,
          };
        }
        return {
          set: {
            quantity: plan.quantity,
            refundableQuantity: plan.refundableQuantity,
            refundableUntil: plan.refundableUntil,
            scheduledNextTermQuantity: null,
          },
          action: 'subscription.quantity_changed',
          microsoft: { kind: 'quantity', change: { quantity: plan.quantity } },
          charge: chargeOfSeats(subscription, plan.quantity),
          details: {
            from: subscription.quantity,
            to: plan.quantity,
            clearedSchedule: plan.clearsSchedule ? subscription.scheduledNextTermQuantity : null,
          },
          message: plan.clearsSchedule
            ? `Now ${plan.quantity} seats; the change scheduled for the next term was removed`
            : `Now ${plan.quantity} seats`,
        };
      });
    },
  );

  app.post(
    '/:id/cancel',
    {
      config: { access: { company: 'member' } },
      schema: {
        tags: ['subscriptions'],
        summary: 'Cancels an active or pending subscription within its cancellation window',
        params: idParams,
        response: { 200: subscriptionChangeSchema, ...errorResponses },
      },
    },
    async function cancelSubscription(request) {
      return change({ auth: authOf(request) }, request.params.id, (subscription) => ({
        refusal: whyNotCancellable(subscription, app.clock.now()),
        set: { status: 'cancelled', cancelledAt: app.clock.now(), autoRenew: false, scheduledNextTermQuantity: null },
        action: 'subscription.cancelled',
        microsoft: { kind: 'status', change: { status: 'deleted' } },
        // Cancelled within its window: the rest of the period is refunded (a pending one was never charged).
        charge: subscription.status === 'active' ? { kind: 'cancellation', quantity: -subscription.quantity } : null,
        details: { from: subscription.status },
        message: 'The subscription is cancelled',
      }));
    },
  );

  app.post(
    '/:id/reactivate',
    {
      config: { access: { company: 'member' } },
      schema: {
        tags: ['subscriptions'],
        summary:
          'Reactivates a cancelled subscription within its term, auto-renew on again (a suspended one is the partner’s to lift)',
        params: idParams,
        response: { 200: subscriptionChangeSchema, ...errorResponses },
      },
    },
    async function reactivateSubscription(request) {
      return change({ auth: authOf(request) }, request.params.id, (subscription) => ({
        refusal: whyNotReactivatable(subscription, app.clock.now()),
        // The cancellation turned auto-renew off; the subscription comes back as it was ordered.
        set: { status: 'active', cancelledAt: null, autoRenew: true },
        action: 'subscription.reactivated',
        microsoft: { kind: 'status', change: { status: 'active' } },
        charge: { kind: 'reactivation', quantity: subscription.quantity },
        details: { from: subscription.status },
        message: 'The subscription is active again',
      }));
    },
  );

  app.patch(
    '/:id/auto-renew',
    {
      config: { access: { company: 'member' } },
      schema: {
        tags: ['subscriptions'],
        summary: 'Turns auto-renew on or off (off also removes a change scheduled for the next term)',
        params: idParams,
        body: autoRenewUpdateSchema,
        response: { 200: subscriptionChangeSchema, ...errorResponses },
      },
    },
    async function setAutoRenew(request) {
      return change({ auth: authOf(request) }, request.params.id, (subscription) => {
        const { autoRenewEnabled } = request.body;
        const dropsSchedule = !autoRenewEnabled && subscription.scheduledNextTermQuantity !== null;
        return {
          refusal: whyNoAutoRenewChange(subscription),
          set: { autoRenew: autoRenewEnabled, ...(autoRenewEnabled ? {} : { scheduledNextTermQuantity: null }) },
          action: autoRenewEnabled ? 'subscription.auto_renew_on' : 'subscription.auto_renew_off',
          microsoft: { kind: 'auto_renew', change: { autoRenewEnabled } },
          details: dropsSchedule ? { clearedSchedule: subscription.scheduledNextTermQuantity } : {},
          message: autoRenewEnabled
            ? 'The subscription renews at the end of its term'
            : dropsSchedule
              ? 'The subscription ends with its term; the change scheduled for the next term was removed'
              : 'The subscription ends with its term',
        };
      });
    },
  );
};
