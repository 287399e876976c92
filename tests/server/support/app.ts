import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import type { Clock } from '../../../server/time/clock';
import { templateDatabaseName, withDatabaseName } from './postgres';

export const portalFixtureDir = fileURLToPath(new URL('../fixtures/portal', import.meta.url));

/** A database of this test file's own, seeded with the demo data (`url`: where, on PostgreSQL). */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const templateUrl = inject('templateDatabaseUrl');
  if (templateUrl) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(withDatabaseName(templateUrl, 'postgres'), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name} template ${templateDatabaseName}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabaseName(templateUrl, name) });
    const close = database.close;
    return {
      ...database,
      url: withDatabaseName(templateUrl, name),
      close: async () => {
        await close();
        const cleanup = postgres(withDatabaseName(templateUrl, 'postgres'), { max: 1, onnotice: () => {} });
        await cleanup.unsafe(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const tarball = await readFile(inject('seededDataDir'));
  return openDatabase({ loadDataDir: new Blob([tarball]) });
}

/** The whole server on a seeded database of its own: `const { app } = await buildTestApp()`. */
export async function buildTestApp(environment: Record<string, string> = {}, clock?: Clock) {
  const database = await openTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: portalFixtureDir, ...environment });
  const app = await buildApp({ config, database, clock });
  return { app, database, config };
}
