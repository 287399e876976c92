import { addDays } from 'date-fns';
import type { Clock } from '../../../server/time/clock';

/** A clock a test moves: `clock.advance(30)` is thirty days later for every time rule of the server. */
export function movableClock(start = new Date()) {
  let now = start;
  return {
    now: () => now,
    advance: (days: number) => void (now = addDays(now, days)),
    set: (moment: Date) => void (now = moment),
  } satisfies Clock & Record<string, unknown>;
}
