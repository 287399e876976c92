// What every route of the sandbox shares: where it is mounted, its route options, Microsoft's error body (thrown as
// Refused, sent by the sandbox's error handler), a body read as Microsoft refuses one, and the MS-RequestId header.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { refusals, type Refusal } from './rules';

export const sandboxMountPath = '/partner-center';

/** Open to the portal's guard (the sandbox checks its own tokens) and left out of the portal's API document. */
export const sandboxRoute = { config: { access: 'open' as const }, schema: { hide: true } };

export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.description);
  }
}

export const sendRefusal = (reply: FastifyReply, { status, code, description }: Refusal) =>
  reply.code(status).send({ code, description, data: [], source: 'PartnerFD' });

/** The first problem of a body, in Microsoft's words for an invalid input. */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Refused(refusals.invalidInput(`${issue.path.join('.') || 'body'}: ${issue.message}`));
}

export const requestIdOf = (request: FastifyRequest) => {
  const value = request.headers['ms-requestid'];
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null;
};
