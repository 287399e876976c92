import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  claimSignInRedirect,
  isChunkLoadError,
  reloadGuardKeys,
  reloadOnceOnChunkError,
} from '../../src/providers/reloadGuard';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/Subscriptions-abc.js');

describe('the page-reload guard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it.each([
    chunkError(),
    new TypeError('Importing a module script failed.'),
    Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }),
  ])('recognises a chunk that could not load: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('ignores other errors', () => {
    const reload = vi.fn();
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(reloadOnceOnChunkError(new Error('boom'), { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once, not again within 10 seconds, and again after them', () => {
    const reload = vi.fn();
    expect(reloadOnceOnChunkError(chunkError(), { reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(reloadGuardKeys.chunkReload)).toBe(String(Date.now()));

    vi.advanceTimersByTime(9_999);
    expect(reloadOnceOnChunkError(chunkError(), { reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(reloadOnceOnChunkError(chunkError(), { reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('allows one automatic sign-in redirect per 10 seconds', () => {
    expect(claimSignInRedirect()).toBe(true);
    expect(claimSignInRedirect()).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(claimSignInRedirect()).toBe(true);
  });
});
