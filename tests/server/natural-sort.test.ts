import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { companyList } from '../../server/companies/queries';
import { assignmentList, catalogList } from '../../server/catalog/partner-catalogs';
import { buildTestApp } from './support/app';
import { asUser } from './support/sign-in';

// The scale seed names its companies "Contoso 1", "Contoso 10", "Contoso 100": sorted as text they read 1, 10, 100, 2.
const numbered = ['Numbered 10', 'numbered 2', 'Numbered 100', 'Numbered 1', 'Numbered 007', 'Numbered 20'];
const inPeoplesOrder = ['Numbered 1', 'numbered 2', 'Numbered 007', 'Numbered 10', 'Numbered 20', 'Numbered 100'];

/** `names` as a SQL array literal. */
const textArray = (names: string[]) => `{${names.map((name) => `"${name}"`).join(',')}}`;

describe('names with numbers, sorted as people sort them', () => {
  let app: FastifyInstance;
  let database: Database;
  let partner: Record<string, string>;
  let catalogId: number;

  beforeAll(async () => {
    ({ app, database } = await buildTestApp());
    partner = await asUser(app, 'partner.admin@contoso.example');
    await database.db.execute(sql`insert into companies (name, tenant_id)
      select unnest(${`{${numbered.map((name) => `"${name}"`).join(',')}}`}::text[]), gen_random_uuid()::text`);
    // Enough companies that reading a page in the name index's order is cheaper than sorting them all.
    await database.db.execute(sql`insert into companies (name, tenant_id)
      select 'Planned ' || g, 'planned-' || g from generate_series(1, 3000) g`);
    const catalog = await app.inject({
      method: 'POST',
      url: '/api/v1/catalog/partner/catalogs',
      headers: partner,
      payload: { name: 'Sorted catalog' },
    });
    catalogId = catalog.json().id;
    await database.db.execute(sql`insert into catalog_assignments (catalog_id, company_id, valid_from)
      select ${catalogId}, id, now() from companies where name ilike 'numbered%'`);
    await database.db.execute(sql`insert into catalog_assignments (catalog_id, company_id, valid_from)
      select ${catalogId}, id, now() from companies where name like 'Planned %'`);
    // The same names for catalogs, templates, products and people, and enough catalogs for their name index to pay.
    await database.db.execute(sql`insert into catalogs (name) select unnest(${textArray(numbered)}::text[])`);
    await database.db.execute(sql`insert into catalogs (name) select 'Planned ' || g from generate_series(1, 3000) g`);
    await database.db.execute(sql`insert into catalog_assignments (catalog_id, company_id, valid_from)
      select c.id, (select id from companies where name = 'Planned 1'), now() from catalogs c where c.name ilike 'numbered%'`);
    await database.db.execute(sql`insert into catalog_templates (name) select unnest(${textArray(numbered)}::text[])`);
    await database.db.execute(sql`insert into products (sku, name, publisher, category)
      select 'numbered-' || n, n, 'Numbered', 'Tests' from unnest(${textArray(numbered)}::text[]) n`);
    await database.db.execute(sql`insert into users (email, name)
      select lower(replace(n, ' ', '.')) || '@numbered.example', n from unnest(${textArray(numbered)}::text[]) n`);
    await database.db.execute(sql`analyze`);
  });
  afterAll(() => app.close());

  const listed = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: partner });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Array<{ name?: string; catalogName?: string; companyName?: string }>;
  };
  const query = (filter: object, sort: [string, string]) =>
    `filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}`;

  it('lists catalogs by name with "2" before "10", letter case aside, in either direction', async () => {
    const catalogs = (order: string) =>
      listed(`/api/v1/catalog/partner/catalogs?${query({ q: 'numbered' }, ['name', order])}`);
    expect(names(await catalogs('ASC'))).toEqual(inPeoplesOrder);
    expect(names(await catalogs('DESC'))).toEqual([...inPeoplesOrder].reverse());
    // The list's own order when none is asked for.
    expect(
      names(await listed(`/api/v1/catalog/partner/catalogs?filter=${encodeURIComponent('{"q":"numbered"}')}`)),
    ).toEqual(inPeoplesOrder);
  });

  it('lists a company\'s assignments by catalog name with "2" before "10"', async () => {
    const [company] = await listed(`/api/v1/partner/companies?${query({ q: 'Planned 1' }, ['name', 'ASC'])}`);
    const assignments = await listed(
      `/api/v1/catalog/partner/catalog-assignments?${query({ companyId: (company as { id: number }).id }, ['catalogName', 'ASC'])}`,
    );
    const numberedCatalogs = assignments.map((row) => row.catalogName).filter((name) => /^numbered/i.test(name!));
    expect(numberedCatalogs).toEqual(inPeoplesOrder);
  });

  it('lists the templates, the products and the people by name with "2" before "10"', async () => {
    const templates = names(await listed('/api/v1/catalog/partner/templates'));
    expect(templates.filter((name) => /^numbered/i.test(name!))).toEqual(inPeoplesOrder);
    const products = await listed(`/api/v1/catalog/partner/products?${query({ q: 'numbered' }, ['name', 'ASC'])}`);
    expect(names(products)).toEqual(inPeoplesOrder);
    const people = await listed(`/api/v1/multi-tenant/users?${query({ q: 'numbered' }, ['name', 'ASC'])}`);
    expect(names(people)).toEqual(inPeoplesOrder);
  });

  const names = (rows: Array<{ name?: string; companyName?: string }>) =>
    rows.map((row) => row.name ?? row.companyName);

  it('lists companies by name with "2" before "10", in either direction', async () => {
    const list = (order: string) =>
      app.inject({
        method: 'GET',
        url: `/api/v1/partner/companies?filter=${encodeURIComponent('{"q":"numbered"}')}&sort=["name","${order}"]`,
        headers: partner,
      });
    expect(names((await list('ASC')).json())).toEqual(inPeoplesOrder);
    expect(names((await list('DESC')).json())).toEqual([...inPeoplesOrder].reverse());
  });

  it('lists a catalog\'s assignments by company name with "2" before "10"', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/catalog/partner/catalog-assignments?filter={"q":"numbered","catalogId":${catalogId}}&sort=["companyName","ASC"]`,
      headers: partner,
    });
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(inPeoplesOrder);
  });

  it('sorts an accented letter beside its plain letter, capital or not: "Émile" before "Eric", "Zoé" last', async () => {
    const accented = ['Accent Zoé', 'Accent Émile', 'accent élodie', 'Accent Eric', 'Accent Ábaco'];
    await database.db.execute(sql`insert into companies (name, tenant_id)
      select n, 'accent-' || n from unnest(${textArray(accented)}::text[]) n`);
    await database.db.execute(sql`insert into users (email, name)
      select 'person' || ordinality || '@accent.example', n from unnest(${textArray(accented)}::text[]) with ordinality n`);
    const inReadersOrder = ['Accent Ábaco', 'accent élodie', 'Accent Émile', 'Accent Eric', 'Accent Zoé'];
    const companies = await listed(`/api/v1/partner/companies?${query({ q: 'accent' }, ['name', 'ASC'])}`);
    expect(names(companies)).toEqual(inReadersOrder);
    const people = await listed(`/api/v1/multi-tenant/users?${query({ q: 'accent' }, ['name', 'ASC'])}`);
    expect(names(people)).toEqual(inReadersOrder);
  });

  it('keeps the order of a name written again: the key follows the name', async () => {
    await database.db.execute(sql`update companies set name = 'Numbered 3' where name = 'Numbered 100'`);
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/partner/companies?filter=${encodeURIComponent('{"q":"numbered"}')}&sort=["name","ASC"]`,
      headers: partner,
    });
    expect(names(response.json())).toEqual([
      'Numbered 1',
      'numbered 2',
      'Numbered 3',
      'Numbered 007',
      'Numbered 10',
      'Numbered 20',
    ]);
    await database.db.execute(sql`update companies set name = 'Numbered 100' where name = 'Numbered 3'`);
  });

  /** The plan of a prepared list query for its first page, its limit and offset written in. */
  async function planOf(query: { getQuery(): { sql: string; params: unknown[] } }) {
    const { sql: text, params } = query.getQuery();
    expect(params).toHaveLength(2); // the limit and the offset, nothing else to write in
    const written = text.replace(/\$(\d+)/g, (_, n: string) => (n === '1' ? '25' : '0'));
    type PlanLine = { 'QUERY PLAN': string };
    // PGlite answers { rows }, postgres.js the rows themselves.
    const result = (await database.db.execute(sql.raw(`explain ${written}`))) as unknown as
      { rows: PlanLine[] } | PlanLine[];
    return (Array.isArray(result) ? result : result.rows).map((line) => line['QUERY PLAN']).join('\n');
  }

  it('pages the companies by name through the name index, without sorting them all', async () => {
    for (const order of ['ASC', 'DESC'] as const) {
      const plan = await planOf(
        companyList(database.db, { q: false, isActive: false, id: false, sort: ['name', order] }) as never,
      );
      expect(plan).toMatch(/Index Scan( Backward)? using companies_name_sort_idx on companies/);
      // At most an incremental sort of the page's equal names by id, never a sort of every company.
      expect(plan).not.toMatch(/-> {2}Sort {2}/);
    }
  });

  it('pages the catalogs by name through their name index, without sorting them all', async () => {
    const { sql: text, params } = catalogList(database.db, undefined, ['name', 'ASC']).limit(25).offset(0).toSQL();
    const written = text.replace(/\$(\d+)/g, (_, n: string) => String(params[Number(n) - 1]));
    type PlanLine = { 'QUERY PLAN': string };
    const result = (await database.db.execute(sql.raw(`explain ${written}`))) as unknown as
      { rows: PlanLine[] } | PlanLine[];
    const plan = (Array.isArray(result) ? result : result.rows).map((line) => line['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index Scan using catalogs_name_sort_idx on catalogs/);
    // The only sort left is each catalog's own count of companies (count distinct), never one of the catalogs.
    expect(plan).not.toMatch(/Sort Key: catalogs\./);
  });

  it("pages the assignments by company name through the companies' name index", async () => {
    const plan = await planOf(
      assignmentList(database.db, {
        q: false,
        catalogId: false,
        companyId: false,
        companyIds: false,
        id: false,
        sort: ['companyName', 'ASC'],
      }) as never,
    );
    expect(plan).toMatch(/Index Scan using companies_name_sort_idx on companies/);
    expect(plan).not.toMatch(/-> {2}Sort {2}/);
  });
});
