// The API areas, found by their place under server/routes/: a new area is a new file there and nothing else.
// Written by hand: @fastify/autoload prefixes no top-level file by its name and wants default exports.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

const routesDir = fileURLToPath(new URL('../routes/', import.meta.url));

/** Registered by hand in app.ts: the sign-in routes take options, /health has no prefix. */
const byHand = new Set(['auth.ts', 'health.ts']);

/**
 * The address a route file's place gives it (`file` relative to server/routes/): a file in folders is registered
 * under `/api/v1/<folders>` (`partner/orders.ts` and `partner/drift.ts` under `/api/v1/partner`,
 * `catalog/partner/items.ts` under `/api/v1/catalog/partner`), a top-level file under `/api/v1/<name>`
 * (`catalog.ts` under `/api/v1/catalog`). Its handlers declare their paths relative to it.
 */
export function apiAreaPrefix(file: string) {
  const parts = file.split('/');
  const named = parts.length === 1 ? [parts[0]!.replace(/\.ts$/, '')] : parts.slice(0, -1);
  return `/api/v1/${named.join('/')}`;
}

/** Every route file but auth.ts and health.ts, relative to server/routes/, in a fixed order. */
export function apiAreaFiles() {
  return readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !byHand.has(file))
    .sort();
}

/** Registers each route file's one exported plugin under the prefix its place gives it. */
export async function registerApiAreas(app: FastifyInstance) {
  for (const file of apiAreaFiles()) {
    const exported = Object.entries((await import(pathToFileURL(path.join(routesDir, file)).href)) as object);
    if (exported.length !== 1 || typeof exported[0]![1] !== 'function') {
      const names = exported.map(([name, value]) => `${name} (${typeof value})`).join(', ') || 'none';
      throw new Error(
        `server/routes/${file} must export exactly one Fastify plugin (a function); its exports: ${names}`,
      );
    }
    await app.register(exported[0]![1] as FastifyPluginAsync, { prefix: apiAreaPrefix(file) });
  }
}
