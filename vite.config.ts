import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * react-admin's default router adapter creates a hash data router when <Admin> is rendered outside a router. The
 * portal renders it inside its own <BrowserRouter>, so that branch never runs, but its static import of
 * createHashRouter keeps react-router's whole data router (17 KB gzipped) in every first load. The build replaces
 * the two imports with a stub that says why it cannot run; a react-admin whose adapter no longer has them fails the
 * build instead of silently keeping the bytes.
 */
const withoutHashRouter = (): Plugin => {
  let removed = false;
  return {
    name: 'portal:without-hash-router',
    apply: 'build',
    transform(code, id) {
      if (!/ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/.test(id)) return;
      const imports = 'createHashRouter, RouterProvider as ReactRouterProvider,';
      if (!code.includes(imports))
        throw new Error(`${id} no longer imports ${imports} that the portal's build removes`);
      const stub =
        "const createHashRouter = () => { throw new Error('The portal renders react-admin inside its BrowserRouter'); };\n" +
        'const ReactRouterProvider = () => null;\n';
      removed = true;
      return { code: stub + code.replace(imports, ''), map: null };
    },
    buildEnd(error) {
      if (!error && !removed)
        throw new Error("react-admin's router adapter was not found: is react-admin still built?");
    },
  };
};

const sourceFile = (file: string) => fileURLToPath(new URL(file, import.meta.url));

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

// react-admin's entry modules re-export all of it: the sign-in card takes only the theme's defaults from them.
const reactAdminBarrel =
  /[\\/]node_modules[\\/](react-admin|ra-core|ra-ui-materialui)[\\/]dist[\\/](theme[\\/])?index\.js$/;
const reactAdminTheme = /[\\/]node_modules[\\/]ra-ui-materialui[\\/]dist[\\/]theme[\\/](index|defaultTheme)\.js$/;

/** The modules `file` imports statically, through react-admin's entry modules only to its theme. */
function staticClosure(graph: ModuleGraph, file: string) {
  const closure = new Set<string>();
  const queue = [sourceFile(file)];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (closure.has(id)) continue;
    closure.add(id);
    const imported = graph.getModuleInfo(id)?.importedIds ?? [];
    queue.push(
      ...(reactAdminBarrel.test(id)
        ? imported.filter((next) => reactAdminBarrel.test(next) || reactAdminTheme.test(next))
        : imported),
    );
  }
  return closure;
}

/**
 * Two chunks before any page, as a single entry's code is one (split across the dozens of small chunks shared with
 * lazy pages, the same code costs more bytes gzipped, and more requests on a slow network): the entry (React, MUI's
 * core and the sign-in card: all a page load of /login needs) and `portal` (what the portal needs beyond it before
 * any page: react-admin, its router and query cache, the providers, the English catalogue). Lazy pages keep their
 * own chunks.
 */
function firstScreens() {
  let graph: ModuleGraph | null = null;
  let entry = new Set<string>();
  return (id: string, ctx: ModuleGraph) => {
    if (graph !== ctx) {
      graph = ctx;
      entry = staticClosure(ctx, './index.html');
    }
    return entry.has(id) ? 'shell' : 'portal';
  };
}

/** What main.tsx writes where the portal chunk's address goes: the address exists only once the bundle is written. */
const portalChunkPlaceholder = '/__portal_chunk__.js';

/**
 * Writes the portal chunk's address into the entry, for /login to fetch it ahead once idle (main.tsx): a
 * `<link rel="modulepreload">` needs the address, which Rollup gives only to an `import()`, and an `import()` would
 * also run the portal's code on the sign-in card's main thread. The entry's name already carries the portal's hash
 * (its `import()` names the chunk), so writing it again changes nothing a cache could miss.
 */
const portalChunkAddress = (): Plugin => ({
  name: 'portal:portal-chunk-address',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
    const portal = chunks.find((chunk) => chunk.facadeModuleId === sourceFile('./src/portal.ts'));
    const entries = chunks.filter((chunk) => chunk.code.includes(portalChunkPlaceholder));
    if (!portal || entries.length !== 1)
      throw new Error(
        `the portal chunk (${portal?.fileName}) or the one entry naming it (${entries.length}) is missing`,
      );
    entries[0]!.code = entries[0]!.code.replaceAll(portalChunkPlaceholder, `/${portal.fileName}`);
  },
});

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), withoutHashRouter(), portalChunkAddress()],
  resolve: {
    // node-polyglot's polyfill of Object.entries drags some twenty es-shims packages into the first load.
    alias: { 'object.entries': fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)) },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': apiTarget, '/health': apiTarget, '/idp': apiTarget },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // The manifest lets bench/bundle.ts follow each route's lazy chunks.
    manifest: true,
    rolldownOptions: {
      // A feature's files only declare components and functions: the screens import a feature through its index,
      // and what they do not use of it stays out of their chunks.
      treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/]/, sideEffects: false }] },
      // The portal, which main.tsx loads lazily, is an entry too, so that its code is "$initial" below.
      input: {
        index: sourceFile('./index.html'),
        portal: sourceFile('./src/portal.ts'),
      },
      output: {
        // Everything the first render needs in one file: split across the dozens of small chunks shared with
        // lazy pages, the same code costs more bytes gzipped (and more requests).
        codeSplitting: {
          groups: [{ name: firstScreens(), tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
