// Microsoft Partner Center's resources as its REST reference gives them (learn.microsoft.com/partner-center/developer:
// "Customer resources", "Order resources", "Subscription resources", "Error codes", "Headers", and the new-commerce
// invoice reconciliation file). Both the client (parsing Microsoft's answers) and the built-in sandbox (writing its
// own) use them. Fields the portal reads are strict; everything else passes through, as Microsoft adds fields often.
import { z } from 'zod';

/** A resource link: `{ uri, method, headers }` (utility resources, "Link"). */
export const linkSchema = z.looseObject({
  uri: z.string(),
  method: z.string(),
  headers: z.array(z.looseObject({ key: z.string(), value: z.string() })).default([]),
});

/** `attributes` of every resource: `{ objectType, etag? }` (utility resources, "ResourceAttributes"). */
export const attributesSchema = z.looseObject({ objectType: z.string().optional(), etag: z.string().optional() });

/** A page of resources (utility resources, "ResourceCollection"); `links.next` when there are more. */
export const resourceCollectionSchema = <Item extends z.ZodType>(item: Item) =>
  z.looseObject({
    totalCount: z.number().int().min(0),
    items: z.array(item),
    links: z.looseObject({ self: linkSchema.optional(), next: linkSchema.optional() }).optional(),
    attributes: attributesSchema.optional(),
  });

/** The body of every 4xx and 5xx answer ("Error codes": code, description, data, source). */
export const errorBodySchema = z.looseObject({
  // The reference types it as a string; Microsoft's services send a number as often.
  code: z.union([z.string(), z.number()]).transform(String),
  description: z.string(),
  data: z.array(z.unknown()).optional(),
  source: z.string().optional(),
});
export type PartnerCenterErrorBody = z.infer<typeof errorBodySchema>;

export const addressSchema = z.looseObject({
  country: z.string().optional(),
  region: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  addressLine1: z.string().optional(),
  addressLine2: z.string().optional(),
  postalCode: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  phoneNumber: z.string().optional(),
});

/** Customer resources, "CustomerCompanyProfile". */
export const customerCompanyProfileSchema = z.looseObject({
  tenantId: z.string(),
  domain: z.string(),
  companyName: z.string(),
  address: addressSchema.optional(),
  email: z.string().optional(),
});

/** Customer resources, "CustomerBillingProfile". */
export const customerBillingProfileSchema = z.looseObject({
  id: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  culture: z.string().optional(),
  language: z.string().optional(),
  companyName: z.string().optional(),
  defaultAddress: addressSchema.optional(),
});

/** Customer resources, "Customer": `id` is the customer's tenant id. */
export const customerSchema = z.looseObject({
  id: z.string(),
  commerceId: z.string().optional(),
  companyProfile: customerCompanyProfileSchema,
  billingProfile: customerBillingProfileSchema.optional(),
  relationshipToPartner: z.string().optional(),
  allowDelegatedAccess: z.boolean().optional(),
  customDomains: z.array(z.string()).optional(),
  attributes: attributesSchema.optional(),
});
export type Customer = z.infer<typeof customerSchema>;

/** Order resources, "OrderStatus". */
export const orderStatuses = ['pending', 'completed', 'cancelled'] as const;

/** Order resources, "OrderLineItem". */
export const orderLineItemSchema = z.looseObject({
  lineItemNumber: z.number().int().min(0),
  offerId: z.string(),
  subscriptionId: z.string().optional(),
  parentSubscriptionId: z.string().optional(),
  friendlyName: z.string().optional(),
  quantity: z.number().int(),
  termDuration: z.string().optional(),
  partnerIdOnRecord: z.string().optional(),
  links: z.record(z.string(), linkSchema).optional(),
});

/** Order resources, "Order". */
export const orderSchema = z.looseObject({
  id: z.string(),
  alternateId: z.string().optional(),
  referenceCustomerId: z.string(),
  billingCycle: z.string(),
  currencyCode: z.string().optional(),
  currencySymbol: z.string().optional(),
  lineItems: z.array(orderLineItemSchema),
  creationDate: z.string(),
  status: z.enum(orderStatuses),
  transactionType: z.string().optional(),
  links: z.record(z.string(), linkSchema).optional(),
  attributes: attributesSchema.optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** Subscription resources, "SubscriptionStatus". */
export const subscriptionStatuses = [
  'none',
  'active',
  'pending',
  'suspended',
  'expired',
  'disabled',
  'deleted',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * Subscription resources, "RefundableQuantity" (new commerce): the seats that can still be removed, each batch with the
 * moment its return window closes.
 */
export const refundableQuantitySchema = z.looseObject({
  totalQuantity: z.number().int().min(0),
  details: z.array(z.looseObject({ quantity: z.number().int().min(0), allowedUntilDateTime: z.string() })),
});

/** Subscription resources, "ScheduledNextTermInstructions" (new commerce): what the next term changes. */
export const scheduledNextTermInstructionsSchema = z.looseObject({
  product: z
    .looseObject({
      productId: z.string().optional(),
      skuId: z.string().optional(),
      availabilityId: z.string().optional(),
      billingCycle: z.string().optional(),
      termDuration: z.string().optional(),
    })
    .optional(),
  quantity: z.number().int().optional(),
});

/** Subscription resources, "Subscription". */
export const subscriptionSchema = z.looseObject({
  id: z.string(),
  offerId: z.string(),
  offerName: z.string().optional(),
  friendlyName: z.string().optional(),
  quantity: z.number().int().min(0),
  unitType: z.string().optional(),
  creationDate: z.string(),
  effectiveStartDate: z.string(),
  commitmentEndDate: z.string(),
  cancellationAllowedUntilDate: z.string().nullish(),
  status: z.enum(subscriptionStatuses),
  autoRenewEnabled: z.boolean(),
  billingType: z.string().optional(),
  billingCycle: z.string(),
  termDuration: z.string(),
  renewalTermDuration: z.string().optional(),
  refundableQuantity: refundableQuantitySchema.nullish(),
  scheduledNextTermInstructions: scheduledNextTermInstructionsSchema.nullish(),
  suspensionReasons: z.array(z.string()).optional(),
  isTrial: z.boolean().optional(),
  orderId: z.string().optional(),
  publisherName: z.string().optional(),
  contractType: z.string().optional(),
  links: z.record(z.string(), linkSchema).optional(),
  attributes: attributesSchema.optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The new-commerce charge types of the reconciliation file ("ChargeType"). */
export const chargeTypes = [
  'new',
  'renew',
  'addQuantity',
  'removeQuantity',
  'cancelImmediate',
  'cycleCharge',
  'convert',
] as const;

/**
 * One billed line of the new-commerce invoice reconciliation file, in Microsoft's column names ("How to read the new
 * commerce invoice reconciliation file"). Amounts are numbers in the billing currency.
 */
export const reconciliationLineItemSchema = z.looseObject({
  PartnerId: z.string().optional(),
  CustomerId: z.string(),
  CustomerName: z.string().optional(),
  CustomerDomainName: z.string().optional(),
  InvoiceNumber: z.string(),
  OrderId: z.string().optional(),
  OrderDate: z.string().optional(),
  ProductId: z.string(),
  SkuId: z.string().optional(),
  SkuName: z.string().optional(),
  ProductName: z.string().optional(),
  ChargeType: z.string(),
  UnitPrice: z.number(),
  EffectiveUnitPrice: z.number(),
  Quantity: z.number(),
  BillableQuantity: z.number(),
  UnitType: z.string().optional(),
  Subtotal: z.number(),
  TaxTotal: z.number().optional(),
  Total: z.number().optional(),
  Currency: z.string(),
  SubscriptionId: z.string(),
  SubscriptionDescription: z.string().optional(),
  ChargeStartDate: z.string(),
  ChargeEndDate: z.string(),
  TermAndBillingCycle: z.string().optional(),
  BillingFrequency: z.string().optional(),
  SubscriptionStartDate: z.string().optional(),
  SubscriptionEndDate: z.string().optional(),
});
export type ReconciliationLineItem = z.infer<typeof reconciliationLineItemSchema>;

/** Invoice resources, "Invoice" (what the client reads of it to find a month's invoice). */
export const invoiceSchema = z.looseObject({
  id: z.string(),
  invoiceDate: z.string().optional(),
  billingPeriodStartDate: z.string(),
  billingPeriodEndDate: z.string(),
  totalCharges: z.number().optional(),
  currencyCode: z.string().optional(),
});
