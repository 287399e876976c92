import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { serverSettings } from '../../server/db/schema';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('stopping the server', () => {
  let dataDir = '';
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('on SIGTERM finishes, closes the embedded database cleanly and keeps what it wrote', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-shutdown-'));
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    let healthy = false;
    for (let attempt = 0; attempt < 120 && !healthy; attempt++) {
      healthy = await fetch(`http://localhost:${port}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(healthy, output).toBe(true);
    // The first start wrote its session secret: an acknowledged write that must survive.
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM: finishing in-flight requests, then closing the database');

    const reopened = await openDatabase({ dataDir });
    const [secret] = await reopened.db.select().from(serverSettings).where(eq(serverSettings.key, 'session_secret'));
    expect(secret?.value).toEqual(expect.any(String));
    await reopened.close();
  }, 90_000);
});
