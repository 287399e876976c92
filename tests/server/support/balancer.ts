// Production's shape: two server processes on one PostgreSQL database behind a real load balancer (Debian's nginx),
// round robin, so that one person's consecutive requests reach both processes. nginx is the edge: it writes the
// client's address into X-Forwarded-For (never passing on what the client sent), and the servers believe it from
// nginx alone (TRUST_PROXY).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { withDatabaseName } from './postgres';
import { freePort, startServer } from './server-process';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const nginxConfig = (directory: string, port: number, upstreams: number[]) => `daemon off;
worker_processes 1;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${directory}/body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  client_max_body_size 10m;
  upstream portal {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Which process answered, for the tests to see that both do.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;

/**
 * Two `npm start` servers (or `processCount`), started at once on a fresh database of the PostgreSQL server
 * `databaseUrl` names, and nginx in front of them. `baseUrl` is nginx's address, which the servers also take as
 * their public address.
 */
export async function startBalancedServers(
  databaseUrl: string,
  environment: Record<string, string> = {},
  { processCount = 2 } = {},
) {
  const databaseName = `portal_balanced_${randomBytes(5).toString('hex')}`;
  const admin = postgres(withDatabaseName(databaseUrl, 'postgres'), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${databaseName}`);
  await admin.end();

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const serverEnvironment = {
    DATABASE_URL: withDatabaseName(databaseUrl, databaseName),
    PUBLIC_URL: baseUrl,
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...environment,
  };
  const dropDatabase = async () => {
    const cleanup = postgres(withDatabaseName(databaseUrl, 'postgres'), { max: 1, onnotice: () => {} });
    await cleanup.unsafe(`drop database if exists ${databaseName} with (force)`);
    await cleanup.end();
  };
  const started = await Promise.allSettled(Array.from({ length: processCount }, () => startServer(serverEnvironment)));
  const servers = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const stopServers = async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
  };
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await stopServers();
    await dropDatabase();
    throw failed.reason;
  }

  const directory = await mkdtemp(path.join(os.tmpdir(), 'portal-nginx-'));
  const upstreamPorts = servers.map((server) => Number(new URL(server.baseUrl).port));
  await writeFile(path.join(directory, 'nginx.conf'), nginxConfig(directory, port, upstreamPorts));
  // nginx's workers drop root's rights: they must pass through to their temporary folders.
  await chmod(directory, 0o711);
  const nginx = spawn(
    nginxPath,
    ['-p', directory, '-c', path.join(directory, 'nginx.conf'), '-e', path.join(directory, 'error.log')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let nginxOutput = '';
  nginx.stdout.on('data', (chunk) => (nginxOutput += chunk));
  nginx.stderr.on('data', (chunk) => (nginxOutput += chunk));
  const nginxExited = new Promise((resolve) => nginx.once('exit', resolve));
  const stop = async () => {
    if (nginx.exitCode === null) nginx.kill('SIGQUIT');
    await nginxExited;
    await stopServers();
    await dropDatabase();
    await rm(directory, { recursive: true, force: true });
  };
  let healthy = false;
  for (let attempt = 0; attempt < 40 && !healthy && nginx.exitCode === null; attempt++) {
    healthy = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!healthy) {
    await stop();
    throw new Error(`nginx did not answer on ${baseUrl}:\n${nginxOutput}`);
  }

  return {
    baseUrl,
    databaseUrl: serverEnvironment.DATABASE_URL,
    servers,
    /** The upstream address (host:port) of each process, as nginx's X-Upstream header names it. */
    upstreams: upstreamPorts.map((upstream) => `127.0.0.1:${upstream}`),
    /** Kills one of the processes as a crash would (SIGKILL: no handler runs, nothing is let go). */
    kill: async (server: (typeof servers)[number]) => {
      server.child.kill('SIGKILL');
      await server.exited;
    },
    output: () =>
      `${servers.map((server, index) => `--- process ${index + 1}\n${server.output()}`).join('\n')}\n--- nginx\n${nginxOutput}`,
    stop,
  };
}
