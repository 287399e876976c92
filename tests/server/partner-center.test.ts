// The Partner Center client against the built-in sandbox, over real HTTP: the token, customers, orders that
// provision asynchronously and idempotently, the new-commerce rules of a PATCH, faults, and the first seed.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, count, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { subDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, priceSheets, products, subscriptions } from '../../server/db/schema';
import { demoCompanies } from '../../server/db/demo-data';
import { partnerCenterClientOf } from '../../server/idp/provider';
import {
  partnerCenterClient,
  PartnerCenterRefusal,
  PartnerCenterUnavailable,
  type PartnerCenter,
} from '../../server/partner-center/client';
import { resourceCollectionSchema, subscriptionSchema } from '../../server/partner-center/shapes';
import { seedSandboxFromPortal, sandboxSubscriptionIdFor } from '../../server/partner-center/sandbox/seed';
import { sandboxCustomers, sandboxSubscriptions } from '../../server/partner-center/sandbox/schema';
import { buildTestApp } from './support/app';
import { movableClock } from './support/clock';

const fabrikam = demoCompanies.find((company) => company.key === 'fabrikam')!.tenantId;
const orderDelayMs = 60_000;

describe('the Partner Center client against the built-in sandbox', () => {
  let app: FastifyInstance;
  let address: string;
  let partnerCenter: PartnerCenter;
  const clock = movableClock();
  let offer: { sku: string; term: string; billingFrequency: string; minQuantity: number; maxQuantity: number };

  /** A client of the test's own, with a short timeout (the app's waits 10 s). */
  const impatientClient = async (timeoutMs: number) => {
    const { clientId, clientSecret } = await partnerCenterClientOf(app);
    return partnerCenterClient({
      url: `${address}/partner-center`,
      authority: `${app.config.publicUrl}/idp`,
      tokenEndpoint: `${address}/idp/token`,
      scope: '',
      clientId,
      clientSecret,
      timeoutMs,
    });
  };
  const setFault = (fault: object) =>
    fetch(`${address}/partner-center/sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    });
  const refusalOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );
  const orderOne = async (quantity: number, requestId = randomUUID()) => {
    const order = await partnerCenter.createOrder(fabrikam, requestId, {
      billingCycle: offer.billingFrequency,
      lineItems: [{ lineItemNumber: 0, offerId: offer.sku, quantity, termDuration: offer.term }],
    });
    clock.set(new Date(clock.now().getTime() + orderDelayMs + 1000));
    return partnerCenter.getOrder(fabrikam, order.id);
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(
      { PARTNER_CENTER_SANDBOX_DELAY_MS: String(orderDelayMs), AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
      clock,
    ));
    address = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    await seedSandboxFromPortal(app.database.db);
    partnerCenter = app.partnerCenter;
    [offer] = await app.database.db
      .select({
        sku: products.sku,
        term: priceSheets.term,
        billingFrequency: priceSheets.billingFrequency,
        minQuantity: products.minQuantity,
        maxQuantity: products.maxQuantity,
      })
      .from(products)
      .innerJoin(priceSheets, eq(priceSheets.productId, products.id))
      .where(and(eq(priceSheets.term, 'P1Y'), eq(priceSheets.billingFrequency, 'monthly')))
      .limit(1);
  });
  afterAll(() => app.close());

  it('seeds a customer per company and a subscription per portal subscription, once', async () => {
    const { db } = app.database;
    const countOf = async (table: typeof companies | typeof subscriptions | typeof sandboxCustomers) =>
      (await db.select({ total: count() }).from(table))[0]!.total;
    await seedSandboxFromPortal(db);
    expect(await countOf(sandboxCustomers)).toBe(await countOf(companies));
    const [{ total: seeded }] = await db
      .select({ total: count() })
      .from(sandboxSubscriptions)
      .where(sql`${sandboxSubscriptions.id} like '5bd0c0de-%'`);
    // Every portal subscription Microsoft holds; a pending one is bought by the provisioning job.
    const [{ total: held }] = await db
      .select({ total: count() })
      .from(subscriptions)
      .where(ne(subscriptions.status, 'pending'));
    expect(seeded).toBe(held);
    const linked = await db
      .select({ id: subscriptions.id, supplierSubscriptionId: subscriptions.supplierSubscriptionId })
      .from(subscriptions)
      .where(ne(subscriptions.status, 'pending'));
    expect(linked.every((row) => row.supplierSubscriptionId === sandboxSubscriptionIdFor(row.id))).toBe(true);
    expect(sandboxSubscriptionIdFor(255)).toBe('5bd0c0de-0000-4000-8000-0000000000ff');
  });

  it('gets a customer with a client-credentials token', async () => {
    const customer = await partnerCenter.getCustomer(fabrikam);
    expect(customer.id).toBe(fabrikam);
    expect(customer.companyProfile).toMatchObject({ tenantId: fabrikam, domain: 'fabrikam.example' });
  });

  it('refuses a tenant it does not know as Microsoft does', async () => {
    const error = await refusalOf(partnerCenter.getCustomer(randomUUID()));
    expect(error).toBeInstanceOf(PartnerCenterRefusal);
    expect(error).toMatchObject({ status: 403, code: '20002' });
  });

  it('answers 401 without a token, and with a token it did not issue', async () => {
    const url = `${address}/partner-center/v1/customers/${fabrikam}/subscriptions`;
    const bare = await fetch(url);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ code: '800001' });
    const forged = await fetch(url, { headers: { authorization: 'Bearer not-a-token' } });
    expect(forged.status).toBe(401);
  });

  it("lists a customer's subscriptions as the portal has them, in Microsoft's shape", async () => {
    const portal = await app.database.db
      .select({ id: subscriptions.id, quantity: subscriptions.quantity })
      .from(subscriptions)
      .innerJoin(companies, eq(companies.id, subscriptions.companyId))
      .where(and(eq(companies.tenantId, fabrikam), ne(subscriptions.status, 'pending')));
    const listed = await partnerCenter.listSubscriptions(fabrikam);
    for (const { id, quantity } of portal) {
      expect(listed.find((item) => item.id === sandboxSubscriptionIdFor(id))?.quantity).toBe(quantity);
    }
    const { clientId, clientSecret } = await partnerCenterClientOf(app);
    const token = await fetch(`${address}/idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
    }).then((response) => response.json() as Promise<{ access_token: string }>);
    const raw = await fetch(`${address}/partner-center/v1/customers/${fabrikam}/subscriptions`, {
      headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
    });
    const collection = resourceCollectionSchema(subscriptionSchema).parse(await raw.json());
    expect(collection.totalCount).toBe(collection.items.length);
  });

  it('provisions an order asynchronously, pending then completed, with its subscription', async () => {
    const requestId = randomUUID();
    const placed = await partnerCenter.createOrder(fabrikam, requestId, {
      billingCycle: offer.billingFrequency,
      lineItems: [{ lineItemNumber: 0, offerId: offer.sku, quantity: 3, termDuration: offer.term }],
    });
    expect(placed.status).toBe('pending');
    expect(await partnerCenter.getOrder(fabrikam, placed.id)).toMatchObject({ status: 'pending' });

    clock.set(new Date(clock.now().getTime() + orderDelayMs + 1000));
    const completed = await partnerCenter.getOrder(fabrikam, placed.id);
    expect(completed.status).toBe('completed');
    const subscriptionId = completed.lineItems[0]!.subscriptionId!;
    const subscription = await partnerCenter.getSubscription(fabrikam, subscriptionId);
    expect(subscription).toMatchObject({ offerId: offer.sku, quantity: 3, status: 'active', orderId: placed.id });
    expect(subscription.refundableQuantity?.totalQuantity).toBe(3);

    // The same MS-RequestId again: the same order, never a second purchase.
    const again = await partnerCenter.createOrder(fabrikam, requestId, {
      billingCycle: offer.billingFrequency,
      lineItems: [{ lineItemNumber: 0, offerId: offer.sku, quantity: 3, termDuration: offer.term }],
    });
    expect(again.id).toBe(placed.id);
    const fromThisOrder = (await partnerCenter.listSubscriptions(fabrikam)).filter(
      (item) => item.orderId === placed.id,
    );
    expect(fromThisOrder).toHaveLength(1);
  });

  it("refuses an unknown offer and a quantity outside the product's limits in Microsoft's words", async () => {
    const unknown = await refusalOf(
      partnerCenter.createOrder(fabrikam, randomUUID(), {
        billingCycle: 'monthly',
        lineItems: [{ lineItemNumber: 0, offerId: 'NO-SUCH-SKU', quantity: 1, termDuration: 'P1Y' }],
      }),
    );
    expect(unknown).toMatchObject({ status: 400, code: '800004' });
    const tooMany = await refusalOf(
      partnerCenter.createOrder(fabrikam, randomUUID(), {
        billingCycle: offer.billingFrequency,
        lineItems: [
          { lineItemNumber: 0, offerId: offer.sku, quantity: offer.maxQuantity + 1, termDuration: offer.term },
        ],
      }),
    );
    expect(tooMany).toMatchObject({ status: 400, code: '2002' });
  });

  it('adds seats any time and removes only those added within 7 days, a PATCH applied once per request id', async () => {
    const order = await orderOne(4);
    const id = order.lineItems[0]!.subscriptionId!;
    const increase = randomUUID();
    expect((await partnerCenter.updateSubscription(fabrikam, id, increase, { quantity: 6 })).quantity).toBe(6);
    expect((await partnerCenter.updateSubscription(fabrikam, id, increase, { quantity: 6 })).quantity).toBe(6);
    const decreased = await partnerCenter.updateSubscription(fabrikam, id, randomUUID(), { quantity: 2 });
    expect(decreased.quantity).toBe(2);
    expect(decreased.refundableQuantity?.totalQuantity).toBe(2);

    clock.set(new Date(clock.now().getTime() + 8 * 24 * 3600_000));
    const late = await refusalOf(partnerCenter.updateSubscription(fabrikam, id, randomUUID(), { quantity: 1 }));
    expect(late).toMatchObject({ status: 400, code: '800090' });
    expect((await partnerCenter.updateSubscription(fabrikam, id, randomUUID(), { quantity: 5 })).quantity).toBe(5);
    const afterIncrease = await partnerCenter.updateSubscription(fabrikam, id, randomUUID(), { quantity: 4 });
    expect(afterIncrease.quantity).toBe(4);
  });

  it('cancels within 7 days of the purchase and refuses it after', async () => {
    const fresh = (await orderOne(2)).lineItems[0]!.subscriptionId!;
    const cancelled = await partnerCenter.updateSubscription(fabrikam, fresh, randomUUID(), { status: 'deleted' });
    expect(cancelled.status).toBe('deleted');

    const [old] = await app.database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .innerJoin(companies, eq(companies.id, subscriptions.companyId))
      .where(
        and(
          eq(companies.tenantId, fabrikam),
          eq(subscriptions.status, 'active'),
          lt(subscriptions.cancellableUntil, clock.now()),
          gt(subscriptions.termEnd, subDays(clock.now(), -30).toISOString().slice(0, 10)),
        ),
      )
      .limit(1);
    const late = await refusalOf(
      partnerCenter.updateSubscription(fabrikam, sandboxSubscriptionIdFor(old!.id), randomUUID(), {
        status: 'deleted',
      }),
    );
    expect(late).toMatchObject({ status: 400, code: '800096' });
  });

  it('suspends a subscription, refuses seat changes while suspended, and makes it active again', async () => {
    const id = (await orderOne(2)).lineItems[0]!.subscriptionId!;
    expect((await partnerCenter.updateSubscription(fabrikam, id, randomUUID(), { status: 'suspended' })).status).toBe(
      'suspended',
    );
    const refused = await refusalOf(partnerCenter.updateSubscription(fabrikam, id, randomUUID(), { quantity: 3 }));
    expect(refused).toMatchObject({ status: 400, code: '800091' });
    expect((await partnerCenter.updateSubscription(fabrikam, id, randomUUID(), { status: 'active' })).status).toBe(
      'active',
    );
    expect(
      (await partnerCenter.updateSubscription(fabrikam, id, randomUUID(), { autoRenewEnabled: false }))
        .autoRenewEnabled,
    ).toBe(false);
  });

  it('renews a term that ended with auto-renew on, and expires one with it off', async () => {
    const renewing = (await orderOne(1)).lineItems[0]!.subscriptionId!;
    const expiring = (await orderOne(1)).lineItems[0]!.subscriptionId!;
    await partnerCenter.updateSubscription(fabrikam, expiring, randomUUID(), { autoRenewEnabled: false });
    const before = await partnerCenter.getSubscription(fabrikam, renewing);
    clock.set(new Date(Date.parse(before.commitmentEndDate) + 3600_000));
    const renewed = await partnerCenter.getSubscription(fabrikam, renewing);
    expect(renewed.effectiveStartDate).toBe(before.commitmentEndDate);
    expect(Date.parse(renewed.commitmentEndDate)).toBeGreaterThan(Date.parse(before.commitmentEndDate));
    expect(Date.parse(renewed.cancellationAllowedUntilDate!)).toBeGreaterThan(clock.now().getTime());
    expect((await partnerCenter.getSubscription(fabrikam, expiring)).status).toBe('expired');
  });

  it("bills the month in the reconciliation file's columns", async () => {
    const period = clock.now().toISOString().slice(0, 7);
    const lines = await partnerCenter.billedLineItems(period);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.find((line) => line.ChargeType === 'renew')).toMatchObject({ CustomerId: fabrikam, Currency: 'USD' });
  });

  it('fails on purpose: 500, then 429 with Retry-After, as unavailable; a hang times out as unavailable', async () => {
    expect((await setFault({ mode: '500', count: 1 })).status).toBe(204);
    expect(await refusalOf(partnerCenter.getCustomer(fabrikam))).toBeInstanceOf(PartnerCenterUnavailable);
    expect((await partnerCenter.getCustomer(fabrikam)).id).toBe(fabrikam);

    await setFault({ mode: '429', count: 1, retryAfterSeconds: 7 });
    const throttled = await refusalOf(partnerCenter.getCustomer(fabrikam));
    expect(throttled).toBeInstanceOf(PartnerCenterUnavailable);
    expect(throttled).toMatchObject({ retryAfterSeconds: 7 });

    const impatient = await impatientClient(500);
    await impatient.getCustomer(fabrikam); // its token first, so that only the call meets the fault
    await setFault({ mode: 'hang' });
    try {
      const hung = await refusalOf(impatient.getCustomer(fabrikam));
      expect(hung).toBeInstanceOf(PartnerCenterUnavailable);
      expect((hung as Error).message).toMatch(/no answer in 500 ms/);
    } finally {
      await fetch(`${address}/partner-center/sandbox/faults`, { method: 'DELETE' });
    }
    expect((await partnerCenter.getCustomer(fabrikam)).id).toBe(fabrikam);
  });

  it('creates a customer once per request id', async () => {
    const requestId = randomUUID();
    const input = { companyName: 'Wingtip Toys', domain: `wingtip${Date.now()}` };
    const created = await partnerCenter.createCustomer(input, requestId);
    expect(created.companyProfile.domain).toMatch(/\.onmicrosoft\.com$/);
    expect((await partnerCenter.createCustomer(input, requestId)).id).toBe(created.id);
    expect((await partnerCenter.getCustomer(created.id)).companyProfile.companyName).toBe('Wingtip Toys');
  });
});
