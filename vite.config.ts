import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react()],
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
