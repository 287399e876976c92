// The typecheck, the lint and the format check of the whole project start with the suite, each in a process of its own, and run beside
// the test workers: they take the cores the suite's start and its waits leave idle rather than two workers' time.
// Their tests wait for what each process answered.
import { spawn } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** What a check answered: its exit code (null when it could not run or was stopped) and what it printed. */
export type CheckAnswer = { code: number | null; stdout: string; stderr: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each whole-project check writes its answer (a CheckAnswer), once done. */
    projectChecks: { typecheck: string; lint: string; format: string };
  }
}

const checks = {
  // One thread: beside the workers, more only cost CPU (alone on two cores, one thread takes 4.7 s and 5 CPU-seconds,
  // the default 5.8 s and 11).
  typecheck: ['node_modules/typescript-native/bin/tsc', '--noEmit', '--singleThreaded', '-p', 'tsconfig.json'],
  lint: ['node_modules/eslint/bin/eslint.js', '.', '--format', 'json'],
  format: ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.'],
};

export default function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'portal-checks-'));
  const answers = {
    typecheck: path.join(folder, 'typecheck.json'),
    lint: path.join(folder, 'lint.json'),
    format: path.join(folder, 'format.json'),
  };
  const children = Object.entries(checks).map(([name, args]) => {
    const answerFile = answers[name as keyof typeof checks];
    // Written whole, then renamed: a test never reads half an answer. After the teardown the folder is gone.
    const answer = (result: CheckAnswer) => {
      try {
        writeFileSync(`${answerFile}.part`, JSON.stringify(result));
        renameSync(`${answerFile}.part`, answerFile);
      } catch {
        // The run is over.
      }
    };
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => answer({ code: null, stdout, stderr: `${stderr}${error.message}` }));
    // 'close': the process has ended and its output is all read.
    child.on('close', (code) => answer({ code, stdout, stderr }));
    return child;
  });
  project.provide('projectChecks', answers);
  return () => {
    for (const child of children) child.kill();
    rmSync(folder, { recursive: true, force: true });
  };
}
