// The API's shapes, companies and people, for support staff and partner administrators (issue: company access).
import { z } from 'zod';
import { accessActions, companyRoles, domainNamePattern, globalRoles, taxTreatments } from '../domain';
import { idSchema } from './bounds';

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
  /** Whom the invoices are addressed to (the company's name when none). */
  legalName: z.string().nullable(),
  address: z.string(),
  country: z.string(),
  vatId: z.string().nullable(),
  /** None: decided from the countries and the VAT id. */
  taxTreatment: z.enum(taxTreatments).nullable(),
  language: z.enum(['en', 'fr']),
  invoiceEmails: z.array(z.string()),
  poRequired: z.boolean(),
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

/** Like optionalText, but left out it stays left out: a change that does not name the field keeps its value. */
const keptText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((text) => (text === undefined ? undefined : text ? text : null));

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
        legalName: keptText(200),
        address: z.string().trim().max(500).optional(),
        country: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as FR')
          .optional(),
        vatId: keptText(20)
          .transform((vatId) => (vatId ? vatId.toUpperCase().replace(/\s/g, '') : vatId))
          .refine(
            (vatId) => !vatId || /^[A-Z]{2}[0-9A-Z+*.]{2,13}$/.test(vatId),
            'must start with its country’s two letters, such as FR40123456824',
          ),
        taxTreatment: z
          .enum(taxTreatments, { error: () => 'must be domestic, reverse_charge, exempt, or none (automatic)' })
          .nullish()
          .describe('None: decided from the countries and the VAT id'),
        language: z.enum(['en', 'fr'], { error: () => 'must be en or fr' }).optional(),
        invoiceEmails: z
          .array(z.email('must be an email address').max(320))
          .max(10, 'may hold at most 10 addresses')
          .optional(),
        poRequired: z.boolean().optional(),
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
/**
 * A new customer: the tenant is checked at Microsoft (Partner Center knows it as the partner's customer), or the
 * customer is created there.
 */
export const newCustomerSchema = customerInputSchema.extend({
  atMicrosoft: z
    .enum(['check', 'create'])
    .default('check')
    .describe('check: the tenant must be the partner’s customer at Microsoft already; create: made there now'),
});
export type NewCustomerInput = z.input<typeof newCustomerSchema>;
export const customerUpdateSchema = customerInputSchema.omit({ tenantId: true }).partial();
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

export const companyPersonSchema = z.object({
  id: z.number().int().describe('The user id'),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(companyRoles),
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
  globalRole: z.enum(globalRoles),
  isDisabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

/** A row of the people directory: the person, how many companies they may act for, and their soonest access end. */
export const personRowSchema = personSchema.extend({
  companyCount: z.number().int(),
  accessEndsAt: z
    .string()
    .nullable()
    .describe('The soonest end of an access still running (in the filtered company, when one is)'),
});
export type PersonRow = z.infer<typeof personRowSchema>;

const grantFields = {
  role: z.enum(companyRoles),
  expiresAt: z
    .string()
    .datetime({ offset: true, message: 'must be a date and time, e.g. 2027-01-31T00:00:00Z' })
    .nullable()
    .optional(),
  reason: z.string().trim().max(500).nullable().optional(),
};

export const grantAccessRequestSchema = z.strictObject(grantFields);
export type GrantAccessRequest = z.infer<typeof grantAccessRequestSchema>;

export const accessGrantSchema = z.object({
  userId: z.number().int(),
  companyId: z.number().int(),
  role: z.enum(companyRoles),
  grantedAt: z.string(),
  expiresAt: z.string().nullable(),
  reason: z.string().nullable(),
  isNew: z.boolean().describe('false when an existing access was updated'),
});

export const registerPersonRequestSchema = z.strictObject({
  email: z.string().trim().toLowerCase().email('must be an email address').max(320),
  name: z.string().trim().min(1).max(200),
  globalRole: z.enum(globalRoles).default('none'),
  access: z
    .strictObject({ companyId: idSchema, ...grantFields })
    .optional()
    .describe('Access to a company granted in the same step: the person and the access are made together, or neither'),
});
export type RegisterPersonRequest = z.input<typeof registerPersonRequestSchema>;

export const updatePersonRequestSchema = z.strictObject({
  isDisabled: z.boolean(),
  reason: z.string().trim().max(500).optional().describe('Why: kept in the access history'),
});

export const accessEventSchema = z.object({
  id: z.number().int(),
  action: z.string().describe(accessActions.join(', ')),
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
export type AccessGrant = z.infer<typeof accessGrantSchema>;
