import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { retryingLostConnections } from './lost-connections';
import * as schema from './schema';

/**
 * The database, or a transaction on it: Drizzle's transaction extends the database's class, so a query function
 * written `(db: Db, ...)` runs inside `db.transaction((tx) => queryFunction(tx, ...))` as it is, without a cast.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's address (absent on PGlite). */
  url?: string;
  /** One real round trip to the database. */
  ping: () => Promise<void>;
  migrate: () => Promise<void>;
  /**
   * Runs `work` while no other process runs its own (PostgreSQL: a session advisory lock on a connection of its
   * own): two processes starting at once on an empty database migrate and seed it once.
   */
  oneProcessAtATime: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** The embedded database's data folder as a tarball (PGlite only), to start copies from. */
  dump?: () => Promise<Blob>;
  /** Calls `onStatement` with every statement this process sends and its parameters, before it runs. */
  watchStatements: (onStatement: StatementWatcher) => void;
  /**
   * Runs one statement on the driver itself, past Drizzle, prepared as Drizzle's prepared queries are, and answers
   * its rows (benchmarks and tests).
   */
  runRaw: (text: string, params?: unknown[]) => Promise<unknown[]>;
  /**
   * pg-boss's way into the embedded database (its `db` option): a statement with parameters, or a script of several
   * without. On PostgreSQL pg-boss keeps a small pool of its own.
   */
  executeSql?: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
};

type StatementWatcher = (text: string, params: unknown[]) => void;

export type DatabaseOptions =
  | { databaseUrl: string }
  | { dataDir: string }
  /** An in-memory PGlite, optionally started from a dumped data folder (tests). */
  | { loadDataDir?: Blob };

/** The advisory lock key of a process's start (migrations and the demo seed): any number the portal alone uses. */
const startupLockKey = 7_402_311;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database the config names: a PostgreSQL server, or the embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const statementWatchers: StatementWatcher[] = [];
  const logger = {
    logQuery: (text: string, params: unknown[]) => statementWatchers.forEach((watch) => watch(text, params)),
  };
  const watchStatements = (onStatement: StatementWatcher) => void statementWatchers.push(onStatement);
  if ('databaseUrl' in options) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    // A failover or a pooler restart costs a retry inside the server, not an error for the person.
    const db = drizzlePostgres(retryingLostConnections(client), { schema, logger });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      url: options.databaseUrl,
      ping: async () => void (await db.execute(sql`select 1`)),
      migrate: () => migratePostgres(db, { migrationsFolder }),
      oneProcessAtATime: async (work) => {
        const connection = await client.reserve();
        try {
          await connection`select pg_advisory_lock(${startupLockKey})`;
          return await work();
        } finally {
          await connection`select pg_advisory_unlock(${startupLockKey})`.catch(() => {});
          connection.release();
        }
      },
      close: () => client.end({ timeout: 5 }),
      watchStatements,
      runRaw: (text, params = []) => client.unsafe(text, params as never[], { prepare: true }),
    };
  }
  let pglite: PGlite;
  if ('dataDir' in options) {
    await mkdir(options.dataDir, { recursive: true });
    pglite = await PGlite.create(options.dataDir);
  } else {
    // Its data folder is in memory already: PostgreSQL's 128 MB buffer cache would be a second copy, and setting it
    // up is a third of such a start (the server tests start one a file).
    const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
    pglite = await PGlite.create({ loadDataDir: options.loadDataDir, startParams });
  }
  const db = drizzlePglite(pglite, { schema, logger });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      if (pglite.closed) throw new Error('The database is closed');
      await pglite.query('select 1');
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns a PGlite data folder.
    oneProcessAtATime: (work) => work(),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
    dump: () => pglite.dumpDataDir('none'),
    watchStatements,
    runRaw: async (text, params) => (await pglite.query(text, params)).rows,
    executeSql: async (text, values = []) => {
      if (values.length > 0) return { rows: (await pglite.query(text, values)).rows };
      const results = await pglite.exec(text);
      return { rows: results[results.length - 1]?.rows ?? [] };
    },
  };
}
