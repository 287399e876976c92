// Every /api/v1/catalog/partner/... route: catalogs, their items (one by one and in bulk), templates, the
// products to add, billing profiles and catalog assignments. Partner administrators only.
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addItemsRequestSchema,
  addItemsResponseSchema,
  bulkItemUpdateRequestSchema,
  bulkItemUpdateResponseSchema,
  bulkAssignmentInputSchema,
  bulkAssignmentResultSchema,
  type BulkAssignmentResult,
  catalogAssignmentInputSchema,
  catalogAssignmentSchema,
  catalogAssignmentUpdateSchema,
  catalogInputSchema,
  catalogItemSchema,
  catalogTemplateDetailSchema,
  catalogTemplateSchema,
  templateFromCatalogSchema,
  templateUpdateSchema,
  catalogUpdateSchema,
  errorResponseSchema,
  itemChangesSchema,
  partnerBillingProfileSchema,
  partnerCatalogSchema,
  partnerProductSchema,
  idParamSchema,
  idSchema,
} from '../../common/api';
import { billingFrequencies, terms } from '../../common/domain';
import { authOf } from '../auth/guard';
import { effectivePrice } from '../catalog/offers';
import { findAssignmentConflict, whyBulkChangeFails } from '../catalog/rules';
import type { Db } from '../db/client';
import {
  activityLog,
  billingProfiles,
  catalogAssignments,
  catalogItems,
  catalogTemplates,
  catalogs,
  companies,
  priceSheets,
  products,
} from '../db/schema';
import { preparedPerShape } from '../db/prepared';
import { isForeignKeyViolation, qualified } from '../db/sql';
import { HttpError, badRequest, conflict, notFound } from '../http/errors';
import { containing, idAmongPlaceholder, listQuerySchema, pageOf, pageOfPrepared, sendPage } from '../http/list-query';

const prefix = '/api/v1/catalog/partner';
const access = { access: 'partner-admin' as const };
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const catalogParams = z.object({ id: idParamSchema });
const itemParams = catalogParams.extend({ itemId: idParamSchema });
const count = (query: SQL) => sql<number>`(${query})::int`;
/** The first key of the lock one company's assignments are written under (the second is the company's id). */
const assignmentLock = 7_401;

const itemCount = count(sql`select count(*) from catalog_items i where i.catalog_id = ${qualified(catalogs.id)}`);

function selectCatalogs(db: Db) {
  return db
    .select({
      id: catalogs.id,
      name: catalogs.name,
      description: catalogs.description,
      defaultMarkupPercent: catalogs.defaultMarkupPercent,
      isActive: catalogs.isActive,
      templateId: catalogs.templateId,
      itemCount,
      assignedCompanyCount: count(
        sql`select count(distinct a.company_id) from catalog_assignments a where a.catalog_id = ${qualified(catalogs.id)}`,
      ),
      createdAt: catalogs.createdAt,
      updatedAt: catalogs.updatedAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(catalogs)
    .$dynamic();
}
type CatalogRow = Omit<Awaited<ReturnType<typeof selectCatalogs>>[number], 'total'>;
const toCatalog = ({ createdAt, updatedAt, total: _total, ...catalog }: CatalogRow & { total?: number }) => ({
  ...catalog,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

function selectItems(db: Db) {
  return db
    .select({
      id: catalogItems.id,
      catalogId: catalogItems.catalogId,
      priceSheetId: catalogItems.priceSheetId,
      productId: products.id,
      productName: products.name,
      publisher: products.publisher,
      category: products.category,
      term: priceSheets.term,
      billingFrequency: priceSheets.billingFrequency,
      currency: priceSheets.currency,
      basePrice: priceSheets.unitPrice,
      priceOverride: catalogItems.priceOverride,
      markupPercent: catalogItems.markupPercent,
      effectivePrice: sql<number>`(${effectivePrice})::float8`,
      isVisible: catalogItems.isVisible,
      position: catalogItems.position,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(catalogItems)
    .innerJoin(catalogs, eq(catalogs.id, catalogItems.catalogId))
    .innerJoin(priceSheets, eq(priceSheets.id, catalogItems.priceSheetId))
    .innerJoin(products, eq(products.id, priceSheets.productId))
    .$dynamic();
}
const withoutTotal = <Row extends { total: number }>({ total: _total, ...row }: Row) => row;

function selectAssignments(db: Db) {
  return db
    .select({
      id: catalogAssignments.id,
      catalogId: catalogAssignments.catalogId,
      catalogName: catalogs.name,
      companyId: catalogAssignments.companyId,
      companyName: companies.name,
      billingProfileId: catalogAssignments.billingProfileId,
      billingProfileName: billingProfiles.name,
      validFrom: catalogAssignments.validFrom,
      validTo: catalogAssignments.validTo,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(catalogAssignments)
    .innerJoin(catalogs, eq(catalogs.id, catalogAssignments.catalogId))
    .innerJoin(companies, eq(companies.id, catalogAssignments.companyId))
    .leftJoin(billingProfiles, eq(billingProfiles.id, catalogAssignments.billingProfileId))
    .$dynamic();
}

type ItemListShape = {
  [Filter in 'q' | 'publisher' | 'category' | 'term' | 'billingFrequency' | 'isVisible' | 'id']: boolean;
} & {
  sort: [
    'position' | 'productName' | 'publisher' | 'basePrice' | 'effectivePrice' | 'markupPercent' | 'id',
    'ASC' | 'DESC',
  ];
};

const itemList = preparedPerShape('catalog_item_list', (db, shape: ItemListShape, name) => {
  const [field, order] = shape.sort;
  const column = {
    position: catalogItems.position,
    productName: products.name,
    publisher: products.publisher,
    basePrice: priceSheets.unitPrice,
    effectivePrice,
    markupPercent: catalogItems.markupPercent,
    id: catalogItems.id,
  }[field];
  return selectItems(db)
    .where(
      and(
        eq(catalogItems.catalogId, sql.placeholder('catalogId')),
        shape.q
          ? or(ilike(products.name, sql.placeholder('q')), ilike(products.publisher, sql.placeholder('q')))
          : undefined,
        shape.publisher ? eq(products.publisher, sql.placeholder('publisher')) : undefined,
        shape.category ? eq(products.category, sql.placeholder('category')) : undefined,
        shape.term ? eq(priceSheets.term, sql.placeholder('term')) : undefined,
        shape.billingFrequency ? eq(priceSheets.billingFrequency, sql.placeholder('billingFrequency')) : undefined,
        shape.isVisible ? eq(catalogItems.isVisible, sql.placeholder('isVisible')) : undefined,
        shape.id ? idAmongPlaceholder(catalogItems.id) : undefined,
      ),
    )
    .orderBy(order === 'ASC' ? asc(column) : desc(column), asc(catalogItems.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

/** A page of a query that carries `total` (count over the whole match), with the total even past the end. */
async function pageWithTotal<Row extends { total: number }>(
  query: () => { limit: (n: number) => { offset: (n: number) => Promise<Row[]> } },
  range: [number, number],
) {
  const { limit, offset } = pageOf(range);
  const rows = await query().limit(limit).offset(offset);
  const total = rows[0]?.total ?? (offset > 0 ? ((await query().limit(1).offset(0))[0]?.total ?? 0) : 0);
  return { rows: rows.map(withoutTotal), total };
}

/** A product as the partner's lists show it: with its price sheets (those of `sheetFilter` only, when given). */
const productColumns = (sheetFilter = sql``) => ({
  id: products.id,
  sku: products.sku,
  name: products.name,
  publisher: products.publisher,
  category: products.category,
  iconUrl: products.iconUrl,
  priceSheets: sql<
    { id: number; term: string; billingFrequency: string; unitPrice: number; currency: string }[]
  >`coalesce((
    select json_agg(json_build_object('id', ps.id, 'term', ps.term, 'billingFrequency', ps.billing_frequency,
      'unitPrice', ps.unit_price::float8, 'currency', ps.currency) order by ps.term, ps.billing_frequency)
    from price_sheets ps where ps.product_id = ${qualified(products.id)} ${sheetFilter}), '[]'::json)`,
});

export const partnerCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function catalogOrNotFound(id: number) {
    const [catalog] = await selectCatalogs(db).where(eq(catalogs.id, id));
    if (!catalog) throw notFound();
    return catalog;
  }
  /** Two catalogs of one name cannot be told apart in a picker: a name is taken once (letter case aside). */
  async function refuseTakenName(name: string | undefined, exceptId?: number) {
    if (name === undefined) return;
    const [taken] = await db
      .select({ id: catalogs.id })
      .from(catalogs)
      .where(
        and(sql`lower(${catalogs.name}) = lower(${name.trim()})`, exceptId ? ne(catalogs.id, exceptId) : undefined),
      )
      .limit(1);
    if (taken)
      throw conflict(`A catalog named “${name.trim()}” already exists; choose another name`, {
        code: 'catalog_name_taken',
        params: { name: name.trim() },
      });
  }
  const log = (
    actorId: number,
    action: string,
    objectType: string,
    objectId: number,
    details: Record<string, unknown> = {},
  ) => db.insert(activityLog).values({ actorId, action, objectType, objectId: String(objectId), details });

  // ---- catalogs ----

  app.get(
    `${prefix}/catalogs`,
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Catalogs (list dialect)',
        querystring: listQuerySchema({
          sortFields: ['name', 'createdAt', 'updatedAt', 'itemCount'],
          filters: { isActive: z.boolean().optional() },
        }),
        response: { 200: z.array(partnerCatalogSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { sort, range, filter } = request.query;
      const conditions: SQL[] = [];
      if (filter.q)
        conditions.push(
          or(ilike(catalogs.name, containing(filter.q)), ilike(catalogs.description, containing(filter.q)))!,
        );
      if (filter.isActive !== undefined) conditions.push(eq(catalogs.isActive, filter.isActive));
      if (filter.id) conditions.push(inArray(catalogs.id, filter.id));
      const [field, order] = sort ?? ['name', 'ASC'];
      const column = field === 'itemCount' ? itemCount : catalogs[field];
      const { rows, total } = await pageWithTotal(
        () =>
          selectCatalogs(db)
            .where(and(...conditions))
            .orderBy(order === 'ASC' ? asc(column) : desc(column), asc(catalogs.id)),
        range,
      );
      return sendPage(reply, 'catalogs', range, rows.map(toCatalog), total);
    },
  );

  app.post(
    `${prefix}/catalogs`,
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Creates a catalog',
        body: catalogInputSchema,
        response: { 201: partnerCatalogSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      await refuseTakenName(request.body.name);
      const [created] = await db
        .insert(catalogs)
        .values({ ...request.body, createdBy: user.id })
        .returning({ id: catalogs.id });
      await log(user.id, 'catalog.created', 'catalog', created!.id, { name: request.body.name });
      return reply.status(201).send(toCatalog(await catalogOrNotFound(created!.id)));
    },
  );

  app.get(
    `${prefix}/catalogs/:id`,
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'One catalog',
        params: catalogParams,
        response: { 200: partnerCatalogSchema, ...errors },
      },
    },
    async (request) => toCatalog(await catalogOrNotFound(request.params.id)),
  );

  app.put(
    `${prefix}/catalogs/:id`,
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Changes a catalog (send only the fields that change)',
        params: catalogParams,
        body: catalogUpdateSchema,
        response: { 200: partnerCatalogSchema, ...errors },
      },
    },
    async (request) => {
      await catalogOrNotFound(request.params.id);
      await refuseTakenName(request.body.name, request.params.id);
      await db
        .update(catalogs)
        .set({ ...request.body, updatedAt: app.clock.now() })
        .where(eq(catalogs.id, request.params.id));
      await log(authOf(request).user.id, 'catalog.updated', 'catalog', request.params.id, {
        fields: Object.keys(request.body),
      });
      return toCatalog(await catalogOrNotFound(request.params.id));
    },
  );

  app.delete(
    `${prefix}/catalogs/:id`,
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Deletes a catalog that no company is assigned (409 names the companies otherwise)',
        params: catalogParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const catalog = await catalogOrNotFound(request.params.id);
      await db.transaction(async (tx) => {
        // The catalog's row locked first: an assignment being written now (its foreign key holds a share of that
        // lock) either commits before the check below reads it, or waits and then finds the catalog gone.
        const [locked] = await tx
          .select({ id: catalogs.id })
          .from(catalogs)
          .where(eq(catalogs.id, catalog.id))
          .for('update');
        if (!locked) throw notFound();
        const users = await tx
          .selectDistinct({ name: companies.name })
          .from(catalogAssignments)
          .innerJoin(companies, eq(companies.id, catalogAssignments.companyId))
          .where(eq(catalogAssignments.catalogId, catalog.id))
          .orderBy(asc(companies.name));
        if (users.length > 0) {
          const names = users.map((row) => row.name).join(', ');
          throw conflict(`${catalog.name} is assigned to ${names}; remove those assignments first`, {
            code: 'catalog_assigned',
            params: { catalog: catalog.name, companies: names },
          });
        }
        await tx.delete(catalogs).where(eq(catalogs.id, catalog.id));
        await tx.insert(activityLog).values({
          actorId: authOf(request).user.id,
          action: 'catalog.deleted',
          objectType: 'catalog',
          objectId: String(catalog.id),
          details: { name: catalog.name },
        });
      });
      return reply.status(204).send(null);
    },
  );

  // ---- items ----

  app.get(
    `${prefix}/catalogs/:id/items`,
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
        response: { 200: z.array(catalogItemSchema), ...errors },
      },
    },
    async (request, reply) => {
      await catalogOrNotFound(request.params.id);
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
    `${prefix}/catalogs/:id/items`,
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Adds price sheets to a catalog, with one markup or fixed price and visibility for all of them',
        params: catalogParams,
        body: addItemsRequestSchema,
        response: { 201: addItemsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const catalog = await catalogOrNotFound(request.params.id);
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
    `${prefix}/catalogs/:id/items/bulk`,
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
    async (request, reply) => {
      const catalog = await catalogOrNotFound(request.params.id);
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
    `${prefix}/catalogs/:id/items/:itemId`,
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Changes one item (markup, fixed price, visibility, position)',
        params: itemParams,
        body: itemChangesSchema,
        response: { 200: catalogItemSchema, ...errors },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const [failure] = whyBulkChangeFails([{ ...request.body, id: itemId }], new Set([itemId]));
      if (failure) throw badRequest(failure.reason);
      const [updated] = await db
        .update(catalogItems)
        .set({ ...request.body, updatedAt: app.clock.now() })
        .where(and(eq(catalogItems.id, itemId), eq(catalogItems.catalogId, id)))
        .returning({ id: catalogItems.id });
      if (!updated) throw notFound();
      await log(authOf(request).user.id, 'catalog.item_updated', 'catalog', id, {
        itemId,
        fields: Object.keys(request.body),
      });
      const [item] = await selectItems(db).where(eq(catalogItems.id, itemId));
      return withoutTotal(item!);
    },
  );

  app.delete(
    `${prefix}/catalogs/:id/items/:itemId`,
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Removes one item',
        params: itemParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      const [removed] = await db
        .delete(catalogItems)
        .where(and(eq(catalogItems.id, itemId), eq(catalogItems.catalogId, id)))
        .returning({ id: catalogItems.id });
      if (!removed) throw notFound();
      await log(authOf(request).user.id, 'catalog.item_removed', 'catalog', id, { itemId });
      return reply.status(204).send(null);
    },
  );

  // ---- templates ----

  const templateCount = sql<number>`jsonb_array_length(${catalogTemplates.items})::int`;

  app.get(
    `${prefix}/templates`,
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Catalog templates',
        response: { 200: z.array(catalogTemplateSchema), ...errors },
      },
    },
    async () =>
      db
        .select({
          id: catalogTemplates.id,
          name: catalogTemplates.name,
          description: catalogTemplates.description,
          defaultMarkupPercent: catalogTemplates.defaultMarkupPercent,
          itemCount: templateCount,
          isActive: catalogTemplates.isActive,
        })
        .from(catalogTemplates)
        .orderBy(desc(catalogTemplates.isActive), asc(catalogTemplates.name)),
  );

  /** Two templates of one name cannot be told apart in the builder: the second is refused. */
  async function refuseTakenTemplateName(tx: Db, name: string, exceptId?: number) {
    const [taken] = await tx
      .select({ name: catalogTemplates.name })
      .from(catalogTemplates)
      .where(
        and(
          sql`lower(${catalogTemplates.name}) = lower(${name})`,
          exceptId ? ne(catalogTemplates.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (taken)
      throw conflict(`A template named “${taken.name}” already exists; choose another name`, {
        code: 'template_name_taken',
        params: { name: taken.name },
      });
  }

  const toTemplate = (template: typeof catalogTemplates.$inferSelect) => ({
    id: template.id,
    name: template.name,
    description: template.description,
    defaultMarkupPercent: template.defaultMarkupPercent,
    itemCount: template.items.length,
    isActive: template.isActive,
  });

  app.post(
    `${prefix}/templates`,
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Makes a template of a catalog: its items at their prices and its default markup',
        body: templateFromCatalogSchema,
        response: { 201: catalogTemplateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { catalogId, name, description } = request.body;
      const catalog = await catalogOrNotFound(catalogId);
      const template = await db.transaction(async (tx) => {
        await refuseTakenTemplateName(tx as unknown as Db, name);
        const items = await tx
          .select({
            priceSheetId: catalogItems.priceSheetId,
            markupPercent: catalogItems.markupPercent,
            priceOverride: catalogItems.priceOverride,
          })
          .from(catalogItems)
          .where(eq(catalogItems.catalogId, catalog.id))
          .orderBy(asc(catalogItems.position), asc(catalogItems.id));
        const [created] = await tx
          .insert(catalogTemplates)
          .values({
            name,
            description: description ?? catalog.description,
            defaultMarkupPercent: catalog.defaultMarkupPercent,
            items,
          })
          .returning();
        await tx.insert(activityLog).values({
          actorId: authOf(request).user.id,
          action: 'template.created',
          objectType: 'catalog',
          objectId: String(catalog.id),
          details: { templateId: created!.id, name },
        });
        return created!;
      });
      return reply.status(201).send(toTemplate(template));
    },
  );

  app.put(
    `${prefix}/templates/:id`,
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Changes a template’s name, description or default markup, or retires it (isActive false)',
        params: catalogParams,
        body: templateUpdateSchema,
        response: { 200: catalogTemplateSchema, ...errors },
      },
    },
    async (request) => {
      const current = await templateOrNotFound(request.params.id);
      const template = await db.transaction(async (tx) => {
        if (request.body.name !== undefined)
          await refuseTakenTemplateName(tx as unknown as Db, request.body.name, current.id);
        const [updated] = await tx
          .update(catalogTemplates)
          .set(request.body)
          .where(eq(catalogTemplates.id, current.id))
          .returning();
        return updated!;
      });
      return toTemplate(template);
    },
  );

  async function templateOrNotFound(id: number) {
    const [template] = await db.select().from(catalogTemplates).where(eq(catalogTemplates.id, id));
    if (!template) throw notFound();
    return template;
  }

  app.get(
    `${prefix}/templates/:id`,
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'One template with its price sheets',
        params: catalogParams,
        response: { 200: catalogTemplateDetailSchema, ...errors },
      },
    },
    async (request) => {
      const template = await templateOrNotFound(request.params.id);
      const sheetIds = template.items.map((item) => item.priceSheetId);
      const sheets = sheetIds.length
        ? await db
            .select({
              id: priceSheets.id,
              productName: products.name,
              publisher: products.publisher,
              term: priceSheets.term,
              billingFrequency: priceSheets.billingFrequency,
              basePrice: priceSheets.unitPrice,
            })
            .from(priceSheets)
            .innerJoin(products, eq(products.id, priceSheets.productId))
            .where(inArray(priceSheets.id, sheetIds))
        : [];
      return {
        ...toTemplate(template),
        items: template.items.flatMap((item) => {
          const sheet = sheets.find((candidate) => candidate.id === item.priceSheetId);
          if (!sheet) return [];
          const { id: _id, ...rest } = sheet;
          return [
            {
              priceSheetId: item.priceSheetId,
              ...rest,
              markupPercent: item.markupPercent ?? null,
              priceOverride: item.priceOverride ?? null,
            },
          ];
        }),
      };
    },
  );

  app.post(
    `${prefix}/catalogs/from-template/:templateId`,
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Creates a catalog from a template: its items and its default markup',
        params: z.object({ templateId: idParamSchema }),
        body: z
          .strictObject({
            name: z.string().trim().min(1).max(200).optional(),
            description: z.string().trim().max(2000).optional(),
          })
          .optional(),
        response: { 201: partnerCatalogSchema, ...errors },
      },
    },
    async (request, reply) => {
      const template = await templateOrNotFound(request.params.templateId);
      if (!template.isActive)
        throw conflict(`The template ${template.name} is retired; start from another one`, {
          code: 'template_retired',
          params: { name: template.name },
        });
      const { user } = authOf(request);
      await refuseTakenName(request.body?.name ?? `${template.name} (from template)`);
      const catalogId = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(catalogs)
          .values({
            name: request.body?.name ?? `${template.name} (from template)`,
            description: request.body?.description ?? template.description,
            defaultMarkupPercent: template.defaultMarkupPercent,
            templateId: template.id,
            createdBy: user.id,
          })
          .returning({ id: catalogs.id });
        if (template.items.length > 0) {
          await tx
            .insert(catalogItems)
            .values(
              template.items.map((item, position) => ({
                catalogId: created!.id,
                priceSheetId: item.priceSheetId,
                markupPercent: item.markupPercent ?? null,
                priceOverride: item.priceOverride ?? null,
                position,
              })),
            )
            .onConflictDoNothing();
        }
        await tx.insert(activityLog).values({
          actorId: user.id,
          action: 'catalog.created',
          objectType: 'catalog',
          objectId: String(created!.id),
          details: { fromTemplate: template.id },
        });
        return created!.id;
      });
      return reply.status(201).send(toCatalog(await catalogOrNotFound(catalogId)));
    },
  );

  // ---- products and billing profiles ----

  app.get(
    `${prefix}/products`,
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Products with their price sheets, to add to catalogs (list dialect)',
        querystring: listQuerySchema({
          sortFields: ['name', 'publisher', 'category'],
          filters: {
            publisher: z.string().max(100).optional(),
            category: z.string().max(100).optional(),
            term: z.enum(terms).optional(),
          },
        }),
        response: { 200: z.array(partnerProductSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { sort, range, filter } = request.query;
      const conditions: SQL[] = [];
      if (filter.q)
        conditions.push(
          or(
            ilike(products.name, containing(filter.q)),
            ilike(products.publisher, containing(filter.q)),
            ilike(products.sku, containing(filter.q)),
          )!,
        );
      if (filter.publisher) conditions.push(eq(products.publisher, filter.publisher));
      if (filter.category) conditions.push(eq(products.category, filter.category));
      if (filter.id) conditions.push(inArray(products.id, filter.id));
      const sheetFilter = filter.term ? sql`and ps.term = ${filter.term}` : sql``;
      const [field, order] = sort ?? ['name', 'ASC'];
      const { rows, total } = await pageWithTotal(
        () =>
          db
            .select({ ...productColumns(sheetFilter), total: sql<number>`(count(*) over ())::int` })
            .from(products)
            .where(
              and(
                ...conditions,
                ...(filter.term
                  ? [
                      sql`exists (select 1 from price_sheets ps where ps.product_id = ${qualified(products.id)} ${sheetFilter})`,
                    ]
                  : []),
              ),
            )
            .orderBy(order === 'ASC' ? asc(products[field]) : desc(products[field]), asc(products.id))
            .$dynamic(),
        range,
      );
      return sendPage(reply, 'products', range, rows, total);
    },
  );

  app.get(
    `${prefix}/products/:id`,
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'One product with its price sheets (the pickers name the products chosen)',
        params: z.object({ id: idParamSchema }),
        response: { 200: partnerProductSchema, ...errors },
      },
    },
    async (request) => {
      const [product] = await db.select(productColumns()).from(products).where(eq(products.id, request.params.id));
      if (!product) throw notFound();
      return product;
    },
  );

  app.get(
    `${prefix}/billing-profiles`,
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Billing profiles, of one company or all',
        querystring: z.object({ companyId: idParamSchema.optional() }),
        response: { 200: z.array(partnerBillingProfileSchema), ...errors },
      },
    },
    async (request) =>
      db
        .select({
          id: billingProfiles.id,
          companyId: billingProfiles.companyId,
          companyName: companies.name,
          name: billingProfiles.name,
          currency: billingProfiles.currency,
          poNumber: billingProfiles.poNumber,
        })
        .from(billingProfiles)
        .innerJoin(companies, eq(companies.id, billingProfiles.companyId))
        .where(request.query.companyId ? eq(billingProfiles.companyId, request.query.companyId) : undefined)
        .orderBy(asc(companies.name), asc(billingProfiles.name)),
  );

  // ---- assignments ----

  async function assignmentOrNotFound(id: number) {
    const [assignment] = await selectAssignments(db).where(eq(catalogAssignments.id, id));
    if (!assignment) throw notFound();
    return withoutTotal(assignment);
  }

  /** Checks an assignment as it would be saved; throws the refusal that names the conflict. */
  type AssignmentCandidate = {
    id?: number;
    catalogId: number;
    companyId: number;
    billingProfileId?: number | null;
    validFrom: string;
    validTo?: string | null;
  };

  /**
   * Checks a candidate and writes it in one transaction, the company's assignments held by a lock meanwhile: two
   * overlapping assignments made at once would each pass a check that reads the other as absent.
   */
  async function writeAssignment<T>(candidate: AssignmentCandidate, write: (tx: Db) => Promise<T>) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${assignmentLock}, ${candidate.companyId})`);
        await checkAssignment(tx as unknown as Db, candidate);
        return write(tx as unknown as Db);
      });
    } catch (error) {
      // The catalog, the company or the billing profile was deleted between the check and the write.
      if (isForeignKeyViolation(error))
        throw conflict('The catalog, company or billing profile was just deleted', { code: 'just_deleted' });
      throw error;
    }
  }

  async function checkAssignment(db: Db, candidate: AssignmentCandidate) {
    if (candidate.validTo && candidate.validTo < candidate.validFrom)
      throw badRequest('The assignment must end after it starts', { code: 'ends_before_start' });
    const [catalog] = await db.select({ id: catalogs.id }).from(catalogs).where(eq(catalogs.id, candidate.catalogId));
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, candidate.companyId));
    if (!catalog || !company) throw notFound();
    if (candidate.billingProfileId) {
      const [profile] = await db
        .select({ id: billingProfiles.id })
        .from(billingProfiles)
        .where(
          and(eq(billingProfiles.id, candidate.billingProfileId), eq(billingProfiles.companyId, candidate.companyId)),
        );
      if (!profile) throw badRequest('The billing profile belongs to another company');
    }
    const others = await selectAssignments(db).where(
      and(
        eq(catalogAssignments.companyId, candidate.companyId),
        candidate.id ? ne(catalogAssignments.id, candidate.id) : undefined,
      ),
    );
    const clash = findAssignmentConflict(candidate, others);
    if (clash) {
      throw new HttpError(
        409,
        `${clash.companyName} already has ${clash.catalogName} from ${clash.validFrom} ${clash.validTo ? `to ${clash.validTo}` : '(no end)'}; end that assignment first or choose dates that do not overlap`,
        {
          code: clash.validTo ? 'assignment_overlap' : 'assignment_overlap_open',
          params: {
            company: clash.companyName,
            catalog: clash.catalogName,
            from: clash.validFrom,
            ...(clash.validTo ? { to: clash.validTo } : {}),
          },
        },
      );
    }
  }

  app.get(
    `${prefix}/catalog-assignments`,
    {
      config: access,
      schema: {
        tags: ['catalog assignments'],
        summary: 'Which company gets which catalog, when, billed to which profile (list dialect)',
        querystring: listQuerySchema({
          sortFields: ['companyName', 'catalogName', 'validFrom'],
          filters: {
            catalogId: idSchema.optional(),
            companyId: idSchema.optional(),
            companyIds: z
              .array(idSchema)
              .max(100)
              .optional()
              .describe('The assignments of these companies (a page of the companies × catalogs matrix)'),
          },
        }),
        response: { 200: z.array(catalogAssignmentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { sort, range, filter } = request.query;
      const conditions: SQL[] = [];
      if (filter.catalogId) conditions.push(eq(catalogAssignments.catalogId, filter.catalogId));
      if (filter.companyId) conditions.push(eq(catalogAssignments.companyId, filter.companyId));
      if (filter.companyIds) conditions.push(inArray(catalogAssignments.companyId, filter.companyIds));
      if (filter.id) conditions.push(inArray(catalogAssignments.id, filter.id));
      if (filter.q)
        conditions.push(or(ilike(companies.name, containing(filter.q)), ilike(catalogs.name, containing(filter.q)))!);
      const columns = {
        companyName: companies.name,
        catalogName: catalogs.name,
        validFrom: catalogAssignments.validFrom,
        id: catalogAssignments.id,
      };
      const [field, order] = sort ?? ['companyName', 'ASC'];
      const { rows, total } = await pageWithTotal(
        () =>
          selectAssignments(db)
            .where(and(...conditions))
            .orderBy(order === 'ASC' ? asc(columns[field]) : desc(columns[field]), asc(catalogAssignments.id)),
        range,
      );
      return sendPage(reply, 'catalog-assignments', range, rows, total);
    },
  );

  app.post(
    `${prefix}/catalog-assignments`,
    {
      config: access,
      schema: {
        tags: ['catalog assignments'],
        summary: 'Assigns a catalog to a company (one catalog per company at a time)',
        body: catalogAssignmentInputSchema,
        response: { 201: catalogAssignmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [created] = await writeAssignment(request.body, (tx) =>
        tx.insert(catalogAssignments).values(request.body).returning({ id: catalogAssignments.id }),
      );
      await log(authOf(request).user.id, 'catalog.assigned', 'catalog', request.body.catalogId, {
        companyId: request.body.companyId,
      });
      return reply.status(201).send(await assignmentOrNotFound(created!.id));
    },
  );

  app.post(
    `${prefix}/catalog-assignments/bulk`,
    {
      config: access,
      schema: {
        tags: ['catalog assignments'],
        summary:
          'Assigns one catalog to many companies: those with an overlapping assignment are listed with the reason, and ' +
          'none is assigned unless validOnly asks to assign the others',
        body: bulkAssignmentInputSchema,
        response: { 200: bulkAssignmentResultSchema, ...errors },
      },
    },
    async (request) => {
      const { catalogId, companyIds, validFrom, validTo, validOnly } = request.body;
      if (validTo && validTo < validFrom)
        throw badRequest('The assignment must end after it starts', { code: 'ends_before_start' });
      const candidate = { catalogId, validFrom, validTo: validTo ?? null };
      const result = await db.transaction(async (tx) => {
        const [catalog] = await tx.select({ id: catalogs.id }).from(catalogs).where(eq(catalogs.id, catalogId));
        if (!catalog) throw notFound('The catalog does not exist (any more)');
        // The companies' assignments are held in one order by every writer, so two bulk assignments cannot deadlock.
        const sortedIds = [...companyIds].sort((a, b) => a - b);
        await tx.execute(
          sql`select pg_advisory_xact_lock(${assignmentLock}, id) from (values ${sql.join(
            sortedIds.map((id) => sql`(${id}::int)`),
            sql`, `,
          )}) as locked(id) order by id`,
        );
        const found = await tx
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, companyIds));
        const existing = await selectAssignments(tx as unknown as Db).where(
          inArray(catalogAssignments.companyId, companyIds),
        );
        const refused: BulkAssignmentResult['refused'] = [];
        const assignable: number[] = [];
        for (const companyId of companyIds) {
          const company = found.find((row) => row.id === companyId);
          if (!company) {
            refused.push({ companyId, companyName: `#${companyId}`, reason: 'This company does not exist (any more)' });
            continue;
          }
          const clash = findAssignmentConflict(
            candidate,
            existing.filter((other) => other.companyId === companyId),
          );
          if (clash)
            refused.push({
              companyId,
              companyName: company.name,
              reason: `Already has ${clash.catalogName} from ${clash.validFrom} ${clash.validTo ? `to ${clash.validTo}` : '(no end)'}`,
            });
          else assignable.push(companyId);
        }
        if (refused.length > 0 && !validOnly) return { assigned: 0, refused };
        if (assignable.length > 0) {
          await tx
            .insert(catalogAssignments)
            .values(assignable.map((companyId) => ({ ...candidate, companyId, billingProfileId: null })));
          await tx.insert(activityLog).values({
            actorId: authOf(request).user.id,
            action: 'catalog.assigned_bulk',
            objectType: 'catalog',
            objectId: String(catalogId),
            details: { companies: assignable.length },
          });
        }
        return { assigned: assignable.length, refused };
      });
      return result;
    },
  );

  app.put(
    `${prefix}/catalog-assignments/:id`,
    {
      config: access,
      schema: {
        tags: ['catalog assignments'],
        summary: 'Changes an assignment (send only the fields that change)',
        params: catalogParams,
        body: catalogAssignmentUpdateSchema,
        response: { 200: catalogAssignmentSchema, ...errors },
      },
    },
    async (request) => {
      const current = await assignmentOrNotFound(request.params.id);
      const next = { ...current, ...request.body, id: current.id };
      await writeAssignment(next, (tx) =>
        tx
          .update(catalogAssignments)
          .set({
            catalogId: next.catalogId,
            companyId: next.companyId,
            billingProfileId: next.billingProfileId ?? null,
            validFrom: next.validFrom,
            validTo: next.validTo ?? null,
          })
          .where(eq(catalogAssignments.id, current.id)),
      );
      await log(authOf(request).user.id, 'catalog.assignment_updated', 'catalog', next.catalogId, {
        assignmentId: current.id,
      });
      return assignmentOrNotFound(current.id);
    },
  );

  app.delete(
    `${prefix}/catalog-assignments/:id`,
    {
      config: access,
      schema: {
        tags: ['catalog assignments'],
        summary: 'Removes an assignment',
        params: catalogParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const current = await assignmentOrNotFound(request.params.id);
      await db.delete(catalogAssignments).where(eq(catalogAssignments.id, current.id));
      await log(authOf(request).user.id, 'catalog.unassigned', 'catalog', current.catalogId, {
        companyId: current.companyId,
      });
      return reply.status(204).send(null);
    },
  );
};
