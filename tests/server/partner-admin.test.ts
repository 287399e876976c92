import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, orders, subscriptions } from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { placeOrder } from './support/builders';
import { signIn, asUser } from './support/sign-in';

describe('partner administration: orders, notifications, acting inside a company', () => {
  let app: FastifyInstance;
  let partner: Record<string, string>;
  let support: Record<string, string>;
  let alex: Record<string, string>;
  let ids: { fabrikam: number; northwind: number; tailspin: number };

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    const companyId = async (domain: string) =>
      (await app.database.db.select().from(companies).where(eq(companies.domain, domain)))[0]!.id;
    ids = {
      fabrikam: await companyId('fabrikam.example'),
      northwind: await companyId('northwind.example'),
      tailspin: await companyId('tailspin.example'),
    };
    partner = await asUser(app, 'partner.admin@contoso.example');
    support = await asUser(app, 'support@contoso.example');
    alex = {
      authorization: `Bearer ${await signIn(app, 'alex@fabrikam.example')}`,
      'x-company-id': String(ids.fabrikam),
    };
  });
  afterAll(() => app.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => app.inject({ method, url, headers, payload });

  it('suspends a customer’s active subscription with a reason and lifts it; the customer sees both in its history', async () => {
    const [active] = await app.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, ids.fabrikam))
      .then((rows) => rows.filter((row) => row.status === 'active'));
    const url = (verb: string) => `/api/v1/partner/subscriptions/${active!.id}/${verb}`;
    expect((await call('POST', url('suspend'), partner, { reason: ' ' })).statusCode).toBe(400);
    expect((await call('POST', url('suspend'), support, { reason: 'Unpaid' })).statusCode).toBe(403);
    expect((await call('POST', url('suspend'), alex, { reason: 'Unpaid' })).statusCode).toBe(403);
    const suspended = await call('POST', url('suspend'), partner, { reason: 'Invoice 2026-11 unpaid' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ id: active!.id, status: 'suspended', monthlyCost: expect.any(Number) });
    const again = await call('POST', url('suspend'), partner, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'not_active' });
    // The customer cannot lift it, and reads why it was suspended.
    expect((await call('POST', url('lift'), alex)).statusCode).toBe(403);
    const seen = (await call('GET', `/api/v1/subscriptions/${active!.id}`, alex)).json();
    expect(seen.status).toBe('suspended');
    expect(seen.history[0]).toMatchObject({
      action: 'subscription.suspended',
      details: { reason: 'Invoice 2026-11 unpaid' },
    });
    const lifted = await call('POST', url('lift'), partner);
    expect(lifted.json()).toMatchObject({ status: 'active' });
    expect((await call('POST', url('lift'), partner)).json()).toMatchObject({ code: 'not_suspended' });
    expect((await call('POST', '/api/v1/partner/subscriptions/999999/lift', partner)).statusCode).toBe(404);
  });

  it('lists every customer’s orders with their company, filtered by company and status', async () => {
    const all = (await call('GET', '/api/v1/partner/orders?range=[0,99]', partner)).json();
    const companyNames = new Set(all.map((order: { companyName: string }) => order.companyName));
    expect(companyNames.size).toBeGreaterThanOrEqual(3);
    const fabrikamPending = (
      await call('GET', `/api/v1/partner/orders?filter={"companyId":${ids.fabrikam},"status":"pending"}`, partner)
    ).json();
    expect(fabrikamPending).toHaveLength(1);
    expect(fabrikamPending[0]).toMatchObject({ companyName: 'Fabrikam, Inc.', status: 'pending' });
    expect((await call('GET', '/api/v1/partner/orders', support)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/partner/orders', alex)).statusCode).toBe(403);
  });

  it('approves a pending order with a reason, creating its subscriptions: the order is complete, and the customer sees who approved it', async () => {
    const [product] = (await call('GET', '/api/v1/catalog?range=[0,0]', alex)).json();
    const pending = await placeOrder(app, alex, [{ priceSheetId: product.offers[0].priceSheetId, quantity: 2 }], {
      awaitsApproval: true,
    });
    expect(pending.status).toBe('pending');
    const before = (await app.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, ids.fabrikam)))
      .length;
    const approved = await call('POST', `/api/v1/partner/orders/${pending.id}/approve`, partner, {
      reason: 'Budget confirmed',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'completed',
      decisionReason: 'Budget confirmed',
      decidedBy: 'Pat Morgan',
      decidedAt: expect.any(String),
    });
    expect(approved.json().lines.every((line: { subscriptionId: number | null }) => line.subscriptionId !== null)).toBe(
      true,
    );
    const after = (await app.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, ids.fabrikam)))
      .length;
    expect(after).toBeGreaterThanOrEqual(before);
    const seen = (await call('GET', `/api/v1/orders/${pending.id}`, alex)).json();
    expect(seen).toMatchObject({ status: 'completed', decisionReason: 'Budget confirmed', decidedBy: 'Pat Morgan' });
    expect(seen).not.toHaveProperty('companyName');
    const again = await call('POST', `/api/v1/partner/orders/${pending.id}/reject`, partner, { reason: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is completed: only a pending order can be decided');
  });

  it('rejects a pending order only with a reason', async () => {
    const [order] = await app.database.db.select().from(orders).where(eq(orders.companyId, ids.tailspin));
    await app.database.db.update(orders).set({ status: 'pending' }).where(eq(orders.id, order!.id));
    expect((await call('POST', `/api/v1/partner/orders/${order!.id}/reject`, partner, {})).statusCode).toBe(400);
    const rejected = await call('POST', `/api/v1/partner/orders/${order!.id}/reject`, partner, {
      reason: 'Duplicate of SO-1001',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionReason: 'Duplicate of SO-1001' });
  });

  it('refuses an announcement for no company and a reminder to something that is not an email, saying why', async () => {
    const nobody = await call('POST', '/api/v1/partner/notifications', partner, {
      kind: 'announcement',
      title: 'To nobody',
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toMatch(/companyIds: an announcement needs at least one company to show to/);
    const notAnEmail = await call('POST', '/api/v1/partner/notifications', partner, {
      kind: 'renewal_reminder',
      title: 'Renewal soon',
      leadTimesDays: [30],
      recipients: ['billing contacts'],
    });
    expect(notAnEmail.statusCode).toBe(400);
    expect(notAnEmail.json().message).toMatch(/must be an email address/);
  });

  it('publishes an announcement to chosen companies; only their people see it', async () => {
    const created = await call('POST', '/api/v1/partner/notifications', partner, {
      kind: 'announcement',
      title: 'Price change in January',
      body: 'Adobe prices rise by 5%.',
      companyIds: [ids.northwind],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      companyIds: [ids.northwind],
      isActive: true,
      publishedAt: expect.any(String),
    });
    const sam = {
      authorization: `Bearer ${await signIn(app, 'sam@northwind.example')}`,
      'x-company-id': String(ids.northwind),
    };
    expect(
      (await call('GET', '/api/v1/notifications', sam)).json().map((item: { title: string }) => item.title),
    ).toContain('Price change in January');
    expect(
      (await call('GET', '/api/v1/notifications', alex)).json().map((item: { title: string }) => item.title),
    ).not.toContain('Price change in January');
    const moved = await call('PUT', `/api/v1/partner/notifications/${created.json().id}`, partner, {
      companyIds: [ids.fabrikam],
    });
    expect(moved.json().companyIds).toEqual([ids.fabrikam]);
    expect(
      (await call('GET', '/api/v1/notifications', alex)).json().map((item: { title: string }) => item.title),
    ).toContain('Price change in January');
  });

  it('keeps renewal reminders with lead times and recipients, and refuses bad ones', async () => {
    const reminder = await call('POST', '/api/v1/partner/notifications', partner, {
      kind: 'renewal_reminder',
      title: 'Renewal in two weeks',
      leadTimesDays: [14, 3],
      includeAutoRenewOff: false,
      recipients: ['it@northwind.example'],
      companyIds: [ids.northwind, ids.tailspin],
    });
    expect(reminder.json()).toMatchObject({
      leadTimesDays: [14, 3],
      includeAutoRenewOff: false,
      recipients: ['it@northwind.example'],
    });
    const list = (
      await call('GET', '/api/v1/partner/notifications?filter={"kind":"renewal_reminder"}', partner)
    ).json();
    expect(list.every((item: { kind: string }) => item.kind === 'renewal_reminder')).toBe(true);
    expect(
      (await call('POST', '/api/v1/partner/notifications', partner, { kind: 'announcement', title: '' })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/v1/partner/notifications', partner, {
          kind: 'announcement',
          title: 'X',
          companyIds: [999999],
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('DELETE', `/api/v1/partner/notifications/${reminder.json().id}`, partner)).statusCode).toBe(204);
  });

  it('keeps a notification’s French title and text beside the English ones, never a French text without its title', async () => {
    const texts = { title: 'Renewal soon', body: 'Check your seats.' };
    const refused = await call('POST', '/api/v1/partner/notifications', partner, {
      kind: 'announcement',
      ...texts,
      bodyFr: 'Vérifiez vos licences.',
      companyIds: [ids.fabrikam],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('titleFr');
    const created = await call('POST', '/api/v1/partner/notifications', partner, {
      kind: 'announcement',
      ...texts,
      titleFr: 'Renouvellement proche',
      bodyFr: 'Vérifiez vos licences.',
      companyIds: [ids.fabrikam],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ titleFr: 'Renouvellement proche', bodyFr: 'Vérifiez vos licences.' });
    const id = created.json().id;
    const feed = (await call('GET', '/api/v1/notifications', alex)).json();
    expect(feed.find((item: { id: number }) => item.id === id)).toMatchObject({
      ...texts,
      titleFr: 'Renouvellement proche',
    });
    // A change that would leave the French text without its title is refused; both go together.
    expect((await call('PUT', `/api/v1/partner/notifications/${id}`, partner, { titleFr: '' })).statusCode).toBe(400);
    const cleared = await call('PUT', `/api/v1/partner/notifications/${id}`, partner, { titleFr: '', bodyFr: '' });
    expect(cleared.json()).toMatchObject({ titleFr: '', bodyFr: '' });
    expect((await call('DELETE', `/api/v1/partner/notifications/${id}`, partner)).statusCode).toBe(204);
  });

  it('lets a partner administrator act inside a customer company until switching back', async () => {
    expect(
      (await call('GET', '/api/v1/subscriptions', { ...partner, 'x-company-id': String(ids.northwind) })).statusCode,
    ).toBe(200);
    const entered = await call('POST', '/api/v1/partner/switch-company', partner, { companyId: ids.northwind });
    expect(entered.json()).toMatchObject({ success: true, companyId: ids.northwind, companyName: 'Northwind Traders' });
    const profile = (await call('GET', '/api/v1/user/profile', partner)).json();
    expect(profile.currentCompanyId).toBe(ids.northwind);
    const mine = (await call('GET', '/api/v1/multi-tenant/user/companies', partner)).json();
    expect(mine.map((company: { name: string }) => company.name)).toEqual(
      expect.arrayContaining(['Contoso (partner)', 'Northwind Traders']),
    );
    const contoso = mine.find((company: { name: string }) => company.name === 'Contoso (partner)');
    expect(
      (await call('PUT', '/api/v1/multi-tenant/user/current-company', partner, { companyId: contoso.id })).json()
        .success,
    ).toBe(true);
    expect(
      (await call('POST', '/api/v1/partner/switch-company', support, { companyId: ids.northwind })).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/v1/partner/switch-company', partner, { companyId: 999999 })).statusCode).toBe(404);
  });

  it('shows a partner administrator a customer company’s subscriptions, and nobody else', async () => {
    const response = await call('GET', `/api/v1/partner/companies/${ids.fabrikam}/subscriptions`, partner);
    expect(response.statusCode).toBe(200);
    const owned = await app.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, ids.fabrikam));
    expect(
      response
        .json()
        .map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual(owned.map((row) => row.id).sort());
    expect((await call('GET', `/api/v1/partner/companies/${ids.fabrikam}/subscriptions`, support)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/v1/partner/companies/999999/subscriptions', partner)).statusCode).toBe(404);
  });
});
