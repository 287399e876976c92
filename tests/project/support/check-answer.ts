import { existsSync, readFileSync } from 'node:fs';
import type { CheckAnswer } from './global-setup';

/** What a whole-project check started by the global setup answered, once it has. */
export async function checkAnswer(file: string): Promise<CheckAnswer> {
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 100));
  return JSON.parse(readFileSync(file, 'utf8'));
}
