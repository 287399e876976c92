import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogAssignments, catalogItems, catalogs, companies } from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { assignCatalog, createCatalog, createCompany, grantAccess } from './support/builders';
import { asUser } from './support/sign-in';

type Item = {
  id: number;
  priceSheetId: number;
  basePrice: number;
  effectivePrice: number;
  markupPercent: number | null;
  isVisible: boolean;
};
const base = '/api/v1/catalog/partner';

describe('partner catalogs', () => {
  let app: FastifyInstance;
  let partner: Record<string, string>;
  let support: Record<string, string>;
  let alex: Record<string, string>;
  let northwind: number;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    partner = await asUser(app, 'partner.admin@contoso.example');
    support = await asUser(app, 'support@contoso.example');
    alex = await asUser(app, 'alex@fabrikam.example');
    northwind = (await app.database.db.select().from(companies).where(eq(companies.domain, 'northwind.example')))[0]!
      .id;
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = partner) =>
    app.inject({ method, url, headers, payload });

  it('lists catalogs in ra-data-simple-rest’s whole dialect: sorted by id, and several by id (getMany)', async () => {
    const byId = await call('GET', `${base}/catalogs?sort=${encodeURIComponent('["id","DESC"]')}&range=[0,999]`);
    expect(byId.statusCode).toBe(200);
    const ids = (byId.json() as { id: number }[]).map((catalog) => catalog.id);
    expect(ids.length).toBeGreaterThan(2);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const wanted = [ids[2]!, ids[0]!];
    const many = await call('GET', `${base}/catalogs?filter=${encodeURIComponent(JSON.stringify({ id: wanted }))}`);
    expect(many.statusCode).toBe(200);
    expect((many.json() as { id: number }[]).map((catalog) => catalog.id).sort()).toEqual([...wanted].sort());
    expect(many.headers['content-range']).toBe('catalogs 0-1/2');
    const tooMany = await call(
      'GET',
      `${base}/catalogs?filter=${encodeURIComponent(JSON.stringify({ id: Array.from({ length: 1001 }, (_, n) => n + 1) }))}`,
    );
    expect(tooMany.statusCode).toBe(400);
  });

  it('refuses every partner catalog route to end users and support staff', async () => {
    for (const url of [
      `${base}/catalogs`,
      `${base}/templates`,
      `${base}/products`,
      `${base}/catalog-assignments`,
      `${base}/billing-profiles`,
    ]) {
      expect((await call('GET', url, undefined, alex)).statusCode).toBe(403);
      expect((await call('GET', url, undefined, support)).statusCode).toBe(403);
    }
    expect((await call('POST', `${base}/catalogs`, { name: 'Sneaky' }, alex)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/partner/companies', undefined, support)).statusCode).toBe(200);
  });

  it('lists catalogs with their item and company counts, and creates, edits and deletes one', async () => {
    const [{ total }] = await app.database.db.select({ total: count() }).from(catalogs);
    const list = await call('GET', `${base}/catalogs?sort=["itemCount","DESC"]`);
    expect(list.headers['content-range']).toBe(`catalogs 0-${total - 1}/${total}`);
    const counts = list.json().map((catalog: { itemCount: number }) => catalog.itemCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const created = await call('POST', `${base}/catalogs`, { name: 'Spring promotion', defaultMarkupPercent: 5 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Spring promotion',
      itemCount: 0,
      assignedCompanyCount: 0,
      isActive: true,
    });
    const edited = await call('PUT', `${base}/catalogs/${created.json().id}`, { description: 'Until May' });
    expect(edited.json()).toMatchObject({ name: 'Spring promotion', description: 'Until May' });
    expect((await call('PUT', `${base}/catalogs/${created.json().id}`, { name: '' })).statusCode).toBe(400);
    expect((await call('PUT', `${base}/catalogs/${created.json().id}`, { createdBy: 1 })).statusCode).toBe(400);
    expect((await call('DELETE', `${base}/catalogs/${created.json().id}`)).statusCode).toBe(204);
    expect((await call('GET', `${base}/catalogs/${created.json().id}`)).statusCode).toBe(404);
  });

  it('refuses a second catalog of a name already taken (letter case aside), on create, rename and from a template', async () => {
    const [first] = (await call('GET', `${base}/catalogs?range=[0,0]`)).json() as { id: number; name: string }[];
    const twin = await call('POST', `${base}/catalogs`, { name: first!.name.toUpperCase() });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe(
      `A catalog named “${first!.name.toUpperCase()}” already exists; choose another name`,
    );
    const other = (await call('POST', `${base}/catalogs`, { name: 'Autumn promotion' })).json();
    expect((await call('PUT', `${base}/catalogs/${other.id}`, { name: first!.name })).statusCode).toBe(409);
    expect((await call('PUT', `${base}/catalogs/${other.id}`, { name: 'Autumn promotion' })).statusCode).toBe(200);
    const [template] = (await call('GET', `${base}/templates`)).json() as { id: number }[];
    const fromTemplate = await call('POST', `${base}/catalogs/from-template/${template!.id}`, { name: first!.name });
    expect(fromTemplate.statusCode).toBe(409);
    expect((await call('DELETE', `${base}/catalogs/${other.id}`)).statusCode).toBe(204);
  });

  it('refuses to delete an assigned catalog, naming the companies that use it', async () => {
    const [standard] = await app.database.db.select().from(catalogs).where(eq(catalogs.name, 'Standard catalog'));
    const response = await call('DELETE', `${base}/catalogs/${standard!.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Standard catalog is assigned to Adatum Corporation, Fabrikam, Inc.; remove those assignments first',
    );
  });

  it('creates a catalog from the template, then adds 20 price sheets at once', async () => {
    const [template] = (await call('GET', `${base}/templates`)).json();
    const detail = (await call('GET', `${base}/templates/${template.id}`)).json();
    expect(detail.items.length).toBe(template.itemCount);
    const created = await call('POST', `${base}/catalogs/from-template/${template.id}`, { name: 'Northwind 2027' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Northwind 2027',
      itemCount: template.itemCount,
      templateId: template.id,
    });
    const catalogId = created.json().id;

    const inTemplate = new Set(detail.items.map((item: { priceSheetId: number }) => item.priceSheetId));
    const products = (await call('GET', `${base}/products?range=[0,99]`)).json();
    const sheetIds = products
      .flatMap((product: { priceSheets: { id: number }[] }) => product.priceSheets.map((sheet) => sheet.id))
      .filter((id: number) => !inTemplate.has(id))
      .slice(0, 20);
    expect(sheetIds).toHaveLength(20);
    const added = await call('POST', `${base}/catalogs/${catalogId}/items`, {
      price_sheet_ids: sheetIds,
      markupPercent: 20,
      isVisible: true,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ added: 20, alreadyInCatalog: [] });
    const again = await call('POST', `${base}/catalogs/${catalogId}/items`, { price_sheet_ids: sheetIds.slice(0, 2) });
    expect(again.json()).toEqual({ added: 0, alreadyInCatalog: sheetIds.slice(0, 2) });
    expect((await call('POST', `${base}/catalogs/${catalogId}/items`, { price_sheet_ids: [999999] })).statusCode).toBe(
      400,
    );
    const items = (await call('GET', `${base}/catalogs/${catalogId}/items?range=[0,99]`)).json() as Item[];
    const addedItems = items.filter((item) => sheetIds.includes(item.priceSheetId));
    expect(addedItems).toHaveLength(20);
    for (const item of addedItems) expect(item.effectivePrice).toBeCloseTo(Math.round(item.basePrice * 120) / 100, 2);
  });

  it('bulk-raises the markup of 15 items in one request', async () => {
    const catalog = await createCatalog(app, { items: 15, markupPercent: 20 });
    const items = (await call('GET', `${base}/catalogs/${catalog.id}/items?range=[0,14]`)).json() as Item[];
    const response = await call('PUT', `${base}/catalogs/${catalog.id}/items/bulk`, {
      itemUpdates: items.map((item) => ({ id: item.id, markupPercent: 30 })),
    });
    expect(response.json()).toEqual({ updated: 15, failed: [] });
    const after = (await call('GET', `${base}/catalogs/${catalog.id}/items?range=[0,14]`)).json() as Item[];
    for (const item of after) {
      expect(item.markupPercent).toBe(30);
      expect(item.effectivePrice).toBeCloseTo(Math.round(item.basePrice * 130) / 100, 2);
    }
  });

  it('changes nothing when one row of a bulk update names an item of another catalog, and says which and why', async () => {
    const catalog = await createCatalog(app, { items: 2 });
    const [standard] = await app.database.db.select().from(catalogs).where(eq(catalogs.name, 'Standard catalog'));
    const [foreign] = await app.database.db.select().from(catalogItems).where(eq(catalogItems.catalogId, standard!.id));
    const own = (await call('GET', `${base}/catalogs/${catalog.id}/items?range=[0,1]`)).json() as Item[];
    const response = await call('PUT', `${base}/catalogs/${catalog.id}/items/bulk`, {
      itemUpdates: [
        { id: own[0]!.id, isVisible: false },
        { id: foreign!.id, markupPercent: 99 },
        { id: own[1]!.id, markupPercent: 5, priceOverride: 10 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().failed).toEqual([
      { id: foreign!.id, code: 'not_in_catalog', reason: 'This item is not in this catalog' },
      { id: own[1]!.id, code: 'markup_and_fixed', reason: 'Give either a markup or a fixed price, not both' },
    ]);
    const [untouched] = await app.database.db.select().from(catalogItems).where(eq(catalogItems.id, foreign!.id));
    expect(untouched!.markupPercent).toBe(foreign!.markupPercent);
    const [stillVisible] = await app.database.db.select().from(catalogItems).where(eq(catalogItems.id, own[0]!.id));
    expect(stillVisible!.isVisible).toBe(true);
  });

  it('edits and removes one item, only within its catalog', async () => {
    const catalog = await createCatalog(app, { items: 1 });
    const [item] = (await call('GET', `${base}/catalogs/${catalog.id}/items?range=[0,0]`)).json() as Item[];
    const fixed = await call('PUT', `${base}/catalogs/${catalog.id}/items/${item!.id}`, {
      priceOverride: 9.99,
      markupPercent: null,
    });
    expect(fixed.json()).toMatchObject({ priceOverride: 9.99, effectivePrice: 9.99 });
    // A third decimal would be stored rounded away (0.004 as 0: free): refused in words, the item unchanged.
    for (const change of [
      { priceOverride: 0.004, markupPercent: null },
      { priceOverride: null, markupPercent: 12.345 },
    ]) {
      const refused = await call('PUT', `${base}/catalogs/${catalog.id}/items/${item!.id}`, change);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('at most two decimals');
    }
    // A markup and a fixed price together: refused by the contract, beside both fields.
    const both = await call('PUT', `${base}/catalogs/${catalog.id}/items/${item!.id}`, {
      priceOverride: 5,
      markupPercent: 10,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain('not both');
    expect(both.json().fields.map((field: { field: string }) => field.field)).toEqual([
      'markupPercent',
      'priceOverride',
    ]);
    const [unchanged] = await app.database.db.select().from(catalogItems).where(eq(catalogItems.id, item!.id));
    expect(unchanged!.priceOverride).toBe(9.99);
    const [standard] = await app.database.db.select().from(catalogs).where(eq(catalogs.name, 'Standard catalog'));
    expect(
      (await call('PUT', `${base}/catalogs/${standard!.id}/items/${item!.id}`, { isVisible: false })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${base}/catalogs/${standard!.id}/items/${item!.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/catalogs/${catalog.id}/items/${item!.id}`)).statusCode).toBe(204);
  });

  it('accepts one of five overlapping assignments of one company made at once, and refuses the others', async () => {
    const { db } = app.database;
    const [company] = await db
      .insert(companies)
      .values({ name: 'Race Test Ltd', tenantId: '00000000-0000-4000-8000-00000000race' })
      .returning();
    const [standard] = await db.select().from(catalogs).where(eq(catalogs.name, 'Standard catalog'));
    // Over real connections, as browsers send them: in-process calls would not overlap as much.
    const address = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => `2030-01-${String(index + 1).padStart(2, '0')}`).map(
        async (validFrom) => {
          const response = await fetch(`${address}${base}/catalog-assignments`, {
            method: 'POST',
            headers: { ...partner, 'content-type': 'application/json' },
            body: JSON.stringify({ catalogId: standard!.id, companyId: company!.id, validFrom }),
          });
          return response.status;
        },
      ),
    );
    expect(statuses.filter((status) => status === 201)).toEqual([201]);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    const held = await db.select().from(catalogAssignments).where(eq(catalogAssignments.companyId, company!.id));
    expect(held).toHaveLength(1);
    await db.delete(companies).where(eq(companies.id, company!.id));
  });

  it('assigns a catalog to a company for a billing profile, refusing overlaps by naming the conflict', async () => {
    const catalog = await createCatalog(app);
    const profiles = (await call('GET', `${base}/billing-profiles?companyId=${northwind}`)).json();
    expect(profiles[0]).toMatchObject({ companyName: 'Northwind Traders' });
    const body = {
      catalogId: catalog.id,
      companyId: northwind,
      billingProfileId: profiles[0].id,
      validFrom: '2026-01-01',
    };
    const clash = await call('POST', `${base}/catalog-assignments`, body);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(
      /^Northwind Traders already has Enterprise catalog from \d{4}-\d\d-\d\d \(no end\); end that assignment first/,
    );

    const [current] = (await call('GET', `${base}/catalog-assignments?filter={"companyId":${northwind}}`)).json();
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await call('PUT', `${base}/catalog-assignments/${current.id}`, { validTo: yesterday })).statusCode).toBe(
      200,
    );
    const created = await call('POST', `${base}/catalog-assignments`, { ...body, validFrom: today });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      catalogName: catalog.name,
      companyName: 'Northwind Traders',
      validTo: null,
    });

    const [fabrikamProfile] = (await call('GET', `${base}/billing-profiles`))
      .json()
      .filter((profile: { companyName: string }) => profile.companyName === 'Fabrikam, Inc.');
    expect(
      (await call('PUT', `${base}/catalog-assignments/${created.json().id}`, { billingProfileId: fabrikamProfile.id }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `${base}/catalog-assignments/${created.json().id}`, { validTo: '2000-01-01' })).statusCode,
    ).toBe(400);
  });

  it('lists the assignments of a page of companies at once (the matrix), refusing more than 100 ids', async () => {
    const all = (await call('GET', `${base}/catalog-assignments?range=[0,999]`)).json() as { companyId: number }[];
    const ids = [...new Set(all.map((row) => row.companyId))].slice(0, 2);
    const answer = await call('GET', `${base}/catalog-assignments?filter=${JSON.stringify({ companyIds: ids })}`);
    expect(answer.statusCode).toBe(200);
    const rows = answer.json() as { companyId: number }[];
    expect(rows.length).toBe(all.filter((row) => ids.includes(row.companyId)).length);
    expect(rows.every((row) => ids.includes(row.companyId))).toBe(true);
    const tooMany = Array.from({ length: 101 }, (_unused, index) => index + 1);
    const refused = await call('GET', `${base}/catalog-assignments?filter=${JSON.stringify({ companyIds: tooMany })}`);
    expect(refused.statusCode).toBe(400);
  });

  it('assigns one catalog to many companies: an overlap is named per company and, unless asked, assigns none', async () => {
    const catalog = await createCatalog(app);
    const holder = await createCompany(app);
    await assignCatalog(app, { catalogId: catalog.id, companyId: holder.id });
    const first = (await createCompany(app)).id;
    const second = (await createCompany(app)).id;
    const body = { catalogId: catalog.id, companyIds: [first, holder.id, second], validFrom: '2031-01-01' };
    const assignmentsOf = async (ids: number[]) =>
      (await call('GET', `${base}/catalog-assignments?filter=${JSON.stringify({ companyIds: ids })}`)).json();

    const refused = await call('POST', `${base}/catalog-assignments/bulk`, body);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      assigned: 0,
      matched: 3,
      changes: [],
      refused: [
        {
          companyId: holder.id,
          companyName: holder.name,
          code: 'overlap',
          params: { catalogName: catalog.name, validFrom: expect.any(String), validTo: null },
          reason: expect.stringMatching(
            new RegExp(`^Already has ${catalog.name} from \\d{4}-\\d\\d-\\d\\d \\(no end\\)$`),
          ),
        },
      ],
    });
    expect(await assignmentsOf([first, second])).toEqual([]);

    const partly = await call('POST', `${base}/catalog-assignments/bulk`, { ...body, validOnly: true });
    expect(partly.json()).toMatchObject({ assigned: 2, refused: [{ companyId: holder.id }] });
    const made = await assignmentsOf([first, second]);
    expect(made).toHaveLength(2);
    expect(made[0]).toMatchObject({ catalogName: catalog.name, validFrom: '2031-01-01', validTo: null });

    const again = await call('POST', `${base}/catalog-assignments/bulk`, { ...body, validOnly: true });
    expect(again.json()).toMatchObject({ assigned: 0 });
    expect(again.json().refused).toHaveLength(3);

    for (const wrong of [
      { ...body, companyIds: [] },
      { ...body, companyIds: [first, first] },
      { ...body, validTo: '2030-01-01' },
    ])
      expect((await call('POST', `${base}/catalog-assignments/bulk`, wrong)).statusCode).toBe(400);
    expect((await call('POST', `${base}/catalog-assignments/bulk`, { ...body, catalogId: 999_999 })).statusCode).toBe(
      404,
    );
    expect((await call('POST', `${base}/catalog-assignments/bulk`, body, support)).statusCode).toBe(403);
  });

  it('lets the assigned company see the new catalog’s products at its prices', async () => {
    const catalog = await createCatalog(app, { fromTemplate: true, items: 20, markupPercent: 20 });
    const company = await createCompany(app);
    await assignCatalog(app, { catalogId: catalog.id, companyId: company.id });
    await grantAccess(app, { companyId: company.id, email: 'sam@northwind.example' });
    const offered = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/catalog?filter={"publisher":"Adobe"}&range=[0,99]',
        headers: await asUser(app, 'sam@northwind.example', { company: company.id }),
      })
    ).json();
    expect(offered.length).toBeGreaterThan(0);
    const items = (
      await call('GET', `${base}/catalogs/${catalog.id}/items?filter={"publisher":"Adobe"}&range=[0,99]`)
    ).json() as Item[];
    const prices = new Map(
      items.filter((item) => item.isVisible).map((item) => [item.priceSheetId, item.effectivePrice]),
    );
    for (const product of offered) {
      for (const offer of product.offers) expect(offer.unitPrice).toBeCloseTo(prices.get(offer.priceSheetId)!, 2);
    }
  });

  it('makes a template of a catalog, changes it and retires it: no new catalog starts from a retired template', async () => {
    const [standard] = await app.database.db.select().from(catalogs).where(eq(catalogs.name, 'Standard catalog'));
    const made = await call('POST', `${base}/templates`, { catalogId: standard!.id, name: 'Zeta standard' });
    expect(made.statusCode).toBe(201);
    const standardItems = (await call('GET', `${base}/catalogs/${standard!.id}/items?range=[0,999]`)).json();
    expect(made.json()).toMatchObject({
      name: 'Zeta standard',
      itemCount: standardItems.length,
      defaultMarkupPercent: standard!.defaultMarkupPercent,
      isActive: true,
    });
    const id = made.json().id;
    const detail = (await call('GET', `${base}/templates/${id}`)).json();
    expect(detail.items.map((item: { priceSheetId: number }) => item.priceSheetId).sort()).toEqual(
      standardItems.map((item: { priceSheetId: number }) => item.priceSheetId).sort(),
    );
    const again = await call('POST', `${base}/templates`, { catalogId: standard!.id, name: 'ZETA STANDARD' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'template_name_taken', params: { name: 'Zeta standard' } });
    expect((await call('POST', `${base}/templates`, { catalogId: 999_999, name: 'Nope' })).statusCode).toBe(404);
    expect((await call('POST', `${base}/templates`, { catalogId: standard!.id, name: ' ' })).statusCode).toBe(400);

    const changed = await call('PUT', `${base}/templates/${id}`, {
      description: 'Our usual',
      defaultMarkupPercent: 9.5,
    });
    expect(changed.json()).toMatchObject({ description: 'Our usual', defaultMarkupPercent: 9.5 });
    expect((await call('PUT', `${base}/templates/${id}`, { defaultMarkupPercent: 0.001 })).statusCode).toBe(400);
    const retired = await call('PUT', `${base}/templates/${id}`, { isActive: false });
    expect(retired.json().isActive).toBe(false);
    const list = (await call('GET', `${base}/templates`)).json() as { id: number; isActive: boolean }[];
    expect(list.at(-1)).toMatchObject({ id, isActive: false });
    const refused = await call('POST', `${base}/catalogs/from-template/${id}`, { name: 'From a retired one' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('template_retired');
    expect((await call('POST', `${base}/templates`, { catalogId: standard!.id, name: 'X' }, support)).statusCode).toBe(
      403,
    );
  });

  it('replaces a template’s lines: each at a markup, a fixed price or the default; refusals change nothing', async () => {
    const [template] = (await call('GET', `${base}/templates`)).json() as { id: number }[];
    const before = (await call('GET', `${base}/templates/${template!.id}`)).json();
    const [first, second] = before.items as { priceSheetId: number }[];
    const lines = [
      { priceSheetId: first!.priceSheetId, markupPercent: 12.5, priceOverride: null },
      { priceSheetId: second!.priceSheetId, markupPercent: null, priceOverride: 19.99 },
    ];
    const changed = await call('PUT', `${base}/templates/${template!.id}`, { items: lines });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().itemCount).toBe(2);
    const after = (await call('GET', `${base}/templates/${template!.id}`)).json();
    expect(after.items).toMatchObject(lines);
    for (const [items, words] of [
      [[{ ...lines[0], priceOverride: 5 }], 'not both'],
      [[lines[0], lines[0]], 'one line only'],
      [[{ priceSheetId: 999_999, markupPercent: null, priceOverride: null }], 'No price sheet has the number 999999'],
      [[{ priceSheetId: first!.priceSheetId, markupPercent: 0.001, priceOverride: null }], 'two decimals'],
    ] as const) {
      const refused = await call('PUT', `${base}/templates/${template!.id}`, { items, name: 'Renamed meanwhile' });
      expect(refused.statusCode, JSON.stringify(items)).toBe(400);
      expect(refused.json().message).toContain(words);
    }
    const unchanged = (await call('GET', `${base}/templates/${template!.id}`)).json();
    expect(unchanged.items).toMatchObject(lines);
    expect(unchanged.name).toBe(after.name);
    expect((await call('PUT', `${base}/templates/${template!.id}`, { items: [] }, support)).statusCode).toBe(403);
  });
});
