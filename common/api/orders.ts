// The API's shapes, orders of the current company.
import { z } from 'zod';
import { orderStatuses, supplierRequestStatuses } from '../domain';
import { maxSeatsPerLine } from '../rules/quantity';
import { idSchema } from './bounds';
import { supplierRefusalSchema } from './subscriptions';

export const orderLineRequestSchema = z.strictObject({
  priceSheetId: idSchema,
  quantity: z.number().int('must be a whole number').positive('must be at least 1').max(maxSeatsPerLine),
  unitPrice: z
    .number()
    .nonnegative()
    .optional()
    .describe('The unit price the person reviewed: the order is refused (409) if the price is another now'),
});

export const orderQuoteRequestSchema = z.strictObject({
  lines: z
    .array(orderLineRequestSchema.omit({ unitPrice: true }))
    .min(1, 'a quote needs at least one line')
    .max(100),
});
export type OrderQuoteRequest = z.infer<typeof orderQuoteRequestSchema>;

export const orderQuoteLineSchema = z.object({
  priceSheetId: z.number().int(),
  quantity: z.number().int(),
  isOffered: z.boolean().describe('Whether the company’s catalog still offers this price sheet'),
  productName: z.string().nullable(),
  unitPrice: z
    .number()
    .nullable()
    .describe('What each seat costs: the locked price of the subscription it joins, else the catalog’s price'),
  catalogUnitPrice: z.number().nullable().describe('The catalog’s price today, for a new subscription'),
  lineTotal: z.number().nullable(),
  currency: z.string().nullable(),
  minQuantity: z.number().int().nullable(),
  maxQuantity: z.number().int().nullable(),
  heldSubscriptionId: z
    .number()
    .int()
    .nullable()
    .describe('The active subscription of this price sheet that the line adds seats to; null: a new subscription'),
  heldQuantity: z.number().int().nullable(),
});
export type OrderQuoteLine = z.infer<typeof orderQuoteLineSchema>;
export const orderQuoteSchema = z.object({ lines: z.array(orderQuoteLineSchema) });
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

export const placeOrderRequestSchema = z.strictObject({
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8 to 100 letters, digits, - or _')
    .describe('The same key places one order, however often it is sent'),
  billingProfileId: idSchema.optional(),
  poNumber: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe(
      'The customer’s purchase order reference; empty or left out, the billing profile’s standing one (a profile that requires one refuses the order without: 400 po_required)',
    ),
  lines: z.array(orderLineRequestSchema).min(1, 'an order needs at least one line').max(100),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

/**
 * The checkout's form: the PO number as the order takes it, required where the billing profile says so (and has no
 * standing one to fall back on).
 */
export const checkoutFormSchema = (isPoNumberRequired: boolean) =>
  z.object({
    poNumber: isPoNumberRequired
      ? z.string().trim().min(1, 'is required by this billing profile').max(100)
      : z.string().trim().max(100).optional(),
  });

export const orderLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  priceSheetId: z.number().int(),
  term: z.string(),
  billingFrequency: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  subscriptionId: z.number().int().nullable(),
  supplierStatus: z
    .enum(supplierRequestStatuses)
    .nullable()
    .describe('Where the line stands at Microsoft (waiting, done, refused, abandoned); null before it is sent'),
  supplierRefusal: supplierRefusalSchema.nullable(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(orderStatuses),
  total: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  placedBy: z.string().nullable(),
  billingProfileId: z.number().int().nullable(),
  billingProfileName: z.string().nullable(),
  poNumber: z.string().nullable().describe('The customer’s purchase order reference'),
  lineCount: z.number().int(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Who approved, rejected or cancelled it (null while it waits, or once that person is gone). */
  decidedBy: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderDetailSchema = orderSchema.extend({ lines: z.array(orderLineSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const billingProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  poNumber: z.string().nullable().describe('The standing PO number its orders carry unless one is given'),
  poRequired: z.boolean().describe('Whether its orders need a PO number'),
  isDefault: z.boolean(),
});
export type BillingProfile = z.infer<typeof billingProfileSchema>;
