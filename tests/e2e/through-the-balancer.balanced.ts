// Production's shape (issue 16): two server processes behind nginx on one PostgreSQL database. Every request here
// goes through the balancer, which alternates between the processes, so each step below is served by both: the
// sign-in, a revoke, a disable, a logout, the sign-in rate limit and the clock's sweeps.
// Run by `.ci/run` (vitest.balanced.config.ts), which has PostgreSQL and Debian's nginx.
import http from 'node:http';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBalancedServers } from '../server/support/balancer';
import { signInOverHttp } from '../server/support/sign-in';
import { startSmtpSink } from '../server/support/smtp-sink';

type Pair = Awaited<ReturnType<typeof startBalancedServers>>;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('The balanced suite needs a PostgreSQL server: set DATABASE_URL (.ci/run does).');

/** Sign-in attempts each process allows an address per minute here: low, to reach it quickly. */
const perProcessLimit = 20;

describe('two processes behind nginx on one PostgreSQL database', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let pair: Pair;
  let sql: postgres.Sql;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    pair = await startBalancedServers(databaseUrl, {
      SMTP_URL: smtp.url,
      AUTH_RATE_LIMIT_PER_MINUTE: String(perProcessLimit),
    });
    sql = postgres(pair.databaseUrl, { max: 2, onnotice: () => {} });
  }, 180_000);
  afterAll(async () => {
    await sql?.end();
    await pair?.stop();
    await smtp?.close();
  });

  const call = async (path: string, token: string, init: RequestInit & { company?: number } = {}) => {
    const response = await fetch(`${pair.baseUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.company ? { 'x-company-id': String(init.company) } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
    const text = await response.text();
    return {
      status: response.status,
      upstream: response.headers.get('x-upstream') ?? '',
      body: text ? (JSON.parse(text) as unknown) : null,
    };
  };
  /** Calls `path` until both processes have answered; the statuses each gave. */
  const onBothProcesses = async (path: string, token: string, company?: number) => {
    const statuses = new Map<string, number[]>();
    for (let attempt = 0; attempt < 6; attempt++) {
      const { status, upstream } = await call(path, token, { company });
      statuses.set(upstream, [...(statuses.get(upstream) ?? []), status]);
    }
    expect([...statuses.keys()].sort()).toEqual([...pair.upstreams].sort());
    return [...statuses.values()].flat();
  };
  const idOf = async (query: postgres.PendingQuery<{ id: number }[]>) => (await query)[0]!.id;

  it('spreads consecutive requests over both processes', async () => {
    const upstreams = new Set<string>();
    for (let attempt = 0; attempt < 4; attempt++) {
      upstreams.add((await fetch(`${pair.baseUrl}/health`)).headers.get('x-upstream') ?? '');
    }
    expect([...upstreams].sort()).toEqual([...pair.upstreams].sort());
  });

  it('signs in whichever process each step of the sign-in reaches, and the session holds on both', async () => {
    for (const email of ['alex@fabrikam.example', 'sam@northwind.example', 'partner.admin@contoso.example']) {
      const token = await signInOverHttp(pair.baseUrl, email);
      expect(await onBothProcesses('/api/v1/multi-tenant/user/companies', token)).toEqual(Array(6).fill(200));
    }
  });

  it('refuses a revoked access on the very next call, whichever process serves it (200 rounds)', async () => {
    const support = await signInOverHttp(pair.baseUrl, 'support@contoso.example');
    const alex = await signInOverHttp(pair.baseUrl, 'alex@fabrikam.example');
    const tailspin = await idOf(sql`select id from companies where name = 'Tailspin Toys'`);
    const alexId = await idOf(sql`select id from users where email = 'alex@fabrikam.example'`);
    const access = `/api/v1/multi-tenant/companies/${tailspin}/users/${alexId}/access`;
    let served = 0;
    for (let round = 0; round < 200; round++) {
      const granted = await call(access, support, { method: 'POST', body: JSON.stringify({ role: 'viewer' }) });
      expect(granted.status).toBeLessThan(300);
      // Both processes learn the grant and keep it in their caches.
      expect((await call('/api/v1/orders', alex, { company: tailspin })).status).toBe(200);
      expect((await call('/api/v1/orders', alex, { company: tailspin })).status).toBe(200);
      expect((await call(access, support, { method: 'DELETE' })).status).toBe(204);
      if ((await call('/api/v1/orders', alex, { company: tailspin })).status !== 403) served++;
    }
    expect(served).toBe(0);
  }, 300_000);

  it('ends every session of a disabled person on both processes, and a re-enable does not bring them back', async () => {
    const support = await signInOverHttp(pair.baseUrl, 'support@contoso.example');
    const sam = await signInOverHttp(pair.baseUrl, 'sam@northwind.example');
    const samId = await idOf(sql`select id from users where email = 'sam@northwind.example'`);
    expect(await onBothProcesses('/api/v1/multi-tenant/user/companies', sam)).toEqual(Array(6).fill(200));
    const person = `/api/v1/multi-tenant/users/${samId}`;
    const disable = await call(person, support, { method: 'PATCH', body: JSON.stringify({ isDisabled: true }) });
    expect(disable.status).toBe(200);
    expect(await onBothProcesses('/api/v1/multi-tenant/user/companies', sam)).toEqual(Array(6).fill(401));
    const enable = await call(person, support, { method: 'PATCH', body: JSON.stringify({ isDisabled: false }) });
    expect(enable.status).toBe(200);
    expect(await onBothProcesses('/api/v1/multi-tenant/user/companies', sam)).toEqual(Array(6).fill(401));
    const again = await signInOverHttp(pair.baseUrl, 'sam@northwind.example');
    expect(await onBothProcesses('/api/v1/multi-tenant/user/companies', again)).toEqual(Array(6).fill(200));
  });

  it('ends a session at logout on both processes', async () => {
    const alex = await signInOverHttp(pair.baseUrl, 'alex@fabrikam.example');
    expect(await onBothProcesses('/api/v1/multi-tenant/user/companies', alex)).toEqual(Array(6).fill(200));
    expect((await call('/api/v1/auth/logout', alex, { method: 'POST' })).status).toBe(200);
    expect(await onBothProcesses('/api/v1/multi-tenant/user/companies', alex)).toEqual(Array(6).fill(401));
  });

  it('sweeps time once between the processes: each reminder emailed once, each due term renewed once', async () => {
    // Both processes ran their catch-up sweeps at start, at the same moment.
    const toAlex = () => smtp.received.filter((email) => email.to === 'alex@fabrikam.example');
    for (let waited = 0; toAlex().length === 0 && waited < 90; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(toAlex().length, pair.output()).toBeGreaterThan(0);
    // The sweeps' emails: the grants and revokes of the rounds above are told to Alex each time, which is no sweep.
    const sweepKinds = ['renewal_reminder', 'subscription_renewed', 'subscription_expired', 'access_expiring'];
    const sweepEmails = new Set(
      (
        await sql<{ line: string }[]>`
        select to_address || ' ' || subject as line from outbox where kind in ${sql(sweepKinds)}`
      ).map((row) => row.line),
    );
    const sent = smtp.received.map((email) => `${email.to} ${email.subject}`).filter((line) => sweepEmails.has(line));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBe(new Set(sent).size);
    const renewals = await sql<{ objectId: string; times: number }[]>`
      select object_id as "objectId", count(*)::int as times from activity_log
      where action = 'subscription.renewed' group by object_id`;
    expect(renewals.length).toBeGreaterThan(0);
    expect(renewals.filter((renewal) => renewal.times > 1)).toEqual([]);
    // Neither process's sweep failed (a lost race between them would show here).
    const failures = await call(
      '/api/v1/partner/job-failures',
      await signInOverHttp(pair.baseUrl, 'partner.admin@contoso.example'),
    );
    expect(failures.status).toBe(200);
    expect(failures.body).toEqual([]);
  });

  it('counts sign-in attempts per client address behind nginx, and believes no client’s own X-Forwarded-For', async () => {
    // From 127.0.0.2, each attempt naming another address of its own: the budget (one per process) still runs out.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 2 * perProcessLimit + 2; attempt++) {
      statuses.push(await attemptSignIn('127.0.0.2', `198.51.100.${attempt}`));
    }
    expect(statuses.slice(0, 2 * perProcessLimit)).not.toContain(429);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    // Another client's budget is its own.
    expect(await attemptSignIn('127.0.0.3')).toBe(400);
  });

  /** A sign-in with a body the server refuses (400), sent from `localAddress` through nginx. */
  const attemptSignIn = (localAddress: string, forwardedFor?: string) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL('/api/v1/auth/login', pair.baseUrl);
      const request = http.request(
        {
          host: '127.0.0.1',
          port: url.port,
          path: url.pathname,
          method: 'POST',
          localAddress,
          headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end('{}');
    });
});
