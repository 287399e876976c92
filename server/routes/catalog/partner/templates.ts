// /api/v1/catalog/partner/templates: catalogs kept as templates to start new ones from.
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogTemplateDetailSchema,
  catalogTemplateSchema,
  templateFromCatalogSchema,
  templateUpdateSchema,
} from '../../../../common/api';
import { authOf } from '../../../auth/guard';
import type { Db } from '../../../db/client';
import { catalogItems, catalogTemplates, priceSheets, products } from '../../../db/schema';
import { naturalOrder } from '../../../db/sql';
import { badRequest, conflict, errorResponses } from '../../../http/errors';
import { access, catalogOrNotFound, catalogParams, templateOrNotFound } from '../../../catalog/partner-catalogs';
import { changesNothing } from '../../../http/updates';
import { logActivity } from '../../../activity/log';

export const catalogTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  const templateCount = sql<number>`jsonb_array_length(${catalogTemplates.items})::int`;

  app.get(
    '/templates',
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Catalog templates',
        response: { 200: z.array(catalogTemplateSchema), ...errorResponses },
      },
    },
    async function listTemplates() {
      return db
        .select({
          id: catalogTemplates.id,
          name: catalogTemplates.name,
          description: catalogTemplates.description,
          defaultMarkupPercent: catalogTemplates.defaultMarkupPercent,
          itemCount: templateCount,
          isActive: catalogTemplates.isActive,
        })
        .from(catalogTemplates)
        .orderBy(desc(catalogTemplates.isActive), asc(naturalOrder(catalogTemplates.name)), asc(catalogTemplates.id));
    },
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
    '/templates',
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Makes a template of a catalog: its items at their prices and its default markup',
        body: templateFromCatalogSchema,
        response: { 201: catalogTemplateSchema, ...errorResponses },
      },
    },
    async function createTemplate(request, reply) {
      const { catalogId, name, description } = request.body;
      const catalog = await catalogOrNotFound(db, catalogId);
      const template = await db.transaction(async (tx) => {
        await refuseTakenTemplateName(tx, name);
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
        await logActivity(tx, {
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
    '/templates/:id',
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary:
          'Changes a template’s name, description, default markup or lines (all of them), or retires it (isActive false)',
        params: catalogParams,
        body: templateUpdateSchema,
        response: { 200: catalogTemplateSchema, ...errorResponses },
      },
    },
    async function updateTemplate(request) {
      const current = await templateOrNotFound(db, request.params.id);
      if (changesNothing(request.body)) return toTemplate(current);
      const template = await db.transaction(async (tx) => {
        if (request.body.name !== undefined) await refuseTakenTemplateName(tx, request.body.name, current.id);
        if (request.body.items) await refuseUnknownSheets(tx, request.body.items);
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

  app.get(
    '/templates/:id',
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'One template with its price sheets',
        params: catalogParams,
        response: { 200: catalogTemplateDetailSchema, ...errorResponses },
      },
    },
    async function showTemplate(request) {
      const template = await templateOrNotFound(db, request.params.id);
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
              currency: priceSheets.currency,
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
};

/** A template's lines name price sheets that exist: 400, naming those that do not. */
async function refuseUnknownSheets(db: Db, items: { priceSheetId: number }[]) {
  const ids = items.map((item) => item.priceSheetId);
  if (ids.length === 0) return;
  const known = new Set(
    (await db.select({ id: priceSheets.id }).from(priceSheets).where(inArray(priceSheets.id, ids))).map(
      (sheet) => sheet.id,
    ),
  );
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw badRequest(`No price sheet has the number ${unknown.slice(0, 5).join(', ')}: the template is unchanged`);
  }
}
