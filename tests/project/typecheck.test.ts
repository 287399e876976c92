// The whole project type-checks (TypeScript 7's compiler), run beside the other tests rather than before them.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

it('type-checks every file of the project', async () => {
  const compiler = 'node_modules/typescript-native/bin/tsc';
  // One thread: beside the other tests' workers, more threads only cost CPU (alone on two cores, one thread takes
  // 4.7 s and 5 CPU-seconds, the default 5.8 s and 11).
  const args = [compiler, '--noEmit', '--singleThreaded', '-p', 'tsconfig.json'];
  const outcome = await promisify(execFile)(process.execPath, args, { maxBuffer: 10 * 1024 * 1024 }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, output: error.stdout }),
  );
  expect(outcome.output.trim(), 'tsc --noEmit').toBe('');
  expect(outcome.code).toBe(0);
}, 180_000);
