// The one clock every time rule reads (windows, renewals, reminders, expiry): tests move it instead of waiting.

export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** The calendar day (UTC) of a moment, as the `date` columns hold it: 2026-11-25. */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);
