// 1,000 order lines bought at Microsoft (the built-in Partner Center sandbox, over real HTTP) by the provisioning job,
// at scale (issue 30: under 60 s), and the p99 of a list page while it runs against the same list without it.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../server/db/client';
import { rowsOf } from '../server/db/sql';
import { paceOf } from '../server/jobs/terms';
import { askMicrosoftForPending } from '../server/provisioning/requests';
import { runProvisioning } from '../server/provisioning/sweep';
import { systemClock } from '../server/time/clock';
import { loadUntil } from './renewals';

export const orderLinesToProvision = 1000;

export async function benchProvisioning(database: Database, app: FastifyInstance, callList: () => Promise<unknown>) {
  const { db } = database;
  let calls = 0;
  const quiet = await loadUntil(
    () => callList().then(() => calls++),
    () => calls >= 400,
  );
  // 1,000 order lines of the scale companies, each a new subscription waiting for Microsoft.
  await db.execute(sql`
    insert into subscriptions (company_id, product_id, price_sheet_id, unit_price, quantity, status, term_start, term_end)
    select s.company_id, s.product_id, s.price_sheet_id, s.unit_price, 3, 'pending', current_date, current_date + 365
    from subscriptions s join companies c on c.id = s.company_id
    where c.tenant_id like 'scale-%' and s.status = 'active'
    order by s.id limit ${orderLinesToProvision}`);
  await askMicrosoftForPending(db);
  const waiting = async () =>
    rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from supplier_requests where status = 'waiting'`),
    )[0]!.count;
  let isDone = false;
  const started = performance.now();
  const provisioning = (async () => {
    const context = {
      db,
      clock: systemClock,
      publicUrl: 'http://bench',
      pace: paceOf(database.kind),
      partnerCenter: app.partnerCenter,
    };
    // As the job does: a run sends what is due; a purchase Microsoft still provisions is looked at again shortly.
    while ((await waiting()) > 0) {
      await runProvisioning(context);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    isDone = true;
  })();
  const busy = await loadUntil(callList, () => isDone);
  await provisioning;
  const seconds = (performance.now() - started) / 1000;
  const [bought] = rowsOf<{ count: number }>(
    await db.execute(sql`
      select count(*)::int as count from subscriptions where status = 'active' and supplier_subscription_id is not null
        and id in (select subscription_id from supplier_requests where kind = 'purchase' and status = 'done')`),
  );
  if (bought!.count < orderLinesToProvision)
    throw new Error(`${bought!.count} of ${orderLinesToProvision} order lines provisioned`);
  return { provisioned: bought!.count, seconds, quiet, busy };
}
