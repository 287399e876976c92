import { defineConfig } from 'vitest/config';

// Production's shape (issue 16): two server processes behind Debian's nginx on one PostgreSQL database
// (DATABASE_URL). The browser's sign-in, access and disable journeys run through the balancer, and the balanced
// suite drives sign-in, revoke, disable, logout, the rate limit and the clock's sweeps through it.
export default defineConfig({
  test: {
    name: 'balanced',
    environment: 'node',
    include: ['tests/e2e/sign-in.e2e.ts', 'tests/e2e/access.e2e.ts', 'tests/e2e/*.balanced.ts'],
    globalSetup: ['tests/e2e/support/balanced-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
