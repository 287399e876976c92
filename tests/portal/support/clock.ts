import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * react-admin draws a loading table's placeholder rows once a second has passed: the test's clock (installed with
 * `vi.useFakeTimers({ shouldAdvanceTime: true })` before the screen opens) moves that second on at once.
 */
export async function expectPlaceholderRowsAfterASecond() {
  await vi.advanceTimersByTimeAsync(1_000);
  await waitFor(() => expect(document.querySelector('[class*="RaPlaceholder"]')).not.toBeNull());
}
