// Orders and changes reach Microsoft (issue 30): the provisioning job sends what the portal asked to the built-in
// Partner Center sandbox over real HTTP, once, in order; it waits out Microsoft's faults and puts a subscription
// back as it was when Microsoft refuses a change.
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, priceSheets, products, subscriptions, supplierRequests } from '../../server/db/schema';
import { sandboxOrders, sandboxSubscriptions } from '../../server/partner-center/sandbox/schema';
import { runProvisioning } from '../../server/provisioning/sweep';
import { sliceUntil } from '../../server/jobs/queue';
import { buildAppBeside, buildTestApp } from './support/app';
import { movableClock } from './support/clock';
import { signIn } from './support/sign-in';

type Offer = { priceSheetId: number; unitPrice: number; term: string };

describe('provisioning at Microsoft', () => {
  let app: FastifyInstance;
  let address: string;
  let alex: Record<string, string>;
  let fabrikam: { id: number; tenantId: string };
  const clock = movableClock();

  beforeAll(async () => {
    ({ app } = await buildTestApp({ PARTNER_CENTER_SANDBOX_DELAY_MS: '0' }, clock));
    address = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    [fabrikam] = await app.database.db
      .select({ id: companies.id, tenantId: companies.tenantId })
      .from(companies)
      .where(eq(companies.domain, 'fabrikam.example'));
    alex = {
      authorization: `Bearer ${await signIn(app, 'alex@fabrikam.example')}`,
      'x-company-id': String(fabrikam!.id),
    };
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: alex, payload });
  /** One run of the provisioning job, to its end. */
  const provision = () =>
    runProvisioning({
      db: app.database.db,
      clock,
      publicUrl: app.config.publicUrl,
      partnerCenter: app.partnerCenter,
      slice: sliceUntil(Date.now() + 20_000),
    });
  const subscriptionOf = async (id: number) =>
    (await call('GET', `/api/v1/subscriptions/${id}`)).json() as {
      status: string;
      quantity: number;
      autoRenew: boolean;
      supplierStatus: string;
      supplierSubscriptionId: string | null;
      supplierRefusal: { code: string; description: string } | null;
    };
  const atMicrosoft = async (supplierId: string) =>
    app.database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, supplierId));
  const setFault = (fault: object | null) =>
    fetch(`${address}/partner-center/sandbox/faults`, {
      method: fault ? 'POST' : 'DELETE',
      ...(fault ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) } : {}),
    });

  /** An offer of Fabrikam's catalog it holds no subscription of. */
  async function freshOffer(): Promise<Offer> {
    const catalog = (await call('GET', '/api/v1/catalog?range=[0,99]')).json() as { offers: Offer[] }[];
    const held = new Set(
      (
        await app.database.db
          .select({ priceSheetId: subscriptions.priceSheetId })
          .from(subscriptions)
          .where(eq(subscriptions.companyId, fabrikam.id))
      ).map((row) => row.priceSheetId),
    );
    const offer = catalog.flatMap((product) => product.offers).find((candidate) => !held.has(candidate.priceSheetId));
    if (!offer) throw new Error('Fabrikam’s catalog has no offer it does not hold');
    return offer;
  }
  async function order(offer: Offer, quantity: number) {
    const placed = await call('POST', '/api/v1/orders', {
      idempotencyKey: `provisioning-${offer.priceSheetId}-${quantity}-${Date.now()}`,
      lines: [{ priceSheetId: offer.priceSheetId, quantity }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json() as {
      id: number;
      number: string;
      lines: { id: number; subscriptionId: number; supplierStatus: string }[];
    };
  }

  it('buys an order line at Microsoft once: waiting, then active with Microsoft’s id and the quantity ordered', async () => {
    const placed = await order(await freshOffer(), 4);
    const { subscriptionId } = placed.lines[0]!;
    expect(placed.lines[0]!.supplierStatus).toBe('waiting');
    expect(await subscriptionOf(subscriptionId)).toMatchObject({
      status: 'pending',
      supplierStatus: 'waiting',
      supplierSubscriptionId: null,
    });

    await provision();
    const provisioned = await subscriptionOf(subscriptionId);
    expect(provisioned).toMatchObject({ status: 'active', supplierStatus: 'in_sync', quantity: 4 });
    expect(provisioned.supplierSubscriptionId).toMatch(/^[0-9a-f-]{36}$/);
    const [held] = await atMicrosoft(provisioned.supplierSubscriptionId!);
    expect(held).toMatchObject({ quantity: 4, status: 'active', tenantId: fabrikam.tenantId });
    const line = (await call('GET', `/api/v1/orders/${placed.id}`)).json().lines[0];
    expect(line.supplierStatus).toBe('done');

    // Sent again (a process that died after sending): the same MS-RequestId, the same order, no second purchase.
    await app.database.db
      .update(supplierRequests)
      .set({ status: 'waiting', supplierOrderId: null })
      .where(eq(supplierRequests.orderLineId, placed.lines[0]!.id));
    await provision();
    const bought = await app.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sandboxSubscriptions)
      .where(and(eq(sandboxSubscriptions.tenantId, fabrikam.tenantId), eq(sandboxSubscriptions.quantity, 4)));
    expect(bought[0]!.count).toBe(1);
  });

  it('sends each change of a person to Microsoft in its order, and Microsoft’s answer is the truth', async () => {
    const placed = await order(await freshOffer(), 2);
    const id = placed.lines[0]!.subscriptionId;
    await provision();
    // Two changes before the job runs: sent in their order.
    const grown = await call('PUT', `/api/v1/subscriptions/${id}/quantity`, { quantity: 6, scheduleNextTerm: false });
    expect(grown.statusCode, grown.body).toBe(200);
    expect(
      (await call('PATCH', `/api/v1/subscriptions/${id}/auto-renew`, { autoRenewEnabled: false })).statusCode,
    ).toBe(200);
    expect((await subscriptionOf(id)).supplierStatus).toBe('waiting');
    await provision();
    const after = await subscriptionOf(id);
    expect(after).toMatchObject({ status: 'active', quantity: 6, autoRenew: false, supplierStatus: 'in_sync' });
    expect((await atMicrosoft(after.supplierSubscriptionId!))[0]).toMatchObject({
      quantity: 6,
      autoRenewEnabled: false,
    });

    expect((await call('POST', `/api/v1/subscriptions/${id}/cancel`)).statusCode).toBe(200);
    await provision();
    expect(await subscriptionOf(id)).toMatchObject({ status: 'cancelled', supplierStatus: 'in_sync' });
    expect((await atMicrosoft(after.supplierSubscriptionId!))[0]!.status).toBe('deleted');
  });

  it('waits, losing nothing, while Microsoft fails, and completes once when it answers again', async () => {
    const placed = await order(await freshOffer(), 3);
    const id = placed.lines[0]!.subscriptionId;
    expect((await setFault({ mode: '500', count: 100 })).ok).toBe(true);
    try {
      await provision();
      const [waiting] = await app.database.db
        .select()
        .from(supplierRequests)
        .where(eq(supplierRequests.orderLineId, placed.lines[0]!.id));
      expect(waiting).toMatchObject({ status: 'waiting', attempts: 1 });
      expect(waiting!.lastError).toBeTruthy();
      expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(clock.now().getTime());
      expect(await subscriptionOf(id)).toMatchObject({ status: 'pending', supplierStatus: 'waiting' });
    } finally {
      await setFault(null);
    }
    // Not before its backoff: then once.
    await provision();
    expect((await subscriptionOf(id)).supplierStatus).toBe('waiting');
    clock.set(new Date(clock.now().getTime() + 60_000));
    await provision();
    const provisioned = await subscriptionOf(id);
    expect(provisioned).toMatchObject({ status: 'active', supplierStatus: 'in_sync', quantity: 3 });
    expect(await atMicrosoft(provisioned.supplierSubscriptionId!)).toHaveLength(1);
  });

  it('puts a change Microsoft refuses back as it was, with Microsoft’s reason, and the order line says so', async () => {
    const placed = await order(await freshOffer(), 5);
    const id = placed.lines[0]!.subscriptionId;
    await provision();
    const { supplierSubscriptionId } = await subscriptionOf(id);
    // Suspended at Microsoft meanwhile (in its admin centre): Microsoft refuses any change of it.
    await app.database.db
      .update(sandboxSubscriptions)
      .set({ status: 'suspended' })
      .where(eq(sandboxSubscriptions.id, supplierSubscriptionId!));
    const grown = await call('PUT', `/api/v1/subscriptions/${id}/quantity`, { quantity: 9, scheduleNextTerm: false });
    expect(grown.json().quantity, grown.body).toBe(9);
    await provision();
    const refused = await subscriptionOf(id);
    expect(refused).toMatchObject({ quantity: 5, status: 'active', supplierStatus: 'refused' });
    expect(refused.supplierRefusal?.description).toBeTruthy();
    const history = (await call('GET', `/api/v1/subscriptions/${id}`)).json().history as { action: string }[];
    expect(history[0]!.action).toBe('subscription.refused_by_microsoft');
  });

  it('ends a purchase Microsoft refuses: nothing bought, the order line refused', async () => {
    const offer = await freshOffer();
    const placed = await order(offer, 1);
    // A tenant Microsoft does not know (its id mistyped when the customer was added): the purchase is refused.
    await app.database.db
      .update(companies)
      .set({ tenantId: '00000000-0000-4000-8000-00000000dead' })
      .where(eq(companies.id, fabrikam.id));
    try {
      await provision();
    } finally {
      await app.database.db.update(companies).set({ tenantId: fabrikam.tenantId }).where(eq(companies.id, fabrikam.id));
    }
    expect(await subscriptionOf(placed.lines[0]!.subscriptionId)).toMatchObject({
      status: 'cancelled',
      supplierStatus: 'refused',
      supplierSubscriptionId: null,
    });
    const refusedLine = (await call('GET', `/api/v1/orders/${placed.id}`)).json().lines[0];
    expect(refusedLine.supplierStatus).toBe('refused');
    expect(refusedLine.supplierRefusal.code).toBeTruthy();
  });

  it('shows the partner what Microsoft could not take, to try now or abandon: undone, the customer told, once', async () => {
    const partner = {
      authorization: `Bearer ${await signIn(app, 'partner.admin@contoso.example')}`,
    };
    const asPartner = (method: 'GET' | 'POST', url: string) =>
      app.inject({ method, url, headers: partner, ...(method === 'POST' ? { payload: {} } : {}) });
    const placed = await order(await freshOffer(), 2);
    expect((await setFault({ mode: '429', count: 100, retryAfterSeconds: 30 })).ok).toBe(true);
    try {
      await provision();
    } finally {
      await setFault(null);
    }
    const listed = await asPartner('GET', '/api/v1/partner/provisioning');
    expect(listed.statusCode).toBe(200);
    const shown = (listed.json() as { id: number; orderNumber: string; attempts: number; status: string }[]).find(
      (request) => request.orderNumber === placed.number,
    );
    expect(shown).toMatchObject({ status: 'waiting', attempts: 1 });
    // Microsoft asked for 30 s: the next try waits for them, unless the partner tries now.
    const [held] = await app.database.db.select().from(supplierRequests).where(eq(supplierRequests.id, shown!.id));
    expect(held!.nextAttemptAt.getTime() - clock.now().getTime()).toBeGreaterThanOrEqual(29_000);
    expect((await asPartner('POST', `/api/v1/partner/provisioning/${shown!.id}/retry`)).statusCode).toBe(200);
    const [due] = await app.database.db.select().from(supplierRequests).where(eq(supplierRequests.id, shown!.id));
    expect(due!.nextAttemptAt.getTime()).toBeLessThanOrEqual(clock.now().getTime());

    const abandoned = await asPartner('POST', `/api/v1/partner/provisioning/${shown!.id}/abandon`);
    expect(abandoned.statusCode, abandoned.body).toBe(200);
    expect(abandoned.json().status).toBe('abandoned');
    expect(await subscriptionOf(placed.lines[0]!.subscriptionId)).toMatchObject({
      status: 'cancelled',
      supplierStatus: 'refused',
    });
    expect((await call('GET', `/api/v1/orders/${placed.id}`)).json().lines[0].supplierStatus).toBe('abandoned');
    const { notices } = (await call('GET', '/api/v1/user/notices')).json() as { notices: { kind: string }[] };
    expect(notices.map((notice) => notice.kind)).toContain('subscription_not_done');
    const again = await asPartner('POST', `/api/v1/partner/provisioning/${shown!.id}/abandon`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/only a waiting one/);
    // Nothing was bought at Microsoft: the provisioning job has nothing left of it.
    await provision();
    expect((await subscriptionOf(placed.lines[0]!.subscriptionId)).supplierSubscriptionId).toBeNull();
  });

  it('is finished once by the next server when the one that sent a purchase stopped before keeping the answer', async () => {
    const placed = await order(await freshOffer(), 7);
    const [request] = await app.database.db
      .select()
      .from(supplierRequests)
      .where(eq(supplierRequests.orderLineId, placed.lines[0]!.id));
    // The server sent the purchase (Microsoft has it) and stopped: the request still waits, its order id unknown.
    const [offer] = await app.database.db
      .select({ sku: products.sku, term: priceSheets.term, billing: priceSheets.billingFrequency })
      .from(subscriptions)
      .innerJoin(products, eq(products.id, subscriptions.productId))
      .innerJoin(priceSheets, eq(priceSheets.id, subscriptions.priceSheetId))
      .where(eq(subscriptions.id, placed.lines[0]!.subscriptionId));
    await app.partnerCenter.createOrder(fabrikam.tenantId, request!.requestId, {
      billingCycle: offer!.billing,
      lineItems: [{ lineItemNumber: 0, offerId: offer!.sku, quantity: 7, termDuration: offer!.term }],
    });
    // The next server, on the same database, takes it up.
    const next = await buildAppBeside(app, { PARTNER_CENTER_SANDBOX_DELAY_MS: '0' });
    try {
      await next.listen({ port: 0, host: '127.0.0.1' });
      await runProvisioning({
        db: next.database.db,
        clock,
        publicUrl: next.config.publicUrl,
        partnerCenter: next.partnerCenter,
        slice: sliceUntil(Date.now() + 20_000),
      });
    } finally {
      await next.close();
    }
    const provisioned = await subscriptionOf(placed.lines[0]!.subscriptionId);
    expect(provisioned).toMatchObject({ status: 'active', supplierStatus: 'in_sync', quantity: 7 });
    const orders = await app.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sandboxOrders)
      .where(eq(sandboxOrders.requestId, request!.requestId));
    expect(orders[0]!.count).toBe(1);
  });
});
