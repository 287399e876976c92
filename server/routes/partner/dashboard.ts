// /api/v1/partner/dashboard: the partner's catalog statistics, recent activity and reconciliation leak.
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityEventSchema, catalogStatsSchema, reconciliationLeakSchema } from '../../../common/api';
import { latestLeak } from '../../billing/reconciliation-summary';
import { activityLog, companies, users } from '../../db/schema';
import { errorsOf } from '../../http/errors';

const errors = errorsOf(400, 401, 403);

export const partnerDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/dashboard/catalog-stats',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'Catalog statistics across the partner',
        response: { 200: catalogStatsSchema, ...errors },
      },
    },
    async function showCatalogStats() {
      const [stats] = await db
        .select({
          catalogs: sql<number>`(select count(*) from catalogs)::int`,
          activeCatalogs: sql<number>`(select count(*) from catalogs where is_active)::int`,
          items: sql<number>`(select count(*) from catalog_items)::int`,
          visibleItems: sql<number>`(select count(*) from catalog_items where is_visible)::int`,
          products: sql<number>`(select count(*) from products)::int`,
          priceSheets: sql<number>`(select count(*) from price_sheets)::int`,
          templates: sql<number>`(select count(*) from catalog_templates)::int`,
          assignments: sql<number>`(select count(*) from catalog_assignments)::int`,
          companiesWithCatalog: sql<number>`(select count(distinct company_id) from catalog_assignments where valid_from <= current_date and (valid_to is null or valid_to >= current_date))::int`,
          pendingOrders: sql<number>`(select count(*) from orders where status = 'pending')::int`,
        })
        .from(sql`(select 1) as one`);
      return stats!;
    },
  );

  app.get(
    '/dashboard/recent-activity',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'The latest changes across every company (10 by default)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) }),
        response: { 200: z.array(activityEventSchema), ...errors },
      },
    },
    async function listRecentActivity(request) {
      const rows = await db
        .select({
          id: activityLog.id,
          action: activityLog.action,
          at: activityLog.createdAt,
          actor: sql<string | null>`coalesce(${users.name}, ${users.email})`,
          companyName: companies.name,
          objectType: activityLog.objectType,
          objectId: activityLog.objectId,
          details: activityLog.details,
        })
        .from(activityLog)
        .leftJoin(users, eq(users.id, activityLog.actorId))
        .leftJoin(companies, eq(companies.id, activityLog.companyId))
        .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
        .limit(request.query.limit);
      return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    },
  );

  app.get(
    '/dashboard/reconciliation-leak',
    {
      config: { access: 'partner-admin' },
      schema: {
        tags: ['partner'],
        summary: 'What Microsoft charged in the latest month imported that no customer was billed for (the leak)',
        response: { 200: reconciliationLeakSchema, ...errors },
      },
    },
    async function showReconciliationLeak() {
      return (await latestLeak(db)) ?? { period: null, leak: '0.00', currency: null, rows: 0 };
    },
  );
};
