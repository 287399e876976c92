import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareFormatsWhenIdle } from '../../src/components/Money';

describe('the language’s formats made ahead', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const idleMoments = () => {
    const waiting = new Map<number, IdleRequestCallback>();
    let last = 0;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => (waiting.set(++last, callback), last));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
    return {
      waiting,
      /** Runs what waits for the next idle moment, as the browser does one callback a task. */
      next() {
        const [[handle, callback]] = [...waiting];
        waiting.delete(handle);
        callback({ didTimeout: false, timeRemaining: () => 50 });
      },
    };
  };

  /** Counts the formats made of a kind, making them as before. */
  const countMade = <T extends 'NumberFormat' | 'DateTimeFormat'>(kind: T) => {
    const Original = Intl[kind];
    return vi.spyOn(Intl, kind).mockImplementation(function (...args: unknown[]) {
      return new (Original as unknown as new (...args: unknown[]) => unknown)(...args);
    } as never);
  };

  it('makes one a task, each in an idle moment of its own (together they were one long task on a phone)', () => {
    const moments = idleMoments();
    const made = countMade('NumberFormat');
    const dates = countMade('DateTimeFormat');
    // Languages no other test formats in: a format once made is kept.
    prepareFormatsWhenIdle('sv');
    expect(made).not.toHaveBeenCalled();
    moments.next();
    expect(made).toHaveBeenCalledTimes(1);
    moments.next();
    expect(made).toHaveBeenCalledTimes(2);
    expect(dates).not.toHaveBeenCalled();
    moments.next();
    expect(dates).toHaveBeenCalledTimes(1);
    expect(moments.waiting.size).toBe(0);
  });

  it('stops when the language changes before the steps are done', () => {
    const moments = idleMoments();
    const made = countMade('NumberFormat');
    const stop = prepareFormatsWhenIdle('nb');
    moments.next();
    stop();
    expect(moments.waiting.size).toBe(0);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
