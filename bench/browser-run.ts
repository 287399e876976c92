// The browser side of the budgets on its own: `tsx bench/browser-run.ts [--skip-build] [--only bundle,lighthouse,browser]`.
// Builds the portal into its own folder (never dist/), seeds a database with the browser benchmark's data, starts
// the real server on it, measures and prints each figure beside its budget; exits 1 on a miss.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { prepareDatabase } from '../server/db/prepare';
import type { Figure } from './budgets';
import { benchBrowser, seedBrowserBench } from './browser';
import { benchRouteBundles } from './bundle';
import { benchLighthouse } from './lighthouse';
import { startServerProcess } from './server';

/** `vite build` into `outDir` (with its manifest, which vite.config.ts asks for). */
export function buildPortal(outDir: string) {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { stdio: 'ignore' });
}

/**
 * The real server (server/main.ts) on a fresh data folder holding the demo data and the browser benchmark's data,
 * serving the portal built in `staticDir`. `stop()` ends it and removes the folder.
 */
export async function startPortalServer(staticDir: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-browser-bench-'));
  const database = await prepareDatabase({ dataDir, seedDemo: true, databaseUrl: undefined });
  try {
    await seedBrowserBench(database.db);
  } finally {
    await database.close();
  }
  const server = await startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: staticDir });
  const stop = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  // The server's public address (its sign-in redirects) is localhost: a page on 127.0.0.1 would come back from the
  // identity provider to another origin, without the sign-in state it left in sessionStorage.
  return { baseUrl: server.baseUrl.replace('//127.0.0.1:', '//localhost:'), stop };
}

/** Every browser-side figure: per-route first loads, Lighthouse, and the browser at scale. */
export async function benchBrowserSide({
  outDir = path.join(os.tmpdir(), 'portal-browser-bench-dist'),
  build = true,
  only = ['bundle', 'lighthouse', 'browser'],
  log = (line: string) => console.log(line),
}: { outDir?: string; build?: boolean; only?: string[]; log?: (line: string) => void } = {}) {
  if (build) buildPortal(outDir);
  const figures: Figure[] = [];
  if (only.includes('bundle')) figures.push(...(await benchRouteBundles(outDir)));
  if (only.includes('lighthouse') || only.includes('browser')) {
    const server = await startPortalServer(outDir);
    try {
      if (only.includes('lighthouse')) figures.push(...(await benchLighthouse(server.baseUrl, log)));
      if (only.includes('browser')) figures.push(...(await benchBrowser(server.baseUrl, log)));
    } finally {
      await server.stop();
    }
  }
  return figures;
}

/** Prints each figure beside its budget and answers how many were missed. */
export function printFigures(figures: Figure[]) {
  let missed = 0;
  for (const figure of figures) {
    const isMet = figure.atLeast ? figure.value >= figure.budget : figure.value <= figure.budget;
    if (!isMet) missed++;
    const digits = figure.unit === '' && figure.budget < 1 ? 3 : 1;
    console.log(
      `${isMet ? 'ok  ' : 'MISS'} ${figure.name.padEnd(72)} ${figure.value.toFixed(digits).padStart(8)} ${figure.unit.padEnd(2)}  (budget ${figure.atLeast ? 'at least' : 'at most'} ${figure.budget} ${figure.unit})`,
    );
  }
  return missed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { 'skip-build': { type: 'boolean' }, only: { type: 'string' }, 'out-dir': { type: 'string' } },
  });
  const figures = await benchBrowserSide({
    outDir: values['out-dir'],
    build: !values['skip-build'],
    only: values.only?.split(','),
  });
  process.exit(printFigures(figures) > 0 ? 1 : 0);
}
