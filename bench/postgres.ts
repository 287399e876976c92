// A throwaway PostgreSQL server for the benchmark, when the machine has one installed (Debian's postgresql):
// a fresh cluster in a temporary folder on a free port, stopped and removed afterwards.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server';

/** The newest installed PostgreSQL's bin folder, or null. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length > 0 ? path.join(root, versions.at(-1)!, 'bin') : null;
}

export async function startPostgres(): Promise<{ url: string; stop: () => Promise<void> } | null> {
  const bin = postgresBin();
  if (!bin) return null;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-pg-'));
  const port = await freePort();
  // PostgreSQL refuses to run as root: run it as the postgres user then.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    await chmod(folder, 0o777);
    execFileSync('chown', ['postgres:postgres', folder]);
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'ignore' })
      : execFileSync(path.join(bin, tool), args, { stdio: 'ignore' });
  const data = path.join(folder, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust']);
  run('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
    '-l',
    path.join(folder, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
