import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, companies, subscriptions } from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { signIn, asUser } from './support/sign-in';

type Subscription = {
  id: number;
  status: string;
  quantity: number;
  termStart: string;
  termEnd: string;
  autoRenew: boolean;
  refundableQuantity: number;
  scheduledNextTermQuantity: number | null;
  monthlyCost: number;
};

describe('subscriptions of the current company', () => {
  let app: FastifyInstance;
  let alex: Record<string, string>;
  let megan: Record<string, string>;
  let fabrikam: number;
  let northwind: number;
  let list: Subscription[];

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    const companyId = async (domain: string) =>
      (await app.database.db.select().from(companies).where(eq(companies.domain, domain)))[0]!.id;
    fabrikam = await companyId('fabrikam.example');
    northwind = await companyId('northwind.example');
    alex = await asUser(app, 'alex@fabrikam.example', { company: fabrikam });
    megan = {
      authorization: `Bearer ${await signIn(app, 'megan@fabrikam.example')}`,
      'x-company-id': String(fabrikam),
    };
    list = (await app.inject({ method: 'GET', url: '/api/v1/subscriptions?range=[0,99]', headers: alex })).json();
  });
  afterAll(() => app.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => app.inject({ method, url, headers, payload });
  // In calendar days, as the seed wrote them: counted in hours, a term that began 40 days ago is "41" after noon.
  const daysAgo = (subscription: Subscription) =>
    differenceInCalendarDays(new Date(), parseISO(subscription.termStart));
  const find = (predicate: (subscription: Subscription) => boolean) => list.find(predicate)!;

  it('lists only the current company’s subscriptions, in the list dialect', async () => {
    const response = await call('GET', '/api/v1/subscriptions?sort=["monthlyCost","DESC"]&range=[0,4]', alex);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('subscriptions 0-4/12');
    const costs = response.json().map((subscription: Subscription) => subscription.monthlyCost);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const ids = new Set(list.map((subscription) => subscription.id));
    const owned = await app.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, fabrikam));
    expect(new Set(owned.map((row) => row.id))).toEqual(ids);
  });

  it.each(['ASC', 'DESC'] as const)(
    'sorts by monthly cost as the list shows it (%s): what costs nothing now ("—") comes last',
    async (order) => {
      const response = await call('GET', `/api/v1/subscriptions?sort=["monthlyCost","${order}"]&range=[0,24]`, alex);
      const rows = response.json() as Subscription[];
      const isActive = rows.map((subscription) => subscription.status === 'active');
      expect(isActive).toContain(false);
      expect(isActive).toEqual([...isActive].sort((a, b) => Number(b) - Number(a)));
      const costs = rows.filter((subscription) => subscription.status === 'active').map((row) => row.monthlyCost);
      expect(costs).toEqual([...costs].sort((a, b) => (order === 'ASC' ? a - b : b - a)));
    },
  );

  it('names, for the product filter, the products the company holds and no other', async () => {
    const held = (await call('GET', '/api/v1/subscriptions/products', alex)).json() as { id: number; name: string }[];
    const owned = await app.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, fabrikam));
    expect(held.map((product) => product.id).sort()).toEqual([...new Set(owned.map((row) => row.productId))].sort());
  });

  it('filters by status and by renewals within N days', async () => {
    const active = (await call('GET', '/api/v1/subscriptions?filter={"status":"active"}', alex)).json();
    const owned = await app.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, fabrikam));
    expect(active.map((subscription: Subscription) => subscription.id).sort()).toEqual(
      owned
        .filter((row) => row.status === 'active')
        .map((row) => row.id)
        .sort(),
    );
    const renewing = (await call('GET', '/api/v1/subscriptions?filter={"renewingWithinDays":90}', alex)).json();
    // A term that ended yesterday renews with the clock's next sweep, not within the next days.
    const ending = active.filter(
      (subscription: Subscription) =>
        subscription.termEnd >= new Date().toISOString().slice(0, 10) &&
        subscription.termEnd <= new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
    );
    // Only those that will renew: an active term with auto-renew on (Fabrikam has one ending without it).
    expect(ending.some((subscription: Subscription) => !subscription.autoRenew)).toBe(true);
    expect(renewing.map((subscription: Subscription) => subscription.id).sort()).toEqual(
      ending
        .filter((subscription: Subscription) => subscription.autoRenew)
        .map((subscription: Subscription) => subscription.id)
        .sort(),
    );
  });

  it('answers 404 for another company’s subscription under one’s own company, and 403 for a company one lacks', async () => {
    const [foreign] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, northwind));
    expect((await call('GET', `/api/v1/subscriptions/${foreign!.id}`, alex)).statusCode).toBe(404);
    const tailspin = (
      await app.database.db.select().from(companies).where(eq(companies.domain, 'tailspin.example'))
    )[0]!.id;
    const refused = await call('GET', '/api/v1/subscriptions', { ...alex, 'x-company-id': String(tailspin) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Access forbidden');
    for (const header of ['', 'abc', '1,2', '-1', '0']) {
      expect((await call('GET', '/api/v1/subscriptions', { ...alex, 'x-company-id': header })).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/v1/subscriptions', { ...alex, 'x-tenant-id': 'another-tenant' })).statusCode).toBe(
      403,
    );
  });

  it('lets a viewer read but not change', async () => {
    const target = find((subscription) => subscription.status === 'active' && daysAgo(subscription) === 40);
    expect((await call('GET', `/api/v1/subscriptions/${target.id}/usage`, megan)).statusCode).toBe(200);
    const before = (await call('GET', `/api/v1/subscriptions/${target.id}`, alex)).json().quantity;
    const refused = await call('PUT', `/api/v1/subscriptions/${target.id}/quantity`, megan, {
      quantity: 99,
      scheduleNextTerm: false,
    });
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', `/api/v1/subscriptions/${target.id}`, alex)).json().quantity).toBe(before);
  });

  it('raises a quantity now, and only lets the new seats be removed within the refund window', async () => {
    const target = find((subscription) => subscription.status === 'active' && daysAgo(subscription) === 40);
    expect(target.refundableQuantity).toBe(0);
    const raised = await call('PUT', `/api/v1/subscriptions/${target.id}/quantity`, alex, {
      quantity: target.quantity + 5,
      scheduleNextTerm: false,
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({
      quantity: target.quantity + 5,
      refundableQuantity: 5,
      message: `Now ${target.quantity + 5} seats`,
    });
    const tooMany = await call('PUT', `/api/v1/subscriptions/${target.id}/quantity`, alex, {
      quantity: target.quantity - 1,
      scheduleNextTerm: false,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(
      /^Only 5 seats can be removed now \(until .+\); schedule a larger decrease for the next term$/,
    );
    const lowered = await call('PUT', `/api/v1/subscriptions/${target.id}/quantity`, alex, {
      quantity: target.quantity + 2,
      scheduleNextTerm: false,
    });
    expect(lowered.json()).toMatchObject({ quantity: target.quantity + 2, refundableQuantity: 2 });
  });

  it('schedules a decrease for the next term, and a change now removes the scheduled one and says so', async () => {
    const target = find((subscription) => subscription.status === 'active' && daysAgo(subscription) === 200);
    const scheduled = await call('PUT', `/api/v1/subscriptions/${target.id}/quantity`, alex, {
      quantity: 1,
      scheduleNextTerm: true,
    });
    expect(scheduled.json()).toMatchObject({ quantity: target.quantity, scheduledNextTermQuantity: 1 });
    const now = await call('PUT', `/api/v1/subscriptions/${target.id}/quantity`, alex, {
      quantity: target.quantity + 1,
      scheduleNextTerm: false,
    });
    expect(now.json()).toMatchObject({ quantity: target.quantity + 1, scheduledNextTermQuantity: null });
    expect(now.json().message).toContain('the change scheduled for the next term was removed');
  });

  it('refuses to schedule without auto-renew, and quantities outside the product’s bounds', async () => {
    const noRenew = find((subscription) => subscription.status === 'active' && !subscription.autoRenew);
    const refused = await call('PUT', `/api/v1/subscriptions/${noRenew.id}/quantity`, alex, {
      quantity: 1,
      scheduleNextTerm: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Turn auto-renew on to schedule a change for the next term');
    const target = find((subscription) => subscription.status === 'active' && daysAgo(subscription) === 300);
    const huge = await call('PUT', `/api/v1/subscriptions/${target.id}/quantity`, alex, {
      quantity: 1_000_000,
      scheduleNextTerm: false,
    });
    expect(huge.statusCode).toBe(409);
    expect(huge.json().message).toMatch(/^The quantity must be between 1 and \d+$/);
    for (const body of [
      { quantity: 0, scheduleNextTerm: false },
      { quantity: 2.5, scheduleNextTerm: false },
      { quantity: 3 },
      { quantity: 3, scheduleNextTerm: false, price: 1 },
    ]) {
      expect((await call('PUT', `/api/v1/subscriptions/${target.id}/quantity`, alex, body)).statusCode).toBe(400);
    }
  });

  it('cancels within the cancellation window and explains a closed one', async () => {
    const fresh = find((subscription) => subscription.status === 'active' && daysAgo(subscription) === 3);
    const cancelled = await call('POST', `/api/v1/subscriptions/${fresh.id}/cancel`, alex);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      autoRenew: false,
      message: 'The subscription is cancelled',
    });
    const old = find((subscription) => subscription.status === 'active' && daysAgo(subscription) === 200);
    const refused = await call('POST', `/api/v1/subscriptions/${old.id}/cancel`, alex);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^The cancellation window closed on .+; turn auto-renew off/);
  });

  it('reactivates a cancelled subscription within its term with auto-renew on, not a suspended or expired one', async () => {
    const cancelled = find((subscription) => subscription.status === 'cancelled');
    // One Microsoft holds is deleted there for good: it is not offered, and it is refused.
    await app.database.db
      .update(subscriptions)
      .set({ supplierSubscriptionId: 'f3a1c2d4-0000-4000-8000-000000000001' })
      .where(eq(subscriptions.id, cancelled.id));
    const held = await call('GET', `/api/v1/subscriptions/${cancelled.id}`, alex);
    expect(held.json().isReactivatable).toBe(false);
    const atMicrosoft = await call('POST', `/api/v1/subscriptions/${cancelled.id}/reactivate`, alex);
    expect(atMicrosoft.statusCode).toBe(409);
    expect(atMicrosoft.json().message).toBe(
      'Microsoft ends a cancelled subscription for good: order the product again',
    );
    await app.database.db
      .update(subscriptions)
      .set({ supplierSubscriptionId: null })
      .where(eq(subscriptions.id, cancelled.id));
    expect((await call('POST', `/api/v1/subscriptions/${cancelled.id}/reactivate`, alex)).json()).toMatchObject({
      status: 'active',
      autoRenew: true,
    });
    const suspended = find((subscription) => subscription.status === 'suspended');
    const byPartner = await call('POST', `/api/v1/subscriptions/${suspended.id}/reactivate`, alex);
    expect(byPartner.statusCode).toBe(409);
    expect(byPartner.json().message).toBe('Your partner suspended this subscription: ask them to lift the suspension');
    const expired = find((subscription) => subscription.status === 'expired');
    const refused = await call('POST', `/api/v1/subscriptions/${expired.id}/reactivate`, alex);
    expect(refused.statusCode).toBe(409);
  });

  it('turns auto-renew off and on, and records every change in the history', async () => {
    const target = find((subscription) => subscription.status === 'active' && daysAgo(subscription) === 300);
    expect(
      (await call('PATCH', `/api/v1/subscriptions/${target.id}/auto-renew`, alex, { autoRenewEnabled: false })).json()
        .autoRenew,
    ).toBe(false);
    expect(
      (await call('PATCH', `/api/v1/subscriptions/${target.id}/auto-renew`, alex, { autoRenewEnabled: true })).json()
        .autoRenew,
    ).toBe(true);
    const detail = (await call('GET', `/api/v1/subscriptions/${target.id}`, alex)).json();
    expect(detail.history.map((event: { action: string }) => event.action).slice(0, 2)).toEqual([
      'subscription.auto_renew_on',
      'subscription.auto_renew_off',
    ]);
    expect(detail.history[0].actor).toBe('Alex Wilber');
  });

  it('keeps every one of 50 parallel quantity changes (no lost update): the log is one serial order', async () => {
    const target = find((subscription) => subscription.status === 'active' && daysAgo(subscription) === 300);
    const [before] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, target.id));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call('PUT', `/api/v1/subscriptions/${target.id}/quantity`, alex, {
          quantity: before!.quantity + index + 1,
          scheduleNextTerm: false,
        }),
      ),
    );
    // Every target is above the starting quantity: each increase adds refundable seats, so whatever order the row
    // lock gives them, a later lower target removes only seats added since. Every one of the 50 is applied.
    expect(results.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    const [after] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, target.id));
    const changes = await app.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.objectId, String(target.id)), eq(activityLog.action, 'subscription.quantity_changed')));
    expect(changes.length).toBe(50);
    expect(after!.version).toBe(before!.version + 50);
    // In the order they were written, each change starts where the one before it ended.
    const chain = changes.sort((a, b) => a.id - b.id).map((change) => change.details as { from: number; to: number });
    expect(chain[0]!.from).toBe(before!.quantity);
    for (let index = 1; index < chain.length; index++) expect(chain[index]!.from).toBe(chain[index - 1]!.to);
    expect(chain.at(-1)!.to).toBe(after!.quantity);
  });
});
