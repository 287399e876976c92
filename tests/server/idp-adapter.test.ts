// The built-in identity provider's storage in the database: what one server process writes, another reads, so a
// sign-in may start and finish on different processes behind a load balancer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { databaseAdapter } from '../../server/idp/adapter';
import { openTestDatabase } from './support/app';

describe('the identity provider’s records in the database', () => {
  let database: Database & { url?: string };
  let other: Database | null;

  beforeAll(async () => {
    database = await openTestDatabase();
    // A second process's own connections on PostgreSQL; on PGlite the one in-process database.
    other = database.url ? await openDatabase({ databaseUrl: database.url }) : null;
  });
  afterAll(async () => {
    await other?.close();
    await database.close();
  });

  const adapterOf = (db: Database, model: string) => new (databaseAdapter(db.db))(model);

  it('reads on one process what another wrote: by id, by a session’s uid, consumed or not', async () => {
    const written = adapterOf(database, 'Session');
    const read = adapterOf(other ?? database, 'Session');
    await written.upsert('session-1', { uid: 'uid-1', accountId: 'abc', kind: 'Session' }, 60);
    expect(await read.find('session-1')).toMatchObject({ uid: 'uid-1', accountId: 'abc' });
    expect(await read.findByUid('uid-1')).toMatchObject({ accountId: 'abc' });
    expect(await adapterOf(other ?? database, 'Interaction').find('session-1')).toBeUndefined();

    const codes = adapterOf(database, 'AuthorizationCode');
    await codes.upsert('code-1', { grantId: 'grant-1', kind: 'AuthorizationCode' }, 60);
    expect((await adapterOf(other ?? database, 'AuthorizationCode').find('code-1'))?.consumed).toBeUndefined();
    await adapterOf(other ?? database, 'AuthorizationCode').consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toEqual(expect.any(Number));
  });

  it('refuses what the database cannot store in words, and finds nothing under such a key', async () => {
    const interactions = adapterOf(database, 'Interaction');
    await expect(
      interactions.upsert('bad', { kind: 'Interaction', params: { state: 'st\u0000ate' } }, 60),
    ).rejects.toMatchObject({
      error: 'invalid_request',
    });
    await expect(
      interactions.upsert('bad', { kind: 'Interaction', params: { state: '\ud800' } }, 60),
    ).rejects.toMatchObject({
      error: 'invalid_request',
    });
    expect(await adapterOf(database, 'AuthorizationCode').find('co\u0000de')).toBeUndefined();
    expect(await adapterOf(database, 'Session').findByUid('\u0000')).toBeUndefined();
  });

  it('forgets what expired, what was destroyed and every token of a revoked grant', async () => {
    const interactions = adapterOf(database, 'Interaction');
    await interactions.upsert('gone', { kind: 'Interaction' }, -1);
    expect(await interactions.find('gone')).toBeUndefined();
    await interactions.upsert('kept', { kind: 'Interaction' }, 60);
    await interactions.destroy('kept');
    expect(await interactions.find('kept')).toBeUndefined();

    const tokens = adapterOf(database, 'RefreshToken');
    await tokens.upsert('refresh-1', { grantId: 'grant-2', kind: 'RefreshToken' }, 60);
    await adapterOf(database, 'AccessToken').upsert('access-1', { grantId: 'grant-2', kind: 'AccessToken' }, 60);
    // As oidc-provider revokes a grant: each token model's adapter removes its own.
    await Promise.all(
      ['RefreshToken', 'AccessToken'].map((model) => adapterOf(other ?? database, model).revokeByGrantId('grant-2')),
    );
    expect(await tokens.find('refresh-1')).toBeUndefined();
    expect(await adapterOf(database, 'AccessToken').find('access-1')).toBeUndefined();
  });
});
