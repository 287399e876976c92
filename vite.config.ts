import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': apiTarget, '/health': apiTarget, '/idp': apiTarget },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 1500 },
});
