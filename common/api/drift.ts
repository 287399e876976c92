// The API's shapes, drift: the differences the sync with Microsoft found between the portal and Partner Center.
import { z } from 'zod';
import { driftFields, driftResolutions } from '../domain';

export const driftSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** Null: a subscription Microsoft holds that the portal does not know. */
  subscriptionId: z.number().int().nullable(),
  supplierSubscriptionId: z.string(),
  /** The portal's product, or Microsoft's offer name when the portal does not know the subscription. */
  productName: z.string().nullable(),
  field: z.enum(driftFields),
  /** As text: '5', 'active', 'true', '2027-01-31'; 'missing' for the side that does not hold the subscription. */
  portalValue: z.string().nullable(),
  supplierValue: z.string().nullable(),
  /** Whether "Send ours" can do it (Microsoft sets a term's end; a subscription one side lacks cannot be sent). */
  canSendOurs: z.boolean(),
  detectedAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolution: z.enum(driftResolutions).nullable(),
  resolvedBy: z.string().nullable(),
});
export type Drift = z.infer<typeof driftSchema>;

/** Where the sync stands: its last run (null before the first), and whether a job was sent now. */
export const driftSyncSchema = z.object({
  isQueued: z.boolean(),
  lastRun: z
    .object({
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      companiesChecked: z.number().int(),
      companiesFailed: z.number().int(),
    })
    .nullable(),
});
export type DriftSync = z.infer<typeof driftSyncSchema>;
