// The API's shapes, the partner's view of what the portal asked of Microsoft (Partner Center).
import { z } from 'zod';
import { supplierRequestKinds, supplierRequestStatuses } from '../domain';
import { supplierRefusalSchema } from './subscriptions';

/** Which requests the partner's screen shows: those that need a look (refused, retried, or slow) by default. */
export const supplierRequestViews = ['attention', 'waiting', 'refused', 'done', 'abandoned'] as const;

export const supplierRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(supplierRequestKinds),
  change: z
    .record(z.string(), z.unknown())
    .describe('What was asked: { quantity }, { autoRenewEnabled } or { status }'),
  status: z.enum(supplierRequestStatuses),
  attempts: z.number().int().describe('Tries Microsoft could not take (unreachable, throttled, failing)'),
  lastError: z.string().nullable(),
  refusal: supplierRefusalSchema.nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  subscriptionId: z.number().int(),
  supplierSubscriptionId: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  productName: z.string(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
});
export type SupplierRequest = z.infer<typeof supplierRequestSchema>;
