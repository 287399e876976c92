import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { isSeeded, seedDemo } from './seed';

/** Opens the configured database, applies the migrations and, on an empty one, seeds the demo data. */
export async function prepareDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seedDemo'>): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.oneProcessAtATime(async () => {
      await database.migrate();
      if (config.seedDemo && !(await isSeeded(database.db))) await seedDemo(database.db);
    });
    // PGlite runs no autovacuum: refresh the planner's statistics at each start.
    if (database.kind === 'pglite') await database.db.execute(sql`analyze`);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
