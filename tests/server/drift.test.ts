// Sync and drift (issue 30, item 4): a change made at the sandbox directly, as if in Microsoft's admin centre, shows
// as an open difference after the sync, once; taking Microsoft's value changes the portal with a line in its history,
// sending ours reaches the sandbox through the provisioning job; a difference that goes away by itself closes.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { addDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Drift } from '../../common/api';
import {
  activityLog,
  companies,
  drift,
  priceSheets,
  products,
  subscriptions,
  supplierRequests,
} from '../../server/db/schema';
import { runDriftSync } from '../../server/drift/sync';
import { sliceUntil } from '../../server/jobs/queue';
import { sandboxSubscriptions } from '../../server/partner-center/sandbox/schema';
import { runProvisioning } from '../../server/provisioning/sweep';
import { dayOf } from '../../server/time/clock';
import { buildTestApp } from './support/app';
import { movableClock } from './support/clock';
import { signIn } from './support/sign-in';

describe('sync and drift with Microsoft', () => {
  let app: FastifyInstance;
  let partner: Record<string, string>;
  let fabrikam: { id: number; tenantId: string };
  const clock = movableClock();

  beforeAll(async () => {
    ({ app } = await buildTestApp({ PARTNER_CENTER_SANDBOX_DELAY_MS: '0' }, clock));
    [fabrikam] = await app.database.db
      .select({ id: companies.id, tenantId: companies.tenantId })
      .from(companies)
      .where(eq(companies.domain, 'fabrikam.example'));
    partner = { authorization: `Bearer ${await signIn(app, 'partner.admin@contoso.example')}` };
  });
  afterAll(() => app.close());

  const context = () => ({
    db: app.database.db,
    clock,
    publicUrl: app.config.publicUrl,
    partnerCenter: app.partnerCenter,
    slice: sliceUntil(Date.now() + 20_000),
  });
  /** One whole run of the sync. */
  const sync = () => runDriftSync(context());
  const provision = () => runProvisioning(context());
  const call = (method: 'GET' | 'POST', url: string, headers = partner) => app.inject({ method, url, headers });
  const openDrift = async (filter: object = {}) => {
    const answer = await call('GET', `/api/v1/partner/drift?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Drift[];
  };
  const driftOf = async (subscriptionId: number) =>
    (await openDrift({ companyId: fabrikam.id })).filter((row) => row.subscriptionId === subscriptionId);
  const atMicrosoft = (id: string) =>
    app.database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  const changeAtMicrosoft = (id: string, change: Partial<typeof sandboxSubscriptions.$inferInsert>) =>
    app.database.db.update(sandboxSubscriptions).set(change).where(eq(sandboxSubscriptions.id, id));
  const historyOf = (subscriptionId: number) =>
    app.database.db
      .select({ action: activityLog.action, details: activityLog.details, actorId: activityLog.actorId })
      .from(activityLog)
      .where(and(eq(activityLog.objectType, 'subscription'), eq(activityLog.objectId, String(subscriptionId))))
      .orderBy(asc(activityLog.id));

  /** Fabrikam's active subscriptions Microsoft holds, in sync, whose term runs a while yet: one per test. */
  let taken = 0;
  async function heldSubscription() {
    const rows = await app.database.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.companyId, fabrikam.id),
          eq(subscriptions.status, 'active'),
          eq(subscriptions.supplierStatus, 'in_sync'),
          isNotNull(subscriptions.supplierSubscriptionId),
          gt(subscriptions.termEnd, dayOf(addDays(clock.now(), 14))),
        ),
      )
      .orderBy(asc(subscriptions.id));
    const row = rows[taken++];
    if (!row) throw new Error('Fabrikam has no more active subscriptions held at Microsoft');
    return row;
  }

  it('finds nothing on the demo data: its two sides agree', async () => {
    const done = await sync();
    expect(done.failed).toBe(0);
    expect(done.companies).toBeGreaterThanOrEqual(4);
    const answer = await call('GET', '/api/v1/partner/drift');
    expect(answer.json()).toEqual([]);
    expect(answer.headers['content-range']).toBe('drift */0');
    const state = await call('GET', '/api/v1/partner/drift/sync');
    expect(state.json().lastRun).toMatchObject({ companiesFailed: 0 });
    expect(state.json().lastRun.finishedAt).not.toBeNull();
  });

  it('opens a difference once per field, with a line in the subscription’s history, and takes Microsoft’s value', async () => {
    const subscription = await heldSubscription();
    await changeAtMicrosoft(subscription.supplierSubscriptionId!, {
      quantity: subscription.quantity + 3,
      autoRenewEnabled: !subscription.autoRenew,
    });
    await sync();
    await sync(); // a second run opens nothing twice
    const rows = await driftOf(subscription.id);
    expect(rows.map((row) => [row.field, row.portalValue, row.supplierValue]).sort()).toEqual([
      ['autoRenew', String(subscription.autoRenew), String(!subscription.autoRenew)],
      ['quantity', String(subscription.quantity), String(subscription.quantity + 3)],
    ]);
    expect(rows[0]).toMatchObject({
      companyName: expect.stringMatching(/^Fabrikam/),
      supplierSubscriptionId: subscription.supplierSubscriptionId,
      resolution: null,
    });
    expect(rows[0]!.productName).toBeTruthy();
    const found = (await historyOf(subscription.id)).filter((line) => line.action === 'subscription.drift_found');
    expect(found.map((line) => line.details.field).sort()).toEqual(['autoRenew', 'quantity']);
    const stored = await app.database.db.select().from(drift).where(eq(drift.subscriptionId, subscription.id));
    expect(stored).toHaveLength(2);

    const quantityRow = rows.find((row) => row.field === 'quantity')!;
    const taken = await call('POST', `/api/v1/partner/drift/${quantityRow.id}/take-microsoft`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ resolution: 'took_microsoft', resolvedBy: expect.any(String) });
    const [after] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(after).toMatchObject({ quantity: subscription.quantity + 3, version: subscription.version + 1 });
    expect((await historyOf(subscription.id)).at(-1)).toMatchObject({
      action: 'subscription.drift_took_microsoft',
      details: { field: 'quantity', supplierValue: String(subscription.quantity + 3) },
      actorId: expect.any(Number),
    });

    const again = await call('POST', `/api/v1/partner/drift/${quantityRow.id}/take-microsoft`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This difference is already resolved: Microsoft’s value was taken');
    expect((await call('POST', `/api/v1/partner/drift/${quantityRow.id}/send-ours`)).statusCode).toBe(409);
  });

  it('sends ours: a request waits, and the provisioning job makes Microsoft hold the portal’s value', async () => {
    const subscription = await heldSubscription();
    await changeAtMicrosoft(subscription.supplierSubscriptionId!, { autoRenewEnabled: !subscription.autoRenew });
    await sync();
    const [row] = await driftOf(subscription.id);
    expect(row).toMatchObject({ field: 'autoRenew', canSendOurs: true });
    const sent = await call('POST', `/api/v1/partner/drift/${row!.id}/send-ours`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().resolution).toBe('sent_ours');
    const waiting = await app.database.db
      .select()
      .from(supplierRequests)
      .where(and(eq(supplierRequests.subscriptionId, subscription.id), eq(supplierRequests.status, 'waiting')));
    expect(waiting).toMatchObject([{ kind: 'auto_renew', change: { autoRenewEnabled: subscription.autoRenew } }]);
    const [meanwhile] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(meanwhile!.supplierStatus).toBe('waiting');

    await provision();
    expect((await atMicrosoft(subscription.supplierSubscriptionId!))[0]!.autoRenewEnabled).toBe(subscription.autoRenew);
    await sync();
    expect(await driftOf(subscription.id)).toEqual([]);
    expect((await historyOf(subscription.id)).map((line) => line.action)).toContain('subscription.drift_sent_ours');
  });

  it('leaves a subscription alone while a request to Microsoft waits, and closes a difference that went away as gone', async () => {
    const subscription = await heldSubscription();
    const supplierId = subscription.supplierSubscriptionId!;
    await app.database.db
      .update(subscriptions)
      .set({ supplierStatus: 'waiting' })
      .where(eq(subscriptions.id, subscription.id));
    await changeAtMicrosoft(supplierId, { status: 'suspended' });
    await sync();
    expect(await driftOf(subscription.id)).toEqual([]);

    await app.database.db
      .update(subscriptions)
      .set({ supplierStatus: 'in_sync' })
      .where(eq(subscriptions.id, subscription.id));
    await sync();
    const [row] = await driftOf(subscription.id);
    expect(row).toMatchObject({ field: 'status', portalValue: 'active', supplierValue: 'suspended' });

    await changeAtMicrosoft(supplierId, { status: 'active' });
    await sync();
    expect(await driftOf(subscription.id)).toEqual([]);
    const [closed] = await app.database.db.select().from(drift).where(eq(drift.id, row!.id));
    expect(closed).toMatchObject({ resolution: 'gone', resolvedBy: null });
    expect(closed!.resolvedAt).not.toBeNull();
    expect((await historyOf(subscription.id)).at(-1)!.action).toBe('subscription.drift_gone');
  });

  it('finds a subscription Microsoft holds that the portal does not know, and imports it', async () => {
    // The demo's pending purchases bought first (their requests fall due on the clock).
    clock.set(new Date(Math.max(Date.now(), clock.now().getTime()) + 60_000));
    await provision();
    const [offer] = await app.database.db
      .select({ sku: products.sku, name: products.name, term: priceSheets.term, billing: priceSheets.billingFrequency })
      .from(products)
      .innerJoin(priceSheets, eq(priceSheets.productId, products.id))
      .orderBy(asc(priceSheets.id))
      .limit(1);
    const now = clock.now();
    const made = (offerId: string) => ({
      id: randomUUID(),
      tenantId: fabrikam.tenantId,
      offerId,
      offerName: `${offer!.name} (bought in Microsoft’s admin centre)`,
      friendlyName: offer!.name,
      quantity: 7,
      billingCycle: offer!.billing,
      termDuration: offer!.term,
      status: 'active' as const,
      autoRenewEnabled: true,
      creationDate: now,
      effectiveStartDate: now,
      commitmentEndDate: addDays(now, 365),
      unitPrice: 10,
    });
    const known = made(offer!.sku);
    const unknownOffer = made('CFQ7TTC0NOPE:0001');
    await app.database.db.insert(sandboxSubscriptions).values([known, unknownOffer]);
    // While a purchase of Fabrikam waits, a subscription the portal does not know may be that one: not judged.
    const [cancelled] = await app.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.companyId, fabrikam.id), eq(subscriptions.status, 'cancelled')))
      .limit(1);
    const purchaseWaits = (isWaiting: boolean) =>
      app.database.db
        .update(subscriptions)
        .set(
          isWaiting
            ? { supplierSubscriptionId: null, supplierStatus: 'waiting' }
            : { supplierSubscriptionId: cancelled!.supplierSubscriptionId, supplierStatus: 'in_sync' },
        )
        .where(eq(subscriptions.id, cancelled!.id));
    await purchaseWaits(true);
    await sync();
    expect(await openDrift({ field: 'subscription' })).toEqual([]);
    await purchaseWaits(false);
    await sync();
    const rows = (await openDrift({ field: 'subscription' })).filter((row) => row.subscriptionId === null);
    const knownRow = rows.find((row) => row.supplierSubscriptionId === known.id)!;
    expect(knownRow).toMatchObject({
      companyId: fabrikam.id,
      portalValue: 'missing',
      supplierValue: 'active',
      canSendOurs: false,
      productName: known.offerName,
    });

    const refused = await call('POST', `/api/v1/partner/drift/${knownRow.id}/send-ours`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/holds no such subscription/);
    const unknownRow = rows.find((row) => row.supplierSubscriptionId === unknownOffer.id)!;
    const notImported = await call('POST', `/api/v1/partner/drift/${unknownRow.id}/take-microsoft`);
    expect(notImported.statusCode).toBe(409);
    expect(notImported.json().message).toMatch(/No product of the portal sells Microsoft’s offer CFQ7TTC0NOPE:0001/);

    const imported = await call('POST', `/api/v1/partner/drift/${knownRow.id}/take-microsoft`);
    expect(imported.statusCode, imported.body).toBe(200);
    const subscriptionId = imported.json().subscriptionId as number;
    const [row] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(row).toMatchObject({
      companyId: fabrikam.id,
      quantity: 7,
      status: 'active',
      supplierSubscriptionId: known.id,
      termEnd: dayOf(addDays(now, 365)),
    });
    expect((await historyOf(subscriptionId)).map((line) => line.action)).toEqual(['subscription.imported']);
    await sync();
    expect((await openDrift()).some((open) => open.supplierSubscriptionId === known.id)).toBe(false);
  });

  it('finds a subscription Microsoft no longer holds; ours cannot be sent, Microsoft’s ends it', async () => {
    const subscription = await heldSubscription();
    await app.database.db
      .delete(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, subscription.supplierSubscriptionId!));
    await sync();
    const [row] = await driftOf(subscription.id);
    expect(row).toMatchObject({ field: 'subscription', portalValue: 'active', supplierValue: 'missing' });
    const refused = await call('POST', `/api/v1/partner/drift/${row!.id}/send-ours`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'drift_not_sendable' });
    const ended = await call('POST', `/api/v1/partner/drift/${row!.id}/take-microsoft`);
    expect(ended.statusCode, ended.body).toBe(200);
    const [after] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(after).toMatchObject({ status: 'cancelled', autoRenew: false });
    await sync();
    expect(await driftOf(subscription.id)).toEqual([]);
  });

  it('answers a person’s mistakes in words, and only to a partner administrator', async () => {
    const badFilter = await call('GET', `/api/v1/partner/drift?filter=${encodeURIComponent('{"field":"colour"}')}`);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toMatch(/^Invalid query/);
    expect((await call('POST', '/api/v1/partner/drift/abc/take-microsoft')).statusCode).toBe(400);
    const missing = await call('POST', '/api/v1/partner/drift/999999/send-ours');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This difference does not exist');
    const alex = { authorization: `Bearer ${await signIn(app, 'alex@fabrikam.example')}` };
    expect((await call('GET', '/api/v1/partner/drift', alex)).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/partner/drift/sync', alex)).statusCode).toBe(403);
    const sent = await call('POST', '/api/v1/partner/drift/sync');
    expect(sent.statusCode).toBe(202);
    // No job queue runs in this test's server: nothing is queued, and it says so.
    expect(sent.json()).toMatchObject({ isQueued: false, lastRun: { companiesFailed: 0 } });
  });
});
