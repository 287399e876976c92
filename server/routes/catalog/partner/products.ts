// /api/v1/catalog/partner/products: the products and price sheets to put in catalogs.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerProductSchema, idParamSchema } from '../../../../common/api';
import { terms } from '../../../../common/domain';
import { products } from '../../../db/schema';
import { qualified } from '../../../db/sql';
import { notFound, errorResponses } from '../../../http/errors';
import { containing, listQuerySchema, sendPage } from '../../../http/list-query';
import { access, pageWithTotal, productColumns } from '../../../catalog/partner-catalogs';

export const partnerProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/products',
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
        response: { 200: z.array(partnerProductSchema), ...errorResponses },
      },
    },
    async function listProducts(request, reply) {
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
      const sortColumn = field === 'name' ? products.nameSort : products[field];
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
            .orderBy(order === 'ASC' ? asc(sortColumn) : desc(sortColumn), asc(products.id))
            .$dynamic(),
        range,
      );
      return sendPage(reply, 'products', range, rows, total);
    },
  );

  app.get(
    '/products/:id',
    {
      config: access,
      schema: {
        tags: ['partner catalogs'],
        summary: 'One product with its price sheets (the pickers name the products chosen)',
        params: z.object({ id: idParamSchema }),
        response: { 200: partnerProductSchema, ...errorResponses },
      },
    },
    async function showProduct(request) {
      const [product] = await db.select(productColumns()).from(products).where(eq(products.id, request.params.id));
      if (!product) throw notFound();
      return product;
    },
  );
};
