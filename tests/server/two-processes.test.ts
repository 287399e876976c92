import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { companies, users } from '../../server/db/schema';
import { buildTestApp, portalFixtureDir } from './support/app';
import { appendProofFigures } from './support/proof-report';
import { signIn, asUser } from './support/sign-in';

// Two servers on one database, each with its own access cache and its own connections, as two processes behind a
// load balancer are. On PostgreSQL (CI runs this suite there too) their requests run truly in parallel.
// A thousand rounds where races are real (PostgreSQL); on PGlite, which runs one statement at a time, every round
// goes the same way, and 25 tell a missed revoke as surely as more.
const rounds = Number(process.env.REVOKE_ROUNDS ?? (inject('templateDatabaseUrl') ? 1000 : 25));

describe('two servers on one database', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let database: Database;
  let secondDatabase: Database | null = null;
  let support: Record<string, string>;
  let alex: Record<string, string>;
  let access: string;

  beforeAll(async () => {
    ({ app: first, database } = await buildTestApp());
    // The second process: its own pool on the same PostgreSQL database; on PGlite (one in-process database) the
    // same database object, which still gives it a cache of its own.
    const { url } = database as Database & { url?: string };
    secondDatabase = url ? await openDatabase({ databaseUrl: url }) : null;
    second = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: portalFixtureDir }),
      database: secondDatabase ?? database,
    });
    const [tailspin] = await database.db.select().from(companies).where(eq(companies.name, 'Tailspin Toys'));
    const [alexRow] = await database.db.select().from(users).where(eq(users.email, 'alex@fabrikam.example'));
    access = `/api/v1/multi-tenant/companies/${tailspin!.id}/users/${alexRow!.id}/access`;
    support = await asUser(first, 'support@contoso.example');
    alex = {
      authorization: `Bearer ${await signIn(first, 'alex@fabrikam.example')}`,
      'x-company-id': String(tailspin!.id),
    };
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
  });

  it(`never serves a revoked access through the other server on the very next call (${rounds} rounds)`, async () => {
    let served = 0;
    for (let round = 0; round < rounds; round++) {
      const granted = await first.inject({
        method: 'POST',
        url: access,
        headers: support,
        payload: { role: 'viewer' },
      });
      expect(granted.statusCode).toBeLessThan(300);
      // The other server learns the grant and keeps it in its cache.
      expect((await second.inject({ url: '/api/v1/orders', headers: alex })).statusCode).toBe(200);
      expect((await second.inject({ url: '/api/v1/orders', headers: alex })).statusCode).toBe(200);
      expect((await first.inject({ method: 'DELETE', url: access, headers: support })).statusCode).toBe(204);
      if ((await second.inject({ url: '/api/v1/orders', headers: alex })).statusCode !== 403) served++;
    }
    appendProofFigures('revokes', { database: database.kind, rounds, served });
    expect(served).toBe(0);
  }, 600_000);
});
