// A failover or a pooler restart cuts every connection of the pool at once: the calls that come next answer as they
// would have, and what they write is written once (issue 29). On PGlite nothing can be cut: the same calls answer as
// usual, and the retry rule is checked on its own, on a stand-in for postgres.js.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionLossOf, isRead, mayRetry, retryingLostConnections } from '../../server/db/lost-connections';
import { catalogs, companies, orders } from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { asUser } from './support/sign-in';

const rounds = 5;

describe('when the database connections are cut', () => {
  let app: FastifyInstance;
  let alex: Record<string, string>;
  let fabrikam: number;
  let priceSheetId: number;
  let admin: postgres.Sql | undefined;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    [{ id: fabrikam }] = await app.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.domain, 'fabrikam.example'));
    alex = await asUser(app, 'alex@fabrikam.example', { company: fabrikam });
    const catalog = await app.inject({ method: 'GET', url: '/api/v1/catalog?range=[0,0]', headers: alex });
    priceSheetId = catalog.json()[0].offers[0].priceSheetId;
    if (app.database.kind === 'postgres') admin = postgres(app.database.url!, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await admin?.end();
    await app.close();
  });

  /** Ends every session of the app's database but the one asking, as a failover does (PGlite: nothing to cut). */
  const cutEveryConnection = async () => {
    await admin?.unsafe(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
  };
  const warmThePool = () =>
    Promise.all(
      Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/api/v1/subscriptions', headers: alex })),
    );
  const ordersWithKey = async (idempotencyKey: string) =>
    (
      await app.database.db
        .select({ total: count() })
        .from(orders)
        .where(and(eq(orders.companyId, fabrikam), eq(orders.idempotencyKey, idempotencyKey)))
    )[0]!.total;

  it('answers the next read and order as usual, and places each order once', async () => {
    for (let round = 0; round < rounds; round++) {
      await warmThePool();
      await cutEveryConnection();
      const idempotencyKey = `cut-${round}-${randomBytes(4).toString('hex')}`;
      const [read, order] = await Promise.all([
        app.inject({ method: 'GET', url: '/api/v1/subscriptions', headers: alex }),
        app.inject({
          method: 'POST',
          url: '/api/v1/orders',
          headers: alex,
          payload: { idempotencyKey, lines: [{ priceSheetId, quantity: 1 }] },
        }),
      ]);
      expect([round, read.statusCode, read.body.slice(0, 200)]).toEqual([round, 200, expect.any(String)]);
      // 201: a new order. A first attempt that had committed would make the retry answer 200, the order found.
      expect([round, order.statusCode, order.body.slice(0, 200)]).toEqual([round, 201, expect.any(String)]);
      expect(await ordersWithKey(idempotencyKey)).toBe(1);
    }
  });

  it('runs a transaction cut before its COMMIT again from its start, its first attempt rolled back', async () => {
    const name = `Cut midway ${randomBytes(4).toString('hex')}`;
    let attempts = 0;
    const answer = await app.database.db.transaction(async (tx) => {
      attempts++;
      await tx.insert(catalogs).values({ name });
      if (attempts === 1) await cutEveryConnection();
      await tx.select({ id: catalogs.id }).from(catalogs).where(eq(catalogs.name, name));
      return attempts;
    });
    const expectedAttempts = app.database.kind === 'postgres' ? 2 : 1;
    expect({ answer, attempts }).toEqual({ answer: expectedAttempts, attempts: expectedAttempts });
    expect(await app.database.db.select({ total: count() }).from(catalogs).where(eq(catalogs.name, name))).toEqual([
      { total: 1 },
    ]);
  });
});

describe('the retry rule after a lost connection', () => {
  const lost = (code: string) => Object.assign(new Error(`write ${code}`), { code });

  it('tells a statement that never ran from one lost in flight, and the pool closing from both', () => {
    expect(['57P01', '57P02', '57P03', 'ECONNREFUSED'].map((code) => connectionLossOf(lost(code)))).toEqual(
      Array(4).fill('not-run'),
    );
    expect(['CONNECTION_CLOSED', 'ECONNRESET', 'EPIPE'].map((code) => connectionLossOf(lost(code)))).toEqual(
      Array(3).fill('in-flight'),
    );
    const notLosses = ['CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT', '23505', '40001', '40P01'];
    expect(notLosses.map((code) => connectionLossOf(lost(code)))).toEqual(Array(notLosses.length).fill(undefined));
    expect(connectionLossOf(new Error('no code'))).toBeUndefined();
  });

  it('takes selects, and statements with common table expressions that change nothing, for reads', () => {
    expect(isRead('select "id" from "catalogs"')).toBe(true);
    expect(isRead('  (select 1) union (select 2)')).toBe(true);
    expect(isRead('with "offers" as (select 1) select * from "offers"')).toBe(true);
    expect(isRead('with gone as (delete from outbox returning id) select count(*) from gone')).toBe(false);
    expect(isRead('insert into "catalogs" ("name") values ($1)')).toBe(false);
    expect(isRead('update outbox set attempts = attempts + 1')).toBe(false);
  });

  it('retries what never ran, and a read or an uncommitted transaction lost in flight, never a lost write', () => {
    expect(mayRetry(lost('57P01'), { isRepeatable: false })).toBe(true);
    expect(mayRetry(lost('CONNECTION_CLOSED'), { isRepeatable: true })).toBe(true);
    expect(mayRetry(lost('CONNECTION_CLOSED'), { isRepeatable: false })).toBe(false);
    expect(mayRetry(Object.assign(new Error('duplicate key'), { code: '23505' }), { isRepeatable: true })).toBe(false);
    expect(mayRetry(lost('CONNECTION_ENDED'), { isRepeatable: true })).toBe(false);
  });

  it('sends a read again and a write once, on a stand-in for postgres.js', async () => {
    const driver = standInDriver();
    const client = retryingLostConnections(driver.client, { pauseMs: 0 });
    driver.failNext(lost('CONNECTION_CLOSED'));
    expect(await client.unsafe('select 1', []).values()).toEqual([['select 1']]);
    driver.failNext(lost('CONNECTION_CLOSED'));
    await expect(client.unsafe('insert into t values (1)', [])).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    driver.failNext(lost('57P01'));
    expect(await client.unsafe('insert into t values (2)', [])).toEqual([{ sent: 'insert into t values (2)' }]);
    expect(driver.sent).toEqual([
      'select 1',
      'select 1',
      'insert into t values (1)',
      'insert into t values (2)',
      'insert into t values (2)',
    ]);
  });

  it('runs a transaction lost before COMMIT again, not one lost at COMMIT or whose body failed', async () => {
    const driver = standInDriver();
    const client = retryingLostConnections(driver.client, { pauseMs: 0 });
    const body = (tx: postgres.TransactionSql) => tx.unsafe('insert into t values (1)', []);

    driver.failNext(lost('ECONNRESET'));
    await client.begin(body);
    expect(driver.sent).toEqual(['begin', 'insert into t values (1)', 'begin', 'insert into t values (1)', 'commit']);

    driver.sent.length = 0;
    driver.failCommit(lost('CONNECTION_CLOSED'));
    await expect(client.begin(body)).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    expect(driver.sent).toEqual(['begin', 'insert into t values (1)', 'commit']);

    driver.sent.length = 0;
    driver.failNext(Object.assign(new Error('duplicate key'), { code: '23505' }));
    await expect(client.begin(body)).rejects.toMatchObject({ code: '23505' });
    expect(driver.sent).toEqual(['begin', 'insert into t values (1)', 'rollback']);

    // A loss met by a statement sent past the transaction (outside it: it may have taken) fails its body.
    driver.sent.length = 0;
    const pastIt = () => Promise.reject(lost('CONNECTION_CLOSED'));
    await expect(client.begin(pastIt)).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    expect(driver.sent).toEqual(['begin', 'rollback']);
  });
});

/**
 * Just enough of postgres.js for the retry rule: statements answer at once (or fail as told), and a transaction whose
 * connection is lost fails as postgres.js's does, when the connection closes, whatever its body is doing.
 */
function standInDriver() {
  const sent: string[] = [];
  let nextFailure: Error | undefined;
  let commitFailure: Error | undefined;
  let onConnectionLost: ((error: Error) => void) | undefined;
  const unsafe = (text: string) => {
    sent.push(text);
    const failure = nextFailure;
    nextFailure = undefined;
    if (failure && connectionLossOf(failure)) onConnectionLost?.(failure);
    const answer = failure ? Promise.reject(failure) : Promise.resolve([{ sent: text }]);
    return Object.assign(answer, { values: () => answer.then(() => [[text]]) });
  };
  const begin = (_options: string, body: (tx: unknown) => Promise<unknown>) =>
    new Promise((resolve, reject) => {
      sent.push('begin');
      onConnectionLost = reject;
      body({ unsafe }).then(
        (result) => {
          sent.push('commit');
          const failure = commitFailure;
          commitFailure = undefined;
          return failure ? reject(failure) : resolve(result);
        },
        (error: unknown) => {
          sent.push('rollback');
          reject(error);
        },
      );
    });
  return {
    client: { unsafe, begin } as unknown as postgres.Sql,
    sent,
    failNext: (error: Error) => void (nextFailure = error),
    failCommit: (error: Error) => void (commitFailure = error),
  };
}
