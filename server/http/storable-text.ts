// Text PostgreSQL cannot store: a NUL character (refused in `text`) and an unpaired UTF-16 surrogate (refused in
// `jsonb`, and no character at all). Refused here, before any route reads the request, so that no handler and
// no schema has to remember it, and nothing half-written follows from a statement the database refuses.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

// PostgreSQL refuses NUL in text: finding it is the point.
// eslint-disable-next-line no-control-regex
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

type Visit = { value: unknown; key: string | null; parent: Visit | null };

const pathTo = (visit: Visit, key?: string) => {
  const path = key === undefined ? [] : [key];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of the first text (value or key) in `value` that cannot be stored, or null. Walked with a stack of its
 * own, each entry linked to its parent, not by recursion: a value nested deeper than the JS stack (a query's JSON)
 * is an answer, not a crash, in time linear in its size.
 */
export function findUnstorableText(value: unknown): string[] | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    if (typeof visit.value === 'string') {
      if (unstorable.test(visit.value)) return pathTo(visit);
      continue;
    }
    if (visit.value === null || typeof visit.value !== 'object') continue;
    const keys = Object.keys(visit.value);
    const badKey = keys.find((key) => unstorable.test(key));
    if (badKey !== undefined) return pathTo(visit, badKey);
    // Pushed last to first, so that the first text in reading order is the one named.
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index]!;
      pending.push({ value: (visit.value as Record<string, unknown>)[key], key, parent: visit });
    }
  }
  return null;
}

const parts = [
  ['params', 'address'],
  ['query', 'query'],
  ['body', 'request body'],
] as const;

/**
 * Whether a JSON text may hold unstorable text once parsed: the characters themselves, or an escape that makes one
 * (\u0000, \ud800…). A text without any is stored as it is, and its parsed body is not walked again.
 */
// eslint-disable-next-line no-control-regex
const mayBecomeUnstorable = /\u0000|[\ud800-\udfff]|\\u(?:0000|[dD][89a-fA-F])/;
const bodiesReadClean = new WeakSet<object>();

/** Notes that the JSON text of `request`'s body holds no unstorable text (request-limits.ts's parser). */
export function noteBodyText(request: FastifyRequest, text: string) {
  if (!mayBecomeUnstorable.test(text)) bodiesReadClean.add(request);
}

export function refuseUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, name] of parts) {
      if (part === 'body' && bodiesReadClean.has(request)) continue;
      const path = findUnstorableText(request[part]);
      if (path) {
        const where = path.length ? `${path.join('.')}: ` : '';
        throw badRequest(`Invalid ${name}: ${where}text may not hold a NUL character or an unpaired surrogate`);
      }
    }
  });
}
