// Orders that wait for a partner's approval (the policy, approve, reject, the customer's cancel, racing approvals),
// and the notices people read in the bell.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, notices, orderLines, outbox, subscriptions, users } from '../../server/db/schema';
import { emailsOnePersonCauses } from '../../server/messages/notify';
import { buildTestApp } from './support/app';
import { businessDump } from './support/business-data';
import { signIn, asUser } from './support/sign-in';

describe('orders that wait for approval', () => {
  let app: FastifyInstance;
  let alex: Record<string, string>;
  let megan: Record<string, string>;
  let partner: Record<string, string>;
  let fabrikam: number;
  let partnerId: number;
  let alexId: number;
  let sheetId: number;
  let productId: number;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    const { db } = app.database;
    fabrikam = (await db.select().from(companies).where(eq(companies.domain, 'fabrikam.example')))[0]!.id;
    partnerId = (await db.select().from(users).where(eq(users.email, 'partner.admin@contoso.example')))[0]!.id;
    alexId = (await db.select().from(users).where(eq(users.email, 'alex@fabrikam.example')))[0]!.id;
    alex = await asUser(app, 'alex@fabrikam.example', { company: fabrikam });
    megan = {
      authorization: `Bearer ${await signIn(app, 'megan@fabrikam.example')}`,
      'x-company-id': String(fabrikam),
    };
    partner = await asUser(app, 'partner.admin@contoso.example');
    const [product] = (await call('GET', '/api/v1/catalog?range=[0,0]', alex)).json();
    sheetId = product.offers[0].priceSheetId;
    productId = product.id;
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await setPolicy({ mode: 'none' });
    await app.database.db.delete(notices);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, payload });
  const setPolicy = (policy: object) => call('PUT', '/api/v1/partner/approval-policy', partner, policy);
  let keys = 0;
  const placeOrder = (quantity = 2) =>
    call('POST', '/api/v1/orders', alex, {
      idempotencyKey: `approval-${Date.now()}-${keys++}`,
      lines: [{ priceSheetId: sheetId, quantity }],
    });
  const seatsHeld = async () =>
    (
      await app.database.db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.companyId, fabrikam),
            eq(subscriptions.priceSheetId, sheetId),
            inArray(subscriptions.status, ['active', 'pending']),
          ),
        )
    ).reduce((sum, row) => sum + row.quantity, 0);
  const noticesOf = (userId: number) => app.database.db.select().from(notices).where(eq(notices.userId, userId));

  it('refuses a policy that cannot hold, in words, and keeps the one in force', async () => {
    await setPolicy({ mode: 'above_amount', amountAbove: 500 });
    for (const [policy, field] of [
      [{ mode: 'above_amount', amountAbove: -1 }, 'amountAbove'],
      [{ mode: 'above_amount' }, 'amountAbove'],
      [{ mode: 'above_amount', amountAbove: 0.001 }, 'amountAbove'],
      [{ mode: 'companies', companyIds: [] }, 'companyIds'],
      [{ mode: 'products' }, 'productIds'],
      [{ mode: 'sometimes' }, 'mode'],
    ] as const) {
      const refused = await setPolicy(policy);
      expect(refused.statusCode, JSON.stringify(policy)).toBe(400);
      expect(refused.json().message).toContain(field);
    }
    expect((await call('GET', '/api/v1/partner/approval-policy', partner)).json()).toMatchObject({
      mode: 'above_amount',
      amountAbove: 500,
    });
    expect((await call('PUT', '/api/v1/partner/approval-policy', alex, { mode: 'none' })).statusCode).toBe(403);
  });

  it('refuses a renewal reminder that could never run or reach anyone, in words, saving nothing', async () => {
    const before = await businessDump(app.database.db);
    for (const [reminder, field] of [
      [{ leadTimesDays: [] }, 'leadTimesDays'],
      [{ leadTimesDays: [400] }, 'leadTimesDays'],
      [{ leadTimesDays: [0] }, 'leadTimesDays'],
      [{ leadTimesDays: [30], recipients: ['billing contacts'] }, 'recipients'],
    ] as const) {
      const refused = await call('POST', '/api/v1/partner/notifications', partner, {
        kind: 'renewal_reminder',
        title: 'Renewal ahead',
        companyIds: [fabrikam],
        ...reminder,
      });
      expect(refused.statusCode, JSON.stringify(reminder)).toBe(400);
      expect(refused.json().message).toContain(field);
    }
    expect(await businessDump(app.database.db)).toEqual(before);
  });

  it('keeps an order the policy catches pending: no seats until a partner approves, who is told', async () => {
    expect((await setPolicy({ mode: 'companies', companyIds: [fabrikam] })).statusCode).toBe(200);
    const before = await seatsHeld();
    const placed = await placeOrder(3);
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ status: 'pending' });
    expect(await seatsHeld()).toBe(before);
    const lines = await app.database.db.select().from(orderLines).where(eq(orderLines.orderId, placed.json().id));
    expect(lines.map((line) => line.subscriptionId)).toEqual([null]);
    const [told] = await noticesOf(partnerId);
    expect(told).toMatchObject({ kind: 'order_awaits_approval', link: `/partner-admin/orders/${placed.json().id}` });

    const approved = await call('POST', `/api/v1/partner/orders/${placed.json().id}/approve`, partner, {
      reason: 'Within budget',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('completed');
    expect(await seatsHeld()).toBe(before + 3);
    expect((await noticesOf(alexId)).map((notice) => notice.kind)).toEqual(['order_approved']);
  });

  it('prices an approved order’s seats at the locked price of the subscription they join, renewed while it waited', async () => {
    await placeOrder(1);
    const [held] = await app.database.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.companyId, fabrikam),
          eq(subscriptions.priceSheetId, sheetId),
          inArray(subscriptions.status, ['active', 'pending']),
        ),
      );
    await setPolicy({ mode: 'companies', companyIds: [fabrikam] });
    const placed = (await placeOrder(2)).json();
    expect(placed.lines[0].unitPrice).toBe(held!.unitPrice);
    // Renewed meanwhile at the catalog's price of its renewal.
    const renewedAt = held!.unitPrice + 2;
    await app.database.db.update(subscriptions).set({ unitPrice: renewedAt }).where(eq(subscriptions.id, held!.id));
    const approved = await call('POST', `/api/v1/partner/orders/${placed.id}/approve`, partner, { reason: 'Fine' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      total: renewedAt * 2,
      lines: [{ unitPrice: renewedAt, lineTotal: renewedAt * 2, subscriptionId: held!.id }],
    });
  });

  it('catches orders above an amount and orders of chosen products; none lets every order through', async () => {
    await setPolicy({ mode: 'above_amount', amountAbove: 1_000_000 });
    expect((await placeOrder(1)).json().status).toBe('completed');
    await setPolicy({ mode: 'above_amount', amountAbove: 0 });
    expect((await placeOrder(1)).json().status).toBe('pending');
    await setPolicy({ mode: 'products', productIds: [productId] });
    expect((await placeOrder(1)).json().status).toBe('pending');
    // The policy's picker names the products chosen.
    const chosen = await call('GET', `/api/v1/catalog/partner/products/${productId}`, partner);
    expect(chosen.json()).toMatchObject({ id: productId, name: expect.any(String), priceSheets: expect.any(Array) });
    expect((await call('GET', '/api/v1/catalog/partner/products/999999', partner)).statusCode).toBe(404);
    await setPolicy({ mode: 'none' });
    expect((await placeOrder(1)).json().status).toBe('completed');
  });

  it('changes nothing when a partner rejects, and tells the customer why', async () => {
    await setPolicy({ mode: 'above_amount', amountAbove: 0 });
    const placed = (await placeOrder(4)).json();
    const before = await businessDump(app.database.db);
    const rejected = await call('POST', `/api/v1/partner/orders/${placed.id}/reject`, partner, { reason: 'No budget' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionReason: 'No budget' });
    const after = await businessDump(app.database.db);
    // The order's new status shows in the dump (it sees a change), and nothing else moved.
    expect(after.orders).not.toBe(before.orders);
    expect({ ...after, orders: '', notices: '', outbox: '' }).toEqual({
      ...before,
      orders: '',
      notices: '',
      outbox: '',
    });
    const [told] = await noticesOf(alexId);
    expect(told).toMatchObject({ kind: 'order_rejected', params: { reason: 'No budget' } });
  });

  it('lets a member cancel a pending order, not a viewer, and not once decided', async () => {
    await setPolicy({ mode: 'above_amount', amountAbove: 0 });
    const placed = (await placeOrder(1)).json();
    expect((await call('POST', `/api/v1/orders/${placed.id}/cancel`, megan)).statusCode).toBe(403);
    const cancelled = await call('POST', `/api/v1/orders/${placed.id}/cancel`, alex);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      decidedBy: 'Alex Wilber',
      decidedAt: expect.any(String),
    });
    const again = await call('POST', `/api/v1/orders/${placed.id}/cancel`, alex);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('order_not_pending');
    expect(
      (await call('POST', `/api/v1/partner/orders/${placed.id}/approve`, partner, { reason: 'late' })).statusCode,
    ).toBe(409);
    expect((await noticesOf(partnerId)).map((notice) => notice.kind).sort()).toEqual([
      'order_awaits_approval',
      'order_cancelled',
    ]);
  });

  it('fulfils a pending order once when two approvals race', async () => {
    await setPolicy({ mode: 'above_amount', amountAbove: 0 });
    const placed = (await placeOrder(5)).json();
    const before = await seatsHeld();
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', `/api/v1/partner/orders/${placed.id}/approve`, partner, { reason: 'ok' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await seatsHeld()).toBe(before + 5);
  });

  it('sends the partner a few emails and one digest, not one each, when one person places and cancels 30 orders', async () => {
    await setPolicy({ mode: 'above_amount', amountAbove: 0 });
    const { db } = app.database;
    const partnerEmails = () => db.select().from(outbox).where(eq(outbox.toAddress, 'partner.admin@contoso.example'));
    await db.delete(outbox);
    for (let round = 0; round < 30; round++) {
      const placed = await placeOrder(1);
      expect(placed.statusCode).toBe(201);
      expect((await call('POST', `/api/v1/orders/${placed.json().id}/cancel`, alex)).statusCode).toBe(200);
    }
    const emails = await partnerEmails();
    const digests = emails.filter((email) => email.dedupeKey.startsWith('digest:'));
    expect(emails.length - digests.length).toBe(emailsOnePersonCauses.count);
    expect(digests).toHaveLength(1);
    // It names every email it stands for, and leaves when its window closes.
    expect(digests[0]!.body.split('\n- ')).toHaveLength(60 - emailsOnePersonCauses.count + 1);
    expect(digests[0]!.subject).toBe('More updates from what Alex Wilber did');
    expect(digests[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // The bell still tells each.
    expect(await noticesOf(partnerId)).toHaveLength(60);
    // Alex hears of their own orders as before: the limit is on what one person makes others receive.
    await db.delete(outbox);
    for (let round = 0; round < 5; round++) await placeOrder(1);
    expect((await partnerEmails()).filter((email) => email.dedupeKey.startsWith('digest:'))).toHaveLength(1);
  });
});

describe('the bell', () => {
  let app: FastifyInstance;
  let alex: Record<string, string>;
  let sam: Record<string, string>;
  let alexId: number;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    alexId = (await app.database.db.select().from(users).where(eq(users.email, 'alex@fabrikam.example')))[0]!.id;
    alex = await asUser(app, 'alex@fabrikam.example');
    sam = await asUser(app, 'sam@northwind.example');
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.database.db.delete(notices).where(eq(notices.userId, alexId));
    await app.database.db.insert(notices).values(
      [1, 2, 3].map((index) => ({
        userId: alexId,
        kind: 'subscription_renewed' as const,
        params: { product: `Product ${index}` },
        link: '/subscriptions/1/show',
        dedupeKey: `test:${index}`,
        createdAt: new Date(Date.now() - index * 60_000),
      })),
    );
  });

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
    app.inject({ method, url, headers });

  it('shows a person their own notices, newest first, with the unread count', async () => {
    const inbox = (await call('GET', '/api/v1/user/notices', alex)).json();
    expect(inbox.unread).toBe(3);
    expect(inbox.notices.map((notice: { params: { product: string } }) => notice.params.product)).toEqual([
      'Product 1',
      'Product 2',
      'Product 3',
    ]);
    expect((await call('GET', '/api/v1/user/notices', sam)).json()).toEqual({ unread: 0, notices: [] });
    expect((await call('GET', '/api/v1/user/notices?limit=0', alex)).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/user/notices', {})).statusCode).toBe(401);
  });

  it('marks one read (only one’s own), then all', async () => {
    const [first] = (await call('GET', '/api/v1/user/notices', alex)).json().notices;
    expect((await call('POST', `/api/v1/user/notices/${first.id}/read`, sam)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/user/notices/${first.id}/read`, alex)).statusCode).toBe(204);
    const inbox = (await call('GET', '/api/v1/user/notices', alex)).json();
    expect(inbox.unread).toBe(2);
    expect(inbox.notices[0].readAt).not.toBeNull();
    expect((await call('POST', '/api/v1/user/notices/read-all', alex)).statusCode).toBe(204);
    expect((await call('GET', '/api/v1/user/notices', alex)).json().unread).toBe(0);
  });
});
