// Seeds one database for the whole server suite; each test file then starts from a copy of it
// (a PGlite data folder loaded in memory, or a PostgreSQL database made from a template).
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client';
import { seedDemo } from '../../../server/db/seed';
import { templateDatabaseName, withDatabaseName } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDir: string;
    templateDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${templateDatabaseName} with (force)`);
    await admin.unsafe(`create database ${templateDatabaseName}`);
    await admin.end();
    const templateUrl = withDatabaseName(databaseUrl, templateDatabaseName);
    const database = await openDatabase({ databaseUrl: templateUrl });
    await database.migrate();
    await seedDemo(database.db);
    await database.close();
    project.provide('templateDatabaseUrl', templateUrl);
    project.provide('seededDataDir', '');
    return;
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedDemo(database.db);
  const dump = await database.dump!();
  await database.close();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'portal-tests-'));
  const file = path.join(folder, 'seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('seededDataDir', file);
  project.provide('templateDatabaseUrl', '');
}
