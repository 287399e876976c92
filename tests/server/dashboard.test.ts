import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, subscriptions } from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { asUser } from './support/sign-in';

const renewingLimit = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** 'YYYY-MM' of the last twelve months, oldest first, this month last. */
function lastTwelveMonths() {
  const now = new Date();
  return Array.from({ length: 12 }, (_, index) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1));
    return month.toISOString().slice(0, 7);
  });
}

describe('dashboards', () => {
  let app: FastifyInstance;
  let alex: Record<string, string>;
  let partner: Record<string, string>;
  let support: Record<string, string>;
  let fabrikam: number;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    fabrikam = (await app.database.db.select().from(companies).where(eq(companies.domain, 'fabrikam.example')))[0]!.id;
    alex = await asUser(app, 'alex@fabrikam.example', { company: fabrikam });
    partner = await asUser(app, 'partner.admin@contoso.example');
    support = await asUser(app, 'support@contoso.example');
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

  it('sums up the current company: subscriptions by status, renewals, cost by month, latest orders', async () => {
    const response = await get('/api/v1/dashboard', alex);
    expect(response.statusCode).toBe(200);
    const dashboard = response.json();
    const owned = await app.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, fabrikam));
    const counted = Object.values(dashboard.subscriptionsByStatus as Record<string, number>).reduce(
      (sum, value) => sum + value,
      0,
    );
    expect(counted).toBe(owned.length);
    expect(dashboard.subscriptionsByStatus.active).toBe(owned.filter((row) => row.status === 'active').length);
    // A renewal is an active term ending within the days with auto-renew on.
    const today = new Date().toISOString().slice(0, 10);
    const renewing = (days: number) =>
      owned.filter(
        (row) =>
          row.status === 'active' &&
          row.autoRenew &&
          row.termEnd >= today &&
          row.termEnd <= new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10),
      ).length;
    expect(dashboard.renewalsIn30Days).toBe(renewing(30));
    expect(dashboard.renewalsIn90Days).toBe(renewing(90));
    expect(owned.some((row) => row.status === 'active' && !row.autoRenew && row.termEnd <= renewingLimit(90))).toBe(
      true,
    );
    expect(dashboard.monthlyCost).toBeGreaterThan(0);
    expect(dashboard.costByMonth).toHaveLength(12);
    expect(dashboard.costByMonth.map((entry: { month: string }) => entry.month)).toEqual(lastTwelveMonths());
    // One definition: this month's bar is the "Monthly cost" figure.
    expect(dashboard.costByMonth.at(-1).cost).toBe(dashboard.monthlyCost);
    expect(dashboard.latestOrders.length).toBeGreaterThanOrEqual(1);
  });

  it('keeps the chart’s past months as they were after a change of seats: a change counts from its day on', async () => {
    const before = (await get('/api/v1/dashboard', alex)).json();
    const twoMonthsAgo = new Date(Date.now() - 62 * 86_400_000).toISOString().slice(0, 10);
    const active = (
      (await get('/api/v1/subscriptions?filter={"status":"active"}&range=[0,99]', alex)).json() as {
        id: number;
        quantity: number;
        termStart: string;
        termEnd: string;
      }[]
    ).find((row) => row.termStart <= twoMonthsAgo && row.termEnd > new Date().toISOString().slice(0, 10))!;
    expect(active).toBeDefined();
    const raised = await app.inject({
      method: 'PUT',
      url: `/api/v1/subscriptions/${active.id}/quantity`,
      headers: alex,
      payload: { quantity: active.quantity + 2, scheduleNextTerm: false },
    });
    expect(raised.statusCode).toBe(200);
    const after = (await get('/api/v1/dashboard', alex)).json();
    expect(after.monthlyCost).toBeGreaterThan(before.monthlyCost);
    expect(after.costByMonth.slice(0, -1)).toEqual(before.costByMonth.slice(0, -1));
  });

  it('moves the monthly cost and this month’s bar together after a change, and counts no cancelled subscription', async () => {
    const before = (await get('/api/v1/dashboard', alex)).json();
    const [active] = (
      await get('/api/v1/subscriptions?filter={"status":"active"}&sort=["termEnd","DESC"]&range=[0,0]', alex)
    ).json();
    const raised = await app.inject({
      method: 'PUT',
      url: `/api/v1/subscriptions/${active.id}/quantity`,
      headers: alex,
      payload: { quantity: active.quantity + 1, scheduleNextTerm: false },
    });
    expect(raised.statusCode).toBe(200);
    const after = (await get('/api/v1/dashboard', alex)).json();
    expect(after.monthlyCost).toBeGreaterThan(before.monthlyCost);
    expect(after.costByMonth.at(-1).cost).toBe(after.monthlyCost);
    const cancelled = (await get('/api/v1/subscriptions?filter={"status":"cancelled"}&range=[0,9]', alex)).json();
    expect(cancelled.length).toBeGreaterThan(0);
    const activeCost = (await get('/api/v1/subscriptions?filter={"status":"active"}&range=[0,999]', alex)).json() as {
      monthlyCost: number;
      termEnd: string;
    }[];
    const inForce = activeCost.filter((row) => row.termEnd >= new Date().toISOString().slice(0, 10));
    expect(after.monthlyCost).toBeCloseTo(
      inForce.reduce((sum, row) => sum + row.monthlyCost, 0),
      2,
    );
  });

  it('gives a partner administrator the catalog statistics and the recent activity, 10 by default', async () => {
    const stats = (await get('/api/v1/partner/dashboard/catalog-stats', partner)).json();
    expect(stats).toMatchObject({ catalogs: 3, products: 60, templates: 1 });
    expect(stats.visibleItems).toBeLessThanOrEqual(stats.items);
    const activity = await get('/api/v1/partner/dashboard/recent-activity', partner);
    expect(activity.json()).toHaveLength(10);
    expect((await get('/api/v1/partner/dashboard/recent-activity?limit=3', partner)).json()).toHaveLength(3);
    expect((await get('/api/v1/partner/dashboard/recent-activity?limit=0', partner)).statusCode).toBe(400);
  });

  it('refuses the partner dashboard to end users and to support staff', async () => {
    for (const url of ['/api/v1/partner/dashboard/catalog-stats', '/api/v1/partner/dashboard/recent-activity']) {
      expect((await get(url, alex)).statusCode).toBe(403);
      expect((await get(url, support)).statusCode).toBe(403);
    }
  });
});
