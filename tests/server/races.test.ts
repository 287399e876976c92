// The races of issue 16, in rounds, over real connections (as browsers send them): on PostgreSQL (CI) their
// statements run truly in parallel; PGlite runs one at a time, so there a round proves less and fewer are run.
// Each round counts as broken when its outcome is one no serial order of the same requests could give; after the
// campaign the tables' invariants must hold. Rounds tried and broken go to the proof report.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogAssignments,
  catalogItems,
  companies,
  companyAccess,
  priceSheets,
  subscriptions,
  users,
} from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { checkInvariantsAfter } from './support/invariants';
import { appendProofFigures } from './support/proof-report';
import { asUser } from './support/sign-in';

const base = '/api/v1/catalog/partner';

describe('races, round after round', () => {
  let app: FastifyInstance;
  let address: string;
  let onPostgres: boolean;
  let rounds: number;
  let partner: Record<string, string>;
  let support: Record<string, string>;
  let alex: Record<string, string>;
  let fabrikam: number;

  beforeAll(async () => {
    ({ app } = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000000' }));
    onPostgres = app.database.kind === 'postgres';
    rounds = Number(process.env.RACE_ROUNDS ?? (onPostgres ? 15 : 3));
    address = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    [{ id: fabrikam }] = await app.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.domain, 'fabrikam.example'));
    partner = await asUser(app, 'partner.admin@contoso.example');
    support = await asUser(app, 'support@contoso.example');
    alex = await asUser(app, 'alex@fabrikam.example', { company: fabrikam });
  });
  afterAll(async () => {
    try {
      expect(await checkInvariantsAfter(app.database.db, 'races', app.database.kind)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  /** One request over its own connection; the status and the parsed body. */
  const send = async (method: string, url: string, headers: Record<string, string>, body?: unknown) => {
    const response = await fetch(`${address}${url}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  };
  /** Runs `round` `rounds` times; records and answers how many rounds broke. */
  const campaign = async (race: string, round: (index: number) => Promise<boolean>) => {
    let broken = 0;
    for (let index = 0; index < rounds; index++) if (!(await round(index))) broken++;
    appendProofFigures('races', { race, database: app.database.kind, rounds, broken });
    return broken;
  };
  const newCompany = async (name: string) =>
    (
      await app.database.db
        .insert(companies)
        .values({ name, tenantId: crypto.randomUUID() })
        .returning({ id: companies.id })
    )[0]!.id;

  it('makes one subscription of ten first orders of one price sheet sent at once', async () => {
    const catalog = (await send('GET', '/api/v1/catalog?range=[0,499]', alex)).body as unknown as {
      minQuantity: number;
      maxQuantity: number;
      offers: { priceSheetId: number }[];
    }[];
    const held = new Set(
      (
        await app.database.db
          .select({ sheet: subscriptions.priceSheetId })
          .from(subscriptions)
          .where(eq(subscriptions.companyId, fabrikam))
      ).map((row) => row.sheet),
    );
    const free = catalog
      .filter((product) => product.minQuantity <= 1 && product.maxQuantity >= 10)
      .flatMap((product) => product.offers.map((offer) => offer.priceSheetId))
      .filter((sheet) => !held.has(sheet));
    expect(free.length).toBeGreaterThanOrEqual(rounds);
    const broken = await campaign('ten first orders of one price sheet', async (index) => {
      const sheet = free[index]!;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, order) =>
          send('POST', '/api/v1/orders', alex, {
            idempotencyKey: `race-${index}-${String(order).padStart(4, '0')}`,
            lines: [{ priceSheetId: sheet, quantity: 1 }],
          }),
        ),
      );
      const active = await app.database.db
        .select({ quantity: subscriptions.quantity })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.companyId, fabrikam),
            eq(subscriptions.priceSheetId, sheet),
            inArray(subscriptions.status, ['active', 'pending']),
          ),
        );
      return answers.every((answer) => answer.status === 201) && active.length === 1 && active[0]!.quantity === 10;
    });
    expect(broken).toBe(0);
  }, 300_000);

  it('accepts one of five overlapping assignments of one company made at once', async () => {
    const [{ id: catalogId }] = (await send('GET', `${base}/catalogs?range=[0,0]`, partner)).body as unknown as {
      id: number;
    }[];
    const broken = await campaign('five overlapping assignments of one company', async (index) => {
      const company = await newCompany(`Race assignments ${index}`);
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((day) =>
          send('POST', `${base}/catalog-assignments`, partner, {
            catalogId,
            companyId: company,
            validFrom: `2031-0${day}-01`,
          }),
        ),
      );
      const held = await app.database.db
        .select()
        .from(catalogAssignments)
        .where(eq(catalogAssignments.companyId, company));
      const statuses = answers.map((answer) => answer.status).sort();
      return held.length === 1 && statuses.join() === '201,409,409,409,409';
    });
    expect(broken).toBe(0);
  }, 300_000);

  it('grants one access of ten first grants sent at once, each answered without a 5xx', async () => {
    const [tailspin] = await app.database.db.select().from(companies).where(eq(companies.name, 'Tailspin Toys'));
    const [sam] = await app.database.db.select().from(users).where(eq(users.email, 'sam@northwind.example'));
    const access = `/api/v1/multi-tenant/companies/${tailspin!.id}/users/${sam!.id}/access`;
    const broken = await campaign('ten first grants of one access', async () => {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => send('POST', access, support, { role: 'viewer' })),
      );
      const held = await app.database.db
        .select()
        .from(companyAccess)
        .where(and(eq(companyAccess.companyId, tailspin!.id), eq(companyAccess.userId, sam!.id)));
      const revoked = await send('DELETE', access, support);
      return (
        answers.every((answer) => answer.status === 200 || answer.status === 201) &&
        held.length === 1 &&
        revoked.status === 204
      );
    });
    expect(broken).toBe(0);
  }, 300_000);

  it('either assigns a catalog or deletes it when both arrive at once, never both and never a 5xx', async () => {
    const broken = await campaign('a catalog deleted while being assigned', async (index) => {
      const created = await send('POST', `${base}/catalogs`, partner, { name: `Race catalog ${index}` });
      const catalogId = created.body!.id as number;
      const company = await newCompany(`Race deletion ${index}`);
      const [assigned, deleted] = await Promise.all([
        send('POST', `${base}/catalog-assignments`, partner, {
          catalogId,
          companyId: company,
          validFrom: '2031-01-01',
        }),
        send('DELETE', `${base}/catalogs/${catalogId}`, partner),
      ]);
      const statuses = [assigned.status, deleted.status];
      const bothDone = assigned.status === 201 && deleted.status === 204;
      return (
        statuses.every((status) => status < 500) && !bothDone && (assigned.status === 201 || deleted.status === 204)
      );
    });
    expect(broken).toBe(0);
  }, 300_000);

  it('keeps both of two changes of different preferences made at once', async () => {
    const broken = await campaign('two changes of different preferences', async (index) => {
      const theme = index % 2 ? 'dark' : 'light';
      const locale = index % 2 ? 'fr' : 'en';
      const answers = await Promise.all([
        send('PUT', '/api/v1/user/profile', alex, { preferences: { theme } }),
        send('PUT', '/api/v1/user/profile', alex, { preferences: { locale } }),
      ]);
      const profile = await send('GET', '/api/v1/user/profile', alex);
      const preferences = profile.body!.preferences as Record<string, string>;
      return (
        answers.every((answer) => answer.status === 200) && preferences.theme === theme && preferences.locale === locale
      );
    });
    await send('PUT', '/api/v1/user/profile', alex, { preferences: { locale: 'en', theme: 'light' } });
    expect(broken).toBe(0);
  }, 300_000);

  it('updates all of a bulk change or none of it when one of its items is deleted at once', async () => {
    const sheets = (await app.database.db.select({ id: priceSheets.id }).from(priceSheets).limit(20)).map(
      (row) => row.id,
    );
    const broken = await campaign('a bulk update while one of its items is deleted', async (index) => {
      const created = await send('POST', `${base}/catalogs`, partner, { name: `Race bulk ${index}` });
      const catalogId = created.body!.id as number;
      expect(
        (await send('POST', `${base}/catalogs/${catalogId}/items`, partner, { price_sheet_ids: sheets })).status,
      ).toBe(201);
      const items = await app.database.db
        .select({ id: catalogItems.id })
        .from(catalogItems)
        .where(eq(catalogItems.catalogId, catalogId));
      const markupPercent = 10 + index;
      const [bulk, deleted] = await Promise.all([
        send('PUT', `${base}/catalogs/${catalogId}/items/bulk`, partner, {
          itemUpdates: items.map((item) => ({ id: item.id, markupPercent })),
        }),
        send('DELETE', `${base}/catalogs/${catalogId}/items/${items[7]!.id}`, partner),
      ]);
      const left = await app.database.db
        .select({ markupPercent: catalogItems.markupPercent })
        .from(catalogItems)
        .where(
          inArray(
            catalogItems.id,
            items.map((item) => item.id),
          ),
        );
      const changed = left.filter((item) => Number(item.markupPercent) === markupPercent).length;
      if (bulk.status >= 500 || deleted.status !== 204 || left.length !== items.length - 1) return false;
      // Done before the delete: all of it, each item counted; refused after it: none of it, the item named.
      return bulk.status === 200
        ? bulk.body!.updated === items.length && changed === left.length
        : bulk.status === 409 && changed === 0;
    });
    expect(broken).toBe(0);
  }, 300_000);
});
