import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, subscriptions } from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { signIn } from './support/sign-in';

describe('dashboards', () => {
  let app: FastifyInstance;
  let alex: Record<string, string>;
  let partner: Record<string, string>;
  let support: Record<string, string>;
  let fabrikam: number;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    fabrikam = (await app.database.db.select().from(companies).where(eq(companies.domain, 'fabrikam.example')))[0]!.id;
    alex = { authorization: `Bearer ${await signIn(app, 'alex@fabrikam.example')}`, 'x-company-id': String(fabrikam) };
    partner = { authorization: `Bearer ${await signIn(app, 'partner.admin@contoso.example')}` };
    support = { authorization: `Bearer ${await signIn(app, 'support@contoso.example')}` };
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
    expect(dashboard.renewalsIn90Days).toBeGreaterThanOrEqual(dashboard.renewalsIn30Days);
    expect(dashboard.renewalsIn30Days).toBeGreaterThanOrEqual(1);
    expect(dashboard.monthlyCost).toBeGreaterThan(0);
    expect(dashboard.costByMonth.length).toBeGreaterThanOrEqual(6);
    expect(dashboard.costByMonth.length).toBeLessThanOrEqual(12);
    expect(dashboard.costByMonth[0].month).toMatch(/^\d{4}-\d{2}$/);
    expect(dashboard.latestOrders.length).toBeGreaterThanOrEqual(1);
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
