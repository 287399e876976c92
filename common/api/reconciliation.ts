// The API's shapes, reconciliation: Microsoft's billed rows of a month against the portal's charges (what the partner
// expected to pay, at cost) and its invoices (what the customer was billed). Amounts are decimal strings to the cent.
import { z } from 'zod';
import { reconciliationActions, reconciliationSources, reconciliationStatuses } from '../domain';
import { periodSchema } from './billing';

const decimal = z.string().describe('A decimal amount, exact: "1234.50"');
const day = z.string().describe('A day, YYYY-MM-DD');

/** Largest file accepted: a month of 40,000 rows of Microsoft's file. */
export const reconciliationFileMaxBytes = 16 * 1024 * 1024;

export const reconciliationRowSchema = z.object({
  /** The row: Microsoft's subscription id (or `portal:<id>` when Microsoft has none) and its charge period. */
  id: z.string(),
  period: periodSchema,
  status: z.enum(reconciliationStatuses),
  /** The portal's subscription, when one is Microsoft's subscription (none: unknown_subscription). */
  subscriptionId: z.number().int().nullable(),
  supplierSubscriptionId: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string(),
  productName: z.string(),
  chargeTypes: z.array(z.string()).describe("Microsoft's ChargeType of the rows (new, renew, cycleCharge, …)"),
  chargeStart: day,
  chargeEnd: day.describe('The day after the last day charged'),
  currency: z.string(),
  microsoftQuantity: z.number().int(),
  portalQuantity: z.number().int(),
  /** Microsoft charged: the sum of its rows, each ROUNDDOWN(EffectiveUnitPrice × rate, 2) × BillableQuantity. */
  charged: decimal,
  /** The portal expected: the sum of its charges' cost. */
  expected: decimal,
  /** The portal's charges by Microsoft's rounding: what `charged` is compared with. */
  expectedByMicrosoftRounding: decimal,
  /** The customer was billed: charges on issued invoices (and credit notes). */
  billed: decimal,
  /** Charged to the customer, not invoiced yet (the next billing run takes it). */
  pending: decimal,
  /** billed + pending − charged. */
  margin: decimal,
  /** The difference the row shows: charged − expected by Microsoft's rounding. */
  difference: decimal,
  resolution: z
    .object({
      action: z.enum(reconciliationActions),
      reason: z.string().nullable(),
      at: z.string(),
      by: z.string().nullable(),
    })
    .nullable(),
  /** Whether the row counts as done for closing the month: matched, or explained. */
  isSettled: z.boolean(),
});
export type ReconciliationRow = z.infer<typeof reconciliationRowSchema>;

const totalsSchema = z.object({
  charged: decimal,
  expected: decimal,
  billed: decimal,
  pending: decimal,
  /** Microsoft's charges nobody was billed for (cost_not_billed rows). */
  leak: decimal,
  margin: decimal,
});

export const reconciliationSummarySchema = z.object({
  period: periodSchema,
  currency: z.string().nullable(),
  import: z
    .object({
      id: z.number().int(),
      source: z.enum(reconciliationSources),
      fileName: z.string().nullable(),
      rowCount: z.number().int(),
      importedAt: z.string(),
      importedBy: z.string().nullable(),
    })
    .nullable(),
  closed: z.object({ closedAt: z.string(), closedBy: z.string().nullable() }).nullable(),
  totals: totalsSchema,
  counts: z.record(z.enum(reconciliationStatuses), z.number().int()),
  rowCount: z.number().int(),
  /** Rows neither matched nor explained: the month closes when there are none. */
  openCount: z.number().int(),
  customers: z.array(
    z.object({
      companyId: z.number().int().nullable(),
      companyName: z.string(),
      charged: decimal,
      billed: decimal,
      margin: decimal,
      leak: decimal,
    }),
  ),
});
export type ReconciliationSummary = z.infer<typeof reconciliationSummarySchema>;

export const reconciliationImportSchema = z.discriminatedUnion('source', [
  z.object({ period: periodSchema, source: z.literal('microsoft') }),
  z.object({
    period: periodSchema,
    source: z.literal('csv'),
    fileName: z.string().trim().min(1).max(255).optional(),
    content: z.string().min(1, 'The file is empty').max(reconciliationFileMaxBytes, 'The file is larger than 16 MB'),
  }),
]);
export type ReconciliationImport = z.infer<typeof reconciliationImportSchema>;

export const reconciliationActionSchema = z
  .object({
    period: periodSchema,
    rowId: z.string().min(1).max(200),
    action: z.enum(reconciliationActions),
    reason: z.string().trim().max(1000).optional(),
  })
  .refine((body) => body.action !== 'explain' || (body.reason ?? '').length >= 3, {
    message: 'Write the reason that explains this row (3 characters at least)',
    path: ['reason'],
  });
export type ReconciliationActionInput = z.infer<typeof reconciliationActionSchema>;

export const reconciliationPeriodSchema = z.object({ period: periodSchema });

/** The partner dashboard's leak: the latest month imported, what Microsoft charged that nobody was billed for. */
export const reconciliationLeakSchema = z.object({
  period: periodSchema.nullable(),
  leak: decimal,
  currency: z.string().nullable(),
  rows: z.number().int(),
});
export type ReconciliationLeak = z.infer<typeof reconciliationLeakSchema>;
