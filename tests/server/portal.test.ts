import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readdirSync, readFileSync } from 'node:fs';
import { isPortalPath, portalRoutes } from '../../common/portal-routes';
import { buildTestApp } from './support/app';

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('serving the built portal', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  afterAll(() => app.close());

  it('answers a portal route with index.html, 200 and no caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { 'user-agent': chrome } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('shows progress from the first bytes: the shell, before any JavaScript, has a moving progress bar', () => {
    const shell = readFileSync('index.html', 'utf8');
    expect(shell).toMatch(/<div class="shell-progress" role="progressbar" aria-label="Loading the portal">/);
    expect(shell).toMatch(/\.shell-progress::before \{[^}]*animation: shell-progress/);
    // Still, for a person who asks for less motion.
    expect(shell).toMatch(/prefers-reduced-motion: reduce\) \{ \.shell-progress::before \{ animation: none/);
  });

  it('answers any other path with index.html and 404, so the portal shows "Page not found"', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page?x=1', headers: { 'user-agent': chrome } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('gives crawlers the status with a plain body instead of the interactive page', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page', headers: { 'user-agent': googlebot } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe('Page not found');
  });

  it('answers 404 below an area for what is no screen of it, 200 for its screens and records', async () => {
    const statusOf = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: { 'user-agent': googlebot } })).statusCode;
    for (const url of ['/admin/nope', '/partner-admin/nope/1', '/subscriptions/abc/show', '/orders/x', '/catalog/-1']) {
      expect(await statusOf(url), url).toBe(404);
    }
    for (const url of [
      '/admin',
      '/admin/people',
      '/partner-admin/catalogs/3',
      '/subscriptions/12/show',
      '/catalog/7',
    ]) {
      expect(await statusOf(url), url).toBe(200);
    }
  });

  it('knows every screen area the portal declares (its react-admin resources)', () => {
    // Each is registered by its folder's index (src/resources/registry.ts lists them), its name first.
    const folder = new URL('../../src/resources/', import.meta.url);
    const indexes = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /(^|\/)index\.tsx?$/.test(file),
    );
    const resources = indexes.flatMap((file) =>
      [...readFileSync(new URL(file, folder), 'utf8').matchAll(/^ {2}name: '([^']+)',$/gm)].map((match) => match[1]!),
    );
    const below = (area: 'admin' | 'partnerAdmin') => portalRoutes[area].children as readonly string[];
    for (const resource of resources) {
      const [area, screen] = resource.split('/');
      if (area === 'admin') expect(below('admin'), resource).toContain(screen);
      else if (area === 'partner-admin') expect(below('partnerAdmin'), resource).toContain(screen);
      else expect(isPortalPath(`/${resource}`), resource).toBe(true);
    }
    expect(resources.length).toBeGreaterThan(10);
  });

  it('answers an unknown API path with the JSON error shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['POST', '/api/v1/nothing-here'],
      ['DELETE', '/somewhere'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('caches hashed assets for good', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the security headers on pages and on the API', async () => {
    for (const url of ['/', '/health']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBeDefined();
    }
  });
});
