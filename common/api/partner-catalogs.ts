// The API's shapes, partner catalogs (partner administrators).
import { z } from 'zod';
import { idSchema, isoDaySchema } from './bounds';
import { hasOneWayToPrice, markupAndFixedMessage } from '../rules/item-price';

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

const itemChanges = {
  markupPercent: percent.nullable().optional(),
  priceOverride: money.nullable().optional(),
  isVisible: z.boolean().optional(),
  position: z.number().int().min(0).max(1_000_000).optional(),
};
/** One item's changes: a markup and a fixed price together are refused beside both (code `markup_and_fixed`). */
export const itemChangesSchema = z.strictObject(itemChanges).superRefine((item, context) => {
  if (hasOneWayToPrice(item)) return;
  for (const field of ['markupPercent', 'priceOverride'])
    context.addIssue({
      code: 'custom',
      path: [field],
      message: markupAndFixedMessage,
      params: { code: 'markup_and_fixed' },
    });
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
    // A row giving both is not refused with the request: it is answered among `failed`, the others applied.
    .array(z.strictObject({ ...itemChanges, id: idSchema }))
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
/** A template's line: a price sheet at a markup or at a fixed price (or the template's default markup: neither). */
export const templateItemSchema = z
  .strictObject({
    priceSheetId: idSchema,
    markupPercent: percent.nullable(),
    priceOverride: money.nullable(),
  })
  .refine(hasOneWayToPrice, {
    message: 'a line has a markup or a fixed price, not both',
    path: ['priceOverride'],
  });
export type TemplateItem = z.infer<typeof templateItemSchema>;

export const templateUpdateSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'must not be empty').max(200),
    description: z.string().trim().max(2000),
    defaultMarkupPercent: percent,
    isActive: z.boolean(),
    items: z
      .array(templateItemSchema)
      .max(10_000)
      .refine((items) => new Set(items.map((item) => item.priceSheetId)).size === items.length, {
        message: 'a price sheet may be on one line only',
      })
      .describe('The template’s lines, all of them: they replace the ones it had'),
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
      currency: z.string(),
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
export type PartnerProduct = z.infer<typeof partnerProductSchema>;

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

/** The most companies one bulk assignment names, however it names them. */
export const bulkAssignmentCap = 10_000;

/**
 * One catalog to many companies at once, billed to each company's default profile. The companies are named one way:
 * by id, as every company matching a search, or as a pasted list of names, domains or tenant ids.
 */
export const bulkAssignmentInputSchema = z
  .strictObject({
    catalogId: idSchema,
    companyIds: z
      .array(idSchema)
      .min(1, 'choose at least one company')
      .max(bulkAssignmentCap, `choose at most ${bulkAssignmentCap.toLocaleString('en-US')} companies`)
      .refine((ids) => new Set(ids).size === ids.length, 'names a company twice')
      .optional(),
    matching: z
      .strictObject({
        q: z.string().trim().max(200, 'a search of at most 200 characters').optional(),
        isActive: z.boolean().optional(),
      })
      .optional()
      .describe('Every company whose name or domain contains q (all companies when q is empty)'),
    names: z
      .array(z.string().trim().max(300, 'a line of at most 300 characters'))
      .max(bulkAssignmentCap, `paste at most ${bulkAssignmentCap.toLocaleString('en-US')} lines`)
      .transform((lines) => lines.filter((line) => line !== ''))
      .refine((lines) => lines.length > 0, {
        message: 'paste at least one company name, domain or tenant id',
        params: { code: 'nothing_pasted' },
      })
      .optional()
      .describe('Company names, domains or tenant ids, any case; a line that names no company is refused'),
    validFrom: isoDay,
    validTo: isoDay.nullable().optional(),
    validOnly: z
      .boolean()
      .default(false)
      .describe('Assign the companies that can be and list the others; by default one refusal assigns none'),
    endCurrent: z
      .boolean()
      .default(false)
      .describe('End each company’s overlapping assignment the day before this one starts, instead of refusing it'),
    preview: z.boolean().default(false).describe('Say what would change for each company, writing nothing'),
  })
  .refine(
    (body) => [body.companyIds, body.matching, body.names].filter((way) => way !== undefined).length === 1,
    'name the companies one way: companyIds, matching or names',
  );
export type BulkAssignmentInput = z.input<typeof bulkAssignmentInputSchema>;

/** How the bulk assignment dialog names the companies: chosen one by one, every one matching a search, or pasted. */
export const bulkAssignmentWays = ['pick', 'matching', 'paste'] as const;
/** The bulk assignment dialog's form: the request's fields as typed, the search and the pasted list as text. */
export type BulkAssignmentForm = {
  catalogId: number | null;
  way: (typeof bulkAssignmentWays)[number];
  companyIds: number[];
  /** What a company's name or domain contains (empty: every company). */
  matching: string;
  /** A company a line. */
  names: string;
  validFrom: string;
  /** Empty: no end. */
  validTo: string;
  endCurrent: boolean;
};
/**
 * The bulk assignment dialog's form, checked as the request it sends (bulkAssignmentInputSchema): the companies named
 * the chosen way only. A refused field of the request is the form's field of its first name (matching.q: the search,
 * names.2: the pasted list).
 */
export const bulkAssignmentFormSchema = z.preprocess((value) => {
  if (!value || typeof value !== 'object') return value;
  const { way, catalogId, companyIds, matching, names, validFrom, validTo, endCurrent } = value as BulkAssignmentForm;
  const companies =
    way === 'pick'
      ? { companyIds }
      : way === 'matching'
        ? { matching: { q: matching.trim() || undefined } }
        : { names: names.split('\n') };
  return {
    catalogId,
    ...companies,
    validFrom: validFrom || undefined,
    validTo: validTo || null,
    endCurrent,
  };
}, bulkAssignmentInputSchema);

/** Why a company cannot be given the catalog: the portal words the code and params; reason is the API's English. */
export const bulkAssignmentRefusalCodes = ['company_not_found', 'overlap', 'cannot_end_current'] as const;
export const bulkAssignmentRefusalSchema = z.object({
  companyId: z.number().int().nullable().describe('null when a pasted line names no company'),
  companyName: z.string(),
  code: z.enum(bulkAssignmentRefusalCodes),
  params: z.object({
    name: z.string().optional().describe('The pasted line (company_not_found)'),
    catalogName: z.string().optional(),
    validFrom: z.string().optional(),
    validTo: z.string().nullable().optional(),
  }),
  reason: z.string(),
});
export type BulkAssignmentRefusal = z.infer<typeof bulkAssignmentRefusalSchema>;
export const bulkAssignmentResultSchema = z.object({
  assigned: z
    .number()
    .int()
    .describe('How many companies were assigned the catalog (0 when any was refused, or a preview)'),
  matched: z.number().int().describe('How many companies the request named'),
  changes: z
    .array(
      z.object({
        companyId: z.number().int(),
        companyName: z.string(),
        outcome: z.enum(['assign', 'end_and_assign']),
        endedCatalogName: z.string().optional(),
        endedOn: z.string().optional().describe('The last day of the ended assignment'),
      }),
    )
    .describe('What was done, or in a preview what would be done, for each company that can be assigned'),
  refused: z.array(bulkAssignmentRefusalSchema),
});
export type BulkAssignmentResult = z.infer<typeof bulkAssignmentResultSchema>;
export type AddItemsRequest = z.infer<typeof addItemsRequestSchema>;
export type AddItemsResult = z.infer<typeof addItemsResponseSchema>;
export type ItemUpdate = z.infer<typeof bulkItemUpdateRequestSchema>['itemUpdates'][number];
export type BulkUpdateResult = z.infer<typeof bulkItemUpdateResponseSchema>;
export type CatalogTemplateDetail = z.infer<typeof catalogTemplateDetailSchema>;
export type PartnerBillingProfile = z.infer<typeof partnerBillingProfileSchema>;
export type CatalogAssignment = z.infer<typeof catalogAssignmentSchema>;
