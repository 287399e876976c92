// The table of every API route: its method, address, who may call it, and the file that handles it
// (docs/api-routes.md, checked by tests/server/api-routes.test.ts, written by `npm run docs:routes`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AccessPolicy } from '../../../server/auth/guard';
import { apiAreaFiles, apiAreaPrefix } from '../../../server/http/api-areas';

type Route = { method: string; url: string; access: AccessPolicy };

const policyWords = (access: AccessPolicy) =>
  typeof access === 'object' ? `company ${access.company}` : access === 'open' ? 'anyone' : access;

/** The prefix of each routes plugin registered by hand in server/app.ts, by the plugin's name. */
function prefixesByHand(appSource: string) {
  const prefixes = new Map<string, string>();
  for (const [, plugin, prefix] of appSource.matchAll(/register\((\w+), \{ prefix: '([^']+)'/g))
    prefixes.set(plugin!, prefix!);
  return prefixes;
}

/** Which file declares each route: its plugin's prefix and the path its handler declares. */
export function routeFiles(root: string, files: string[]) {
  const byHand = prefixesByHand(readFileSync(path.join(root, 'server/app.ts'), 'utf8'));
  const areas = new Set(apiAreaFiles());
  const declared: { pattern: RegExp; file: string }[] = [];
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    const plugin = source.match(/export const (\w+): FastifyPluginAsyncZod/)?.[1];
    const inRoutes = file.replace(/^server\/routes\//, '');
    const prefix = areas.has(inRoutes) ? apiAreaPrefix(inRoutes) : ((plugin && byHand.get(plugin)) ?? '');
    for (const [, method, quoted] of source.matchAll(/app\.(get|post|put|patch|delete)\(\s*(['`][^'`]*['`])/g)) {
      // A path written with `${…}` (one handler for several verbs) matches any one segment there.
      const pathPattern = quoted!
        .slice(1, -1)
        .split(/\$\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      declared.push({ pattern: new RegExp(`^${method!.toUpperCase()} ${prefix}${pathPattern}$`), file });
    }
  }
  return (route: Route) => declared.find(({ pattern }) => pattern.test(`${route.method} ${route.url}`))?.file;
}

/** docs/api-routes.md's text. */
export function routeTable(routes: Route[], fileOf: (route: Route) => string | undefined) {
  const rows = [...routes]
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
    .map((route) => `| ${route.method} | \`${route.url}\` | ${policyWords(route.access)} | \`${fileOf(route)}\` |`);
  return [
    '# API routes',
    '',
    'Every route of the API, who may call it (the policy the server checks before the handler runs) and the file',
    'whose handler answers it. Generated from the running server by `npm run docs:routes`; a test fails when it is',
    'out of date.',
    '',
    '| Method | Address | Who | Handler |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
