// The built-in Partner Center sandbox: the subset of Microsoft's REST API the portal's client uses, at
// /partner-center/v1/..., answering as Partner Center does (paths, verbs, status codes, error bodies, field names)
// with the new-commerce rules of rules.ts. Mounted only when PARTNER_CENTER_URL is not set.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { rowsOf, isUniqueViolation } from '../../db/sql';
import type { Customer, Order, ReconciliationLineItem, Subscription } from '../shapes';
import { createFaults, faultSchema, type Fault } from './faults';
import Big from 'big.js';
import { lastDayOf, proratedChange } from './billing';
import { catchUp, catchUpAll } from './lifecycle';
import { findOffer, seatLimitsOf, type Offer } from './offers';
import { decideChange, refundableNow, refusals, type Refusal } from './rules';
import { terms } from '../../../common/domain';
import { isWithinQuantityBounds } from '../../../common/rules/quantity';
import {
  sandboxCharges,
  sandboxCustomers,
  sandboxOrders,
  sandboxRequests,
  sandboxSubscriptions,
  type SandboxLineItem,
} from './schema';

export const sandboxMountPath = '/partner-center';
/** Microsoft pages long lists; the sandbox at this many items a page. */
export const sandboxPageSize = 500;

export type SandboxOptions = {
  /** Whether a Bearer token is one the sandbox accepts (the built-in provider's, for the configured client). */
  verifyToken: (token: string) => Promise<boolean>;
  /** How long an order stays pending (ms, on the portal's clock). */
  delayMs: number;
  faults: Fault | null;
};

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.description);
  }
}

const sendRefusal = (reply: FastifyReply, { status, code, description }: Refusal) =>
  reply.code(status).send({ code, description, data: [], source: 'PartnerFD' });

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);
const link = (uri: string, headers: { key: string; value: string }[] = []) => ({ uri, method: 'GET', headers });

type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
type OrderRow = typeof sandboxOrders.$inferSelect;
type CustomerRow = typeof sandboxCustomers.$inferSelect;

function customerResource(row: CustomerRow): Customer {
  return {
    id: row.tenantId,
    commerceId: row.tenantId,
    companyProfile: {
      tenantId: row.tenantId,
      domain: row.domain,
      companyName: row.companyName,
      ...(row.email ? { email: row.email } : {}),
      attributes: { objectType: 'CustomerCompanyProfile' },
    },
    billingProfile: {
      email: row.email ?? undefined,
      culture: row.culture,
      language: row.language,
      companyName: row.companyName,
      defaultAddress: { country: row.country },
      attributes: { objectType: 'CustomerBillingProfile' },
    },
    relationshipToPartner: 'reseller',
    allowDelegatedAccess: true,
    customDomains: [row.domain],
    links: { self: link(`/customers/${row.tenantId}`) },
    attributes: { objectType: 'Customer' },
  };
}

function orderResource(row: OrderRow): Order {
  return {
    id: row.id,
    alternateId: row.id,
    referenceCustomerId: row.tenantId,
    billingCycle: row.billingCycle,
    currencyCode: row.currency,
    lineItems: row.lineItems.map((line) => ({
      lineItemNumber: line.lineItemNumber,
      offerId: line.offerId,
      subscriptionId: line.subscriptionId,
      termDuration: line.termDuration,
      friendlyName: line.friendlyName ?? line.offerName,
      quantity: line.quantity,
    })),
    creationDate: row.createdAt.toISOString(),
    status: row.status,
    transactionType: 'UserPurchase',
    links: {
      provisioningStatus: link(`/customers/${row.tenantId}/orders/${row.id}/provisioningstatus`),
      self: link(`/customers/${row.tenantId}/orders/${row.id}`),
    },
    attributes: { objectType: 'Order' },
  };
}

function subscriptionResource(row: SubscriptionRow, now: Date): Subscription {
  const isOpen = row.status === 'active' || row.status === 'suspended';
  return {
    id: row.id,
    offerId: row.offerId,
    offerName: row.offerName,
    friendlyName: row.friendlyName,
    quantity: row.quantity,
    unitType: row.unitType,
    hasPurchasableAddons: false,
    creationDate: row.creationDate.toISOString(),
    effectiveStartDate: row.effectiveStartDate.toISOString(),
    commitmentEndDate: row.commitmentEndDate.toISOString(),
    cancellationAllowedUntilDate: iso(row.cancellationAllowedUntilDate),
    status: row.status,
    autoRenewEnabled: row.autoRenewEnabled,
    isTrial: false,
    billingType: 'license',
    billingCycle: row.billingCycle,
    termDuration: row.termDuration,
    renewalTermDuration: '',
    refundableQuantity: isOpen ? refundableNow(row.refundableSeats, now) : { totalQuantity: 0, details: [] },
    scheduledNextTermInstructions: null,
    isMicrosoftProduct: true,
    partnerId: '',
    contractType: 'subscription',
    publisherName: 'Microsoft',
    ...(row.orderId ? { orderId: row.orderId } : {}),
    links: { self: link(`/customers/${row.tenantId}/subscriptions/${row.id}`) },
    attributes: { objectType: 'Subscription' },
  };
}

const createCustomerBody = z.looseObject({
  companyProfile: z.looseObject({ domain: z.string().trim().min(1).max(256), tenantId: z.uuid().optional() }),
  billingProfile: z.looseObject({
    companyName: z.string().trim().min(1).max(256),
    email: z.string().max(256).optional(),
    culture: z.string().max(20).optional(),
    language: z.string().max(20).optional(),
    defaultAddress: z.looseObject({ country: z.string().max(2).optional() }).optional(),
  }),
});

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

const patchBody = z.looseObject({
  quantity: z.number().int().optional(),
  autoRenewEnabled: z.boolean().optional(),
  status: z
    .string()
    .transform((status) => status.toLowerCase())
    .optional(),
});

/** The first problem of a body, in Microsoft's words for an invalid input. */
function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Refused(refusals.invalidInput(`${issue.path.join('.') || 'body'}: ${issue.message}`));
}

async function customerOf(db: Db, tenantId: string) {
  const [row] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.tenantId, tenantId));
  if (!row) throw new Refused(refusals.unknownCustomer(tenantId));
  return row;
}

const requestIdOf = (request: FastifyRequest) => {
  const value = request.headers['ms-requestid'];
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null;
};

/** The sandbox at /partner-center: `await app.register(partnerCenterSandbox, { verifyToken, delayMs, faults })`. */
export async function partnerCenterSandbox(app: FastifyInstance, options: SandboxOptions) {
  const { db } = app.database;
  const now = () => app.clock.now();
  const faults = createFaults(options.faults);
  const route = { config: { access: 'open' as const }, schema: { hide: true } };

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof Refused) return sendRefusal(reply, error.refusal);
    if (error.statusCode && error.statusCode < 500) {
      return sendRefusal(reply, refusals.invalidInput(error.message));
    }
    app.log.error(error);
    return sendRefusal(reply, { status: 500, code: '800003', description: 'Unexpected service error' });
  });

  app.addHook('onRequest', async (request, reply) => {
    for (const name of ['ms-requestid', 'ms-correlationid'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') reply.header(name, value.slice(0, 100));
    }
    if (!request.url.startsWith(`${sandboxMountPath}/v1/`)) return;
    const authorization = request.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (!token) {
      reply.header('www-authenticate', 'Bearer');
      return sendRefusal(reply, refusals.noToken());
    }
    if (!(await options.verifyToken(token))) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return sendRefusal(reply, refusals.badToken());
    }
    const fault = faults.next();
    if (!fault) return;
    if (fault.mode === '500')
      return sendRefusal(reply, { status: 500, code: '800003', description: 'Unexpected service error' });
    if (fault.mode === '429') {
      reply.header('retry-after', String(fault.retryAfterSeconds ?? 1));
      return sendRefusal(reply, { status: 429, code: '429', description: 'Too many requests' });
    }
    // 'hang': no answer; the connection ends when the caller gives up (or after a minute).
    reply.hijack();
    const socket = request.raw.socket;
    const giveUp = setTimeout(() => socket.destroy(), 60_000);
    socket.once('close', () => clearTimeout(giveUp));
  });

  app.get(`${sandboxMountPath}/sandbox/faults`, route, async function showFaults() {
    return { fault: faults.current() };
  });
  app.post(`${sandboxMountPath}/sandbox/faults`, route, async function setFaults(request, reply) {
    faults.set(parseBody(faultSchema, request.body));
    return reply.code(204).send();
  });
  app.delete(`${sandboxMountPath}/sandbox/faults`, route, async function clearFaults(_request, reply) {
    faults.set(null);
    return reply.code(204).send();
  });

  app.get<{ Params: { tenantId: string } }>(
    `${sandboxMountPath}/v1/customers/:tenantId`,
    route,
    async function getCustomer(request) {
      return customerResource(await customerOf(db, request.params.tenantId));
    },
  );

  app.post(`${sandboxMountPath}/v1/customers`, route, async function createCustomer(request, reply) {
    const body = parseBody(createCustomerBody, request.body);
    const requestId = requestIdOf(request);
    if (requestId) {
      const [earlier] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.requestId, requestId));
      if (earlier) return reply.code(201).send(customerResource(earlier));
    }
    const domain = body.companyProfile.domain.includes('.')
      ? body.companyProfile.domain.toLowerCase()
      : `${body.companyProfile.domain.toLowerCase()}.onmicrosoft.com`;
    try {
      const [created] = await db
        .insert(sandboxCustomers)
        .values({
          tenantId: body.companyProfile.tenantId ?? randomUUID(),
          companyName: body.billingProfile.companyName,
          domain,
          email: body.billingProfile.email ?? null,
          culture: body.billingProfile.culture ?? 'en-US',
          language: body.billingProfile.language ?? 'en',
          country: body.billingProfile.defaultAddress?.country ?? 'US',
          requestId,
          createdAt: now(),
        })
        .returning();
      return reply.code(201).send(customerResource(created!));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (requestId) {
        const [earlier] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.requestId, requestId));
        if (earlier) return reply.code(201).send(customerResource(earlier));
      }
      throw new Refused(refusals.invalidInput('a customer with this tenant already exists'));
    }
  });

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

  app.get(`${sandboxMountPath}/v1/invoices`, route, async function listInvoices() {
    await catchUpAll(db, now());
    const months = rowsOf<{ month: string; total: string | number; currency: string }>(
      await db.execute(sql`
        select to_char(charged_at at time zone 'UTC', 'YYYY-MM') as month,
          sum(trunc(coalesce(effective_unit_price, unit_price), 2) * quantity)::text as total,
          min(currency) as currency
        from partner_center_sandbox.charges group by 1 order by 1`),
    );
    const items = months.map(({ month, total, currency }) => {
      const start = new Date(`${month}-01T00:00:00Z`);
      const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1) - 1000);
      return {
        id: invoiceIdOf(month),
        invoiceDate: new Date(end.getTime() + 1000).toISOString(),
        billingPeriodStartDate: start.toISOString(),
        billingPeriodEndDate: end.toISOString(),
        totalCharges: Number(total),
        currencyCode: currency,
        invoiceType: 'OneTime',
        documentType: 'Invoice',
        attributes: { objectType: 'Invoice' },
      };
    });
    return { totalCount: items.length, items, attributes: { objectType: 'Collection' } };
  });

  app.get<{ Params: { invoiceId: string }; Querystring: { size?: string; offset?: string } }>(
    `${sandboxMountPath}/v1/invoices/:invoiceId/lineitems`,
    route,
    async function listInvoiceLineItems(request) {
      const month = monthOfInvoice(request.params.invoiceId);
      if (!month) throw new Refused({ status: 404, code: '1000', description: 'Not found' });
      await catchUpAll(db, now());
      const size = Math.min(2000, Math.max(1, Number(request.query.size) || 2000));
      const offset = Math.max(0, Number(request.query.offset) || 0);
      const start = new Date(`${month}-01T00:00:00Z`);
      const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
      const rows = await db
        .select({ charge: sandboxCharges, customer: sandboxCustomers })
        .from(sandboxCharges)
        .leftJoin(sandboxCustomers, eq(sandboxCustomers.tenantId, sandboxCharges.tenantId))
        .where(and(gte(sandboxCharges.chargedAt, start), lt(sandboxCharges.chargedAt, end)))
        .orderBy(asc(sandboxCharges.id))
        .limit(size + 1)
        .offset(offset);
      const items = rows
        .slice(0, size)
        .map(({ charge, customer }) => reconciliationLine(request.params.invoiceId, charge, customer));
      const self = `/invoices/${request.params.invoiceId}/lineitems?provider=onetime&invoicelineitemtype=billinglineitems&size=${size}`;
      return {
        totalCount: items.length,
        items,
        links: {
          self: link(self),
          ...(rows.length > size ? { next: link(`${self}&offset=${offset + size}`) } : {}),
        },
        attributes: { objectType: 'Collection' },
      };
    },
  );
}

const invoiceIdOf = (month: string) => `G0${month.replace('-', '')}`;
const monthOfInvoice = (invoiceId: string) => {
  const match = /^G0(\d{4})(\d{2})$/.exec(invoiceId);
  return match ? `${match[1]}-${match[2]}` : null;
};

/**
 * A charge as a line of the reconciliation file. License-based subtotal as Microsoft computes it:
 * ROUNDDOWN(EffectiveUnitPrice × PCToBCExchangeRate, 2) × BillableQuantity, the exchange rate 1 here; the
 * EffectiveUnitPrice of a change within a billing period is the unit price prorated by its days.
 */
function reconciliationLine(
  invoiceId: string,
  charge: typeof sandboxCharges.$inferSelect,
  customer: CustomerRow | null,
): ReconciliationLineItem {
  const effectiveUnitPrice = charge.effectiveUnitPrice ?? charge.unitPrice;
  const subtotal = Number(
    new Big(String(effectiveUnitPrice)).round(2, Big.roundDown).times(charge.quantity).toFixed(2),
  );
  return {
    PartnerId: 'sandbox',
    CustomerId: charge.tenantId,
    CustomerName: customer?.companyName ?? '',
    CustomerDomainName: customer?.domain ?? '',
    CustomerCountry: customer?.country ?? 'US',
    InvoiceNumber: invoiceId,
    OrderId: charge.orderId ?? '',
    OrderDate: charge.chargedAt.toISOString(),
    ProductId: charge.offerId,
    SkuId: charge.offerId,
    SkuName: charge.offerName,
    ProductName: charge.offerName,
    ChargeType: charge.chargeType,
    UnitPrice: charge.unitPrice,
    EffectiveUnitPrice: effectiveUnitPrice,
    Quantity: charge.quantity,
    BillableQuantity: charge.quantity,
    UnitType: 'Licenses',
    Subtotal: subtotal,
    TaxTotal: 0,
    Total: subtotal,
    Currency: charge.currency,
    PCToBCExchangeRate: 1,
    SubscriptionId: charge.subscriptionId,
    SubscriptionDescription: charge.offerName,
    ChargeStartDate: charge.chargeStart.toISOString(),
    ChargeEndDate: `${lastDayOf(charge.chargeEnd)}T00:00:00Z`,
    TermAndBillingCycle: `${charge.termDuration} ${charge.billingCycle}`,
    BillingFrequency: charge.billingCycle,
    PublisherName: 'Microsoft',
  };
}
