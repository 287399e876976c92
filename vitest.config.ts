import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Two cores: a PGlite per server test file costs memory, so files run two at a time.
    maxWorkers: 2,
    // Worker threads rather than child processes: the same suite takes about a tenth less time on two cores
    // (82-89 s against 92-96 s), the files of a worker already sharing their modules.
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          exclude: ['tests/server/rules/**'],
          globalSetup: ['tests/server/support/global-setup.ts'],
          // A worker's files share its modules (each builds its own app on its own database): imports once a worker.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The project as a whole (its types and its import boundaries), the rules common/ holds for both halves and
          // the server's rules, as plain functions (no database).
          name: 'project',
          environment: 'node',
          globalSetup: ['tests/project/support/global-setup.ts'],
          include: ['tests/project/**/*.test.ts', 'tests/common/**/*.test.ts', 'tests/server/rules/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'portal',
          environment: 'happy-dom',
          include: ['tests/portal/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/portal/support/setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          // On a busy machine (CI runs the server suites beside it), now and then one test in a run (1 run in 3, a
          // different test each time, each passing alone) waited past its timeout for a lazily loaded screen: one
          // more try tells such a stall from a defect, which fails both tries.
          retry: 1,
        },
      },
    ],
  },
});
