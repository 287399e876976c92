// The scale data set (`npm run db:seed -- --scale N`) the benchmarks start from: plain SQL, fast at any size.
import { sql } from 'drizzle-orm';
import { seedSandboxFromPortal } from '../partner-center/sandbox/seed';
import type { Db } from './client';
import { seedScalePeople } from './seed-people';

/**
 * A large data set for benchmarks: `subscriptionCount` subscriptions over subscriptionCount/100 companies (or
 * `companyCount`),
 * subscriptionCount/2 catalog items, three months of usage, two people per company. Built in SQL, so 100,000 takes
 * seconds.
 */
export async function seedScale(
  db: Db,
  subscriptionCount: number,
  { companyCount = Math.max(1, Math.ceil(subscriptionCount / 100)) }: { companyCount?: number } = {},
) {
  const run = Date.now().toString(36);
  const productCount = Math.max(1, Math.ceil(subscriptionCount / 100));
  const itemCount = Math.ceil(subscriptionCount / 2);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into companies (name, tenant_id, domain)
      select 'Scale company ' || ${run} || '-' || g, 'scale-' || ${run} || '-' || g, 'scale-' || g || '.example'
      from generate_series(1, ${companyCount}::int) g`);
    await tx.execute(sql`
      insert into billing_profiles (company_id, name)
      select id, 'Main account' from companies where tenant_id like ${`scale-${run}-%`}`);
    await tx.execute(sql`
      insert into products (sku, name, publisher, category, description)
      select 'scale-' || ${run} || '-' || g, 'Scale product ' || g,
             (array['Microsoft','Adobe','Atlassian','Zoom','GitHub'])[1 + g % 5],
             (array['Productivity','Security','Collaboration','Design','Analytics'])[1 + g % 5], 'Benchmark product'
      from generate_series(1, ${productCount}::int) g`);
    await tx.execute(sql`
      insert into price_sheets (product_id, term, billing_frequency, unit_price, valid_from)
      select p.id, s.term, s.frequency, round((5 + (p.id % 50))::numeric * s.factor, 2), current_date - 30
      from products p
      cross join (values ('P1M', 'monthly', 1.2), ('P1Y', 'monthly', 1.0), ('P1Y', 'annual', 12.0)) as s(term, frequency, factor)
      where p.sku like ${`scale-${run}-%`}`);
    const sheetsPerCatalog = productCount * 3;
    const catalogCount = Math.max(1, Math.ceil(itemCount / sheetsPerCatalog));
    await tx.execute(sql`
      insert into catalogs (name, description, default_markup_percent)
      select 'Scale catalog ' || ${run} || '-' || g, 'Benchmark catalog', 10 from generate_series(1, ${catalogCount}::int) g`);
    await tx.execute(sql`
      with c as (select id, row_number() over (order by id) - 1 as n from catalogs where name like ${`Scale catalog ${run}-%`}),
           s as (select ps.id, row_number() over (order by ps.id) - 1 as n
                 from price_sheets ps join products p on p.id = ps.product_id where p.sku like ${`scale-${run}-%`})
      insert into catalog_items (catalog_id, price_sheet_id, position, markup_percent)
      select c.id, s.id, s.n, case when s.n % 4 = 0 then 20 end
      from c cross join s
      where c.n * ${sheetsPerCatalog}::int + s.n < ${itemCount}::int`);
    await tx.execute(sql`
      with c as (select id, row_number() over (order by id) - 1 as n from companies where tenant_id like ${`scale-${run}-%`}),
           k as (select id, row_number() over (order by id) - 1 as n from catalogs where name like ${`Scale catalog ${run}-%`})
      insert into catalog_assignments (catalog_id, company_id, valid_from)
      select k.id, c.id, current_date - 30 from c join k on k.n = c.n % ${catalogCount}::int`);
    await tx.execute(sql`
      with c as (select id, row_number() over (order by id) - 1 as n from companies where tenant_id like ${`scale-${run}-%`}),
           s as (select ps.id, ps.product_id, ps.unit_price, row_number() over (order by ps.id) - 1 as n
                 from price_sheets ps join products p on p.id = ps.product_id
                 where p.sku like ${`scale-${run}-%`} and ps.term = 'P1Y' and ps.billing_frequency = 'monthly'),
           sc as (select count(*)::int as total from s)
      insert into subscriptions (company_id, product_id, price_sheet_id, unit_price, quantity, status, term_start, term_end, auto_renew)
      select c.id, s.product_id, s.id, s.unit_price, 1 + g % 50,
             (array['active','active','active','active','suspended','cancelled','expired'])[1 + g % 7],
             current_date - (g % 365), current_date - (g % 365) + 365, g % 3 <> 0
      from generate_series(0, ${subscriptionCount - 1}::int) g
      cross join sc
      join c on c.n = g % ${companyCount}::int
      join s on s.n = (g / ${companyCount}::int) % sc.total`);
    await tx.execute(sql`
      insert into usage_records (subscription_id, period_start, assigned_seats, active_seats, cost)
      select sub.id, (date_trunc('month', current_date) - make_interval(months => m))::date, sub.quantity,
             greatest(1, sub.quantity - (sub.id + m) % 5), sub.quantity * sub.unit_price
      from subscriptions sub join companies c on c.id = sub.company_id
      cross join generate_series(0, 2) m
      where c.tenant_id like ${`scale-${run}-%`}`);
    await seedScalePeople(tx, run, companyCount);
  });
  await seedSandboxFromPortal(db);
  // Fresh statistics, or the planner scans whole tables it believes small (PGlite runs no autovacuum).
  await db.execute(sql`analyze`);
  return { companyCount, productCount, itemCount, subscriptionCount, peopleCount: companyCount * 2 };
}
