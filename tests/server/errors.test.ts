import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict, forbidden, registerErrorHandling } from '../../server/http/errors';
import { registerJsonParser } from '../../server/http/request-limits';

describe('the one error shape', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    registerJsonParser(app);
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.put(
      '/things/:id',
      {
        schema: {
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: z.strictObject({ quantity: z.number().int().min(1) }),
        },
      },
      async (request) => ({ id: request.params.id, quantity: request.body.quantity }),
    );
    typed.post('/actions/:id/cancel', { schema: { params: z.object({ id: z.coerce.number() }) } }, async (request) => ({
      cancelled: request.params.id,
    }));
    typed.get('/forbidden', async () => {
      throw forbidden();
    });
    typed.get('/refused', async () => {
      throw conflict('Northwind already has Enterprise', {
        code: 'assignment_overlap_open',
        params: { company: 'Northwind', catalog: 'Enterprise' },
      });
    });
    typed.get('/crash', async () => {
      throw new Error('secret internal detail');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('refuses an undeclared field with 400', async () => {
    const response = await app.inject({ method: 'PUT', url: '/things/1', payload: { quantity: 2, role: 'admin' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid request body: .*role/);
  });

  it('names the field and the rule it broke, in words and as codes the portal words in its language', async () => {
    const response = await app.inject({ method: 'PUT', url: '/things/1', payload: { quantity: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('quantity');
    expect(response.json()).toMatchObject({
      code: 'invalid_request',
      fields: [{ field: 'quantity', code: 'too_small_number', minimum: 1, message: expect.any(String) }],
    });
  });

  it('answers a refusal’s code and the values its sentence names', async () => {
    const response = await app.inject({ method: 'GET', url: '/refused' });
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Northwind already has Enterprise',
      code: 'assignment_overlap_open',
      params: { company: 'Northwind', catalog: 'Enterprise' },
    });
  });

  it('says when the body is not JSON', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/things/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"quantity": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is not valid JSON',
    });
  });

  it('takes an empty JSON body as no body, as the portal sends it on a POST without data', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/actions/3/cancel',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cancelled: 3 });
  });

  it('says when the address is malformed', async () => {
    const response = await app.inject({ method: 'PUT', url: '/things/abc', payload: { quantity: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid address: id/);
  });

  it('answers thrown HttpErrors with their status and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/forbidden' });
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Access forbidden' });
  });

  it('never leaks an unexpected error', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Server error' });
  });
});
