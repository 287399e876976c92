// Text PostgreSQL cannot store: a NUL character (refused in `text`) and an unpaired UTF-16 surrogate (refused in
// `jsonb`, and no character at all). Refused here, before any route reads the request, so that no handler and
// no schema has to remember it, and nothing half-written follows from a statement the database refuses.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first text (value or key) in `value` that cannot be stored, or null. */
export function findUnstorableText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return unstorable.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (unstorable.test(key)) return [...path, key];
    const found = findUnstorableText(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

const parts = [
  ['params', 'address'],
  ['query', 'query'],
  ['body', 'request body'],
] as const;

export function refuseUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, name] of parts) {
      const path = findUnstorableText(request[part]);
      if (path) {
        const where = path.length ? `${path.join('.')}: ` : '';
        throw badRequest(`Invalid ${name}: ${where}text may not hold a NUL character or an unpaired surrogate`);
      }
    }
  });
}
