// The whole project is formatted as Prettier writes it (.prettierignore names what tools write), checked beside the
// other tests rather than before them.
import { expect, inject, it } from 'vitest';
import { checkAnswer } from './support/check-answer';

it('every file is formatted as Prettier writes it', async () => {
  const { code, stdout, stderr } = await checkAnswer(inject('projectChecks').format);
  expect(`${stdout}${stderr}`.trim(), 'prettier --check .').toBe('');
  expect(code).toBe(0);
}, 180_000);
