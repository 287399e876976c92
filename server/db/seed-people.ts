// The people of the scale data set (`npm run db:seed -- --scale N`), for the people directory's benchmarks.
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Two people per scale company for the people directory (2,000 at `--scale 100000`): a member and a viewer; every
 * other one signed in, every eleventh disabled, every seventh with an access ending within 60 days.
 */
export async function seedScalePeople(tx: Db, run: string, companyCount: number) {
  await tx.execute(sql`
    insert into users (email, name, is_disabled, last_sign_in_at)
    select 'person-' || ${run} || '-' || g || '@scale.example', 'Scale person ' || g, g % 11 = 0,
           case when g % 2 = 0 then now() - make_interval(days => g % 90) end
    from generate_series(1, ${companyCount * 2}::int) g`);
  await tx.execute(sql`
    with c as (select id, row_number() over (order by id) - 1 as n from companies where tenant_id like ${`scale-${run}-%`}),
         u as (select id, row_number() over (order by id) - 1 as n from users where email like ${`person-${run}-%`})
    insert into company_access (user_id, company_id, role, expires_at)
    select u.id, c.id, case when u.n % 2 = 0 then 'member' else 'viewer' end,
           case when u.n % 7 = 0 then now() + make_interval(days => (1 + u.n % 60)::int) end
    from u join c on c.n = u.n / 2`);
}
