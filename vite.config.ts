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

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), withoutHashRouter()],
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
      output: {
        // Everything the first render needs in one file: split across the dozens of small chunks shared with
        // lazy pages, the same code costs more bytes gzipped (and more requests).
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
});
