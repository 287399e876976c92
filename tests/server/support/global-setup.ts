// Seeds one database for the whole server suite; each test file then starts from a copy of it
// (a PGlite data folder loaded in memory, or a PostgreSQL database made from a template).
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
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
  // The embedded database is seeded in a process of its own while the suite starts: the portal's tests need none of
  // it, and a server test waits for it (seededSnapshot) only if it comes first.
  const folder = await mkdtemp(path.join(os.tmpdir(), 'portal-tests-'));
  const file = path.join(folder, 'seeded.tar');
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/support/seed-snapshot.ts', file], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopping = false;
  // A process that ended without a word (killed from outside) still gets the waiting tests an answer.
  child.on('exit', (code, signal) => {
    if (code !== 0 && !stopping && !existsSync(`${file}.error`))
      writeFileSync(`${file}.error`, `exited with ${code ?? signal}`);
  });
  project.provide('seededDataDir', file);
  project.provide('templateDatabaseUrl', '');
  return async () => {
    stopping = true;
    child.kill();
    await rm(folder, { recursive: true, force: true });
  };
}
