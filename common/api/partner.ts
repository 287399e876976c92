// The API's shapes, partner: orders of every customer, notifications, acting inside a company.
import { z } from 'zod';
import { frenchTextNeedsTitleMessage, hasFrenchTitleForItsText } from '../rules/notification-text';
import { idSchema } from './bounds';
import { orderLineSchema, orderSchema } from './orders';

export const partnerOrderSchema = orderSchema.extend({ companyId: z.number().int(), companyName: z.string() });
export type PartnerOrder = z.infer<typeof partnerOrderSchema>;
export const partnerOrderDetailSchema = partnerOrderSchema.extend({ lines: z.array(orderLineSchema) });
export const orderDecisionSchema = z.strictObject({ reason: z.string().trim().min(1, 'say why').max(1000) });
/** Why a subscription is suspended: the customer reads it in the subscription's history. */
export const suspensionSchema = orderDecisionSchema;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['announcement', 'renewal_reminder']),
  title: z.string(),
  body: z.string(),
  titleFr: z.string(),
  bodyFr: z.string(),
  leadTimesDays: z.array(z.number().int()),
  includeAutoRenewOff: z.boolean(),
  recipients: z.array(z.string()),
  companyIds: z.array(z.number().int()),
  isActive: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const frenchTitle = z.string().trim().max(200);
const frenchTextNeedsTitle = { message: frenchTextNeedsTitleMessage, path: ['titleFr'] };

export const notificationInputSchema = z
  .strictObject({
    kind: z.enum(['announcement', 'renewal_reminder']),
    title: z.string().trim().min(1, 'must not be empty').max(200),
    body: z.string().trim().max(5000).default(''),
    titleFr: frenchTitle.default('').describe('The French title; empty: French readers get the English one'),
    bodyFr: z.string().trim().max(5000).default(''),
    leadTimesDays: z.array(z.number().int().min(1).max(365)).max(10).default([]),
    includeAutoRenewOff: z.boolean().default(true),
    recipients: z.array(z.email('must be an email address').max(320)).max(50).default([]),
    companyIds: z.array(idSchema).max(10_000).default([]),
    isActive: z.boolean().default(true),
    publish: z.boolean().default(true).describe('Publish now (announcements show to the chosen companies at once)'),
  })
  .refine(hasFrenchTitleForItsText, frenchTextNeedsTitle)
  .refine((notification) => notification.kind !== 'announcement' || notification.companyIds.length > 0, {
    message: 'an announcement needs at least one company to show to',
    path: ['companyIds'],
  })
  .refine((notification) => notification.kind !== 'renewal_reminder' || notification.leadTimesDays.length > 0, {
    message: 'a renewal reminder needs at least one lead time',
    path: ['leadTimesDays'],
  });

/** A list a person types, "30, 7": its parts, trimmed, the empty ones left out (a list stays as it is). */
const typedList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : value;
/** "30" typed is the number 30; anything else ("7.5", "soon") stays for the schema to refuse. */
const typedWholeNumber = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

/**
 * A notification as the portal's form holds it, checked by `notificationInputSchema`'s own rules: the lead times
 * and recipients are typed as text ("30, 7", "a@x.example, b@x.example"), and an announcement, which runs at no
 * lead time and mails no one, drops what the form kept of a reminder.
 */
export const notificationFormSchema = z.preprocess((value) => {
  if (!value || typeof value !== 'object') return value;
  const form = value as Record<string, unknown>;
  if (form.kind === 'announcement') return { ...form, leadTimesDays: [], recipients: [] };
  const leadTimesDays = typedList(form.leadTimesDays);
  return {
    ...form,
    leadTimesDays: Array.isArray(leadTimesDays) ? leadTimesDays.map(typedWholeNumber) : leadTimesDays,
    recipients: typedList(form.recipients),
  };
}, notificationInputSchema);

export const notificationUpdateSchema = z.strictObject({
  title: z.string().trim().min(1).max(200).optional(),
  body: z.string().trim().max(5000).optional(),
  titleFr: frenchTitle.optional(),
  bodyFr: z.string().trim().max(5000).optional(),
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
  titleFr: z.string(),
  bodyFr: z.string(),
  publishedAt: z.string(),
});

export const partnerSwitchResponseSchema = z.object({
  success: z.boolean(),
  companyId: z.number().int(),
  tenantId: z.string(),
  companyName: z.string(),
});
export type PartnerOrderDetail = z.infer<typeof partnerOrderDetailSchema>;
export type PartnerSwitch = z.infer<typeof partnerSwitchResponseSchema>;
export type Announcement = z.infer<typeof announcementSchema>;
