// The tables' invariants (issue 16), read from the database after a campaign of races or random requests: what no
// sequence of requests may break, however they interleave. Each broken one is named with the rows that break it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/sql';
import { appendProofFigures } from './proof-report';

const invariants = {
  'one active subscription per price sheet and company': sql`
    select company_id, price_sheet_id, count(*)::int as active from subscriptions
    where status = 'active' group by company_id, price_sheet_id having count(*) > 1`,
  'no overlapping catalog assignments of one company': sql`
    select a.company_id, a.id as first, b.id as second from catalog_assignments a
    join catalog_assignments b on b.company_id = a.company_id and b.id > a.id
    where (a.valid_to is null or a.valid_to >= b.valid_from) and (b.valid_to is null or b.valid_to >= a.valid_from)`,
  'quantities within the product’s bounds': sql`
    select s.id, s.quantity, s.scheduled_next_term_quantity, p.min_quantity, p.max_quantity
    from subscriptions s join products p on p.id = s.product_id
    where s.quantity > p.max_quantity
       or (s.status = 'active' and s.quantity < p.min_quantity)
       or s.scheduled_next_term_quantity not between p.min_quantity and p.max_quantity`,
  'no access granted by its own holder': sql`
    select id, user_id, company_id from company_access where granted_by = user_id`,
  'a catalog item priced by a markup or a fixed price, not both': sql`
    select id, catalog_id, markup_percent, price_override from catalog_items
    where markup_percent is not null and price_override is not null`,
  'each company’s kept count of subscriptions is its count': sql`
    select c.id, k.subscription_count as kept, s.counted from companies c
    left join company_subscription_counts k on k.company_id = c.id
    cross join lateral (select count(*)::int as counted from subscriptions where company_id = c.id) s
    where coalesce(k.subscription_count, 0) <> s.counted`,
  'each catalog’s kept count of items is its count': sql`
    select c.id, k.item_count as kept, i.counted from catalogs c
    left join catalog_item_counts k on k.catalog_id = c.id
    cross join lateral (select count(*)::int as counted from catalog_items where catalog_id = c.id) i
    where coalesce(k.item_count, 0) <> i.counted`,
};

/** Every invariant the tables break now, with up to three of the rows that break it; empty when all hold. */
export async function brokenInvariants(db: Db): Promise<string[]> {
  const broken: string[] = [];
  for (const [name, query] of Object.entries(invariants)) {
    const rows = rowsOf<object>(await db.execute(query));
    if (rows.length) broken.push(`${name}: ${rows.length} × ${JSON.stringify(rows.slice(0, 3))}`);
  }
  return broken;
}

/** Checks the invariants after `campaign`, adds the outcome to the proof report, and answers what broke. */
export async function checkInvariantsAfter(db: Db, campaign: string, database: string): Promise<string[]> {
  const broken = await brokenInvariants(db);
  appendProofFigures('invariants', { campaign, database, checked: Object.keys(invariants).length, broken });
  return broken;
}
