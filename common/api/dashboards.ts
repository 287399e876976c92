// The API's shapes, dashboards.
import { z } from 'zod';
import { orderSchema } from './orders';

export const companyDashboardSchema = z.object({
  subscriptionsByStatus: z.record(z.string(), z.number().int()),
  renewalsIn30Days: z.number().int(),
  renewalsIn90Days: z.number().int(),
  monthlyCost: z.number().describe('What the active subscriptions cost per month now'),
  costByMonth: z.array(z.object({ month: z.string(), cost: z.number() })).describe('The last 12 months, from usage'),
  latestOrders: z.array(orderSchema),
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;

export const catalogStatsSchema = z.object({
  catalogs: z.number().int(),
  activeCatalogs: z.number().int(),
  items: z.number().int(),
  visibleItems: z.number().int(),
  products: z.number().int(),
  priceSheets: z.number().int(),
  templates: z.number().int(),
  assignments: z.number().int(),
  companiesWithCatalog: z.number().int(),
  pendingOrders: z.number().int(),
});

export const activityEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  at: z.string(),
  actor: z.string().nullable(),
  companyName: z.string().nullable(),
  objectType: z.string(),
  objectId: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type CatalogStats = z.infer<typeof catalogStatsSchema>;
export type ActivityEvent = z.infer<typeof activityEventSchema>;
