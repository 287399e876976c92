import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingProfiles,
  catalogAssignments,
  catalogItems,
  catalogs,
  companies,
  orders,
  priceSheets,
  products,
  subscriptions,
} from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { placeOrder } from './support/builders';
import { signIn, asUser } from './support/sign-in';

type Product = {
  id: number;
  name: string;
  publisher: string;
  category: string;
  fromPrice: number;
  offers: { priceSheetId: number; unitPrice: number; term: string; currency: string }[];
};

describe('the catalog and orders of the current company', () => {
  let app: FastifyInstance;
  let alex: Record<string, string>;
  let alexInNorthwind: Record<string, string>;
  let sam: Record<string, string>;
  let fabrikam: number;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    const companyId = async (domain: string) =>
      (await app.database.db.select().from(companies).where(eq(companies.domain, domain)))[0]!.id;
    fabrikam = await companyId('fabrikam.example');
    const northwind = await companyId('northwind.example');
    const alexToken = await signIn(app, 'alex@fabrikam.example');
    alex = { authorization: `Bearer ${alexToken}`, 'x-company-id': String(fabrikam) };
    alexInNorthwind = { authorization: `Bearer ${alexToken}`, 'x-company-id': String(northwind) };
    sam = await asUser(app, 'sam@northwind.example', { company: northwind });
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
  const order = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/orders', headers, payload });

  it('offers the products of the catalogs assigned to the company, at the catalog’s price', async () => {
    const response = await get('/api/v1/catalog?range=[0,99]', alex);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('catalog 0-59/60');
    const [product] = response.json() as Product[];
    const [sheet] = await app.database.db
      .select()
      .from(priceSheets)
      .where(eq(priceSheets.id, product!.offers[0]!.priceSheetId));
    // Fabrikam has the standard catalog: 15% on every price sheet.
    expect(product!.offers[0]!.unitPrice).toBeCloseTo(Math.round(sheet!.unitPrice * 115) / 100, 2);
    expect(product!.fromPrice).toBe(Math.min(...product!.offers.map((offer) => offer.unitPrice)));
  });

  it('shows a company only its own catalog: hidden items and unassigned catalogs stay out', async () => {
    const northwind = (await get('/api/v1/catalog?range=[0,99]', sam)).json() as Product[];
    expect(northwind.every((product) => product.offers.every((offer) => offer.term !== 'P1M'))).toBe(true);
    const [education] = await app.database.db.select().from(catalogs).where(eq(catalogs.name, 'Education catalog'));
    const educationItems = await app.database.db
      .select({ total: count() })
      .from(catalogItems)
      .where(eq(catalogItems.catalogId, education!.id));
    expect(educationItems[0]!.total).toBeGreaterThan(0);
    const designOnly = (await get('/api/v1/catalog?filter={"category":"Design"}', sam)).json() as Product[];
    expect(designOnly.every((product) => product.category === 'Design')).toBe(true);
  });

  it('filters by category, publisher, term and billing frequency, and sorts by price', async () => {
    const filtered = (
      await get(
        '/api/v1/catalog?filter={"publisher":"Adobe","term":"P1Y","billingFrequency":"annual"}&sort=["fromPrice","ASC"]',
        alex,
      )
    ).json() as Product[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(
      filtered.every(
        (product) => product.publisher === 'Adobe' && product.offers.every((offer) => offer.term === 'P1Y'),
      ),
    ).toBe(true);
    const prices = filtered.map((product) => product.fromPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const facets = (await get('/api/v1/catalog/facets', alex)).json();
    expect(facets.publishers).toContain('Adobe');
    expect(facets.terms).toEqual(['P1M', 'P1Y', 'P3Y']);
  });

  it('searches as one types, and finds one product with its offers', async () => {
    const found = (await get('/api/v1/catalog/search?q=acrob', alex)).json() as Product[];
    expect(found.map((product) => product.name)).toEqual(['Acrobat Basic', 'Acrobat Premium', 'Acrobat Standard']);
    const one = (await get(`/api/v1/catalog/${found[0]!.id}`, alex)).json() as Product;
    expect(one.offers.length).toBeGreaterThanOrEqual(3);
    expect((await get('/api/v1/catalog/search?q=%25', alex)).json()).toEqual([]);
    // A word of the description finds the product ("Create, edit and sign PDF documents.").
    const byDescription = (await get('/api/v1/catalog/search?q=pdf', alex)).json() as Product[];
    expect(byDescription.map((product) => product.name)).toContain('Acrobat Standard');
    expect((await get('/api/v1/catalog/999999', alex)).statusCode).toBe(404);
  });

  it('places an order that creates a subscription, once per idempotency key even when sent in parallel', async () => {
    const [product] = (await get('/api/v1/catalog/search?q=autocad', alex)).json() as Product[];
    const offer = product!.offers.find((candidate) => candidate.term === 'P1Y')!;
    const body = { idempotencyKey: 'checkout-test-0001', lines: [{ priceSheetId: offer.priceSheetId, quantity: 3 }] };
    const [first, second, third] = await Promise.all([order(alex, body), order(alex, body), order(alex, body)]);
    const statuses = [first!.statusCode, second!.statusCode, third!.statusCode].sort();
    expect(statuses).toEqual([200, 200, 201]);
    expect(new Set([first!.json().id, second!.json().id, third!.json().id]).size).toBe(1);
    const placed = first!.json();
    expect(placed).toMatchObject({ status: 'completed', total: Math.round(offer.unitPrice * 300) / 100, lineCount: 1 });
    // Numbered on from the seeded SO-1001, SO-1002…
    expect(placed.number).toBe(`SO-${1000 + placed.id}`);
    const [subscription] = await app.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, placed.lines[0].subscriptionId));
    // Pending until Microsoft has provisioned it (provisioning.test.ts).
    expect(subscription).toMatchObject({
      companyId: fabrikam,
      quantity: 3,
      status: 'pending',
      supplierStatus: 'waiting',
      refundableQuantity: 3,
    });
    const again = await order(alex, {
      idempotencyKey: 'checkout-test-0002',
      lines: [{ priceSheetId: offer.priceSheetId, quantity: 2 }],
    });
    expect(again.json().lines[0].subscriptionId).toBe(subscription!.id);
    const [grown] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription!.id));
    expect(grown!.quantity).toBe(5);
  });

  it('makes one subscription of a price sheet however many first orders of it arrive at once', async () => {
    const [product] = (await get('/api/v1/catalog/search?q=project', alex)).json() as Product[];
    const offer = product!.offers.find((candidate) => candidate.term === 'P1M') ?? product!.offers[0]!;
    const { db } = app.database;
    const heldBefore = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.priceSheetId, offer.priceSheetId), eq(subscriptions.companyId, fabrikam)));
    const isHeld = (held: { status: string }) => held.status === 'active' || held.status === 'pending';
    expect(heldBefore.filter(isHeld)).toEqual([]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        order(alex, {
          idempotencyKey: `parallel-first-${String(index).padStart(4, '0')}`,
          lines: [{ priceSheetId: offer.priceSheetId, quantity: 1 }],
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const active = (
      await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.priceSheetId, offer.priceSheetId), eq(subscriptions.companyId, fabrikam)))
    ).filter(isHeld);
    expect(active.map((held) => held.quantity)).toEqual([10]);
  });

  it('refuses an order that would grow a subscription past the product’s most seats, and writes nothing', async () => {
    const [product] = (await get('/api/v1/catalog/search?q=autocad%20premium', alex)).json() as Product[];
    const offer = product!.offers.find((candidate) => candidate.term === 'P1Y')!;
    const placed = await placeOrder(app, alex, [{ priceSheetId: offer.priceSheetId, quantity: 3 }]);
    const [held] = await app.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, placed.lines[0]!.subscriptionId!));
    const [{ maxQuantity }] = await app.database.db
      .select({ maxQuantity: products.maxQuantity })
      .from(products)
      .where(eq(products.id, held!.productId));
    const ordersBefore = (await app.database.db.select({ total: count() }).from(orders))[0]!.total;
    const past = await order(alex, {
      idempotencyKey: 'past-the-most-0001',
      lines: [{ priceSheetId: offer.priceSheetId, quantity: maxQuantity - held!.quantity + 1 }],
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain(`the most is ${maxQuantity}`);
    expect((await app.database.db.select({ total: count() }).from(orders))[0]!.total).toBe(ordersBefore);
    const [after] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, held!.id));
    expect(after!.quantity).toBe(held!.quantity);
  });

  it('refuses an order whose total passes what an amount can hold, in words, and writes nothing', async () => {
    const [product] = (await get('/api/v1/catalog/search?q=visio', alex)).json() as Product[];
    const offer = product!.offers[0]!;
    const { db } = app.database;
    const [item] = await db
      .select()
      .from(catalogItems)
      .innerJoin(catalogAssignments, eq(catalogAssignments.catalogId, catalogItems.catalogId))
      .where(and(eq(catalogItems.priceSheetId, offer.priceSheetId), eq(catalogAssignments.companyId, fabrikam)));
    const [held] = await db.select().from(products).where(eq(products.id, product!.id));
    await db.update(catalogItems).set({ priceOverride: 10_000_000 }).where(eq(catalogItems.id, item!.catalog_items.id));
    await db.update(products).set({ maxQuantity: 10_000 }).where(eq(products.id, product!.id));
    try {
      const before = (await db.select({ total: count() }).from(orders))[0]!.total;
      const huge = await order(alex, {
        idempotencyKey: 'too-large-0001',
        lines: [{ priceSheetId: offer.priceSheetId, quantity: 10_000 }],
      });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().message).toContain('split it');
      expect((await db.select({ total: count() }).from(orders))[0]!.total).toBe(before);
    } finally {
      await db.update(catalogItems).set(item!.catalog_items).where(eq(catalogItems.id, item!.catalog_items.id));
      await db.update(products).set({ maxQuantity: held!.maxQuantity }).where(eq(products.id, product!.id));
    }
  });

  it('quotes an order at the company’s prices of now, saying which line grows a subscription it holds', async () => {
    const [product] = (await get('/api/v1/catalog/search?q=autocad%20premium', alex)).json() as Product[];
    const offer = product!.offers.find((candidate) => candidate.term === 'P1Y')!;
    const placed = await placeOrder(app, alex, [{ priceSheetId: offer.priceSheetId, quantity: 3 }]);
    const quote = (headers: Record<string, string>, lines: object[]) =>
      app.inject({ method: 'POST', url: '/api/v1/orders/quote', headers, payload: { lines } });
    const answer = await quote(alex, [
      { priceSheetId: offer.priceSheetId, quantity: 2 },
      { priceSheetId: 999999, quantity: 1 },
    ]);
    expect(answer.statusCode).toBe(200);
    const [held, gone] = answer.json().lines;
    const [subscription] = await app.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, placed.lines[0]!.subscriptionId!));
    expect(held).toMatchObject({
      isOffered: true,
      productName: product!.name,
      unitPrice: offer.unitPrice,
      lineTotal: Math.round(offer.unitPrice * 200) / 100,
      heldSubscriptionId: subscription!.id,
      heldQuantity: subscription!.quantity,
    });
    expect(gone).toMatchObject({ isOffered: false, unitPrice: null, heldSubscriptionId: null });
    // Another company's quote of the same price sheet knows nothing of Fabrikam's subscription.
    const samQuote = (await quote(sam, [{ priceSheetId: offer.priceSheetId, quantity: 1 }])).json();
    expect(samQuote.lines[0].heldSubscriptionId).toBeNull();
    expect((await quote(alex, [])).statusCode).toBe(400);
  });

  it('prices seats added to a running term at its locked price, whatever the catalog asks now: quote, order, subscription', async () => {
    const [product] = (await get('/api/v1/catalog/search?q=visio', alex)).json() as Product[];
    const offer = product!.offers.find((candidate) => candidate.term === 'P1Y')!;
    const { db } = app.database;
    const first = await placeOrder(app, alex, [{ priceSheetId: offer.priceSheetId, quantity: 2 }]);
    const subscriptionId = first.lines[0]!.subscriptionId!;
    const [{ unitPrice: locked }] = await db
      .select({ unitPrice: subscriptions.unitPrice })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    const [item] = await db
      .select()
      .from(catalogItems)
      .innerJoin(catalogAssignments, eq(catalogAssignments.catalogId, catalogItems.catalogId))
      .where(and(eq(catalogItems.priceSheetId, offer.priceSheetId), eq(catalogAssignments.companyId, fabrikam)));
    const raised = locked! + 1.5;
    await db.update(catalogItems).set({ priceOverride: raised }).where(eq(catalogItems.id, item!.catalog_items.id));
    try {
      const quote = await app.inject({
        method: 'POST',
        url: '/api/v1/orders/quote',
        headers: alex,
        payload: { lines: [{ priceSheetId: offer.priceSheetId, quantity: 1 }] },
      });
      expect(quote.json().lines[0]).toMatchObject({
        unitPrice: locked,
        catalogUnitPrice: raised,
        lineTotal: locked,
        heldSubscriptionId: subscriptionId,
      });
      // Reviewed at the catalog's new price: not what the seat costs.
      const atCatalogPrice = await order(alex, {
        idempotencyKey: 'locked-price-0001',
        lines: [{ priceSheetId: offer.priceSheetId, quantity: 1, unitPrice: raised }],
      });
      expect(atCatalogPrice.statusCode).toBe(409);
      expect(atCatalogPrice.json().code).toBe('prices_changed');
      const placed = await order(alex, {
        idempotencyKey: 'locked-price-0002',
        lines: [{ priceSheetId: offer.priceSheetId, quantity: 1, unitPrice: locked }],
      });
      expect(placed.statusCode).toBe(201);
      expect(placed.json()).toMatchObject({ total: locked, lines: [{ unitPrice: locked, lineTotal: locked }] });
      const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
      expect(after).toMatchObject({ quantity: 3, unitPrice: locked });
    } finally {
      await db.update(catalogItems).set(item!.catalog_items).where(eq(catalogItems.id, item!.catalog_items.id));
    }
  });

  it('refuses (409, in words) an order whose prices changed since the review, and places nothing', async () => {
    const [product] = (await get('/api/v1/catalog/search?q=autocad%20premium', alex)).json() as Product[];
    const offer = product!.offers.find((candidate) => candidate.term === 'P1Y')!;
    const before = (await app.database.db.select({ total: count() }).from(orders))[0]!.total;
    const stale = await order(alex, {
      idempotencyKey: 'stale-price-0001',
      lines: [{ priceSheetId: offer.priceSheetId, quantity: 1, unitPrice: offer.unitPrice - 1 }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('prices_changed');
    expect(stale.json().message).toContain(`${product!.name} now costs ${offer.unitPrice.toFixed(2)}`);
    expect((await app.database.db.select({ total: count() }).from(orders))[0]!.total).toBe(before);
    const current = await order(alex, {
      idempotencyKey: 'stale-price-0002',
      lines: [{ priceSheetId: offer.priceSheetId, quantity: 1, unitPrice: offer.unitPrice }],
    });
    expect(current.statusCode).toBe(201);
    expect(current.json().total).toBe(offer.unitPrice);
  });

  it('lists the company’s orders newest first, with a detail view', async () => {
    const [product] = (await get('/api/v1/catalog/search?q=autocad%20premium', alex)).json() as Product[];
    await placeOrder(app, alex, [{ priceSheetId: product!.offers[0]!.priceSheetId, quantity: 1 }]);
    const list = await get('/api/v1/orders', alex);
    expect(list.statusCode).toBe(200);
    const rows = list.json();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((row: { createdAt: string }) => row.createdAt)).toEqual(
      [...rows.map((row: { createdAt: string }) => row.createdAt)].sort().reverse(),
    );
    const owned = await app.database.db.select().from(orders).where(eq(orders.companyId, fabrikam));
    expect(rows.length).toBe(owned.length);
    const detail = (await get(`/api/v1/orders/${rows[0].id}`, alex)).json();
    expect(detail.lines[0]).toMatchObject({ productName: expect.stringContaining('AutoCAD') });
    const pending = (await get('/api/v1/orders?filter={"status":"pending"}', alex)).json();
    expect(pending.every((row: { status: string }) => row.status === 'pending')).toBe(true);
    const [foreign] = await app.database.db
      .select()
      .from(orders)
      .where(eq(orders.companyId, Number(sam['x-company-id'])));
    expect((await get(`/api/v1/orders/${foreign!.id}`, alex)).statusCode).toBe(404);
  });

  it('refuses an order from a viewer, outside the catalog, or with a bad quantity, and changes nothing', async () => {
    const [product] = (await get('/api/v1/catalog?range=[0,0]', alexInNorthwind)).json() as Product[];
    const before = (await app.database.db.select({ total: count() }).from(orders))[0]!.total;
    const line = { priceSheetId: product!.offers[0]!.priceSheetId, quantity: 1 };
    expect((await order(alexInNorthwind, { idempotencyKey: 'viewer-order-1', lines: [line] })).statusCode).toBe(403);
    const p1m = (await get('/api/v1/catalog?filter={"term":"P1M"}&range=[0,0]', alex)).json() as Product[];
    const outside = await order(sam, {
      idempotencyKey: 'outside-order-1',
      lines: [{ priceSheetId: p1m[0]!.offers.find((offer) => offer.term === 'P1M')!.priceSheetId, quantity: 1 }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toContain('is not in your company’s catalog');
    for (const body of [
      { idempotencyKey: 'bad-order-01', lines: [] },
      { idempotencyKey: 'bad-order-02', lines: [{ ...line, quantity: 0 }] },
      { idempotencyKey: 'x', lines: [line] },
      { lines: [line] },
      { idempotencyKey: 'bad-order-03', lines: [line], total: 0 },
    ]) {
      expect((await order(sam, body)).statusCode).toBe(400);
    }
    expect((await order(sam, { idempotencyKey: 'bad-order-04', lines: [line], billingProfileId: 1 })).statusCode).toBe(
      400,
    );
    expect((await app.database.db.select({ total: count() }).from(orders))[0]!.total).toBe(before);
  });

  it('lists the company’s billing profiles with the default one', async () => {
    const profiles = (await get('/api/v1/billing-profiles', alex)).json();
    expect(profiles.map((profile: { name: string }) => profile.name)).toEqual(['Main account', 'Research department']);
    expect(profiles.filter((profile: { isDefault: boolean }) => profile.isDefault)).toHaveLength(1);
  });

  it('refuses (409, in words) an order in another currency than its billing profile’s, and places nothing', async () => {
    const { db } = app.database;
    const [euros] = await db
      .insert(billingProfiles)
      .values({ companyId: fabrikam, name: 'Fabrikam Europe', currency: 'EUR' })
      .returning();
    try {
      const [product] = (await get('/api/v1/catalog/search?q=autocad%20premium', alex)).json() as Product[];
      const offer = product!.offers.find((candidate) => candidate.term === 'P1Y')!;
      expect(offer.currency).toBe('USD');
      const before = (await db.select({ total: count() }).from(orders))[0]!.total;
      const refused = await order(alex, {
        idempotencyKey: 'currency-0001',
        billingProfileId: euros!.id,
        lines: [{ priceSheetId: offer.priceSheetId, quantity: 1 }],
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'currency_mismatch',
        params: { profile: 'Fabrikam Europe', profileCurrency: 'EUR', currency: 'USD' },
      });
      expect((await db.select({ total: count() }).from(orders))[0]!.total).toBe(before);
    } finally {
      await db.delete(billingProfiles).where(eq(billingProfiles.id, euros!.id));
    }
  });

  it('carries the PO number given at checkout, else its profile’s standing one; a profile that requires one refuses an order without', async () => {
    const { db } = app.database;
    const [research] = await db
      .select()
      .from(billingProfiles)
      .where(and(eq(billingProfiles.companyId, fabrikam), eq(billingProfiles.name, 'Research department')));
    expect(research).toMatchObject({ poNumber: 'PO-FAB-RND', poRequired: true });
    const [product] = (await get('/api/v1/catalog/search?q=autocad%20premium', alex)).json() as Product[];
    const line = { priceSheetId: product!.offers[0]!.priceSheetId, quantity: 1 };
    const place = (idempotencyKey: string, extra: object) =>
      order(alex, { idempotencyKey, billingProfileId: research!.id, lines: [line], ...extra });

    const given = await place('po-number-0001', { poNumber: '  4500012345 ' });
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({ poNumber: '4500012345' });
    const standing = await place('po-number-0002', { poNumber: '' });
    expect(standing.json()).toMatchObject({ poNumber: 'PO-FAB-RND' });
    expect((await get(`/api/v1/orders/${standing.json().id}`, alex)).json()).toMatchObject({ poNumber: 'PO-FAB-RND' });

    await db.update(billingProfiles).set({ poNumber: null }).where(eq(billingProfiles.id, research!.id));
    try {
      const before = (await db.select({ total: count() }).from(orders))[0]!.total;
      const refused = await place('po-number-0003', {});
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'po_required',
        params: { profile: 'Research department' },
        message: 'The billing profile Research department requires a PO number: give one to place the order',
      });
      expect((await db.select({ total: count() }).from(orders))[0]!.total).toBe(before);
      const tooLong = await place('po-number-0004', { poNumber: 'x'.repeat(101) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().fields).toEqual([expect.objectContaining({ field: 'poNumber', code: 'too_big_string' })]);
      const profiles = (await get('/api/v1/billing-profiles', alex)).json() as { name: string; poRequired: boolean }[];
      expect(profiles.find((profile) => profile.name === 'Research department')?.poRequired).toBe(true);
    } finally {
      await db.update(billingProfiles).set({ poNumber: 'PO-FAB-RND' }).where(eq(billingProfiles.id, research!.id));
    }
  });

  it('takes the billing profile of the assignment in force today as the default, not the first one made', async () => {
    const { db } = app.database;
    const [current] = await db.select().from(catalogAssignments).where(eq(catalogAssignments.companyId, fabrikam));
    const profiles = await db.select().from(billingProfiles).where(eq(billingProfiles.companyId, fabrikam));
    const main = profiles.find((profile) => profile.name === 'Main account')!;
    const research = profiles.find((profile) => profile.name === 'Research department')!;
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    // The first assignment ended yesterday on the main account; the one made after it runs from today on research.
    await db
      .update(catalogAssignments)
      .set({ validFrom: '2020-01-01', validTo: yesterday, billingProfileId: main.id })
      .where(eq(catalogAssignments.id, current!.id));
    const [later] = await db
      .insert(catalogAssignments)
      .values({ catalogId: current!.catalogId, companyId: fabrikam, billingProfileId: research.id, validFrom: today })
      .returning();
    try {
      const listed = (await get('/api/v1/billing-profiles', alex)).json() as { name: string; isDefault: boolean }[];
      expect(listed.find((profile) => profile.isDefault)?.name).toBe('Research department');
    } finally {
      await db.delete(catalogAssignments).where(eq(catalogAssignments.id, later!.id));
      await db.update(catalogAssignments).set(current!).where(eq(catalogAssignments.id, current!.id));
    }
  });
});
