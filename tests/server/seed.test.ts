import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionStatuses } from '../../common/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../server/db/client';
import * as t from '../../server/db/schema';
import { seedScale } from '../../server/db/seed-scale';
import { openTestDatabase } from './support/app';
import { rolledBack } from './support/builders';

describe('the demo data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const total = async (table: PgTable, db = database.db) => {
    const [row] = await db.select({ total: count() }).from(table);
    return row!.total;
  };

  it('has the accounts of DESIGN.md with their roles, and not the stranger', async () => {
    const users = await database.db.select().from(t.users);
    const byEmail = Object.fromEntries(users.map((user) => [user.email, user]));
    expect(byEmail['partner.admin@contoso.example']?.globalRole).toBe('partner_admin');
    expect(byEmail['support@contoso.example']?.globalRole).toBe('support');
    expect(byEmail['stranger@example.com']).toBeUndefined();
    const alexAccess = await database.db
      .select({ company: t.companies.name, role: t.companyAccess.role })
      .from(t.companyAccess)
      .innerJoin(t.companies, eq(t.companies.id, t.companyAccess.companyId))
      .where(eq(t.companyAccess.userId, byEmail['alex@fabrikam.example']!.id));
    expect(alexAccess).toEqual(
      expect.arrayContaining([
        { company: 'Fabrikam, Inc.', role: 'member' },
        { company: 'Northwind Traders', role: 'viewer' },
      ]),
    );
    expect(alexAccess).toHaveLength(2);
  });

  it('has at least 3 companies, 60 products with price sheets, 3 catalogs, a template and assignments', async () => {
    expect(await total(t.companies)).toBeGreaterThanOrEqual(3);
    expect(await total(t.products)).toBe(60);
    expect(await total(t.priceSheets)).toBeGreaterThanOrEqual(180);
    expect(await total(t.catalogs)).toBe(3);
    expect(await total(t.catalogTemplates)).toBeGreaterThanOrEqual(1);
    expect(await total(t.catalogAssignments)).toBeGreaterThanOrEqual(3);
    expect(await total(t.catalogItems)).toBeGreaterThan(100);
  });

  it('has subscriptions in every state, with usage history, orders and notifications', async () => {
    const statuses = await database.db.selectDistinct({ status: t.subscriptions.status }).from(t.subscriptions);
    expect(statuses.map((row) => row.status).sort()).toEqual([...subscriptionStatuses].sort());
    expect(await total(t.usageRecords)).toBeGreaterThan(100);
    expect(await total(t.orders)).toBeGreaterThanOrEqual(4);
    expect(await total(t.orderLines)).toBeGreaterThanOrEqual(4);
    expect(await total(t.notifications)).toBeGreaterThanOrEqual(2);
  });

  it('makes a large data set in proportion for benchmarks', async () => {
    // In a transaction rolled back at the end: the other tests find the demo data as DESIGN.md has it.
    await rolledBack(database.db, async (db) => {
      const before = await total(t.subscriptions, db);
      const made = await seedScale(db, 1000);
      expect(made).toMatchObject({ companyCount: 10, itemCount: 500, peopleCount: 20 });
      expect((await total(t.subscriptions, db)) - before).toBe(1000);
      const [items] = await db
        .select({ total: count() })
        .from(t.catalogItems)
        .innerJoin(t.catalogs, eq(t.catalogs.id, t.catalogItems.catalogId))
        .where(sql`${t.catalogs.name} like 'Scale catalog %'`);
      expect(items!.total).toBe(500);
      const [companiesWithSubscriptions] = await db
        .select({ total: sql<number>`count(distinct ${t.subscriptions.companyId})::int` })
        .from(t.subscriptions)
        .innerJoin(t.companies, eq(t.companies.id, t.subscriptions.companyId))
        .where(sql`${t.companies.tenantId} like 'scale-%'`);
      expect(companiesWithSubscriptions!.total).toBe(10);
      // Two people per company, each with access to one: the people directory's scale.
      const [people] = await db
        .select({ total: count(), withAccess: sql<number>`count(distinct ${t.companyAccess.userId})::int` })
        .from(t.users)
        .leftJoin(t.companyAccess, eq(t.companyAccess.userId, t.users.id))
        .where(sql`${t.users.email} like 'person-%@scale.example'`);
      expect(people).toEqual({ total: 20, withAccess: 20 });
    });
  });
});
