// The API's shapes, the catalog a company may buy from (company-scoped).
import { z } from 'zod';
import { billingFrequencies, terms } from '../domain';

export const offerSchema = z.object({
  priceSheetId: z.number().int(),
  term: z.enum(terms),
  billingFrequency: z.enum(billingFrequencies),
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
export type CatalogFacets = z.infer<typeof catalogFacetsSchema>;
