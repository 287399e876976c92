// Starts the real server once for the suite: a free port, a fresh data folder, the built portal. With
// E2E_SCALE=<subscriptions> (and E2E_SCALE_COMPANIES=<companies>), the folder holds the scale seed beside the demo
// data first: `E2E_SCALE=100000 E2E_SCALE_COMPANIES=10000 npm run screens` tours the screens among 10,000 companies.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

async function waitForHealth(baseUrl: string, server: ChildProcess, log: () => string) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not become healthy:\n${log()}`);
}

/** `npm run db:seed -- --scale …` into the suite's data folder, before the server opens it. */
async function seedScale(dataDir: string) {
  const args = ['--import', 'tsx', 'server/db/seed-cli.ts', '--scale', process.env.E2E_SCALE!];
  if (process.env.E2E_SCALE_COMPANIES) args.push('--companies', process.env.E2E_SCALE_COMPANIES);
  const seeding = spawn(process.execPath, args, {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise((resolve) => seeding.once('exit', resolve));
  if (code !== 0) throw new Error(`the scale seed failed (exit ${code})`);
}

export default async function setup(project: TestProject) {
  // A server already running (started by hand while working on a screen) instead of a fresh one.
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    return;
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-e2e-'));
  let output = '';
  if (process.env.E2E_SCALE) await seedScale(dataDir);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl, server, () => output);
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}
