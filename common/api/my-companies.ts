// The API's shapes, companies of the signed-in person.
import { z } from 'zod';
import { companyRoles } from '../domain';
import { idParamSchema } from './bounds';

export const myCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tenantId: z.string(),
  /** A deactivated company may not order or change subscriptions (its partner deactivated it). */
  isActive: z.boolean(),
  role: z.enum(companyRoles),
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
