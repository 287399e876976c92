// The API's shapes, subscriptions (company-scoped).
import { z } from 'zod';
import { billingFrequencies, subscriptionStatuses, supplierStatuses, terms } from '../domain';

/** Microsoft's reason for refusing a change, in its words (its code, for the portal's own words). */
export const supplierRefusalSchema = z.object({ code: z.string(), description: z.string() });

export const subscriptionSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  publisher: z.string(),
  category: z.string(),
  iconUrl: z.string().nullable(),
  priceSheetId: z.number().int(),
  term: z.enum(terms),
  billingFrequency: z.enum(billingFrequencies),
  quantity: z.number().int(),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  status: z.enum(subscriptionStatuses),
  termStart: z.string(),
  termEnd: z.string(),
  autoRenew: z.boolean(),
  scheduledNextTermQuantity: z.number().int().nullable(),
  refundableQuantity: z.number().int().describe('Seats that can still be removed now'),
  refundableUntil: z.string().nullable(),
  cancellableUntil: z.string().nullable(),
  unitPrice: z.number(),
  currency: z.string(),
  monthlyCost: z.number().describe('What the subscription costs per month at its current quantity'),
  isCancellable: z.boolean(),
  isReactivatable: z.boolean(),
  supplierSubscriptionId: z
    .string()
    .nullable()
    .describe('Microsoft’s id of the subscription (Partner Center), once provisioned: what a support case quotes'),
  supplierStatus: z
    .enum(supplierStatuses)
    .describe(
      'waiting: a change is on its way to Microsoft; refused: Microsoft refused the last one (supplierRefusal)',
    ),
  supplierRefusal: supplierRefusalSchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  at: z.string(),
  actor: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});

export const subscriptionDetailSchema = subscriptionSchema.extend({ history: z.array(subscriptionEventSchema) });
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

export const quantityUpdateSchema = z.strictObject({
  quantity: z.number().int('must be a whole number').positive('must be at least 1'),
  scheduleNextTerm: z.boolean(),
});
export const autoRenewUpdateSchema = z.strictObject({ autoRenewEnabled: z.boolean() });

export const subscriptionChangeSchema = subscriptionSchema.extend({
  message: z.string().describe('What happened, for a person'),
});

export const usageSchema = z.array(
  z.object({
    periodStart: z.string(),
    assignedSeats: z.number().int(),
    activeSeats: z.number().int(),
    cost: z.number(),
  }),
);
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;
export type UsagePeriod = z.infer<typeof usageSchema>[number];
