import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { companies, sessions } from '../../server/db/schema';
import { buildTestApp } from './support/app';
import { signIn } from './support/sign-in';

/** SQL past Drizzle, as another process or a person at psql would change the database. */
const runElsewhere = (database: Database, text: string) => database.runRaw(text);

describe('the access cache', () => {
  let app: FastifyInstance;
  let database: Database;
  let statements: string[];
  beforeAll(async () => {
    ({ app, database } = await buildTestApp());
    statements = [];
    database.watchStatements((text) => statements.push(text));
  });
  afterAll(() => app.close());

  const listOrders = (authorization: string, companyId: number) =>
    app.inject({ url: '/api/v1/orders', headers: { authorization, 'x-company-id': String(companyId) } });
  const fabrikamId = async () =>
    (await database.db.select().from(companies).where(eq(companies.name, 'Fabrikam, Inc.')))[0]!.id;

  it('answers a repeated call without reading the session or the company access again', async () => {
    const authorization = `Bearer ${await signIn(app, 'alex@fabrikam.example')}`;
    const fabrikam = await fabrikamId();
    expect((await listOrders(authorization, fabrikam)).statusCode).toBe(200);
    statements.length = 0;
    expect((await listOrders(authorization, fabrikam)).statusCode).toBe(200);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((text) => /"sessions"|"company_access"/.test(text))).toEqual([]);
    expect(statements.filter((text) => /"access_version"/.test(text))).toHaveLength(1);
  });

  it('moves the access version once per committed change, and not for a change rolled back', async () => {
    const version = async () =>
      Number((await database.runRaw('select version from access_version'))[0]!['version' as never]);
    const before = await version();
    await database.runRaw(`update companies set domain = domain where name = 'Tailspin Toys'`);
    expect(await version()).toBe(before + 1);
    await database.db.transaction(async (tx) => {
      await tx.update(companies).set({ domain: 'tailspin.example' }).where(eq(companies.name, 'Tailspin Toys'));
      await tx.update(companies).set({ domain: 'tailspin.example' }).where(eq(companies.name, 'Tailspin Toys'));
    });
    expect(await version()).toBe(before + 2);
    await database.db
      .transaction(async (tx) => {
        await tx.update(companies).set({ domain: 'x.example' }).where(eq(companies.name, 'Tailspin Toys'));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await version()).toBe(before + 2);
  });

  it('forgets at once what this process changes: a revoked session is refused on the next call', async () => {
    const authorization = `Bearer ${await signIn(app, 'sam@northwind.example')}`;
    expect((await app.inject({ url: '/api/v1/user/profile', headers: { authorization } })).statusCode).toBe(200);
    await database.db.update(sessions).set({ revokedAt: new Date() });
    expect((await app.inject({ url: '/api/v1/user/profile', headers: { authorization } })).statusCode).toBe(401);
  });

  it('forgets what another process changes: a disable, then a revoked company access', async () => {
    // Megan, whom no other test here signs in: her access and her account are this test's to take away.
    const authorization = `Bearer ${await signIn(app, 'megan@fabrikam.example')}`;
    const fabrikam = await fabrikamId();
    expect((await listOrders(authorization, fabrikam)).statusCode).toBe(200);
    await runElsewhere(
      database,
      `delete from company_access where company_id = ${fabrikam} and user_id = (select id from users where email = 'megan@fabrikam.example')`,
    );
    // The very next call: the access version moved on with the change's commit.
    expect((await listOrders(authorization, fabrikam)).statusCode).toBe(403);

    expect((await app.inject({ url: '/api/v1/user/profile', headers: { authorization } })).statusCode).toBe(200);
    await runElsewhere(database, `update users set is_disabled = true where email = 'megan@fabrikam.example'`);
    expect((await app.inject({ url: '/api/v1/user/profile', headers: { authorization } })).statusCode).toBe(401);
  });
});
