// Counts the gzipped bytes of the JavaScript and CSS the browser loads before a route's first render.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgets, type Figure } from './budgets';

/**
 * What index.html alone makes the browser load: its module scripts, their static imports (modulepreload) and
 * stylesheets. Lazy chunks are not counted.
 */
export async function firstLoadBytes(distDir = 'dist') {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  const seen = new Set<string>();
  const queue = [...entries];
  let gzipped = 0;
  while (queue.length > 0) {
    const asset = queue.shift()!;
    if (seen.has(asset)) continue;
    seen.add(asset);
    const source = await readFile(path.join(distDir, asset));
    gzipped += gzipSync(source).length;
    if (asset.endsWith('.js')) {
      // Static imports only: `import ... from "./x.js"` and `import "./x.js"`, not `import("./x.js")`.
      for (const match of source
        .toString('utf8')
        .matchAll(/(?:^|[;\s}])import\s*(?:[^"'()]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
        queue.push(path.posix.join(path.posix.dirname(asset), match[1]!));
      }
    }
  }
  return { gzipped, files: [...seen] };
}

/**
 * The lazy modules each route waits for before its first render (React.lazy boundaries it renders at once).
 * Anything a page lazy-loads after that (a chart, a dialog) streams in and is not counted.
 */
export const routeModules: Record<string, string[]> = {
  // A page load of /login shows the entry's sign-in card alone (src/main.tsx): the portal's LoginPage is for moves
  // within the portal.
  '/login': [],
  '/subscriptions': ['src/portal.ts', 'src/layout/Layout.tsx', 'src/resources/subscriptions/SubscriptionList.tsx'],
  '/dashboard': ['src/portal.ts', 'src/layout/Layout.tsx', 'src/pages/DashboardPage.tsx'],
};

type ManifestChunk = { file: string; src?: string; imports?: string[]; css?: string[]; isEntry?: boolean };

/**
 * Per route: index.html's own scripts and stylesheets, plus the chunks of the route's lazy modules and everything
 * they import statically, read from Vite's manifest (`build.manifest: true`, in `<distDir>/.vite/manifest.json`).
 */
export async function routeFirstLoads(distDir = 'dist') {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  // What index.html names itself (stylesheets in public/, the entry): counted for every route.
  const htmlAssets = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  const sizes = new Map<string, number>();
  const gzippedSize = async (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(await readFile(path.join(distDir, file))).length);
    return sizes.get(file)!;
  };
  const closure = (keys: string[]) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const queue = [...keys];
    while (queue.length > 0) {
      const key = queue.shift()!;
      if (seen.has(key)) continue;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build's manifest: is it still a lazy module?`);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      queue.push(...(chunk.imports ?? []));
    }
    return files;
  };
  const routes: { route: string; gzipped: number; files: string[] }[] = [];
  for (const [route, modules] of Object.entries(routeModules)) {
    const files = new Set([...htmlAssets, ...closure(['index.html', ...modules])]);
    let gzipped = 0;
    for (const file of files) gzipped += await gzippedSize(file);
    routes.push({ route, gzipped, files: [...files] });
  }
  return routes;
}

const routeBudgets: Record<string, number> = {
  '/login': budgets.loginFirstLoadKilobytes,
  '/subscriptions': budgets.listFirstLoadKilobytes,
  '/dashboard': budgets.dashboardFirstLoadKilobytes,
};

/** One figure per route: gzipped kilobytes before its first render, beside its budget. */
export async function benchRouteBundles(distDir = 'dist'): Promise<Figure[]> {
  return (await routeFirstLoads(distDir)).map(({ route, gzipped }) => ({
    name: `first load of ${route} (gzipped)`,
    value: gzipped / 1024,
    unit: 'KB',
    budget: routeBudgets[route]!,
  }));
}
