import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '../../common/api';
import { buildTestApp } from './support/app';

type Operation = {
  requestBody?: { required: boolean };
  responses: Record<string, { content?: Record<string, unknown> }>;
};
/** The document's address of a route: /a/:id → /a/{id}. */
const documented = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('API reference', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  afterAll(() => app.close());

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/health'].get.responses['200'].content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { status: { enum: ['ok'] } },
    });
    expect(document.paths['/health'].get.responses['503']).toBeDefined();
  });

  it('says what every operation answers: no body on a 204, 400 and 413 where a body is sent, optional bodies optional', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.values(document.paths as Record<string, Record<string, Operation>>).flatMap((methods) =>
      Object.values(methods),
    );
    expect(operations.length).toBeGreaterThan(60);
    for (const operation of operations) {
      expect(operation.responses['204']?.content).toBeUndefined();
      if (operation.requestBody)
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '413']));
    }
    const fromTemplate = document.paths['/api/v1/catalog/partner/catalogs/from-template/{templateId}'].post;
    expect(fromTemplate.requestBody.required).toBe(false);
    expect(document.paths['/api/v1/catalog/partner/catalogs'].post.requestBody.required).toBe(true);
  });

  it('answers every signed-in operation, called signed out, with a documented 401 in the error shape', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const guarded = app.routePolicies.filter((route) => route.access !== 'open' && route.url.startsWith('/api/'));
    expect(guarded.length).toBeGreaterThan(60);
    for (const route of guarded) {
      const operation = document.paths[documented(route.url)]?.[route.method.toLowerCase()] as Operation | undefined;
      expect(operation, `${route.method} ${route.url} is in the reference`).toBeDefined();
      expect(Object.keys(operation!.responses), `${route.method} ${route.url}`).toContain('401');
      const answer = await app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z]+/g, '1'),
        ...(route.hasBody ? { payload: {} } : {}),
      });
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(errorResponseSchema.safeParse(answer.json()).success, `${route.method} ${route.url}`).toBe(true);
    }
  });

  it('refuses a body over the limit with a documented 413 in the error shape', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(6 * 1024 * 1024) }),
    });
    expect(answer.statusCode).toBe(413);
    expect(errorResponseSchema.parse(answer.json())).toMatchObject({ statusCode: 413 });
  });

  it('shows a readable reference page at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
