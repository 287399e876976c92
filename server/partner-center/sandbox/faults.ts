// Faults on purpose, for tests and demos: the next N calls, or a share of them, answer 500, 429 with Retry-After, or
// nothing at all. Kept in the process (each server of several has its own), set by PARTNER_CENTER_SANDBOX_FAULTS at
// start or by POST /partner-center/sandbox/faults.
import { z } from 'zod';

export const faultSchema = z.object({
  mode: z.enum(['500', '429', 'hang']),
  /** How many calls fail; absent: every call (or every share of them) until cleared. */
  count: z.number().int().min(1).optional(),
  /** The share of calls that fail (0 to 1); absent: all of them. */
  share: z.number().min(0).max(1).optional(),
  retryAfterSeconds: z.number().int().min(0).max(3600).optional(),
});
export type Fault = z.infer<typeof faultSchema>;

/** `500`, `429`, `hang`, or the JSON of a fault: `{"mode":"429","count":3,"retryAfterSeconds":2}`. */
export function parseFaults(text: string | undefined): Fault | null {
  if (!text) return null;
  const value = text.trim().startsWith('{') ? (JSON.parse(text) as unknown) : { mode: text.trim() };
  const parsed = faultSchema.safeParse(value);
  if (!parsed.success) throw new Error(`PARTNER_CENTER_SANDBOX_FAULTS: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

export function createFaults(initial: Fault | null, random: () => number = Math.random) {
  let fault = initial;
  let left = initial?.count ?? null;
  return {
    current: () => (fault ? { ...fault, ...(left === null ? {} : { count: left }) } : null),
    set: (next: Fault | null) => {
      fault = next;
      left = next?.count ?? null;
    },
    /** The fault this call meets, if any (and counts it). */
    next: (): Fault | null => {
      if (!fault) return null;
      if (fault.share !== undefined && random() >= fault.share) return null;
      const met = fault;
      if (left !== null) {
        left -= 1;
        if (left <= 0) fault = null;
      }
      return met;
    },
  };
}
export type Faults = ReturnType<typeof createFaults>;
