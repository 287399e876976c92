// /api/v1/catalog/partner/catalogs: the partner's catalogs, made from scratch or from a template.
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogInputSchema, catalogUpdateSchema, partnerCatalogSchema, idParamSchema } from '../../../../common/api';
import { authOf } from '../../../auth/guard';
import { catalogAssignments, catalogItems, catalogs, companies } from '../../../db/schema';
import { conflict, notFound, errorResponses } from '../../../http/errors';
import { containing, listQuerySchema, sendPage } from '../../../http/list-query';
import {
  access,
  catalogOrNotFound,
  catalogParams,
  catalogList,
  pageWithTotal,
  refuseTakenName,
  templateOrNotFound,
  toCatalog,
} from '../../../catalog/partner-catalogs';
import { changesNothing } from '../../../http/updates';
import { logActivity } from '../../../activity/log';

export const partnerCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/catalogs',
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Catalogs (list dialect)',
        querystring: listQuerySchema({
          sortFields: ['name', 'createdAt', 'updatedAt', 'itemCount'],
          filters: { isActive: z.boolean().optional() },
        }),
        response: { 200: z.array(partnerCatalogSchema), ...errorResponses },
      },
    },
    async function listCatalogs(request, reply) {
      const { sort, range, filter } = request.query;
      const conditions: SQL[] = [];
      if (filter.q)
        conditions.push(
          or(ilike(catalogs.name, containing(filter.q)), ilike(catalogs.description, containing(filter.q)))!,
        );
      if (filter.isActive !== undefined) conditions.push(eq(catalogs.isActive, filter.isActive));
      if (filter.id) conditions.push(inArray(catalogs.id, filter.id));
      const { rows, total } = await pageWithTotal(
        () => catalogList(db, and(...conditions), sort ?? ['name', 'ASC']),
        range,
      );
      return sendPage(reply, 'catalogs', range, rows.map(toCatalog), total);
    },
  );

  app.post(
    '/catalogs',
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Creates a catalog',
        body: catalogInputSchema,
        response: { 201: partnerCatalogSchema, ...errorResponses },
      },
    },
    async function createCatalog(request, reply) {
      const { user } = authOf(request);
      await refuseTakenName(db, request.body.name);
      const [created] = await db
        .insert(catalogs)
        .values({ ...request.body, createdBy: user.id })
        .returning({ id: catalogs.id });
      await logActivity(db, {
        actorId: user.id,
        action: 'catalog.created',
        objectType: 'catalog',
        objectId: created!.id,
        details: { name: request.body.name },
      });
      return reply.status(201).send(toCatalog(await catalogOrNotFound(db, created!.id)));
    },
  );

  app.get(
    '/catalogs/:id',
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'One catalog',
        params: catalogParams,
        response: { 200: partnerCatalogSchema, ...errorResponses },
      },
    },
    async function showCatalog(request) {
      return toCatalog(await catalogOrNotFound(db, request.params.id));
    },
  );

  app.put(
    '/catalogs/:id',
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Changes a catalog (send only the fields that change)',
        params: catalogParams,
        body: catalogUpdateSchema,
        response: { 200: partnerCatalogSchema, ...errorResponses },
      },
    },
    async function updateCatalog(request) {
      const current = await catalogOrNotFound(db, request.params.id);
      if (changesNothing(request.body)) return toCatalog(current);
      await refuseTakenName(db, request.body.name, request.params.id);
      await db
        .update(catalogs)
        .set({ ...request.body, updatedAt: app.clock.now() })
        .where(eq(catalogs.id, request.params.id));
      await logActivity(db, {
        actorId: authOf(request).user.id,
        action: 'catalog.updated',
        objectType: 'catalog',
        objectId: request.params.id,
        details: {
          fields: Object.keys(request.body),
        },
      });
      return toCatalog(await catalogOrNotFound(db, request.params.id));
    },
  );

  app.delete(
    '/catalogs/:id',
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'Deletes a catalog that no company is assigned (409 names the companies otherwise)',
        params: catalogParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async function deleteCatalog(request, reply) {
      const catalog = await catalogOrNotFound(db, request.params.id);
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
          .selectDistinct({ name: companies.name, nameSort: companies.nameSort })
          .from(catalogAssignments)
          .innerJoin(companies, eq(companies.id, catalogAssignments.companyId))
          .where(eq(catalogAssignments.catalogId, catalog.id))
          .orderBy(asc(companies.nameSort), asc(companies.name));
        if (users.length > 0) {
          const names = users.map((row) => row.name).join(', ');
          throw conflict(`${catalog.name} is assigned to ${names}; remove those assignments first`, {
            code: 'catalog_assigned',
            params: { catalog: catalog.name, companies: names },
          });
        }
        await tx.delete(catalogs).where(eq(catalogs.id, catalog.id));
        await logActivity(tx, {
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

  app.post(
    '/catalogs/from-template/:templateId',
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
        response: { 201: partnerCatalogSchema, ...errorResponses },
      },
    },
    async function createCatalogFromTemplate(request, reply) {
      const template = await templateOrNotFound(db, request.params.templateId);
      if (!template.isActive)
        throw conflict(`The template ${template.name} is retired; start from another one`, {
          code: 'template_retired',
          params: { name: template.name },
        });
      const { user } = authOf(request);
      await refuseTakenName(db, request.body?.name ?? `${template.name} (from template)`);
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
        await logActivity(tx, {
          actorId: user.id,
          action: 'catalog.created',
          objectType: 'catalog',
          objectId: String(created!.id),
          details: { fromTemplate: template.id },
        });
        return created!.id;
      });
      return reply.status(201).send(toCatalog(await catalogOrNotFound(db, catalogId)));
    },
  );
};
