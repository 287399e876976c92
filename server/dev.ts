// `npm run dev`: the API on API_PORT (3001) and Vite with hot reload on PORT (3000), proxying /api, /health and /idp.
import { createServer } from 'vite';
import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';

const apiPort = Number(process.env.API_PORT ?? 3001);
process.env.API_PORT = String(apiPort);
const config = { ...loadConfig(), port: apiPort, staticDir: '/nonexistent' };
const database = await prepareDatabase(config);
const api = await buildApp({ config, database });
await api.listen({ port: apiPort, host: '127.0.0.1' });

const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
vite.printUrls();
console.log(`API on http://localhost:${apiPort} (proxied under /api and /health)`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    await vite.close();
    await api.close();
    process.exit(0);
  });
}
