import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { serverSettings } from '../../server/db/schema';
import { startServer } from './support/server-process';
import { signInOverHttp } from './support/sign-in';

describe('stopping the server', () => {
  const folders: string[] = [];
  const dataFolder = async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'portal-stop-'));
    folders.push(folder);
    return folder;
  };
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it('on SIGTERM finishes, closes the embedded database cleanly and keeps what it wrote', async () => {
    const dataDir = await dataFolder();
    const server = await startServer({ DATA_DIR: dataDir });
    // The first start wrote its session secret: an acknowledged write that must survive.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: finishing in-flight requests, then closing the database');

    const reopened = await openDatabase({ dataDir });
    const [secret] = await reopened.db.select().from(serverSettings).where(eq(serverSettings.key, 'session_secret'));
    expect(secret?.value).toEqual(expect.any(String));
    await reopened.close();
  }, 90_000);

  it('killed in the middle of a stream of writes, opens again with every acknowledged write', async () => {
    const dataDir = await dataFolder();
    const first = await startServer({ DATA_DIR: dataDir });
    const token = await signInOverHttp(first.baseUrl, 'alex@fabrikam.example');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    let acknowledged = 0;
    let stop = false;
    const writer = (async () => {
      for (let n = 1; !stop; n++) {
        const response = await fetch(`${first.baseUrl}/api/v1/user/profile`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ name: `Alex ${n}` }),
        }).catch(() => null);
        if (!response?.ok) break;
        acknowledged = n;
      }
    })();
    while (acknowledged < 25) await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGKILL');
    stop = true;
    await writer;
    await first.exited;

    const second = await startServer({ DATA_DIR: dataDir });
    const profile = await fetch(`${second.baseUrl}/api/v1/user/profile`, { headers }).then((response) =>
      response.json(),
    );
    const saved = Number(String(profile.name).replace('Alex ', ''));
    expect(saved).toBeGreaterThanOrEqual(acknowledged);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
