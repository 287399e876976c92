// The whole project type-checks (TypeScript 7's compiler), run beside the other tests rather than before them.
import { expect, inject, it } from 'vitest';
import { checkAnswer } from './support/check-answer';

it('type-checks every file of the project', async () => {
  const { code, stdout, stderr } = await checkAnswer(inject('projectChecks').typecheck);
  expect(`${stdout}${stderr}`.trim(), 'tsc --noEmit').toBe('');
  expect(code).toBe(0);
}, 180_000);
