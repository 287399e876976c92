// The sandbox's offers are the portal's products' price sheets: the offer id is the product's SKU, its term and
// billing cycle the price sheet's, its price the price sheet's (the partner's cost).
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceSheets, products } from '../../db/schema';
import { dayOf } from '../../time/clock';
import { defaultQuantityBounds } from '../../../common/rules/quantity';

/**
 * The partner's cost of one seat for one billing period: the price sheet's unit price, which is Microsoft's price to
 * the partner (its price list's UnitPrice) that the partner's catalogs mark up from, and the cost the portal's charge
 * ledger records. The sandbox bills what the ledger expects, so that the demo's months reconcile.
 */
export const partnerCostOf = (priceSheetUnitPrice: number) => Math.round(priceSheetUnitPrice * 1e6) / 1e6;

export type Offer = {
  offerId: string;
  offerName: string;
  termDuration: string;
  billingCycle: string;
  unitPrice: number;
  currency: string;
  minQuantity: number;
  maxQuantity: number;
};

/** The offer of a SKU for a term and a billing cycle, at its price sheet valid on `now`; null if there is none. */
export async function findOffer(db: Db, offerId: string, termDuration: string, billingCycle: string, now: Date) {
  const [row] = await db
    .select({
      name: products.name,
      minQuantity: products.minQuantity,
      maxQuantity: products.maxQuantity,
      unitPrice: priceSheets.unitPrice,
      currency: priceSheets.currency,
    })
    .from(products)
    .innerJoin(priceSheets, eq(priceSheets.productId, products.id))
    .where(
      and(
        eq(products.sku, offerId),
        eq(priceSheets.term, termDuration as never),
        eq(priceSheets.billingFrequency, billingCycle.toLowerCase() as never),
        lte(priceSheets.validFrom, dayOf(now)),
      ),
    )
    .orderBy(desc(priceSheets.validFrom), desc(priceSheets.id))
    .limit(1);
  if (!row) return null;
  return {
    offerId,
    offerName: row.name,
    termDuration,
    billingCycle: billingCycle.toLowerCase(),
    unitPrice: partnerCostOf(row.unitPrice),
    currency: row.currency,
    minQuantity: row.minQuantity,
    maxQuantity: row.maxQuantity,
  } satisfies Offer;
}

/** The seat limits of a SKU (for a PATCH), or the widest when the SKU has left the portal's catalog. */
export async function seatLimitsOf(db: Db, offerId: string) {
  const [row] = await db
    .select({ min: products.minQuantity, max: products.maxQuantity })
    .from(products)
    .where(eq(products.sku, offerId));
  return row ?? { min: defaultQuantityBounds.minQuantity, max: defaultQuantityBounds.maxQuantity };
}
