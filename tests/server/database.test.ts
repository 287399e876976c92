import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { prepareDatabase } from '../../server/db/prepare';
import * as t from '../../server/db/schema';
import { withDatabaseName } from './support/postgres';

// A fresh place for a database, as `npm start` meets it: an empty data folder, or an empty PostgreSQL database.
async function emptyDatabaseLocation() {
  const templateUrl = inject('templateDatabaseUrl');
  if (templateUrl) {
    const name = `portal_empty_${process.pid}_${Date.now()}`;
    const admin = postgres(withDatabaseName(templateUrl, 'postgres'), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    return {
      config: { databaseUrl: withDatabaseName(templateUrl, name), dataDir: '', seedDemo: true },
      remove: async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-data-'));
  return { config: { dataDir, seedDemo: true }, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

describe('starting on a database', () => {
  let remove = async () => {};
  afterAll(() => remove());

  it('migrates and seeds an empty one, and a second start keeps every change of the first', async () => {
    const location = await emptyDatabaseLocation();
    remove = location.remove;

    const first = await prepareDatabase(location.config);
    const [company] = await first.db.select().from(t.companies).where(eq(t.companies.domain, 'fabrikam.example'));
    expect(company).toBeDefined();
    await first.db.update(t.companies).set({ name: 'Fabrikam renamed' }).where(eq(t.companies.id, company!.id));
    const companyCount = (await first.db.select().from(t.companies)).length;
    await first.close();

    const second = await prepareDatabase(location.config);
    const companies = await second.db.select().from(t.companies);
    expect(companies).toHaveLength(companyCount);
    expect(companies.find((row) => row.id === company!.id)?.name).toBe('Fabrikam renamed');
    await second.close();
  });
});
