// The API's shapes: the bounds every request inherits, set where the database sets them (an id is an `integer`
// column, a day is a date PostgreSQL can hold), and the error and health answers.
import { z } from 'zod';

/** The largest id an `integer` column holds. */
export const maxId = 2_147_483_647;
/** A row's id in a body or filter. */
export const idSchema = z.number().int().positive().max(maxId, 'is not a valid id');
/** A row's id in the address (text there). */
export const idParamSchema = z.coerce.number().int().positive().max(maxId, 'is not a valid id');

/** Whether a `YYYY-MM-DD` text names a day of the calendar (not 2026-02-30, not year 0). */
const isCalendarDay = (text: string) => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
/** A day, as `2026-01-31`. */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, e.g. 2026-01-31')
  .refine(isCalendarDay, 'is not a day of the calendar');

export const logoutResponseSchema = z.object({
  endSessionUrl: z.string().nullable().describe('Where the browser ends the provider’s session; null: nowhere'),
});
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** "Sign out everywhere": how many sessions ended (the person's other devices, or all of someone's for support). */
export const endedSessionsSchema = z.object({ ended: z.number().int().min(0) });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

export const errorResponseSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string().describe('The generic name of the status'),
    message: z.string().describe('What went wrong, for a person'),
    code: z.string().optional().describe('Why, as a stable code the portal words in its language'),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe('What the sentence names'),
    fields: z
      .array(
        z.object({
          field: z.string().describe('The body field, dotted (billingProfiles.0.name)'),
          code: z.string().describe('zod’s issue code, with the kind of bound (too_small_number)'),
          message: z.string(),
          minimum: z.number().optional(),
          maximum: z.number().optional(),
          format: z.string().optional(),
        }),
      )
      .optional()
      .describe('Each body field that is not valid'),
  })
  .describe('Every error has this shape');
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
