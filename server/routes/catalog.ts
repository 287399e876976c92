// /api/v1/catalog: the catalog of the current company (X-Company-Id), the products it may buy at its prices.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogFacetsSchema, catalogProductSchema, type Offer, idParamSchema } from '../../common/api';
import { billingFrequencies, terms } from '../../common/domain';
import { authOf } from '../auth/guard';
import { companyOffers } from '../catalog/offers';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { errorsOf, notFound } from '../http/errors';
import { containing, listQuerySchema, pageOf, sendPage } from '../http/list-query';

const errors = errorsOf(400, 401, 403, 404);

type ProductFilter = {
  q?: string;
  category?: string;
  publisher?: string;
  term?: string;
  billingFrequency?: string;
  id?: number[];
};

function catalogProducts(db: Db, companyId: number, filter: ProductFilter) {
  const offers = companyOffers(db, companyId);
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(inArray(products.id, filter.id));
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.publisher) conditions.push(eq(products.publisher, filter.publisher));
  if (filter.term) conditions.push(eq(offers.term, filter.term));
  if (filter.billingFrequency) conditions.push(eq(offers.billingFrequency, filter.billingFrequency));
  if (filter.q) {
    const pattern = containing(filter.q);
    conditions.push(
      or(
        ilike(products.name, pattern),
        ilike(products.publisher, pattern),
        ilike(products.category, pattern),
        ilike(products.description, pattern),
      )!,
    );
  }
  const fromPrice = sql<number>`min(${offers.unitPrice})::float8`;
  return {
    fromPrice,
    query: db
      .with(offers)
      .select({
        id: products.id,
        name: products.name,
        description: products.description,
        publisher: products.publisher,
        category: products.category,
        iconUrl: products.iconUrl,
        minQuantity: products.minQuantity,
        maxQuantity: products.maxQuantity,
        fromPrice,
        currency: sql<string>`min(${offers.currency})`,
        offers: sql<Offer[]>`json_agg(json_build_object(
          'priceSheetId', ${offers.priceSheetId}, 'term', ${offers.term}, 'billingFrequency', ${offers.billingFrequency},
          'unitPrice', ${offers.unitPrice}, 'currency', ${offers.currency}
        ) order by ${offers.term}, ${offers.billingFrequency})`,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(products)
      .innerJoin(offers, eq(offers.productId, products.id))
      .where(and(...conditions))
      .groupBy(products.id)
      .$dynamic(),
  };
}

const withoutTotal = <Row extends { total: number }>({ total: _total, ...row }: Row) => row;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '',
    {
      config: { access: { company: 'viewer' } },
      schema: {
        tags: ['catalog'],
        summary: 'The products the current company may buy, at its prices (list dialect)',
        querystring: listQuerySchema({
          sortFields: ['name', 'publisher', 'fromPrice'],
          filters: {
            category: z.string().max(100).optional(),
            publisher: z.string().max(100).optional(),
            term: z.enum(terms).optional(),
            billingFrequency: z.enum(billingFrequencies).optional(),
          },
        }),
        response: { 200: z.array(catalogProductSchema), ...errors },
      },
    },
    async function listCatalog(request, reply) {
      const { sort, range, filter } = request.query;
      const companyId = authOf(request).company!.id;
      const { query, fromPrice } = catalogProducts(db, companyId, filter);
      const [field, order] = sort ?? ['name', 'ASC'];
      const column = field === 'fromPrice' ? fromPrice : field === 'name' ? products.nameSort : products[field];
      const { limit, offset } = pageOf(range);
      const rows = await query
        .orderBy(order === 'ASC' ? asc(column) : desc(column), asc(products.id))
        .limit(limit)
        .offset(offset);
      const total =
        rows[0]?.total ??
        (offset > 0 ? ((await catalogProducts(db, companyId, filter).query.limit(1))[0]?.total ?? 0) : 0);
      return sendPage(reply, 'catalog', range, rows.map(withoutTotal), total);
    },
  );

  app.get(
    '/search',
    {
      config: { access: { company: 'viewer' }, oneAtATime: true },
      schema: {
        tags: ['catalog'],
        summary: 'Products by name, publisher or category (at most 20), as one types',
        querystring: z.object({ q: z.string().trim().max(200).default('') }),
        response: { 200: z.array(catalogProductSchema), ...errors },
      },
    },
    async function searchProducts(request) {
      const { query } = catalogProducts(db, authOf(request).company!.id, { q: request.query.q });
      return (await query.orderBy(asc(products.nameSort), asc(products.id)).limit(20)).map(withoutTotal);
    },
  );

  app.get(
    '/facets',
    {
      config: { access: { company: 'viewer' } },
      schema: {
        tags: ['catalog'],
        summary: 'The categories, publishers, terms and billing frequencies of the current company’s catalog',
        response: { 200: catalogFacetsSchema, ...errors },
      },
    },
    async function listFacets(request) {
      const offers = companyOffers(db, authOf(request).company!.id);
      const rows = await db
        .with(offers)
        .selectDistinct({
          category: products.category,
          publisher: products.publisher,
          term: offers.term,
          billingFrequency: offers.billingFrequency,
        })
        .from(products)
        .innerJoin(offers, eq(offers.productId, products.id));
      const distinct = (pick: (row: (typeof rows)[number]) => string) => [...new Set(rows.map(pick))].sort();
      return {
        categories: distinct((row) => row.category),
        publishers: distinct((row) => row.publisher),
        terms: distinct((row) => row.term),
        billingFrequencies: distinct((row) => row.billingFrequency),
      };
    },
  );

  app.get(
    '/:id',
    {
      config: { access: { company: 'viewer' } },
      schema: {
        tags: ['catalog'],
        summary: 'One product with its offers (term, billing frequency, price)',
        params: z.object({ id: idParamSchema }),
        response: { 200: catalogProductSchema, ...errors },
      },
    },
    async function showProduct(request) {
      const [product] = await catalogProducts(db, authOf(request).company!.id, { id: [request.params.id] }).query;
      if (!product) throw notFound();
      return withoutTotal(product);
    },
  );
};
