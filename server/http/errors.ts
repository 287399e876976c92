import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorResponseSchema, type ErrorResponse } from '../../common/api';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * Why a refusal happened, for the portal to word in its language: a stable code and the values its sentence
 * names (the English `message` says the same).
 */
export type Refusal = { code: string; params?: Record<string, string | number> };

/** An error a person can read, with the HTTP status it answers with. Thrown anywhere, answered by one handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly refusal?: Refusal,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, refusal?: Refusal) => new HttpError(400, message, refusal);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Access forbidden') => new HttpError(403, message);
export const notFound = (message = 'Resource not found') => new HttpError(404, message);
export const conflict = (message: string, refusal?: Refusal) => new HttpError(409, message, refusal);

/**
 * The refusals a signed-in route may answer, for its `response` schema: `{ 200: …, ...errorResponses }`. The
 * reference then names each, and every answer's error body has one shape.
 */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Some of them, for a route that answers only those: `errorsOf(400, 401, 404)`. */
export const errorsOf = <Code extends number>(...codes: Code[]) =>
  Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<Code, typeof errorResponseSchema>;

/** What a field of the request gets wrong, for the portal to show beside that field in its language. */
export type FieldIssue = NonNullable<ErrorResponse['fields']>[number];

/** The one error body: `message` is for a person, `error` the generic name of the status. */
export function errorBody(
  statusCode: number,
  message: string,
  details: Refusal & { fields?: FieldIssue[] } = { code: '' },
) {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(details.code ? { code: details.code } : {}),
    ...(details.params ? { params: details.params } : {}),
    ...(details.fields ? { fields: details.fields } : {}),
  };
}

type ValidationIssue = { instancePath: string; message?: string; keyword?: string; params?: Record<string, unknown> };

const numberOrUndefined = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;

/** Each field a validation names, with the zod code and the bounds its sentence needs. */
function fieldIssues(issues: ValidationIssue[]): FieldIssue[] {
  return issues.slice(0, 20).map((issue) => {
    const params = issue.params ?? {};
    const withOrigin = (code: string) => (typeof params.origin === 'string' ? `${code}_${params.origin}` : code);
    const code =
      issue.keyword === 'too_small' || issue.keyword === 'too_big' ? withOrigin(issue.keyword) : issue.keyword;
    return {
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      code: code ?? 'invalid',
      message: issue.message ?? 'is invalid',
      ...(numberOrUndefined(params.minimum) !== undefined ? { minimum: numberOrUndefined(params.minimum) } : {}),
      ...(numberOrUndefined(params.maximum) !== undefined ? { maximum: numberOrUndefined(params.maximum) } : {}),
      ...(typeof params.format === 'string' ? { format: params.format } : {}),
    };
  });
}

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

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, error.refusal));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = describeValidation(error.validationContext, error.validation);
      const fields = error.validationContext === 'body' ? fieldIssues(error.validation) : undefined;
      return reply.status(400).send(errorBody(400, message, { code: 'invalid_request', fields }));
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
