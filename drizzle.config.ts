import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema/index.ts', './server/partner-center/sandbox/schema.ts'],
  out: './server/db/migrations',
});
