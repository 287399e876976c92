// What a company may buy, at its price: the visible items of the active catalogs assigned to it today, each
// price sheet at its lowest price among them (the item's override, else the price sheet plus the item's or
// the catalog's markup).
import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogAssignments, catalogItems, catalogs, priceSheets } from '../db/schema';

export const effectivePrice = sql<number>`coalesce(
  ${catalogItems.priceOverride},
  round(${priceSheets.unitPrice} * (1 + coalesce(${catalogItems.markupPercent}, ${catalogs.defaultMarkupPercent}) / 100), 2)
)`;

/** The assignments in force on a day (a day's text, or the database's `current_date`). */
const assignedOn = (day: string | SQL) =>
  and(
    lte(catalogAssignments.validFrom, day),
    or(isNull(catalogAssignments.validTo), gte(catalogAssignments.validTo, day)),
  );

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
      .where(and(eq(catalogAssignments.companyId, companyId), assignedOn(sql`current_date`)))
      .orderBy(priceSheets.id, effectivePrice),
  );
}

/**
 * The price each of these companies' catalogs gives each of these price sheets on a day (renewals price a batch of
 * subscriptions of many companies at once), keyed `companyId:priceSheetId`; a sheet no catalog offers is absent.
 */
export async function offeredPrices(db: Db, companyIds: number[], sheetIds: number[], day: string) {
  if (companyIds.length === 0 || sheetIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectDistinctOn([catalogAssignments.companyId, priceSheets.id], {
      companyId: catalogAssignments.companyId,
      priceSheetId: priceSheets.id,
      unitPrice: sql<number>`(${effectivePrice})::float8`,
    })
    .from(catalogAssignments)
    .innerJoin(catalogs, and(eq(catalogs.id, catalogAssignments.catalogId), eq(catalogs.isActive, true)))
    .innerJoin(catalogItems, and(eq(catalogItems.catalogId, catalogs.id), eq(catalogItems.isVisible, true)))
    .innerJoin(priceSheets, eq(priceSheets.id, catalogItems.priceSheetId))
    .where(and(inArray(catalogAssignments.companyId, companyIds), inArray(priceSheets.id, sheetIds), assignedOn(day)))
    .orderBy(catalogAssignments.companyId, priceSheets.id, effectivePrice);
  return new Map(rows.map((row) => [`${row.companyId}:${row.priceSheetId}`, Number(row.unitPrice)]));
}
