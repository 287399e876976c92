// The security headers on every answer: the portal's pages and assets, every registered API route (read from
// the route table, so a new route is covered), errors and the built-in provider. HSTS matters over HTTPS only
// (browsers ignore it over plain HTTP): behind a proxy that says x-forwarded-proto https, or at an https PUBLIC_URL.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppBeside, buildTestApp } from './support/app';
import { signIn } from './support/sign-in';

const oneYear = 365 * 24 * 60 * 60;

function directivesOf(response: LightMyRequestResponse) {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSafeHeaders(response: LightMyRequestResponse, label: string) {
  const directives = directivesOf(response);
  const scriptSources = directives.get('script-src') ?? directives.get('default-src');
  expect(scriptSources, `${label}: a script source`).toBeDefined();
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", 'data:', '*']) {
    expect(scriptSources, `${label}: script-src without ${unsafe}`).not.toContain(unsafe);
    expect(directives.get('script-src-attr') ?? [], `${label}: script-src-attr without ${unsafe}`).not.toContain(
      unsafe,
    );
  }
  expect(directives.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(directives.get('base-uri'), `${label}: base-uri`).toEqual(["'none'"]);
  expect(directives.get('object-src'), `${label}: object-src`).toEqual(["'none'"]);
  expect(response.headers['x-content-type-options'], `${label}: X-Content-Type-Options`).toBe('nosniff');
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
    response.headers['referrer-policy'],
  );
}

function expectHsts(response: LightMyRequestResponse, label: string) {
  const hsts = String(response.headers['strict-transport-security'] ?? '');
  const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
  expect(maxAge, `${label}: HSTS max-age of a year or more (${hsts})`).toBeGreaterThanOrEqual(oneYear);
}

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  afterAll(() => app.close());

  const portalAnswers = ['/', '/login', '/dashboard', '/no/such/page', '/assets/app-abc123.js'];
  const otherAnswers = [
    '/health',
    '/api/openapi.json',
    '/api/v1/nothing-here',
    '/idp/.well-known/openid-configuration',
    '/idp/auth?client_id=nobody',
  ];

  it('on the portal’s pages and assets, and on answers outside the route table', async () => {
    for (const url of [...portalAnswers, ...otherAnswers]) {
      expectSafeHeaders(await app.inject({ method: 'GET', url }), url);
    }
  });

  it('on every registered API route, refused or not', async () => {
    expect(app.routePolicies.length).toBeGreaterThan(40);
    for (const route of app.routePolicies) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z]+/g, '1'),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expectSafeHeaders(response, `${route.method} ${route.url} (${response.statusCode})`);
    }
  });

  it('with Cache-Control: no-store on every guarded API route, and on an open one called with a session', async () => {
    const token = await signIn(app, 'alex@fabrikam.example');
    for (const route of app.routePolicies.filter((route) => route.access !== 'open')) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z]+/g, '1'),
        headers: { authorization: `Bearer ${token}` },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.headers['cache-control'], `${route.method} ${route.url}`).toBe('no-store');
    }
    const verify = await app.inject({ url: '/api/v1/auth/verify', headers: { authorization: `Bearer ${token}` } });
    expect(verify.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/health' })).headers['cache-control']).not.toBe('no-store');
  });

  it('with HSTS for a year when served over HTTPS behind a proxy', async () => {
    for (const url of ['/', '/health', '/api/v1/auth/config', '/api/v1/user/profile']) {
      expectHsts(await app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } }), url);
    }
  });

  it('with HSTS for a year when the portal’s public address is https', async () => {
    const secure = await buildAppBeside(app, { PUBLIC_URL: 'https://portal.example.com' });
    try {
      for (const url of ['/', '/api/v1/auth/config']) expectHsts(await secure.inject({ method: 'GET', url }), url);
    } finally {
      await secure.close();
    }
  });

  it('on the API reference pages (swagger-ui’s own CSP, made as strict)', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      expectSafeHeaders(await app.inject({ method: 'GET', url }), url);
    }
  });
});
