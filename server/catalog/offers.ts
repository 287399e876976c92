// What a company may buy, at its price: the visible items of the active catalogs assigned to it today, each
// price sheet at its lowest price among them (the item's override, else the price sheet plus the item's or
// the catalog's markup).
import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogAssignments, catalogItems, catalogs, priceSheets } from '../db/schema';

export const effectivePrice = sql<number>`coalesce(
  ${catalogItems.priceOverride},
  round(${priceSheets.unitPrice} * (1 + coalesce(${catalogItems.markupPercent}, ${catalogs.defaultMarkupPercent}) / 100), 2)
)`;

export function companyOffers(db: Db, companyId: number) {
  return db.$with('offers').as(
    db
      .selectDistinctOn([priceSheets.id], {
        priceSheetId: sql<number>`${priceSheets.id}`.as('price_sheet_id'),
        productId: sql<number>`${priceSheets.productId}`.as('product_id'),
        term: sql<string>`${priceSheets.term}`.as('term'),
        billingFrequency: sql<string>`${priceSheets.billingFrequency}`.as('billing_frequency'),
        currency: sql<string>`${priceSheets.currency}`.as('currency'),
        unitPrice: sql<number>`(${effectivePrice})::float8`.as('unit_price'),
      })
      .from(catalogAssignments)
      .innerJoin(catalogs, and(eq(catalogs.id, catalogAssignments.catalogId), eq(catalogs.isActive, true)))
      .innerJoin(catalogItems, and(eq(catalogItems.catalogId, catalogs.id), eq(catalogItems.isVisible, true)))
      .innerJoin(priceSheets, eq(priceSheets.id, catalogItems.priceSheetId))
      .where(
        and(
          eq(catalogAssignments.companyId, companyId),
          lte(catalogAssignments.validFrom, sql`current_date`),
          or(isNull(catalogAssignments.validTo), gte(catalogAssignments.validTo, sql`current_date`)),
        ),
      )
      .orderBy(priceSheets.id, effectivePrice),
  );
}
