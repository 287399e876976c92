// docs/api-routes.md is the server's route table as it is: every route, its policy, the file of its handler.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
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

  it('is written down in docs/api-routes.md as the server has it', () => {
    const expected = routeTable(apiRoutes(), routeFilesOf());
    // `npm run docs:routes` writes it.
    if (process.env.WRITE_ROUTE_TABLE) writeFileSync('docs/api-routes.md', expected);
    expect(readFileSync('docs/api-routes.md', 'utf8'), 'run `npm run docs:routes`').toBe(expected);
  });
});
