// What the partner catalog routes share: the catalogs, items and assignments as their lists read them, and
// the checks more than one of them makes.
import { and, asc, count as countRows, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { idParamSchema } from '../../common/api';
import type { billingFrequencies, terms } from '../../common/domain';
import { effectivePrice } from './offers';
import type { Db } from '../db/client';
import {
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
import { qualified } from '../db/sql';
import { conflict, notFound } from '../http/errors';
import { containing, idAmongPlaceholder, pageOf, pageOfPrepared } from '../http/list-query';

export const access = { access: 'partner-admin' as const };
export const catalogParams = z.object({ id: idParamSchema });
export const itemParams = catalogParams.extend({ itemId: idParamSchema });
export const count = (query: SQL) => sql<number>`(${query})::int`;
/** The first key of the lock one company's assignments are written under (the second is the company's id). */
export const assignmentLock = 7_401;

// Kept by triggers (migration 0011): counted here, 500,000 items took half a second for each list of catalogs.
export const itemCount = sql<number>`coalesce((select k.item_count from catalog_item_counts k
  where k.catalog_id = ${qualified(catalogs.id)}), 0)`;

export const selectCatalogs = (db: Db) => selectCatalogsWith(db, sql<number>`(count(*) over ())::int`);

function selectCatalogsWith(db: Db, total: SQL<number>) {
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
      total,
    })
    .from(catalogs)
    .$dynamic();
}
/**
 * The catalogs' list (those `where` keeps), sorted by `field` then id, with one count of them beside the page. By name
 * is by the name as people sort it ("Catalog 2" before "Catalog 10", letter case aside): the order of the catalogs'
 * name index, so that a page of 10,000 catalogs reads 25 of them from it. A window count would read and sort them all.
 */
export function catalogList(
  db: Db,
  where: SQL | undefined,
  [field, order]: ['name' | 'createdAt' | 'updatedAt' | 'itemCount' | 'id', 'ASC' | 'DESC'],
) {
  const column = field === 'itemCount' ? itemCount : field === 'name' ? catalogs.nameSort : catalogs[field];
  const total = sql<number>`(select count(*) from ${catalogs} where ${where ?? sql`true`})::int`;
  return selectCatalogsWith(db, total)
    .where(where)
    .orderBy(order === 'ASC' ? asc(column) : desc(column), asc(catalogs.id));
}
export type CatalogRow = Omit<Awaited<ReturnType<typeof selectCatalogs>>[number], 'total'>;
export const toCatalog = ({ createdAt, updatedAt, total: _total, ...catalog }: CatalogRow & { total?: number }) => ({
  ...catalog,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

const itemColumns = {
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
};

function selectItemsWith(db: Db, total: SQL<number> | SQL.Aliased<number>) {
  return db
    .select({ ...itemColumns, total })
    .from(catalogItems)
    .innerJoin(catalogs, eq(catalogs.id, catalogItems.catalogId))
    .innerJoin(priceSheets, eq(priceSheets.id, catalogItems.priceSheetId))
    .innerJoin(products, eq(products.id, priceSheets.productId))
    .$dynamic();
}

export const selectItems = (db: Db) => selectItemsWith(db, sql<number>`(count(*) over ())::int`);
export const withoutTotal = <Row extends { total: number }>({ total: _total, ...row }: Row) => row;

const assignmentColumns = {
  id: catalogAssignments.id,
  catalogId: catalogAssignments.catalogId,
  catalogName: catalogs.name,
  companyId: catalogAssignments.companyId,
  companyName: companies.name,
  billingProfileId: catalogAssignments.billingProfileId,
  billingProfileName: billingProfiles.name,
  validFrom: catalogAssignments.validFrom,
  validTo: catalogAssignments.validTo,
};

function selectAssignmentsWith(db: Db, total: SQL<number> | SQL.Aliased<number>) {
  return db
    .select({ ...assignmentColumns, total })
    .from(catalogAssignments)
    .innerJoin(catalogs, eq(catalogs.id, catalogAssignments.catalogId))
    .innerJoin(companies, eq(companies.id, catalogAssignments.companyId))
    .leftJoin(billingProfiles, eq(billingProfiles.id, catalogAssignments.billingProfileId))
    .$dynamic();
}

export const selectAssignments = (db: Db) => selectAssignmentsWith(db, sql<number>`(count(*) over ())::int`);

export type AssignmentListShape = {
  [Filter in 'q' | 'catalogId' | 'companyId' | 'companyIds' | 'id']: boolean;
} & { sort: ['companyName' | 'catalogName' | 'validFrom' | 'id', 'ASC' | 'DESC'] };

/**
 * A page of assignments with one count of the matches beside it: a window count joined, stored and sorted all 10,000
 * assignments for every page, where the first page by company name now walks the companies' name index.
 */
export const assignmentList = preparedPerShape('catalog_assignment_list', (db, shape: AssignmentListShape, name) => {
  const matching = and(
    shape.catalogId ? eq(catalogAssignments.catalogId, sql.placeholder('catalogId')) : undefined,
    shape.companyId ? eq(catalogAssignments.companyId, sql.placeholder('companyId')) : undefined,
    shape.companyIds ? sql`${catalogAssignments.companyId} = any(${sql.placeholder('companyIds')}::int[])` : undefined,
    shape.id ? idAmongPlaceholder(catalogAssignments.id) : undefined,
    shape.q ? or(ilike(companies.name, sql.placeholder('q')), ilike(catalogs.name, sql.placeholder('q'))) : undefined,
  );
  // Only a search by name needs the names to count.
  const counted = db.select({ total: countRows() }).from(catalogAssignments).$dynamic();
  const total = shape.q
    ? counted
        .innerJoin(catalogs, eq(catalogs.id, catalogAssignments.catalogId))
        .innerJoin(companies, eq(companies.id, catalogAssignments.companyId))
        .where(matching)
    : counted.where(matching);
  const [field, order] = shape.sort;
  // By company or catalog is by its name as people sort it, the order of the companies' (catalogs') name index.
  const column =
    field === 'companyName'
      ? companies.nameSort
      : field === 'catalogName'
        ? catalogs.nameSort
        : assignmentColumns[field];
  return selectAssignmentsWith(db, sql<number>`(${total})::int`.as('total'))
    .where(matching)
    .orderBy(order === 'ASC' ? asc(column) : desc(column), asc(catalogAssignments.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

export type AssignmentFilter = {
  q?: string;
  catalogId?: number;
  companyId?: number;
  companyIds?: number[];
  id?: number[];
};

/** A page of catalog assignments in the list dialect, with the total. */
export async function pageOfAssignments(
  db: Db,
  filter: AssignmentFilter,
  sort: AssignmentListShape['sort'] | undefined,
  range: [number, number],
) {
  const shape: AssignmentListShape = {
    q: Boolean(filter.q),
    catalogId: filter.catalogId !== undefined,
    companyId: filter.companyId !== undefined,
    companyIds: filter.companyIds !== undefined,
    id: filter.id !== undefined,
    sort: sort ?? ['companyName', 'ASC'],
  };
  const values = { ...filter, q: filter.q ? containing(filter.q) : undefined, ids: filter.id };
  const { rows, total } = await pageOfPrepared(assignmentList(db, shape), values, range);
  return [rows.map(withoutTotal), total] as const;
}

export type ItemListShape = {
  [Filter in 'q' | 'publisher' | 'category' | 'term' | 'billingFrequency' | 'isVisible' | 'id']: boolean;
} & {
  sort: [
    'position' | 'productName' | 'publisher' | 'basePrice' | 'effectivePrice' | 'markupPercent' | 'id',
    'ASC' | 'DESC',
  ];
};

/**
 * A page of a catalog's items with one count of the matches beside it: a window count joined every item to its price
 * sheet and product for each page, where the first page by position now reads 25 items from their position index.
 */
export const itemList = preparedPerShape('catalog_item_list', (db, shape: ItemListShape, name) => {
  const [field, order] = shape.sort;
  const column = {
    position: catalogItems.position,
    productName: products.nameSort,
    publisher: products.publisher,
    basePrice: priceSheets.unitPrice,
    effectivePrice,
    markupPercent: catalogItems.markupPercent,
    id: catalogItems.id,
  }[field];
  const matching = and(
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
  );
  // Only the product's and price sheet's filters need them to count.
  const counted = db.select({ total: countRows() }).from(catalogItems).$dynamic();
  const total =
    shape.q || shape.publisher || shape.category || shape.term || shape.billingFrequency
      ? counted
          .innerJoin(priceSheets, eq(priceSheets.id, catalogItems.priceSheetId))
          .innerJoin(products, eq(products.id, priceSheets.productId))
          .where(matching)
      : counted.where(matching);
  return selectItemsWith(db, sql<number>`(${total})::int`.as('total'))
    .where(matching)
    .orderBy(order === 'ASC' ? asc(column) : desc(column), asc(catalogItems.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

/** A page of a query that carries `total` (count over the whole match), with the total even past the end. */
export type ItemFilter = {
  q?: string;
  publisher?: string;
  category?: string;
  term?: (typeof terms)[number];
  billingFrequency?: (typeof billingFrequencies)[number];
  isVisible?: boolean;
  id?: number[];
};

/** A page of one catalog's items in the list dialect, with the total. */
export async function pageOfItems(
  db: Db,
  catalogId: number,
  filter: ItemFilter,
  sort: ItemListShape['sort'] | undefined,
  range: [number, number],
) {
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
  const values = { catalogId, ...filter, q: filter.q ? containing(filter.q) : undefined, ids: filter.id };
  const { rows, total } = await pageOfPrepared(itemList(db, shape), values, range);
  return [rows.map(withoutTotal), total] as const;
}

export async function pageWithTotal<Row extends { total: number }>(
  query: () => { limit: (n: number) => { offset: (n: number) => Promise<Row[]> } },
  range: [number, number],
) {
  const { limit, offset } = pageOf(range);
  const rows = await query().limit(limit).offset(offset);
  const total = rows[0]?.total ?? (offset > 0 ? ((await query().limit(1).offset(0))[0]?.total ?? 0) : 0);
  return { rows: rows.map(withoutTotal), total };
}

/** A product as the partner's lists show it: with its price sheets (those of `sheetFilter` only, when given). */
export const productColumns = (sheetFilter = sql``) => ({
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
export async function catalogOrNotFound(db: Db, id: number) {
  const [catalog] = await selectCatalogs(db).where(eq(catalogs.id, id));
  if (!catalog) throw notFound();
  return catalog;
}
/** Two catalogs of one name cannot be told apart in a picker: a name is taken once (letter case aside). */
export async function refuseTakenName(db: Db, name: string | undefined, exceptId?: number) {
  if (name === undefined) return;
  const [taken] = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(and(sql`lower(${catalogs.name}) = lower(${name.trim()})`, exceptId ? ne(catalogs.id, exceptId) : undefined))
    .limit(1);
  if (taken)
    throw conflict(`A catalog named “${name.trim()}” already exists; choose another name`, {
      code: 'catalog_name_taken',
      params: { name: name.trim() },
    });
}
export async function templateOrNotFound(db: Db, id: number) {
  const [template] = await db.select().from(catalogTemplates).where(eq(catalogTemplates.id, id));
  if (!template) throw notFound();
  return template;
}
