// The API's shapes, declared once in zod and read by the server (validation, OpenAPI) and the portal (types).
import { z } from 'zod';

export const errorResponseSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string().describe('The generic name of the status'),
    message: z.string().describe('What went wrong, for a person'),
  })
  .describe('Every error has this shape');
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
