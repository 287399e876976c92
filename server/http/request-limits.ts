// What one request may cost before any route reads it: an address of bounded length (414 beyond), a JSON body of
// bounded nesting (400 beyond, found by one linear scan before JSON.parse builds anything), and small bodies on the
// routes that need only kilobytes. No request, signed in or not, can hold the event loop for others.
import { StringDecoder } from 'node:string_decoder';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from './errors';
import { noteBodyText } from './storable-text';

/** Longer than any address the portal makes (a bulk edit's thousand ids go in bodies, not addresses). */
export const maxUrlLength = 8 * 1024;

/** Deeper than any request schema nests (an order's lines' fields are three levels down). */
export const maxJsonDepth = 32;

/** The default body limit: the largest request (10,000 catalog item changes) is under 1 MB. */
export const defaultBodyLimit = 1024 * 1024;

/** The sign-in routes carry a code, a state and a token: kilobytes. */
export const signInBodyLimit = 32 * 1024;

/** What a JSON text has opened so far, read a piece at a time: strings skipped, escapes within them too. */
export function nestingScanner(limit: number) {
  let depth = 0;
  let inString = false;
  let escaped = false;
  /** Reads the next piece of the text; true once it nests deeper than `limit`. */
  return (piece: string) => {
    for (let index = 0; index < piece.length; index++) {
      const code = piece.charCodeAt(index);
      if (inString) {
        if (escaped) escaped = false;
        else if (code === 0x5c) escaped = true;
        else if (code === 0x22) inString = false;
      } else if (code === 0x22) inString = true;
      else if (code === 0x5b || code === 0x7b) {
        if (++depth > limit) return true;
      } else if (code === 0x5d || code === 0x7d) depth--;
    }
    return false;
  };
}

/** Whether `text` nests arrays and objects deeper than `limit`, read once. */
export const nestsDeeperThan = (text: string, limit: number) => nestingScanner(limit)(text);

/**
 * How many bytes of JSON bodies one address may have read each second, beyond small bodies: what reading, parsing and
 * checking a body costs grows with its size (8 ms for 500 KB), and four callers sending the largest in a loop kept the
 * event loop busy for everyone. A body over the budget waits its turn (the socket holds it); one that would wait
 * longer than `longestWait` is refused with 429.
 */
export const bodyBudget = { bytesPerSecond: 1024 * 1024, freeBelow: 16 * 1024, longestWaitMs: 15_000 };

type Budget = { available: number; at: number };
const budgets = new Map<string, Budget>();

/** Milliseconds `address` waits before `bytes` more may be read (and the budget taken), or null when too long. */
export function waitForBodyBudget(address: string, bytes: number, now = Date.now()) {
  if (bytes < bodyBudget.freeBelow) return 0;
  const { bytesPerSecond } = bodyBudget;
  const budget = budgets.get(address) ?? { available: bytesPerSecond, at: now };
  const available = Math.min(bytesPerSecond, budget.available + ((now - budget.at) / 1000) * bytesPerSecond);
  const waitMs = available >= bytes ? 0 : ((bytes - available) / bytesPerSecond) * 1000;
  if (waitMs > bodyBudget.longestWaitMs) return null;
  if (budgets.size > 10_000) budgets.clear();
  budgets.set(address, { available: available - bytes, at: now });
  return waitMs;
}

const tooDeep = () => badRequest(`The request nests lists or objects more than ${maxJsonDepth} levels deep`);
const tooLarge = () => new HttpError(413, 'The request body is too large');

/** JSON.parse, refusing in words what is not JSON or nests deeper than any request needs. */
export function parseRequestJson(text: string): unknown {
  if (nestsDeeperThan(text, maxJsonDepth)) throw tooDeep();
  return parseJson(text);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

/**
 * JSON bodies, read as they arrive: a body past its route's limit or nested too deep is refused at the piece that
 * shows it, before the rest is read or anything parsed. An empty body is no body: the portal sends
 * `Content-Type: application/json` on every call (spec §7), also on a POST or DELETE that carries nothing.
 */
export function registerJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request, payload, done) => {
    const limit = request.routeOptions.bodyLimit ?? defaultBodyLimit;
    const declared = Number(request.headers['content-length']) || 0;
    if (declared > limit) return done(tooLarge(), undefined);
    const waitMs = waitForBodyBudget(request.ip, declared);
    if (waitMs === null) return done(new HttpError(429, 'Too many large requests: try again in a minute'), undefined);
    const decoder = new StringDecoder('utf8');
    const nestsTooDeep = nestingScanner(maxJsonDepth);
    const pieces: string[] = [];
    let received = 0;
    const stop = (error: HttpError | null, body?: unknown) => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
      done(error, body);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) return stop(tooLarge());
      const piece = decoder.write(chunk);
      if (nestsTooDeep(piece)) return stop(tooDeep());
      pieces.push(piece);
    };
    const onEnd = () => {
      const text = pieces.join('') + decoder.end();
      if (text.trim() === '') return stop(null, undefined);
      try {
        const body = parseJson(text);
        noteBodyText(request, text);
        stop(null, body);
      } catch (error) {
        stop(error as HttpError);
      }
    };
    const onError = () => stop(badRequest('The request body was cut off'));
    const read = () => {
      // A caller that gave up while its body waited its turn: nothing more will come.
      if (payload.destroyed) return done(badRequest('The request body was cut off'), undefined);
      payload.on('data', onData);
      payload.on('end', onEnd);
      payload.on('error', onError);
    };
    if (waitMs > 0) setTimeout(read, waitMs);
    else read();
  });
}

/** 414 for an address longer than any the portal makes, before the portal's routes or pages read it. */
export function refuseLongAddresses(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if ((request.raw.url ?? '').length > maxUrlLength) {
      throw new HttpError(414, `The address is longer than ${maxUrlLength} characters`);
    }
  });
  // A body refused for its size is not read to its end to keep the connection: the connection ends instead.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 413) reply.header('connection', 'close');
  });
}

/** A list asking for more rows than a screen shows (an export: ra-data-simple-rest's `range=[0,999]`). */
export const largeListRows = 100;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A costly route (a search as one types) that one address calls one call at a time, as its exports. */
    oneAtATime?: boolean;
  }
}

const isLargeList = (range: unknown) => {
  if (typeof range !== 'string') return false;
  const match = /^\[\s*(\d{1,9})\s*,\s*(\d{1,9})\s*\]$/.exec(range);
  return match !== null && Number(match[2]) - Number(match[1]) + 1 > largeListRows;
};

/**
 * One address's exports (and searches) run one at a time: the next waits for the one before to be answered. A person exporting
 * waits for their own exports; four exports sent at once in a loop no longer take turns with everyone else's calls.
 */
export function oneLargeListAtATime(app: FastifyInstance) {
  const queues = new Map<string, Promise<void>>();
  const releases = new WeakMap<object, () => void>();
  app.addHook('onRequest', async (request) => {
    const isCostly =
      request.routeOptions.config?.oneAtATime === true ||
      isLargeList((request.query as Record<string, unknown> | undefined)?.range);
    if (!isCostly) return;
    const before = queues.get(request.ip) ?? Promise.resolve();
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const mine = before.then(() => turn);
    queues.set(request.ip, mine);
    releases.set(request, () => {
      release();
      if (queues.get(request.ip) === mine) queues.delete(request.ip);
    });
    await before;
  });
  const done = async (request: object) => releases.get(request)?.();
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
}
