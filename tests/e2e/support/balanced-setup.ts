// The balanced suite's server: two processes behind nginx on a fresh database of DATABASE_URL's PostgreSQL
// (tests/server/support/balancer.ts). The browser suites it runs reach them through nginx's address.
import type { TestProject } from 'vitest/node';
import { startBalancedServers } from '../../server/support/balancer';

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('The balanced suite needs a PostgreSQL server: set DATABASE_URL (.ci/run does).');
  const pair = await startBalancedServers(databaseUrl);
  project.provide('baseUrl', pair.baseUrl);
  return pair.stop;
}
