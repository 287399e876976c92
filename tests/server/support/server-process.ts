import { spawn } from 'node:child_process';
import net from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * `npm start`'s server as a child process on its own port (`PORT` in `environment`, to start it again where it was)
 * and data folder, healthy when this resolves.
 */
export async function startServer(environment: Record<string, string>) {
  const port = Number(environment.PORT) || (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: '', LOG_LEVEL: 'info', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://localhost:${port}`;
  let healthy = false;
  for (let attempt = 0; attempt < 600 && !healthy && child.exitCode === null; attempt++) {
    healthy = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!healthy) throw new Error(`the server did not become healthy:\n${output}`);
  return { child, baseUrl, exited, output: () => output };
}
