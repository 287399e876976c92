import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import { serverSettings } from '../../../server/db/schema';
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
  return openDatabase({ loadDataDir: await seededSnapshot() });
}

let snapshot: Promise<Blob> | undefined;

/** The seeded embedded database's data folder (read once a worker), once the global setup's process has written it. */
export function seededSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = inject('seededDataDir');
    while (!existsSync(file)) {
      if (existsSync(`${file}.error`))
        throw new Error(`seeding the test database failed: ${readFileSync(`${file}.error`, 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return new Blob([await readFile(file)]);
  })();
  return snapshot;
}

// A server's first start on a database makes the settings its processes share, among them the built-in identity
// provider's RSA key pair (150 ms of CPU each time). The test files of a worker start as a server's later starts do,
// on the settings the worker's first database got (concurrent first starts: the balanced suite, on a fresh database).
let sharedSettings: (typeof serverSettings.$inferSelect)[] = [];

/** The whole server on a seeded database of its own: `const { app } = await buildTestApp()`. */
export async function buildTestApp(environment: Record<string, string> = {}, clock?: Clock) {
  const database = await openTestDatabase();
  if (sharedSettings.length) await database.db.insert(serverSettings).values(sharedSettings).onConflictDoNothing();
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: portalFixtureDir, ...environment });
  const app = await buildApp({ config, database, clock });
  // Listening, as a server does: the Partner Center client (and the built-in sandbox it talks to) works over HTTP.
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const settings = await database.db.select().from(serverSettings);
  if (settings.length > sharedSettings.length) sharedSettings = settings;
  return { app, database, config, address };
}

/**
 * Another server, configured by `environment`, on `beside`'s database (which stays open when this one closes): for a
 * test of a setting that needs no database of its own.
 */
export function buildAppBeside(beside: FastifyInstance, environment: Record<string, string> = {}) {
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: portalFixtureDir, ...environment });
  return buildApp({ config, database: { ...beside.database, close: async () => {} } });
}
