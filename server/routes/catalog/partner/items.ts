// /api/v1/catalog/partner/catalogs/:id/items: a catalog's items, one by one and in bulk.
import type { FastifyRequest } from 'fastify';
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
import {
  addCatalogItems,
  catalogItemOrNotFound,
  changeCatalogItem,
  changeCatalogItemsInBulk,
  removeCatalogItem,
} from '../../../catalog/items';
import { listQuerySchema, sendPage } from '../../../http/list-query';
import { errorResponses } from '../../../http/errors';
import { access, catalogOrNotFound, catalogParams, pageOfItems, itemParams } from '../../../catalog/partner-catalogs';
import { changesNothing } from '../../../http/updates';

export const partnerCatalogItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const change = (request: FastifyRequest, catalogId: number) => ({
    catalogId,
    actorId: authOf(request).user.id,
    now: app.clock.now(),
  });

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
      const [rows, total] = await pageOfItems(db, request.params.id, filter, sort, range);
      return sendPage(reply, 'items', range, rows, total);
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
      const result = await addCatalogItems(db, change(request, catalog.id), sheetIds, {
        markupPercent,
        priceOverride,
        isVisible,
      });
      const added = new Set(result);
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
      const failed = await changeCatalogItemsInBulk(db, change(request, catalog.id), itemUpdates);
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
      if (!changesNothing(request.body)) await changeCatalogItem(db, change(request, id), itemId, request.body);
      return catalogItemOrNotFound(db, id, itemId);
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
      await removeCatalogItem(db, change(request, id), itemId);
      return reply.status(204).send(null);
    },
  );
};
