import { existsSync, readFileSync } from 'node:fs';

/** What a whole-project check started by the global setup answered: its exit code and its output. */
export async function checkAnswer(file: string): Promise<{ code: number | null; output: string }> {
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 100));
  return JSON.parse(readFileSync(file, 'utf8'));
}
