import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error a person can read, with the HTTP status it answers with. Thrown anywhere, answered by one handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Access forbidden') => new HttpError(403, message);
export const notFound = (message = 'Resource not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** The one error body: `message` is for a person, `error` the generic name of the status. */
export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

type ValidationIssue = { instancePath: string; message?: string };

const contextNames: Record<string, string> = {
  body: 'request body',
  querystring: 'query',
  params: 'address',
  headers: 'headers',
};

/** "Invalid request body: quantity: Too small: expected number to be >=1" */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const details = issues.slice(0, 5).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return field ? `${field}: ${issue.message}` : (issue.message ?? 'is invalid');
  });
  return `Invalid ${contextNames[context ?? ''] ?? 'request'}: ${details.join('; ')}`;
}

/**
 * JSON bodies, where an empty body is no body: the portal sends `Content-Type: application/json` on every
 * call (spec §7), also on a POST or DELETE that carries nothing.
 */
export function registerJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('The request body is not valid JSON'), undefined);
    }
  });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(errorBody(400, describeValidation(error.validationContext, error.validation)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody(500, 'Server error'));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(statusCode).send(errorBody(statusCode, 'Server error'));
    }
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large, rate limit): their messages are readable.
    return reply.status(statusCode).send(errorBody(statusCode, readableMessage(error)));
  });
}

function readableMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request body must be sent as application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    default:
      return error.message;
  }
}
