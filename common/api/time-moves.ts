// The API's shapes, time moves: the bell, the outbox, the approval policy.
import { z } from 'zod';
import { approvalModes, noticeKinds, outboxStatuses } from '../domain';
import { idSchema } from './bounds';

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
