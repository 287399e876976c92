// The API reference says what the server does: a 204 has no body, a body larger than the limit is refused with 413,
// and an optional body is not required (the generator marks every body required and every answer JSON).
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Transform = typeof jsonSchemaTransform;
type Operation = {
  requestBody?: { required?: boolean };
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
  'x-body-optional'?: boolean;
};

/** The route's schema to OpenAPI, marking a body the route may go without. */
export const describeRoute: Transform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const body = (input.schema as { body?: unknown } | undefined)?.body;
  if (body instanceof z.ZodOptional) (transformed.schema as Record<string, unknown>)['x-body-optional'] = true;
  return transformed;
};

/** The whole document, made honest about bodies. */
export function describeBodies<Document extends object>(document: Document, bodyLimitBytes: number) {
  const paths = (document as { paths?: Record<string, Record<string, Operation> | undefined> }).paths ?? {};
  for (const methods of Object.values(paths)) {
    for (const operation of Object.values(methods ?? {})) {
      const responses = operation.responses ?? {};
      if (responses['204']) delete responses['204'].content;
      if (operation['x-body-optional']) {
        if (operation.requestBody) operation.requestBody.required = false;
        delete operation['x-body-optional'];
      }
      if (operation.requestBody && !responses['413']) {
        responses['413'] = {
          description: `The body is larger than ${bodyLimitBytes / 1024 / 1024} MB`,
          content: responses['400']?.content,
        };
      }
    }
  }
  return document;
}
