// `npm test` timed: its wall time, and the CPU seconds it spent (its processes and their children, the typecheck,
// lint and format check among them), so that a faster or slower machine does not hide the suite's growth.
// `tsx bench/test-suite.ts` alone, or within `npm run bench`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { budgets, type Figure } from './budgets';
import { printFigures } from './browser-run';

/** The CPU seconds of this process's waited-for children (Linux's /proc: cutime + cstime, in clock ticks). */
function childrenCpuSeconds() {
  // The fields after the command's closing parenthesis: the 14th and 15th of them are cutime and cstime.
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  const ticksPerSecond = 100;
  return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
}

export async function benchTestSuite(): Promise<Figure[]> {
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const code = await new Promise<number | null>((resolve) => {
    const suite = spawn('npm', ['test', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
    suite.on('close', resolve);
  });
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`npm test failed (exit ${code}): its figures would not say anything`);
  return [
    { name: 'npm test, wall time', value: seconds, unit: 's', budget: budgets.testSuiteSeconds },
    {
      name: 'npm test, CPU time of its processes',
      value: childrenCpuSeconds() - cpuBefore,
      unit: 's',
      budget: budgets.testSuiteCpuSeconds,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = printFigures(await benchTestSuite()) > 0 ? 1 : 0;
}
