// The API's shapes, the money side: the charge ledger, invoices and credit notes, billing runs, the partner's billing
// entity. Amounts are decimal strings exact to the cent ("1234.50"), unit prices to six decimals.
import { z } from 'zod';
import { chargeKinds, invoiceDisplayStatuses, invoiceKinds, taxTreatments } from '../domain';

const decimal = z.string().describe('A decimal amount, exact: "1234.50"');
const day = z.string().describe('A day, YYYY-MM-DD');
export const periodSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A period is a month written YYYY-MM, such as 2026-10')
  .describe('A month, YYYY-MM');

export const invoiceLineSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  kind: z.enum(chargeKinds),
  quantity: z.number().int(),
  unitPrice: decimal,
  amount: decimal,
  periodStart: day,
  periodEnd: day.describe('The day after the last day charged'),
  taxRatePercent: decimal,
  subscriptionId: z.number().int().nullable(),
  /** The subscription event that caused it (the subscription's history), none for a billing cycle. */
  eventId: z.number().int().nullable(),
  chargeId: z.number().int().nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoicePartySchema = z.object({
  name: z.string(),
  address: z.string(),
  country: z.string(),
  vatId: z.string().nullable(),
});

export const invoiceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(invoiceKinds),
  /** None while a draft: a number is given when the invoice is issued. */
  number: z.string().nullable(),
  status: z.enum(invoiceDisplayStatuses),
  companyId: z.number().int(),
  companyName: z.string(),
  billingProfileName: z.string().nullable(),
  period: periodSchema,
  currency: z.string(),
  language: z.enum(['en', 'fr']),
  poNumber: z.string().nullable(),
  taxTreatment: z.enum(taxTreatments),
  subtotal: decimal,
  taxTotal: decimal,
  total: decimal,
  issuedOn: day.nullable(),
  dueOn: day.nullable(),
  /** The invoice a credit note corrects. */
  creditFor: z.object({ id: z.number().int(), number: z.string().nullable() }).nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceDetailSchema = invoiceSchema.extend({
  seller: invoicePartySchema,
  buyer: invoicePartySchema,
  taxLines: z.array(z.object({ ratePercent: decimal, base: decimal, amount: decimal, treatment: z.string() })),
  lines: z.array(invoiceLineSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** What a draft invoice raises before it is approved. */
export const invoiceFlags = [
  'change_over_20_percent',
  'below_cost',
  'without_price',
  'company_deactivated',
  'po_missing',
] as const;
export const draftInvoiceSchema = invoiceSchema.extend({
  approved: z.boolean(),
  lineCount: z.number().int(),
  /** The company's invoice of the month before, none if it had none. */
  previousTotal: decimal.nullable(),
  flags: z.array(z.enum(invoiceFlags)),
});
export type DraftInvoice = z.infer<typeof draftInvoiceSchema>;

export const billingRunSchema = z.object({
  id: z.number().int(),
  period: periodSchema,
  status: z.enum(['draft', 'finalized']),
  createdAt: z.string(),
  finalizedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  invoiceCount: z.number().int(),
  issuedCount: z.number().int(),
  /** Per currency: the run's total. */
  totals: z.array(z.object({ currency: z.string(), total: decimal })),
});
export type BillingRun = z.infer<typeof billingRunSchema>;

export const newBillingRunSchema = z.object({ period: periodSchema });
export const finalizeBillingRunSchema = z
  .object({
    /** The drafts to issue; none: every approved one (or, when none is approved, all). */
    invoiceIds: z.array(z.number().int().positive()).max(10_000).optional(),
  })
  .default({});
export const approveInvoicesSchema = z.object({
  invoiceIds: z.array(z.number().int().positive()).min(1).max(10_000),
  approved: z.boolean(),
});

export const creditNoteSchema = z.object({
  reason: z.string().trim().min(3, 'Say why the invoice is corrected').max(500),
  /** The lines to credit (all of them when none is given), each for its whole amount. */
  lineIds: z.array(z.number().int().positive()).max(10_000).optional(),
});

export const billingEntitySchema = z.object({
  legalName: z.string().trim().min(2, 'The legal name is needed').max(200),
  address: z.string().trim().min(5, 'The address is needed').max(500),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'A country is its two-letter code, such as FR'),
  vatId: z
    .string()
    .trim()
    .toUpperCase()
    .max(20)
    .regex(/^[A-Z]{2}[0-9A-Z+*.]{2,13}$/, 'A VAT id starts with its country’s two letters, such as FR40123456824')
    .nullable(),
  invoicePrefix: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{1,10}$/, 'A prefix is 1 to 10 capital letters or digits'),
  paymentTermsDays: z.number().int().min(0).max(120),
  email: z.string().trim().email('An email address, such as billing@contoso.com').max(200).nullable(),
});
export type BillingEntity = z.infer<typeof billingEntitySchema>;

export const chargeSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  subscriptionId: z.number().int(),
  eventId: z.number().int().nullable(),
  kind: z.enum(chargeKinds),
  chargedOn: day,
  periodStart: day,
  periodEnd: day,
  quantity: z.number().int(),
  unitPrice: decimal,
  days: z.number().int(),
  periodDays: z.number().int(),
  amount: decimal,
  currency: z.string(),
  invoiceId: z.number().int().nullable(),
});
export type Charge = z.infer<typeof chargeSchema>;
