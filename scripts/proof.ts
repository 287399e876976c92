// `npm run test:proof`: runs the proof-of-safety suites (issue 8) and prints a short report of what they
// covered, then writes it to docs/proof-report.md. Each suite writes its figures as JSON into PROOF_REPORT_DIR;
// the vitest JSON reporter gives each test's outcome. Exits non-zero when any suite fails.
// With DATABASE_URL set, the server suites (and the SIGKILL durability test) run on that PostgreSQL too.
// `tsx scripts/proof.ts --figures DIR` only prints the race, two-process, fuzzing and invariant figures that the
// server suites wrote into DIR (PROOF_REPORT_DIR): .ci/run does so after the server tests on PostgreSQL.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const serverSuites = [
  'tests/server/authorization-matrix.test.ts',
  'tests/server/fuzz.test.ts',
  'tests/server/races.test.ts',
  'tests/server/two-processes.test.ts',
  'tests/server/invariants.test.ts',
  'tests/server/shutdown.test.ts',
  'tests/server/security-headers.test.ts',
  'tests/server/subscriptions.test.ts',
  'tests/server/catalog-and-orders.test.ts',
  'tests/server/partner-catalog.test.ts',
];
const browserSuites = ['tests/e2e/accessibility.e2e.ts', 'tests/e2e/keyboard.e2e.ts', 'tests/e2e/sign-in.e2e.ts'];
/** The concurrency and all-or-nothing tests, by name, in the feature suites. */
const concurrencyTests = /parallel|idempotency|one row of a bulk update|no lost update/i;

type TestOutcome = { fullName: string; title: string; status: string; failureMessages: string[] };
type VitestJson = { success: boolean; testResults: { name: string; assertionResults: TestOutcome[] }[] };
type Matrix = {
  routes: number;
  guardedRoutes: number;
  cases: number;
  casesPerRoute: { method: string; url: string; access: string; roles: string[]; cases: number }[];
};
type Fuzz = {
  total: number;
  routes: number;
  perRoute: { method: string; url: string; requests: number }[];
  databaseRefuses?: Record<string, number>;
};
type Races = { race: string; database: string; rounds: number; broken: number }[];
type Invariants = { campaign: string; database: string; checked: number; broken: string[] }[];
type Revokes = { database: string; rounds: number; served: number }[];
type Durability = { database: string; acknowledged: number; found: number; lost: number; staleLockFile: boolean }[];
type Csp = { file?: string; pageLoads: number; violations: string[] }[];
type Accessibility = { pages: { role: string; path: string; violations: number }[]; keyboardJourneys: number };
type Keyboard = { pages: number; journeys: number };
type Attacks = {
  database: string;
  figures: { attack: string; restP99: number; p99: number; attackRequests: number; statuses: number[] }[];
}[];

const root = path.resolve(import.meta.dirname, '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(args: string[], environment: Record<string, string> = {}) {
  console.log(`\n$ npx ${args.join(' ')}`);
  return new Promise<number>((resolve) => {
    const child = spawn(npx, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...environment } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The entries of a list the suites appended to (`appendProofFigures`), one JSON line each; null when none. */
async function readEntries<T>(file: string): Promise<T | null> {
  try {
    const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
    return lines.map((line) => JSON.parse(line)) as T;
  } catch {
    return null;
  }
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

const outcomes = (results: VitestJson | null) =>
  (results?.testResults ?? []).flatMap((file) =>
    file.assertionResults.map((test) => ({ ...test, file: path.relative(root, file.name) })),
  );
const mark = (status: string) => (status === 'passed' ? '✓' : status === 'failed' ? '✗ FAILED' : `– ${status}`);
const tally = (tests: { status: string }[]) => {
  const passed = tests.filter((test) => test.status === 'passed').length;
  const failed = tests.filter((test) => test.status === 'failed').length;
  return `${passed} passed, ${failed} failed${tests.length - passed - failed ? `, ${tests.length - passed - failed} skipped` : ''}`;
};

/** The lines of the figures the server suites wrote into `figures`: races, revokes, fuzzing, invariants. */
async function figureLines(figures: string): Promise<string[]> {
  const races = await readEntries<Races>(path.join(figures, 'races.jsonl'));
  const revokes = await readEntries<Revokes>(path.join(figures, 'revokes.jsonl'));
  const invariants = await readEntries<Invariants>(path.join(figures, 'invariants.jsonl'));
  const fuzz = await readJson<Fuzz>(path.join(figures, 'fuzz.json'));
  const databaseName = (kind: string) => (kind === 'postgres' ? 'PostgreSQL' : 'PGlite');
  const lines = ['## Races, processes and invariants', ''];
  if (races?.length) {
    lines.push('| Race (each round: the requests sent at once over real connections) | Database | Rounds | Broken |');
    lines.push('| --- | --- | ---: | ---: |');
    for (const race of races) {
      lines.push(`| ${race.race} | ${databaseName(race.database)} | ${race.rounds} | ${race.broken} |`);
    }
  } else {
    lines.push('- Races: not run');
  }
  lines.push('');
  for (const run of revokes ?? []) {
    lines.push(
      `- A revoke through one server, the very next call through the other (${databaseName(run.database)}): ${run.rounds} rounds, ${run.served} served. No listener to lose: every signed-in call reads the access version the revoke moves in its own commit.`,
    );
  }
  if (!revokes?.length) lines.push('- Revokes between two servers: not run');
  if (fuzz?.databaseRefuses) {
    const kinds = Object.entries(fuzz.databaseRefuses).map(([kind, count]) => `${kind} ${count}`);
    lines.push(`- Fuzzing, requests drawing what the database refuses: ${kinds.join(', ')}; none answered 5xx.`);
  }
  for (const check of invariants ?? []) {
    lines.push(
      `- Invariants after ${check.campaign} (${databaseName(check.database)}): ${check.checked} checked, ${check.broken.length ? `broken: ${check.broken.join('; ')}` : 'all hold'}`,
    );
  }
  if (!invariants?.length) lines.push('- Invariants: not checked');
  const attacks = await readEntries<Attacks>(path.join(figures, 'attacks.jsonl'));
  lines.push('', '## A person working while four callers attack (one server process, PostgreSQL)', '');
  if (attacks?.length) {
    lines.push('| Attack (4 at once, in a loop) | Person’s p99 at rest | p99 during | Attack requests | Answered |');
    lines.push('| --- | ---: | ---: | ---: | --- |');
    for (const run of attacks) {
      for (const figure of run.figures) {
        const answered = figure.statuses.map((status) => (status === 0 ? 'closed' : status)).join(', ');
        lines.push(
          `| ${figure.attack} | ${figure.restP99} ms | ${figure.p99} ms | ${figure.attackRequests} | ${answered} |`,
        );
      }
    }
  } else {
    lines.push('- Not run (tests/e2e/under-attack.balanced.ts needs DATABASE_URL)');
  }
  return lines;
}

async function main() {
  const figuresOnly = process.argv.indexOf('--figures');
  if (figuresOnly !== -1) {
    console.log(`\n${(await figureLines(process.argv[figuresOnly + 1]!)).join('\n')}\n`);
    return;
  }
  const work = await mkdtemp(path.join(os.tmpdir(), 'portal-proof-'));
  const figures = path.join(work, 'figures');
  // The report draws the full fuzzing campaign whatever the database (npm test draws a third of it on PGlite).
  const environment = { PROOF_REPORT_DIR: figures, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '40' };
  const startedAt = new Date();

  const serverExit = await run(
    [
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=verbose',
      '--reporter=json',
      `--outputFile.json=${path.join(work, 'server.json')}`,
      ...serverSuites,
    ],
    environment,
  );

  // The attack suite needs PostgreSQL (one process and a database server of its own, as in production).
  const attackExit = process.env.DATABASE_URL
    ? await run(
        ['vitest', 'run', '--config', 'vitest.balanced.config.ts', 'tests/e2e/under-attack.balanced.ts'],
        environment,
      )
    : 0;

  const present = browserSuites.filter((file) => existsSync(path.join(root, file)));
  const portal = path.join(work, 'dist');
  const buildExit = await run(['vite', 'build', '--outDir', portal, '--logLevel', 'warn']);
  const browserExit =
    buildExit !== 0
      ? buildExit
      : await run(
          [
            'vitest',
            'run',
            '--config',
            'vitest.e2e.config.ts',
            '--reporter=verbose',
            '--reporter=json',
            `--outputFile.json=${path.join(work, 'e2e.json')}`,
            ...present,
          ],
          { ...environment, STATIC_DIR: portal },
        );

  const server = outcomes(await readJson<VitestJson>(path.join(work, 'server.json')));
  const browser = outcomes(await readJson<VitestJson>(path.join(work, 'e2e.json')));
  const matrix = await readJson<Matrix>(path.join(figures, 'matrix.json'));
  const fuzz = await readJson<Fuzz>(path.join(figures, 'fuzz.json'));
  const durability = await readEntries<Durability>(path.join(figures, 'durability.jsonl'));
  const csp = await readEntries<Csp>(path.join(figures, 'csp.jsonl'));
  const accessibility = await readJson<Accessibility>(path.join(figures, 'accessibility.json'));
  const keyboard = await readJson<Keyboard>(path.join(figures, 'keyboard.json'));
  const isSuccess = serverExit === 0 && attackExit === 0 && buildExit === 0 && browserExit === 0;

  const lines: string[] = [];
  const say = (line = '') => lines.push(line);
  say('# Proof of safety report');
  say();
  say(
    `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC · database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL) for the server suites' : 'embedded PGlite'} · result: **${isSuccess ? 'PASS' : 'FAIL'}**`,
  );
  say();
  say(`- Server suites (${serverSuites.length} files): ${server.length ? tally(server) : 'did not report'}`);
  say(
    `- Browser suites (${present.map((file) => path.basename(file)).join(', ')}): ${buildExit !== 0 ? 'the portal did not build' : browser.length ? tally(browser) : 'did not report'}`,
  );
  for (const test of [...server, ...browser].filter((outcome) => outcome.status === 'failed')) {
    say(`  - ✗ ${test.file} › ${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0]!.slice(0, 240)}`);
  }

  say();
  say('## Authorization and fuzzing, per route');
  say();
  if (matrix && fuzz) {
    const fuzzed = new Map(fuzz.perRoute.map((route) => [`${route.method} ${route.url}`, route.requests]));
    const counts = fuzz.perRoute.map((route) => route.requests);
    say(
      `${matrix.routes} routes registered (${matrix.routes - matrix.guardedRoutes} open, ${matrix.guardedRoutes} guarded), all covered: ` +
        `${matrix.cases} refusal cases in the authorization matrix (401/403 with only the error in the body, business tables unchanged); ` +
        `${fuzz.total} requests fuzzed over ${fuzz.routes} routes (${Math.min(...counts)} to ${Math.max(...counts)} per route), none answered 5xx.`,
    );
    say();
    say('| Route | Policy | Roles refused | Matrix cases | Requests fuzzed |');
    say('| --- | --- | --- | ---: | ---: |');
    for (const route of matrix.casesPerRoute) {
      const key = `${route.method} ${route.url}`;
      say(
        `| \`${key}\` | ${route.access} | ${route.roles.join(', ') || '–'} | ${route.cases} | ${fuzzed.get(key) ?? '–'} |`,
      );
    }
  } else {
    say(`Not reported (${matrix ? '' : 'matrix.json '}${fuzz ? '' : 'fuzz.json '}missing).`);
  }

  say();
  for (const line of await figureLines(figures)) say(line);

  say();
  say('## Concurrency and durability');
  say();
  const concurrency = server.filter(
    (test) => /subscriptions|catalog-and-orders|partner-catalog/.test(test.file) && concurrencyTests.test(test.title),
  );
  for (const test of concurrency) say(`- ${mark(test.status)} ${test.title}`);
  if (!concurrency.length) say('- Concurrency tests: not run');
  for (const run of durability ?? []) {
    say(
      `- SIGKILL mid-stream on ${run.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${run.acknowledged} writes acknowledged, ${run.found} found after restart, ${run.lost} lost${run.staleLockFile ? ' (opened past the stale lock file)' : ''}`,
    );
  }
  if (!durability?.some((run) => run.database === 'postgres')) {
    say('- SIGKILL on PostgreSQL: not run (set DATABASE_URL, as .ci/run does)');
  }

  say();
  say('## Browser');
  say();
  const headers = server.filter((test) => test.file.endsWith('security-headers.test.ts'));
  say(`- Security headers (CSP, frame-ancestors, base-uri, nosniff, Referrer-Policy, HSTS): ${tally(headers)}`);
  for (const test of headers.filter((outcome) => outcome.status !== 'passed' || /known gap/i.test(outcome.title))) {
    say(`  - ${/known gap/i.test(test.title) ? 'expected to fail:' : mark(test.status)} ${test.title}`);
  }
  const logout = browser.find((test) => /logs out of an MSAL sign-in/.test(test.title));
  say(`- Logout removes the session token and the MSAL cache: ${logout ? mark(logout.status) : 'not run'}`);
  if (csp?.length) {
    const violations = csp.flatMap((file) => file.violations);
    say(
      `- CSP violations during the browser journeys: ${violations.length} (${csp.reduce((sum, file) => sum + file.pageLoads, 0)} page loads watched)`,
    );
    for (const violation of violations.slice(0, 5)) say(`  - ${violation.slice(0, 200)}`);
  } else {
    say('- CSP violations during the browser journeys: not run');
  }
  if (accessibility) {
    const roles = new Set(accessibility.pages.map((page) => page.role));
    const paths = new Set(accessibility.pages.map((page) => page.path));
    const found = accessibility.pages.reduce((sum, page) => sum + page.violations, 0);
    say(
      `- Accessibility (axe-core, serious or critical): ${accessibility.pages.length} page checks (${paths.size} pages × ${roles.size} roles: ${[...roles].join(', ')}), violations found: ${found}`,
    );
  } else {
    say('- Accessibility (axe-core): not run');
  }
  say(
    keyboard ? `- Keyboard alone: ${keyboard.pages} pages, ${keyboard.journeys} journeys` : '- Keyboard alone: not run',
  );

  const report = `${lines.join('\n')}\n`;
  console.log(`\n${report}`);
  await writeFile(path.join(root, 'docs', 'proof-report.md'), report);
  await rm(work, { recursive: true, force: true });
  process.exit(isSuccess ? 0 : 1);
}

await main();
