// The API's shapes, declared once in zod and read by the server (validation, OpenAPI) and the portal (types).
import { z } from 'zod';
import { approvalModes, domainNamePattern, noticeKinds, outboxStatuses } from './domain';

// The bounds every request inherits, set where the database sets them: an id is an `integer` column, a day is a
// date PostgreSQL can hold.

/** The largest id an `integer` column holds. */
export const maxId = 2_147_483_647;
/** A row's id in a body or filter. */
export const idSchema = z.number().int().positive().max(maxId, 'is not a valid id');
/** A row's id in the address (text there). */
export const idParamSchema = z.coerce.number().int().positive().max(maxId, 'is not a valid id');

/** Whether a `YYYY-MM-DD` text names a day of the calendar (not 2026-02-30, not year 0). */
const isCalendarDay = (text: string) => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
/** A day, as `2026-01-31`. */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, e.g. 2026-01-31')
  .refine(isCalendarDay, 'is not a day of the calendar');

export const logoutResponseSchema = z.object({
  endSessionUrl: z.string().nullable().describe('Where the browser ends the provider’s session; null: nowhere'),
});
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

export const errorResponseSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string().describe('The generic name of the status'),
    message: z.string().describe('What went wrong, for a person'),
    code: z.string().optional().describe('Why, as a stable code the portal words in its language'),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe('What the sentence names'),
    fields: z
      .array(
        z.object({
          field: z.string().describe('The body field, dotted (billingProfiles.0.name)'),
          code: z.string().describe('zod’s issue code, with the kind of bound (too_small_number)'),
          message: z.string(),
          minimum: z.number().optional(),
          maximum: z.number().optional(),
          format: z.string().optional(),
        }),
      )
      .optional()
      .describe('Each body field that is not valid'),
  })
  .describe('Every error has this shape');
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

// ---- Sign-in (spec §3, §7) ----

export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  globalRole: z.enum(['partner_admin', 'support', 'none']),
  currentCompanyId: z.number().int().nullable(),
  currentTenantId: z.string().nullable(),
  preferences: z.record(z.string(), z.unknown()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authConfigSchema = z.object({
  clientId: z.string(),
  authority: z.string().describe('The authority MSAL is given (an https: string)'),
  knownAuthorities: z.array(z.string()),
  authorityMetadata: z.string().nullable().describe("The provider's discovery document, for a non-Microsoft authority"),
  redirectUri: z.string(),
  postLogoutRedirectUri: z.string(),
  scopes: z.array(z.string()),
  providerName: z.string(),
  isBuiltInProvider: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** A random value the browser keeps in sessionStorage; its SHA-256 (base64url) travels in the sign-in address. */
export const browserBindingSchema = z.string().regex(/^[A-Za-z0-9_-]{43,128}$/, 'must be a random base64url value');

export const exchangeCodeRequestSchema = z.strictObject({
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(256),
  redirectUri: z.string().url().max(2048),
  iss: z.string().url().max(2048).optional(),
  binding: browserBindingSchema,
});
export type ExchangeCodeRequest = z.infer<typeof exchangeCodeRequestSchema>;

export const loginRequestSchema = z.strictObject({ accessToken: z.string().min(1).max(16384) });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signInResponseSchema = z.object({
  success: z.boolean(),
  token: z.string().nullable(),
  user: sessionUserSchema.nullable(),
  error: z.string().nullable(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const verifyResponseSchema = z.object({
  valid: z.boolean(),
  user: sessionUserSchema.nullable(),
  /** Why the token is not valid, when the person should be told: their account was disabled. */
  reason: z.literal('account_disabled').optional(),
});

export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const profileSchema = sessionUserSchema;
export const profileUpdateSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(200).optional(),
    preferences: z
      .strictObject({
        locale: z.enum(['en', 'fr']).optional(),
        theme: z.enum(['light', 'dark']).optional(),
        notifications: z
          .strictObject({ renewals: z.boolean(), announcements: z.boolean(), orders: z.boolean() })
          .partial()
          .optional(),
      })
      .optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, 'send at least one field to change');

// ---- Companies of the signed-in person ----

export const myCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tenantId: z.string(),
  role: z.enum(['member', 'viewer']),
  grantedAt: z.string(),
  expiresAt: z.string().nullable(),
  isCurrent: z.boolean(),
});
export type MyCompany = z.infer<typeof myCompanySchema>;

export const switchCompanyRequestSchema = z.strictObject({ companyId: idParamSchema });
export const switchCompanyResponseSchema = z.object({
  success: z.boolean(),
  companyId: z.number().int(),
  tenantId: z.string(),
});

// ---- Companies and people, for support staff and partner administrators (issue: company access) ----

export const companySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tenantId: z.string(),
  domain: z.string().nullable(),
  isActive: z.boolean(),
  userCount: z.number().int(),
  subscriptionCount: z.number().int(),
  createdAt: z.string(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companyContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type CompanyContact = z.infer<typeof companyContactSchema>;

export const companyBillingProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  poNumber: z.string().nullable(),
});
export type CompanyBillingProfile = z.infer<typeof companyBillingProfileSchema>;

export const companyDetailSchema = companySummarySchema.extend({
  billingProfiles: z.array(companyBillingProfileSchema),
  contacts: z.array(companyContactSchema),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((text) => (text ? text : null));

/** A customer company as a partner administrator writes it: billing profiles and contacts replace the old ones. */
export const customerInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(200),
  tenantId: z.uuid('must be a Microsoft tenant id (a GUID such as 7f3c1a52-0c1e-4f3b-9d0a-c0a7050c0de1)'),
  domain: optionalText(253).refine(
    (domain) => domain === null || domainNamePattern.test(domain),
    'must be a domain name such as contoso.com',
  ),
  isActive: z.boolean().optional(),
  billingProfiles: z
    .array(
      z.strictObject({
        id: idSchema.optional().describe('An existing profile of this company; without it, a new one'),
        name: z.string().trim().min(1, 'must not be empty').max(200),
        currency: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code such as USD'),
        poNumber: optionalText(100),
      }),
    )
    .min(1, 'needs at least one billing profile')
    .max(20),
  contacts: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1, 'must not be empty').max(200),
        email: z.email('must be an email address').max(320),
        phone: optionalText(50),
      }),
    )
    .max(20)
    .default([]),
});
export type CustomerInput = z.input<typeof customerInputSchema>;
export const customerUpdateSchema = customerInputSchema.omit({ tenantId: true }).partial();
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

export const companyPersonSchema = z.object({
  id: z.number().int().describe('The user id'),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(['member', 'viewer']),
  grantedBy: z.string().nullable().describe('Who granted the access (name or email)'),
  grantedAt: z.string(),
  expiresAt: z.string().nullable(),
  reason: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  isDisabled: z.boolean(),
});
export type CompanyPerson = z.infer<typeof companyPersonSchema>;

export const personSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string(),
  globalRole: z.enum(['partner_admin', 'support', 'none']),
  isDisabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const grantAccessRequestSchema = z.strictObject({
  role: z.enum(['member', 'viewer']),
  expiresAt: z
    .string()
    .datetime({ offset: true, message: 'must be a date and time, e.g. 2027-01-31T00:00:00Z' })
    .nullable()
    .optional(),
  reason: z.string().trim().max(500).nullable().optional(),
});
export type GrantAccessRequest = z.infer<typeof grantAccessRequestSchema>;

export const accessGrantSchema = z.object({
  userId: z.number().int(),
  companyId: z.number().int(),
  role: z.enum(['member', 'viewer']),
  grantedAt: z.string(),
  expiresAt: z.string().nullable(),
  reason: z.string().nullable(),
  isNew: z.boolean().describe('false when an existing access was updated'),
});

export const registerPersonRequestSchema = z.strictObject({
  email: z.string().trim().toLowerCase().email('must be an email address').max(320),
  name: z.string().trim().min(1).max(200),
  globalRole: z.enum(['partner_admin', 'support', 'none']).default('none'),
});
export type RegisterPersonRequest = z.input<typeof registerPersonRequestSchema>;

export const updatePersonRequestSchema = z.strictObject({
  isDisabled: z.boolean(),
  reason: z.string().trim().max(500).optional().describe('Why: kept in the access history'),
});

export const accessEventSchema = z.object({
  id: z.number().int(),
  action: z
    .string()
    .describe('access.granted, access.updated, access.revoked, user.registered, user.disabled, user.enabled'),
  at: z.string(),
  actor: z.string().nullable().describe('Who did it (name or email)'),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  role: z.string().nullable(),
  expiresAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AccessEvent = z.infer<typeof accessEventSchema>;

// ---- Subscriptions (company-scoped) ----

export const subscriptionSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  publisher: z.string(),
  category: z.string(),
  iconUrl: z.string().nullable(),
  priceSheetId: z.number().int(),
  term: z.enum(['P1M', 'P1Y', 'P3Y']),
  billingFrequency: z.enum(['monthly', 'annual', 'triennial']),
  quantity: z.number().int(),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  status: z.enum(['pending', 'active', 'suspended', 'cancelled', 'expired']),
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

// ---- The catalog a company may buy from (company-scoped) ----

export const offerSchema = z.object({
  priceSheetId: z.number().int(),
  term: z.enum(['P1M', 'P1Y', 'P3Y']),
  billingFrequency: z.enum(['monthly', 'annual', 'triennial']),
  unitPrice: z.number().describe('The company’s price: the price sheet with its catalog’s markup, or the override'),
  currency: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const catalogProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  publisher: z.string(),
  category: z.string(),
  iconUrl: z.string().nullable(),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  fromPrice: z.number(),
  currency: z.string(),
  offers: z.array(offerSchema),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

export const catalogFacetsSchema = z.object({
  categories: z.array(z.string()),
  publishers: z.array(z.string()),
  terms: z.array(z.string()),
  billingFrequencies: z.array(z.string()),
});

// ---- Orders of the current company ----

export const orderLineRequestSchema = z.strictObject({
  priceSheetId: idSchema,
  quantity: z.number().int('must be a whole number').positive('must be at least 1').max(100000),
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
  unitPrice: z.number().nullable(),
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
  lines: z.array(orderLineRequestSchema).min(1, 'an order needs at least one line').max(100),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

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
});

export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(['pending', 'approved', 'completed', 'rejected', 'cancelled']),
  total: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  placedBy: z.string().nullable(),
  billingProfileId: z.number().int().nullable(),
  billingProfileName: z.string().nullable(),
  lineCount: z.number().int(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderDetailSchema = orderSchema.extend({ lines: z.array(orderLineSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const billingProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  poNumber: z.string().nullable(),
  isDefault: z.boolean(),
});

// ---- Dashboards ----

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

// ---- Partner catalogs (partner administrators) ----

// Both are stored with two decimals: a third would be rounded away without a word (0.004 stored as 0: free).
const percent = z.number().min(-100).max(1000).multipleOf(0.01, 'may have at most two decimals');
const money = z.number().min(0).max(10_000_000).multipleOf(0.01, 'may have at most two decimals (cents)');

export const partnerCatalogSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  defaultMarkupPercent: z.number(),
  isActive: z.boolean(),
  templateId: z.number().int().nullable(),
  itemCount: z.number().int(),
  assignedCompanyCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PartnerCatalog = z.infer<typeof partnerCatalogSchema>;

export const catalogInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(200),
  description: z.string().trim().max(2000).optional(),
  defaultMarkupPercent: percent.optional(),
  isActive: z.boolean().optional(),
});
export const catalogUpdateSchema = catalogInputSchema.partial();

export const catalogItemSchema = z.object({
  id: z.number().int(),
  catalogId: z.number().int(),
  priceSheetId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  publisher: z.string(),
  category: z.string(),
  term: z.string(),
  billingFrequency: z.string(),
  currency: z.string(),
  basePrice: z.number().describe('The price sheet’s price'),
  priceOverride: z.number().nullable(),
  markupPercent: z.number().nullable().describe('null: the catalog’s default markup applies'),
  effectivePrice: z.number(),
  isVisible: z.boolean(),
  position: z.number().int(),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;

export const itemChangesSchema = z.strictObject({
  markupPercent: percent.nullable().optional(),
  priceOverride: money.nullable().optional(),
  isVisible: z.boolean().optional(),
  position: z.number().int().min(0).max(1_000_000).optional(),
});

export const addItemsRequestSchema = z.strictObject({
  price_sheet_ids: z.array(idSchema).min(1).max(5000),
  markupPercent: percent.nullable().optional(),
  priceOverride: money.nullable().optional(),
  isVisible: z.boolean().optional(),
});
export const addItemsResponseSchema = z.object({
  added: z.number().int(),
  alreadyInCatalog: z.array(z.number().int()).describe('Price sheets the catalog already had (left as they were)'),
});

export const bulkItemUpdateRequestSchema = z.strictObject({
  itemUpdates: z
    .array(itemChangesSchema.extend({ id: idSchema }))
    .min(1)
    .max(10_000),
});
export const bulkItemUpdateResponseSchema = z.object({
  updated: z.number().int(),
  failed: z.array(
    z.object({
      id: z.number().int(),
      code: z.enum(['duplicate', 'not_in_catalog', 'markup_and_fixed']).describe('Why, for the portal to word'),
      reason: z.string(),
    }),
  ),
});

export const catalogTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  defaultMarkupPercent: z.number(),
  itemCount: z.number().int(),
  isActive: z.boolean().describe('false: retired, no new catalog starts from it'),
});
export type CatalogTemplate = z.infer<typeof catalogTemplateSchema>;

/** A template made from a catalog: its items at their prices and its default markup, under a name. */
export const templateFromCatalogSchema = z.strictObject({
  catalogId: idSchema,
  name: z.string().trim().min(1, 'must not be empty').max(200),
  description: z.string().trim().max(2000).optional(),
});
export const templateUpdateSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'must not be empty').max(200),
    description: z.string().trim().max(2000),
    defaultMarkupPercent: percent,
    isActive: z.boolean(),
  })
  .partial();
export const catalogTemplateDetailSchema = catalogTemplateSchema.extend({
  items: z.array(
    z.object({
      priceSheetId: z.number().int(),
      productName: z.string(),
      publisher: z.string(),
      term: z.string(),
      billingFrequency: z.string(),
      basePrice: z.number(),
      markupPercent: z.number().nullable(),
      priceOverride: z.number().nullable(),
    }),
  ),
});

export const partnerProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  publisher: z.string(),
  category: z.string(),
  iconUrl: z.string().nullable(),
  priceSheets: z.array(
    z.object({
      id: z.number().int(),
      term: z.string(),
      billingFrequency: z.string(),
      unitPrice: z.number(),
      currency: z.string(),
    }),
  ),
});

export const partnerBillingProfileSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  name: z.string(),
  currency: z.string(),
  poNumber: z.string().nullable(),
});

const isoDay = isoDaySchema;
export const catalogAssignmentSchema = z.object({
  id: z.number().int(),
  catalogId: z.number().int(),
  catalogName: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  billingProfileId: z.number().int().nullable(),
  billingProfileName: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
});
export const catalogAssignmentInputSchema = z.strictObject({
  catalogId: idSchema,
  companyId: idSchema,
  billingProfileId: idSchema.nullable().optional(),
  validFrom: isoDay,
  validTo: isoDay.nullable().optional(),
});
export const catalogAssignmentUpdateSchema = catalogAssignmentInputSchema.partial();

/** One catalog to many companies at once, billed to each company's default profile. */
export const bulkAssignmentInputSchema = z.strictObject({
  catalogId: idSchema,
  companyIds: z
    .array(idSchema)
    .min(1, 'choose at least one company')
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'names a company twice'),
  validFrom: isoDay,
  validTo: isoDay.nullable().optional(),
  validOnly: z
    .boolean()
    .default(false)
    .describe('Assign the companies that can be and list the others; by default one refusal assigns none'),
});
export type BulkAssignmentInput = z.input<typeof bulkAssignmentInputSchema>;
export const bulkAssignmentResultSchema = z.object({
  assigned: z.number().int().describe('How many companies were assigned the catalog (0 when any was refused)'),
  refused: z.array(z.object({ companyId: z.number().int(), companyName: z.string(), reason: z.string() })),
});
export type BulkAssignmentResult = z.infer<typeof bulkAssignmentResultSchema>;

// ---- Partner: orders of every customer, notifications, acting inside a company ----

export const partnerOrderSchema = orderSchema.extend({ companyId: z.number().int(), companyName: z.string() });
export const partnerOrderDetailSchema = partnerOrderSchema.extend({ lines: z.array(orderLineSchema) });
export const orderDecisionSchema = z.strictObject({ reason: z.string().trim().min(1, 'say why').max(1000) });

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['announcement', 'renewal_reminder']),
  title: z.string(),
  body: z.string(),
  leadTimesDays: z.array(z.number().int()),
  includeAutoRenewOff: z.boolean(),
  recipients: z.array(z.string()),
  companyIds: z.array(z.number().int()),
  isActive: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationInputSchema = z
  .strictObject({
    kind: z.enum(['announcement', 'renewal_reminder']),
    title: z.string().trim().min(1, 'must not be empty').max(200),
    body: z.string().trim().max(5000).default(''),
    leadTimesDays: z.array(z.number().int().min(1).max(365)).max(10).default([]),
    includeAutoRenewOff: z.boolean().default(true),
    recipients: z.array(z.email('must be an email address').max(320)).max(50).default([]),
    companyIds: z.array(idSchema).max(10_000).default([]),
    isActive: z.boolean().default(true),
    publish: z.boolean().default(true).describe('Publish now (announcements show to the chosen companies at once)'),
  })
  .refine((notification) => notification.kind !== 'announcement' || notification.companyIds.length > 0, {
    message: 'an announcement needs at least one company to show to',
    path: ['companyIds'],
  })
  .refine((notification) => notification.kind !== 'renewal_reminder' || notification.leadTimesDays.length > 0, {
    message: 'a renewal reminder needs at least one lead time',
    path: ['leadTimesDays'],
  });
export const notificationUpdateSchema = z.strictObject({
  title: z.string().trim().min(1).max(200).optional(),
  body: z.string().trim().max(5000).optional(),
  leadTimesDays: z
    .array(z.number().int().min(1).max(365))
    .min(1, 'a renewal reminder needs at least one lead time')
    .max(10)
    .optional(),
  includeAutoRenewOff: z.boolean().optional(),
  recipients: z.array(z.email('must be an email address').max(320)).max(50).optional(),
  companyIds: z.array(idSchema).max(10_000).optional(),
  isActive: z.boolean().optional(),
});

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
});

export const partnerSwitchResponseSchema = z.object({
  success: z.boolean(),
  companyId: z.number().int(),
  tenantId: z.string(),
  companyName: z.string(),
});

// ---- Time moves: the bell, the outbox, the approval policy ----


export const noticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(noticeKinds),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const inboxSchema = z.object({ unread: z.number().int(), notices: z.array(noticeSchema) });
export type Inbox = z.infer<typeof inboxSchema>;

export const sentMessageSchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  kind: z.enum(noticeKinds),
  subject: z.string(),
  body: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const jobFailureSchema = z.object({
  id: z.string(),
  name: z.string(),
  error: z.string(),
  retries: z.number().int(),
  failedAt: z.string(),
});
export type JobFailure = z.infer<typeof jobFailureSchema>;

export const approvalPolicySchema = z.object({
  mode: z.enum(approvalModes),
  amountAbove: z.number().nullable(),
  companyIds: z.array(z.number().int()),
  productIds: z.array(z.number().int()),
  updatedAt: z.string(),
});
export type ApprovalPolicy = z.infer<typeof approvalPolicySchema>;
export const approvalPolicyInputSchema = z
  .strictObject({
    mode: z.enum(approvalModes),
    amountAbove: z
      .number()
      .min(0, 'must not be negative')
      .max(9_999_999_999.99)
      .multipleOf(0.01, 'has at most two decimals')
      .nullable()
      .default(null),
    companyIds: z.array(idSchema).max(10_000).default([]),
    productIds: z.array(idSchema).max(10_000).default([]),
  })
  .refine((policy) => policy.mode !== 'above_amount' || policy.amountAbove !== null, {
    message: 'say above which amount orders wait',
    path: ['amountAbove'],
  })
  .refine((policy) => policy.mode !== 'companies' || policy.companyIds.length > 0, {
    message: 'choose at least one company',
    path: ['companyIds'],
  })
  .refine((policy) => policy.mode !== 'products' || policy.productIds.length > 0, {
    message: 'choose at least one product',
    path: ['productIds'],
  });
