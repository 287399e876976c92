// What one request may cost before any route reads it: an address of bounded length (414 beyond), a JSON body of
// bounded nesting (400 beyond, found by one linear scan before JSON.parse builds anything), and small bodies on the
// routes that need only kilobytes. No request, signed in or not, can hold the event loop for others.
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from './errors';

/** Longer than any address the portal makes (a bulk edit's thousand ids go in bodies, not addresses). */
export const maxUrlLength = 8 * 1024;

/** Deeper than any request schema nests (an order's lines' fields are three levels down). */
export const maxJsonDepth = 32;

/** The default body limit; the routes that take files or thousands of ids live within it. */
export const defaultBodyLimit = 5 * 1024 * 1024;

/** The sign-in routes carry a code, a state and a token: kilobytes. */
export const signInBodyLimit = 32 * 1024;

const openers = new Set([0x5b, 0x7b]); // [ {
const closers = new Set([0x5d, 0x7d]); // ] }

/** Whether `text` nests arrays and objects deeper than `limit`, read once, strings skipped. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (openers.has(code)) {
      if (++depth > limit) return true;
    } else if (closers.has(code)) depth--;
  }
  return false;
}

/** JSON.parse, refusing in words what is not JSON or nests deeper than any request needs. */
export function parseRequestJson(text: string): unknown {
  if (nestsDeeperThan(text, maxJsonDepth)) {
    throw badRequest(`The request nests lists or objects more than ${maxJsonDepth} levels deep`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
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
      done(null, parseRequestJson(text));
    } catch (error) {
      done(error as HttpError, undefined);
    }
  });
}

/** 414 for an address longer than any the portal makes, before the portal's routes or pages read it. */
export function refuseLongAddresses(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if ((request.raw.url ?? '').length > maxUrlLength) {
      throw new HttpError(414, `The address is longer than ${maxUrlLength} characters`);
    }
  });
}
