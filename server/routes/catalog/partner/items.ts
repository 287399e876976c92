// /api/v1/catalog/partner/catalogs/:id/items: a catalog's items, one by one and in bulk.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addItemsRequestSchema,
  addItemsResponseSchema,
  bulkItemUpdateRequestSchema,
  bulkItemUpdateResponseSchema,
  catalogItemSchema,
  errorResponseSchema,
  itemChangesSchema,
} from '../../../../common/api';
import { billingFrequencies, terms } from '../../../../common/domain';
import { authOf } from '../../../auth/guard';
import { whyBulkChangeFails } from '../../../catalog/rules';
import { activityLog, catalogItems, catalogs, priceSheets } from '../../../db/schema';
import { badRequest, notFound } from '../../../http/errors';
import { containing, listQuerySchema, pageOfPrepared, sendPage } from '../../../http/list-query';
import { errorResponses } from '../../../http/errors';
import {
  type ItemListShape,
  access,
  catalogOrNotFound,
  catalogParams,
  itemList,
  itemParams,
  logActivity,
  selectItems,
  withoutTotal,
} from '../../../catalog/partner-catalogs';
import { changesNothing } from '../../../http/updates';

export const partnerCatalogItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/catalogs/:id/items',
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'A catalog’s items with their prices (list dialect)',
        params: catalogParams,
        querystring: listQuerySchema({
          sortFields: ['position', 'productName', 'publisher', 'basePrice', 'effectivePrice', 'markupPercent'],
          filters: {
            publisher: z.string().max(100).optional(),
            category: z.string().max(100).optional(),
            term: z.enum(terms).optional(),
            billingFrequency: z.enum(billingFrequencies).optional(),
            isVisible: z.boolean().optional(),
          },
        }),
        response: { 200: z.array(catalogItemSchema), ...errorResponses },
      },
    },
    async function listItems(request, reply) {
      await catalogOrNotFound(db, request.params.id);
      const { sort, range, filter } = request.query;
      const shape: ItemListShape = {
        q: Boolean(filter.q),
        publisher: filter.publisher !== undefined,
        category: filter.category !== undefined,
        term: filter.term !== undefined,
        billingFrequency: filter.billingFrequency !== undefined,
        isVisible: filter.isVisible !== undefined,
        id: filter.id !== undefined,
        sort: sort ?? ['position', 'ASC'],
      };
      const values = {
        catalogId: request.params.id,
        ...filter,
        q: filter.q ? containing(filter.q) : undefined,
        ids: filter.id,
      };
      const { rows, total } = await pageOfPrepared(itemList(db, shape), values, range);
      return sendPage(reply, 'items', range, rows.map(withoutTotal), total);
    },
  );

  app.post(
    '/catalogs/:id/items',
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Adds price sheets to a catalog, with one markup or fixed price and visibility for all of them',
        params: catalogParams,
        body: addItemsRequestSchema,
        response: { 201: addItemsResponseSchema, ...errorResponses },
      },
    },
    async function addItems(request, reply) {
      const catalog = await catalogOrNotFound(db, request.params.id);
      const { price_sheet_ids: requested, markupPercent = null, priceOverride = null, isVisible = true } = request.body;
      const sheetIds = [...new Set(requested)];
      const known = await db.select({ id: priceSheets.id }).from(priceSheets).where(inArray(priceSheets.id, sheetIds));
      const unknown = sheetIds.filter((id) => !known.some((row) => row.id === id));
      if (unknown.length > 0) throw badRequest(`No such price sheet: ${unknown.slice(0, 10).join(', ')}`);
      const result = await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ position: sql<number>`coalesce(max(${catalogItems.position}), -1)::int` })
          .from(catalogItems)
          .where(eq(catalogItems.catalogId, catalog.id));
        const inserted = await tx
          .insert(catalogItems)
          .values(
            sheetIds.map((priceSheetId, index) => ({
              catalogId: catalog.id,
              priceSheetId,
              markupPercent,
              priceOverride,
              isVisible,
              position: last!.position + 1 + index,
            })),
          )
          .onConflictDoNothing()
          .returning({ priceSheetId: catalogItems.priceSheetId });
        await tx.update(catalogs).set({ updatedAt: app.clock.now() }).where(eq(catalogs.id, catalog.id));
        await tx.insert(activityLog).values({
          actorId: authOf(request).user.id,
          action: 'catalog.items_added',
          objectType: 'catalog',
          objectId: String(catalog.id),
          details: { added: inserted.length },
        });
        return inserted;
      });
      const added = new Set(result.map((row) => row.priceSheetId));
      return reply.status(201).send({ added: added.size, alreadyInCatalog: sheetIds.filter((id) => !added.has(id)) });
    },
  );

  app.put(
    '/catalogs/:id/items/bulk',
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Changes many items in one request and one transaction: all or nothing',
        description:
          'Each update names an item of this catalog and the fields that change. If any row cannot be applied, nothing is, and the 409 answer lists each such row and why (`failed`).',
        params: catalogParams,
        body: bulkItemUpdateRequestSchema,
        response: {
          200: bulkItemUpdateResponseSchema,
          409: bulkItemUpdateResponseSchema.extend(errorResponseSchema.shape),
          ...{ 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
        },
      },
    },
    async function updateItemsInBulk(request, reply) {
      const catalog = await catalogOrNotFound(db, request.params.id);
      const { itemUpdates } = request.body;
      const ids = itemUpdates.map((update) => update.id);
      // Checked inside the transaction, the rows locked: an item deleted meanwhile fails the check, or waits.
      const failed = await db.transaction(async (tx) => {
        const owned = new Set(
          (
            await tx
              .select({ id: catalogItems.id })
              .from(catalogItems)
              .where(and(eq(catalogItems.catalogId, catalog.id), inArray(catalogItems.id, ids)))
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
          where ci.id = (u->>'id')::int and ci.catalog_id = ${catalog.id}`);
        await tx.update(catalogs).set({ updatedAt: app.clock.now() }).where(eq(catalogs.id, catalog.id));
        await tx.insert(activityLog).values({
          actorId: authOf(request).user.id,
          action: 'catalog.items_bulk_updated',
          objectType: 'catalog',
          objectId: String(catalog.id),
          details: { updated: itemUpdates.length },
        });
        return [];
      });
      if (failed.length > 0) {
        return reply.status(409).send({
          statusCode: 409,
          error: 'Conflict',
          message: `${failed.length} of ${itemUpdates.length} changes cannot be applied; nothing was changed`,
          updated: 0,
          failed,
        });
      }
      return { updated: itemUpdates.length, failed: [] };
    },
  );

  app.put(
    '/catalogs/:id/items/:itemId',
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Changes one item (markup, fixed price, visibility, position)',
        params: itemParams,
        body: itemChangesSchema,
        response: { 200: catalogItemSchema, ...errorResponses },
      },
    },
    async function updateItem(request) {
      const { id, itemId } = request.params;
      if (changesNothing(request.body)) {
        const [item] = await selectItems(db).where(and(eq(catalogItems.id, itemId), eq(catalogItems.catalogId, id)));
        if (!item) throw notFound();
        return withoutTotal(item);
      }
      const [updated] = await db
        .update(catalogItems)
        .set({ ...request.body, updatedAt: app.clock.now() })
        .where(and(eq(catalogItems.id, itemId), eq(catalogItems.catalogId, id)))
        .returning({ id: catalogItems.id });
      if (!updated) throw notFound();
      await logActivity(db, authOf(request).user.id, 'catalog.item_updated', 'catalog', id, {
        itemId,
        fields: Object.keys(request.body),
      });
      const [item] = await selectItems(db).where(eq(catalogItems.id, itemId));
      return withoutTotal(item!);
    },
  );

  app.delete(
    '/catalogs/:id/items/:itemId',
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Removes one item',
        params: itemParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async function removeItem(request, reply) {
      const { id, itemId } = request.params;
      const [removed] = await db
        .delete(catalogItems)
        .where(and(eq(catalogItems.id, itemId), eq(catalogItems.catalogId, id)))
        .returning({ id: catalogItems.id });
      if (!removed) throw notFound();
      await logActivity(db, authOf(request).user.id, 'catalog.item_removed', 'catalog', id, { itemId });
      return reply.status(204).send(null);
    },
  );
};
