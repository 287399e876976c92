// docs/api-routes.md is the server's route table as it is: every route, its policy, the file of its handler.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiAreaFiles, apiAreaPrefix } from '../../server/http/api-areas';
import { buildTestApp } from './support/app';
import { routeFiles, routeTable } from './support/route-table';

describe('the route table', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  afterAll(() => app.close());

  const apiRoutes = () =>
    app.routePolicies.filter((route) => route.url.startsWith('/api/v1/') || route.url === '/health');
  const routeFilesOf = () =>
    routeFiles(
      process.cwd(),
      execFileSync('git', ['ls-files', 'server/routes'], { encoding: 'utf8' }).split('\n').filter(Boolean),
    );

  it('names, for every API route, the one file under server/routes/ whose address is its own', () => {
    const fileOf = routeFilesOf();
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(70);
    for (const route of routes) {
      const file = fileOf(route);
      expect(file, `${route.method} ${route.url}`).toBeDefined();
      // The file is named by the address: each of its folders and its name is a segment of the route's path.
      const segments = route.url.split('/').filter((segment) => segment && !segment.startsWith(':'));
      const names = file!
        .replace(/^server\/routes\//, '')
        .replace(/\.ts$/, '')
        .split('/');
      expect(
        names.every((name) => segments.includes(name)),
        `${route.method} ${route.url} is in ${file}`,
      ).toBe(true);
    }
  });

  it('registers every file under server/routes/ but auth.ts and health.ts at the address its place gives it', () => {
    expect(apiAreaPrefix('partner/orders.ts')).toBe('/api/v1/partner');
    expect(apiAreaPrefix('catalog/partner/items.ts')).toBe('/api/v1/catalog/partner');
    expect(apiAreaPrefix('catalog.ts')).toBe('/api/v1/catalog');
    const files = apiAreaFiles();
    expect(files).toContain('multi-tenant/users.ts');
    expect(files).not.toContain('auth.ts');
    expect(files).not.toContain('health.ts');
    // Each file's handlers answer on the server under its prefix.
    const fileOf = routeFilesOf();
    const routes = apiRoutes();
    for (const file of files) {
      const answered = routes.filter((route) => fileOf(route) === `server/routes/${file}`);
      expect(answered.length, file).toBeGreaterThan(0);
      expect(
        answered.every((route) => route.url.startsWith(apiAreaPrefix(file))),
        file,
      ).toBe(true);
    }
  });

  it('is written down in docs/api-routes.md as the server has it', () => {
    const expected = routeTable(apiRoutes(), routeFilesOf());
    // `npm run docs:routes` writes it.
    if (process.env.WRITE_ROUTE_TABLE) writeFileSync('docs/api-routes.md', expected);
    expect(readFileSync('docs/api-routes.md', 'utf8'), 'run `npm run docs:routes`').toBe(expected);
  });
});
