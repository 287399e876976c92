// What one request may cost (issue 29): an address of 16,000 slashes, a body nested 10,000 levels deep, megabytes to
// the sign-in, an update that changes nothing. Each answered in words (414, 400, 413, 200 unchanged), never a 500,
// and in time that grows with its length, not its square.
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bodyBudget,
  maxJsonDepth,
  maxUrlLength,
  nestsDeeperThan,
  oneLargeListAtATime,
  waitForBodyBudget,
} from '../../server/http/request-limits';
import { findUnstorableText } from '../../server/http/storable-text';
import { isPortalPath } from '../../common/portal-routes';
import { buildTestApp } from './support/app';
import { asUser } from './support/sign-in';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** The milliseconds `work` takes, the least of a few runs (a busy machine only ever adds). */
function fastestOf(work: () => unknown, runs = 5) {
  let fastest = Infinity;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

describe('the cost of a path and a body', () => {
  it('reads a path of slashes in time linear in its length, as a path of letters', () => {
    const slashes = `${'/'.repeat(16_000)}x`;
    const letters = `/${'a'.repeat(16_000)}`;
    expect(isPortalPath(slashes)).toBe(false);
    expect(isPortalPath('/orders///')).toBe(true);
    // Quadratic, the slashes took 100 times the letters; linear, the same order.
    expect(fastestOf(() => isPortalPath(slashes))).toBeLessThan(fastestOf(() => isPortalPath(letters)) * 10 + 1);
  });

  it('measures nesting in one pass, strings and their escapes skipped', () => {
    expect(nestsDeeperThan(nested(maxJsonDepth), maxJsonDepth)).toBe(false);
    expect(nestsDeeperThan(nested(maxJsonDepth + 1), maxJsonDepth)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ name: '[[[[["\\[' }), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify([{ a: [{ b: ['x'] }] }]), 4)).toBe(true);
  });

  it('walks a value nested beyond the stack without overflowing it', () => {
    let deep: unknown = 'text\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(100_000);
    expect(findUnstorableText({ a: 'fine', b: ['also', { c: 'bad\u0000' }] })).toEqual(['b', '1', 'c']);
  });
});

describe('what one address may make the server read', () => {
  it('lets small bodies through at once and makes large ones take turns, refusing a wait too long', () => {
    const at = 1_000_000;
    const megabyte = bodyBudget.bytesPerSecond;
    expect(waitForBodyBudget('10.0.0.1', 1000, at)).toBe(0);
    expect(waitForBodyBudget('10.0.0.1', megabyte, at)).toBe(0);
    // The second megabyte is read a second later; a half megabyte sent half a second later is read after it, at 1.5 s.
    expect(waitForBodyBudget('10.0.0.1', megabyte, at)).toBe(1000);
    expect(waitForBodyBudget('10.0.0.1', megabyte / 2, at + 500)).toBe(1000);
    // Another address has its own budget.
    expect(waitForBodyBudget('10.0.0.2', megabyte, at)).toBe(0);
    expect(waitForBodyBudget('10.0.0.3', megabyte * 20, at)).toBeNull();
  });
});

describe('one address’s exports', () => {
  it('run one after another, while another address’s run at once, and a small list never waits', async () => {
    const app = Fastify();
    oneLargeListAtATime(app);
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    app.get<{ Querystring: { who: string } }>('/list', async (request) => {
      started.push(request.query.who);
      await new Promise<void>((resolve) => finish.set(request.query.who, resolve));
      return 'rows';
    });
    const list = (who: string, remoteAddress: string, range = '[0,999]') =>
      app.inject({ method: 'GET', url: `/list?who=${who}&range=${encodeURIComponent(range)}`, remoteAddress });
    const answers = [
      list('a1', '10.1.0.1'),
      list('a2', '10.1.0.1'),
      list('b1', '10.1.0.2'),
      list('a-page', '10.1.0.1', '[0,24]'),
    ];
    await vi.waitFor(() => expect(started.sort()).toEqual(['a-page', 'a1', 'b1']));
    finish.get('a1')!();
    await vi.waitFor(() => expect(started).toContain('a2'));
    for (const who of ['a2', 'b1', 'a-page']) finish.get(who)!();
    expect((await Promise.all(answers)).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    await app.close();
  });
});

describe('requests that cost more than any person’s', () => {
  let app: FastifyInstance;
  let partner: Record<string, string>;
  let alex: Record<string, string>;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
    partner = await asUser(app, 'partner.admin@contoso.example');
    alex = await asUser(app, 'alex@fabrikam.example');
  });
  afterAll(() => app.close());

  it('answers 414 to an address longer than any the portal makes, signed in or not', async () => {
    const long = await app.inject({ method: 'GET', url: `/${'/'.repeat(maxUrlLength)}x` });
    expect(long.statusCode).toBe(414);
    expect(long.json().message).toContain('longer than');
    const api = await app.inject({ method: 'GET', url: `/api/v1/orders?q=${'a'.repeat(maxUrlLength)}`, headers: alex });
    expect(api.statusCode).toBe(414);
    const within = await app.inject({ method: 'GET', url: `/${'/'.repeat(8000)}x` });
    expect(within.statusCode).toBe(404);
  });

  it('refuses a body nested deeper than any schema, on every route that takes a body, with or without a session', async () => {
    const routes = app.routePolicies.filter((route) => route.hasBody && route.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(20);
    let refusedForDepth = 0;
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      for (const headers of [{}, partner, alex]) {
        const response = await app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: nested(10_000),
        });
        // Without a session or the right role the body is never read (401, 403); otherwise it is refused for its depth.
        expect([400, 401, 403], `${route.method} ${url}: ${response.body}`).toContain(response.statusCode);
        if (response.statusCode === 400) {
          expect(response.json().message).toContain(`more than ${maxJsonDepth} levels deep`);
          refusedForDepth++;
        }
      }
    }
    expect(refusedForDepth).toBeGreaterThanOrEqual(routes.length);
  });

  it('takes kilobytes, not megabytes, at the sign-in routes, where nobody is signed in yet', async () => {
    const padding = 'x'.repeat(64 * 1024);
    for (const url of ['/api/v1/auth/login', '/api/v1/auth/exchange-code']) {
      const response = await app.inject({ method: 'POST', url, payload: { code: padding, state: 's' } });
      expect(response.statusCode, url).toBe(413);
      expect(response.json().message).toBe('The request body is too large');
      // Not read to its end to keep the connection: the connection ends.
      expect(response.headers.connection).toBe('close');
    }
    // A signed-in route still takes a large body (a bulk edit of thousands of ids).
    const bulk = await app.inject({
      method: 'POST',
      url: '/api/v1/orders/quote',
      headers: alex,
      payload: { lines: [], padding },
    });
    expect(bulk.statusCode).toBe(400);
  });

  it('answers an update that changes nothing with 200 and the record as it was, or 400, on every update route', async () => {
    const people = { partner, support: await asUser(app, 'support@contoso.example'), alex };
    const updates = app.routePolicies.filter((route) => route.method === 'PUT' || route.method === 'PATCH');
    expect(updates.length).toBeGreaterThan(10);
    for (const route of updates) {
      for (const [who, headers] of Object.entries(people)) {
        const url = route.url.replace(/:[A-Za-z]+/g, '1');
        const before = await app.inject({ method: 'GET', url, headers });
        const response = await app.inject({ method: route.method as 'PUT', url, headers, payload: {} });
        expect([200, 400, 403, 404], `${route.method} ${url} as ${who}: ${response.body}`).toContain(
          response.statusCode,
        );
        if (response.statusCode === 200 && before.statusCode === 200) {
          // The answer may be the record's short form (a template without its items): what it holds is unchanged.
          expect(before.json(), `${route.method} ${url}`).toMatchObject(response.json());
        }
      }
    }
  });
});

describe('the built-in identity provider in front of a cache', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' }));
  });
  afterAll(() => app.close());

  it('names its endpoints from the public address, whatever X-Forwarded-Host and X-Forwarded-Proto say', async () => {
    const discovery = await app.inject({
      method: 'GET',
      url: '/idp/.well-known/openid-configuration',
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'evil.example' },
    });
    expect(discovery.statusCode).toBe(200);
    const { issuer, authorization_endpoint, token_endpoint, jwks_uri } = discovery.json();
    const origin = new URL(issuer).origin;
    expect(origin).toBe(app.config.publicUrl);
    for (const endpoint of [authorization_endpoint, token_endpoint, jwks_uri]) {
      expect(new URL(endpoint).origin).toBe(origin);
    }
  });

  it('limits the calls one address makes to it, as the portal’s own sign-in', async () => {
    const answers = [];
    for (let call = 0; call < 20; call++)
      answers.push(await app.inject({ method: 'GET', url: '/idp/auth?client_id=x' }));
    const served = answers.filter((answer) => answer.statusCode !== 429);
    // Eight times the sign-in's limit of 2 a minute (one sign-in makes five or six provider calls).
    expect(served.length).toBeGreaterThan(0);
    expect(served.length).toBeLessThanOrEqual(2 * 8);
    expect(answers.at(-1)!.statusCode).toBe(429);
    expect(answers.at(-1)!.headers['retry-after']).toBeDefined();
  });
});
