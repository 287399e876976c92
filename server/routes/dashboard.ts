// /api/v1/dashboard: the current company's dashboard, every figure aggregated in SQL.
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyDashboardSchema } from '../../common/api';
import { authOf } from '../auth/guard';
import { activityLog, orders, priceSheets, subscriptions } from '../db/schema';
import { selectOrders, toOrder } from '../orders/queries';
import { errorsOf } from '../http/errors';
import { monthsOf } from '../db/sql';
import { billingPeriodMonths } from '../../common/rules/terms';

const errors = errorsOf(400, 401, 403);
const months = monthsOf(priceSheets.billingFrequency, billingPeriodMonths, 1);

// One definition of what a company pays in a month, for the "Monthly cost" figure and every bar of its chart: the
// monthly share of each subscription in force on the month's last day (today for this month): its term running,
// not cancelled by then, neither pending nor suspended (neither is billed).
// A past month counts the seats held then: a change of seats counts from its day on, the chart's past stays as it was.
// The seats on a day are those a later change started from, if any; else today's.
const quantityOn = (day: ReturnType<typeof sql>) =>
  sql`coalesce((select (${activityLog.details} ->> 'from')::int from ${activityLog} where ${activityLog.objectType} = 'subscription' and ${activityLog.objectId} = ${subscriptions.id}::text and ${activityLog.action} = 'subscription.quantity_changed' and ${activityLog.createdAt}::date > ${day} order by ${activityLog.createdAt}, ${activityLog.id} limit 1), ${subscriptions.quantity})`;
const monthlyShareOn = (day: ReturnType<typeof sql>) =>
  sql`round(${subscriptions.unitPrice} * ${quantityOn(day)} / ${months}, 2)`;
const inForceOn = (day: ReturnType<typeof sql>) =>
  sql`${subscriptions.status} not in ('pending', 'suspended') and ${subscriptions.termStart} <= ${day} and ${subscriptions.termEnd} >= ${day} and (${subscriptions.cancelledAt} is null or ${subscriptions.cancelledAt}::date > ${day})`;
const lastDayOf = (monthsAgo: number) =>
  sql`least((date_trunc('month', current_date) - ${sql.raw(`interval '${monthsAgo} months'`)} + interval '1 month - 1 day')::date, current_date)`;
const chartMonths = Array.from({ length: 12 }, (_, index) => 11 - index);

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '',
    {
      config: { access: { company: 'viewer' } },
      schema: {
        tags: ['dashboard'],
        summary: 'The current company at a glance: subscriptions by status, renewals, cost, latest orders',
        response: { 200: companyDashboardSchema, ...errors },
      },
    },
    async function showDashboard(request) {
      const companyId = authOf(request).company!.id;
      const [byStatus, [figures], latestOrders] = await Promise.all([
        db
          .select({ status: subscriptions.status, total: sql<number>`count(*)::int` })
          .from(subscriptions)
          .where(eq(subscriptions.companyId, companyId))
          .groupBy(subscriptions.status),
        db
          .select({
            // A renewal is a term that ends with auto-renew on; one without it ends.
            renewalsIn30Days: sql<number>`count(*) filter (where ${subscriptions.status} = 'active' and ${subscriptions.autoRenew} and ${subscriptions.termEnd} between current_date and current_date + 30)::int`,
            renewalsIn90Days: sql<number>`count(*) filter (where ${subscriptions.status} = 'active' and ${subscriptions.autoRenew} and ${subscriptions.termEnd} between current_date and current_date + 90)::int`,
            ...Object.fromEntries(
              chartMonths.map((monthsAgo) => [
                `cost${monthsAgo}`,
                sql<number>`coalesce(sum(${monthlyShareOn(lastDayOf(monthsAgo))}) filter (where ${inForceOn(lastDayOf(monthsAgo))}), 0)::float8`,
              ]),
            ),
            month11: sql<string>`to_char(current_date - interval '11 months', 'YYYY-MM')`,
          })
          .from(subscriptions)
          .innerJoin(priceSheets, eq(priceSheets.id, subscriptions.priceSheetId))
          .where(eq(subscriptions.companyId, companyId)),
        selectOrders(db)
          .where(eq(orders.companyId, companyId))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(5),
      ]);
      // Newest first: this month's cost is the "Monthly cost" figure.
      const costs = [...chartMonths].reverse().map((monthsAgo) => ({
        month: monthLabel(figures?.month11 ?? '', 11 - monthsAgo),
        cost: Number((figures as Record<string, unknown> | undefined)?.[`cost${monthsAgo}`] ?? 0),
      }));
      return {
        subscriptionsByStatus: Object.fromEntries(byStatus.map((row) => [row.status, row.total])),
        renewalsIn30Days: figures?.renewalsIn30Days ?? 0,
        renewalsIn90Days: figures?.renewalsIn90Days ?? 0,
        monthlyCost: costs[0]?.cost ?? 0,
        costByMonth: costs.reverse(),
        latestOrders: latestOrders.map(toOrder),
      };
    },
  );
};

/** 'YYYY-MM' of the month `offset` months after `first` ('YYYY-MM'). */
function monthLabel(first: string, offset: number) {
  const [year, month] = first.split('-').map(Number);
  const index = (year ?? 0) * 12 + (month ?? 1) - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
