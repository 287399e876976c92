// Issue 30: two server processes behind nginx on PostgreSQL, each with its provisioning job, buy each order line at
// Microsoft (the built-in Partner Center sandbox) exactly once, and send each change once. Run by `.ci/run`
// (vitest.balanced.config.ts), which has PostgreSQL and Debian's nginx.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBalancedServers } from '../server/support/balancer';
import { signInOverHttp } from '../server/support/sign-in';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('The balanced suite needs a PostgreSQL server: set DATABASE_URL (.ci/run does).');

const orderCount = 12;

describe('provisioning through two processes behind nginx on PostgreSQL', () => {
  let pair: Awaited<ReturnType<typeof startBalancedServers>>;
  let sql: postgres.Sql;
  let headers: Record<string, string>;

  beforeAll(async () => {
    pair = await startBalancedServers(databaseUrl, {
      PARTNER_CENTER_SANDBOX_DELAY_MS: '1000',
      JOB_SCHEDULE: '0 0 1 1 *',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    });
    sql = postgres(pair.databaseUrl, { max: 2, onnotice: () => {} });
    const [fabrikam] = await sql<{ id: number }[]>`select id from companies where domain = 'fabrikam.example'`;
    headers = {
      authorization: `Bearer ${await signInOverHttp(pair.baseUrl, 'alex@fabrikam.example')}`,
      'x-company-id': String(fabrikam!.id),
      'content-type': 'application/json',
    };
  }, 180_000);
  afterAll(async () => {
    await sql?.end();
    await pair?.stop();
  });

  const call = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${pair.baseUrl}${path}`, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  async function waitUntil(check: () => Promise<boolean>, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('buys each order line once and sends each change once, whichever process takes it', async () => {
    const catalog = (await call('GET', '/api/v1/catalog?range=[0,99]')).json as unknown as {
      offers: { priceSheetId: number }[];
    }[];
    const held = new Set(
      (
        await sql<{ price_sheet_id: number }[]>`
          select price_sheet_id from subscriptions s join companies c on c.id = s.company_id
          where c.domain = 'fabrikam.example'`
      ).map((row) => row.price_sheet_id),
    );
    const offers = catalog
      .map((product) => product.offers[0]!)
      .filter((offer) => !held.has(offer.priceSheetId))
      .slice(0, orderCount);
    expect(offers).toHaveLength(orderCount);
    // At once, through nginx: each process places some and wakes its own job.
    const placed = await Promise.all(
      offers.map((offer, index) =>
        call('POST', '/api/v1/orders', {
          idempotencyKey: `balanced-provisioning-${index}-${Date.now()}`,
          lines: [{ priceSheetId: offer.priceSheetId, quantity: 2 + index }],
        }),
      ),
    );
    expect(placed.map((answer) => answer.status)).toEqual(Array(orderCount).fill(201));
    const subscriptionIds = placed.map(
      (answer) => (answer.json.lines as { subscriptionId: number }[])[0]!.subscriptionId,
    );
    const activeCount = async () =>
      (
        await sql<{ count: number }[]>`
          select count(*)::int as count from subscriptions
          where id in ${sql(subscriptionIds)} and status = 'active' and supplier_status = 'in_sync'`
      )[0]!.count;
    await waitUntil(async () => (await activeCount()) === orderCount, 60_000);

    const bought = await sql<{ id: string; quantity: number }[]>`
      select s.id, s.quantity from partner_center_sandbox.subscriptions s
      join subscriptions p on p.supplier_subscription_id = s.id where p.id in ${sql(subscriptionIds)}`;
    expect(bought.map((row) => row.quantity).sort((a, b) => a - b)).toEqual(
      offers.map((_, index) => 2 + index).sort((a, b) => a - b),
    );
    const [orders] = await sql<{ count: number; requests: number }[]>`
      select count(*)::int as count, count(distinct request_id)::int as requests from partner_center_sandbox.orders
      where request_id in (select request_id from supplier_requests where subscription_id in ${sql(subscriptionIds)})`;
    expect(orders).toEqual({ count: orderCount, requests: orderCount });
    const [activations] = await sql<{ count: number }[]>`
      select count(*)::int as count from activity_log
      where action = 'subscription.activated' and object_id::int in ${sql(subscriptionIds)}`;
    expect(activations!.count).toBe(orderCount);

    // A change of each, at once: each reaches Microsoft once, as asked.
    const changed = await Promise.all(
      subscriptionIds.map((id, index) =>
        call('PUT', `/api/v1/subscriptions/${id}/quantity`, { quantity: 10 + index, scheduleNextTerm: false }),
      ),
    );
    expect(changed.map((answer) => answer.status)).toEqual(Array(orderCount).fill(200));
    await waitUntil(async () => (await activeCount()) === orderCount, 60_000);
    const atMicrosoft = await sql<{ quantity: number }[]>`
      select s.quantity from partner_center_sandbox.subscriptions s
      join subscriptions p on p.supplier_subscription_id = s.id where p.id in ${sql(subscriptionIds)}`;
    expect(atMicrosoft.map((row) => row.quantity).sort((a, b) => a - b)).toEqual(
      subscriptionIds.map((_, index) => 10 + index),
    );
    const [applied] = await sql<{ count: number }[]>`
      select count(*)::int as count from partner_center_sandbox.requests
      where request_id in (select request_id from supplier_requests where subscription_id in ${sql(subscriptionIds)} and kind = 'quantity')`;
    expect(applied!.count).toBe(orderCount);
  }, 180_000);
});
