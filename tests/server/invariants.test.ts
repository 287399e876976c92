// The invariants check that the race and fuzzing campaigns end with reads real rows: the seed holds them all, and
// each kind of broken row is named.
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import {
  catalogAssignments,
  catalogItemCounts,
  catalogItems,
  companyAccess,
  companySubscriptionCounts,
  subscriptions,
} from '../../server/db/schema';
import { openTestDatabase } from './support/app';
import { rolledBack } from './support/builders';
import { brokenInvariants } from './support/invariants';

describe('the tables’ invariants', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('hold in the demo data', async () => {
    expect(await brokenInvariants(database.db)).toEqual([]);
  });

  it('name each kind of broken row', async () => {
    // Broken in a transaction rolled back at the end: the demo data stays whole for the other test.
    const broken = await rolledBack(database.db, async (db) => {
      const [active] = await db.select().from(subscriptions).where(eq(subscriptions.status, 'active')).limit(1);
      const { id: _id, ...copy } = active!;
      await db.insert(subscriptions).values({ ...copy, supplierSubscriptionId: null });
      await db.update(subscriptions).set({ quantity: 10_001 }).where(eq(subscriptions.id, active!.id));
      const [assignment] = await db.select().from(catalogAssignments).limit(1);
      await db.insert(catalogAssignments).values({
        catalogId: assignment!.catalogId,
        companyId: assignment!.companyId,
        validFrom: assignment!.validFrom,
      });
      const [access] = await db.select().from(companyAccess).where(ne(companyAccess.role, 'viewer')).limit(1);
      await db
        .update(companyAccess)
        .set({ grantedBy: access!.userId })
        .where(and(eq(companyAccess.id, access!.id)));
      const [item] = await db.select().from(catalogItems).limit(1);
      await db.update(catalogItems).set({ markupPercent: 5, priceOverride: 99 }).where(eq(catalogItems.id, item!.id));
      await db
        .update(companySubscriptionCounts)
        .set({ subscriptionCount: sql`${companySubscriptionCounts.subscriptionCount} + 1` })
        .where(eq(companySubscriptionCounts.companyId, active!.companyId));
      await db.delete(catalogItemCounts).where(eq(catalogItemCounts.catalogId, item!.catalogId));
      return brokenInvariants(db);
    });
    expect(broken.map((line) => line.split(':')[0])).toEqual([
      'one active subscription per price sheet and company',
      'no overlapping catalog assignments of one company',
      'quantities within the product’s bounds',
      'no access granted by its own holder',
      'a catalog item priced by a markup or a fixed price, not both',
      'each company’s kept count of subscriptions is its count',
      'each catalog’s kept count of items is its count',
    ]);
  });
});
