// A catalog's items changed by the partner: added from price sheets, changed one by one or in bulk, removed. Each
// change is logged against the catalog.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { bulkItemUpdateRequestSchema, itemChangesSchema } from '../../common/api';
import { logActivity } from '../activity/log';
import type { Db } from '../db/client';
import { catalogItems, catalogs, priceSheets } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { selectItems, withoutTotal } from './partner-catalogs';
import { whyBulkChangeFails } from './rules';

type Change = { catalogId: number; actorId: number; now: Date };
type ItemUpdates = z.output<typeof bulkItemUpdateRequestSchema>['itemUpdates'];

const catalogActivity = ({ catalogId, actorId }: Change, action: string, details: Record<string, unknown>) => ({
  actorId,
  action,
  objectType: 'catalog',
  objectId: catalogId,
  details,
});

/** One item of the catalog as the list shows it; 404 when the catalog has no such item. */
export async function catalogItemOrNotFound(db: Db, catalogId: number, itemId: number) {
  const [item] = await selectItems(db).where(and(eq(catalogItems.id, itemId), eq(catalogItems.catalogId, catalogId)));
  if (!item) throw notFound();
  return withoutTotal(item);
}

/** Adds the price sheets at the catalog's end, each once; answers the sheets added (those already in it are not). */
export async function addCatalogItems(
  db: Db,
  change: Change,
  sheetIds: number[],
  item: { markupPercent: number | null; priceOverride: number | null; isVisible: boolean },
) {
  const known = await db.select({ id: priceSheets.id }).from(priceSheets).where(inArray(priceSheets.id, sheetIds));
  const unknown = sheetIds.filter((id) => !known.some((row) => row.id === id));
  if (unknown.length > 0) throw badRequest(`No such price sheet: ${unknown.slice(0, 10).join(', ')}`);
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${catalogItems.position}), -1)::int` })
      .from(catalogItems)
      .where(eq(catalogItems.catalogId, change.catalogId));
    const inserted = await tx
      .insert(catalogItems)
      .values(
        sheetIds.map((priceSheetId, index) => ({
          catalogId: change.catalogId,
          priceSheetId,
          ...item,
          position: last!.position + 1 + index,
        })),
      )
      .onConflictDoNothing()
      .returning({ priceSheetId: catalogItems.priceSheetId });
    await tx.update(catalogs).set({ updatedAt: change.now }).where(eq(catalogs.id, change.catalogId));
    await logActivity(tx, catalogActivity(change, 'catalog.items_added', { added: inserted.length }));
    return inserted.map((row) => row.priceSheetId);
  });
}

/**
 * Changes many items in one transaction, all or nothing: answers the refusals (nothing changed) or none. Checked
 * inside the transaction, the rows locked: an item deleted meanwhile fails the check, or waits.
 */
export async function changeCatalogItemsInBulk(db: Db, change: Change, itemUpdates: ItemUpdates) {
  const ids = itemUpdates.map((update) => update.id);
  return db.transaction(async (tx) => {
    const owned = new Set(
      (
        await tx
          .select({ id: catalogItems.id })
          .from(catalogItems)
          .where(and(eq(catalogItems.catalogId, change.catalogId), inArray(catalogItems.id, ids)))
          .for('update')
      ).map((row) => row.id),
    );
    const refused = whyBulkChangeFails(itemUpdates, owned);
    if (refused.length > 0) return refused;
    await tx.execute(sql`
      update catalog_items ci set
        markup_percent = case when jsonb_exists(u, 'markupPercent') then (u->>'markupPercent')::numeric else ci.markup_percent end,
        price_override = case when jsonb_exists(u, 'priceOverride') then (u->>'priceOverride')::numeric else ci.price_override end,
        is_visible = case when jsonb_exists(u, 'isVisible') then (u->>'isVisible')::boolean else ci.is_visible end,
        position = case when jsonb_exists(u, 'position') then (u->>'position')::int else ci.position end,
        updated_at = now()
      from jsonb_array_elements(${JSON.stringify(itemUpdates)}::jsonb) u
      where ci.id = (u->>'id')::int and ci.catalog_id = ${change.catalogId}`);
    await tx.update(catalogs).set({ updatedAt: change.now }).where(eq(catalogs.id, change.catalogId));
    await logActivity(tx, catalogActivity(change, 'catalog.items_bulk_updated', { updated: itemUpdates.length }));
    return [];
  });
}

/** Changes one item; 404 when the catalog has no such item. */
export async function changeCatalogItem(
  db: Db,
  change: Change,
  itemId: number,
  fields: z.output<typeof itemChangesSchema>,
) {
  const [updated] = await db
    .update(catalogItems)
    .set({ ...fields, updatedAt: change.now })
    .where(and(eq(catalogItems.id, itemId), eq(catalogItems.catalogId, change.catalogId)))
    .returning({ id: catalogItems.id });
  if (!updated) throw notFound();
  await logActivity(db, catalogActivity(change, 'catalog.item_updated', { itemId, fields: Object.keys(fields) }));
}

/** Removes one item; 404 when the catalog has no such item. */
export async function removeCatalogItem(db: Db, change: Change, itemId: number) {
  const [removed] = await db
    .delete(catalogItems)
    .where(and(eq(catalogItems.id, itemId), eq(catalogItems.catalogId, change.catalogId)))
    .returning({ id: catalogItems.id });
  if (!removed) throw notFound();
  await logActivity(db, catalogActivity(change, 'catalog.item_removed', { itemId }));
}
