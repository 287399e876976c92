// A failover, a pooler restart or a terminated backend cuts the pool's connections, and postgres.js learns of it only
// from the next statement each one carries: that statement fails. What can be run again without doing anything twice
// is run again, on another connection: a statement that never reached the server, a read, and a transaction whose
// COMMIT was never sent (the server rolled its work back with the connection). A write sent outside a transaction,
// and a transaction whose COMMIT was sent, may have taken before the answer was lost: their error stands.
import { setTimeout as sleep } from 'node:timers/promises';
import type postgres from 'postgres';

type Client = postgres.Sql;
type TransactionClient = postgres.TransactionSql;
type StatementParameters = Parameters<Client['unsafe']>[1];
type QueryOptions = Parameters<Client['unsafe']>[2];

/**
 * How a statement met a connection that went away: `not-run` when the server ended the session before answering it
 * (a FATAL error in place of its answer rolls its work back) or no session could be opened, `in-flight` when the
 * connection dropped with the statement sent: it may have run, and committed, before its answer was lost.
 */
export type ConnectionLoss = 'not-run' | 'in-flight';

const notRunCodes = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const inFlightCodes = new Set(['CONNECTION_CLOSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * `error`'s kind of connection loss, if it is one. Not one: CONNECTION_ENDED and _DESTROYED (the pool is closing),
 * CONNECT_TIMEOUT (a server silent for connect_timeout, 30 s, has kept the person waiting long enough).
 */
export function connectionLossOf(error: unknown): ConnectionLoss | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string') return undefined;
  if (notRunCodes.has(code)) return 'not-run';
  if (inFlightCodes.has(code)) return 'in-flight';
  return undefined;
}

/**
 * Whether `text` only reads, a statement that can be sent again whatever became of it: a select, or one with common
 * table expressions that change nothing (the functions a select calls are taken not to write).
 */
export const isRead = (text: string) =>
  /^[\s(]*select\b/i.test(text) || (/^[\s(]*with\b/i.test(text) && !/\b(insert|update|delete|merge)\b/i.test(text));

/**
 * Whether what failed with `error` may be run again: what never ran, and what `isRepeatable` (a read, a transaction
 * whose COMMIT was not sent) after its connection was lost in flight.
 */
export function mayRetry(error: unknown, { isRepeatable }: { isRepeatable: boolean }) {
  const loss = connectionLossOf(error);
  return loss === 'not-run' || (loss === 'in-flight' && isRepeatable);
}

/**
 * Retries of one statement or transaction: the retry can meet another connection of the pool that was cut and that
 * the pool has not seen close yet, and postgres.js 3.4 fails the first statement on a reopened connection with the
 * error that closed it before (porsager/postgres#1215).
 */
const maxRetries = 3;

/**
 * `client` for Drizzle, with what a lost connection failed run again on another connection:
 * `drizzle(retryingLostConnections(postgres(url)))`.
 */
export function retryingLostConnections(client: Client, { pauseMs = 20 } = {}): Client {
  // The connections cut together close within milliseconds of each other: a pause lets the pool see them go before
  // the retry picks one.
  async function withRetries<T>(run: () => Promise<T>, mayRunAgain: (error: unknown) => boolean) {
    for (let retry = 1; ; retry++) {
      try {
        return await run();
      } catch (error) {
        if (retry > maxRetries || !mayRunAgain(error)) throw error;
        await sleep(pauseMs * retry);
      }
    }
  }

  const unsafe = (text: string, parameters?: StatementParameters, options?: QueryOptions) =>
    deferredStatement((asValues) =>
      withRetries(
        () => send(client, text, parameters, options, asValues),
        (error) => mayRetry(error, { isRepeatable: isRead(text) }),
      ),
    );

  function begin(...args: [string, TransactionBody] | [TransactionBody]) {
    const body = args.pop() as TransactionBody;
    const options = (args[0] as string | undefined) ?? '';
    let attempt: AttemptState;
    return withRetries(
      () => {
        attempt = { isLost: false, hasBodyFailed: false, isCommitSent: false };
        const state = attempt;
        return client
          .begin(options, (tx) => runBody(body, tx, state))
          .catch((error: unknown) => {
            if (connectionLossOf(error)) state.isLost = true;
            throw error;
          });
      },
      // Once COMMIT may have reached the server, whether it took is unknown: the work is never run again then. A body
      // that failed on its own (a connection loss of another statement than its own) is not run again either.
      (error) => !attempt.isCommitSent && !attempt.hasBodyFailed && mayRetry(error, { isRepeatable: true }),
    );
  }

  return new Proxy(client, {
    get: (target, key, receiver) =>
      key === 'unsafe' ? unsafe : key === 'begin' ? begin : Reflect.get(target, key, receiver),
  });
}

type TransactionBody = (tx: TransactionClient) => unknown;
type AttemptState = { isLost: boolean; hasBodyFailed: boolean; isCommitSent: boolean };

async function runBody(body: TransactionBody, tx: TransactionClient, state: AttemptState) {
  let result: unknown;
  try {
    result = await body(guarded(tx, state));
  } catch (error) {
    if (state.isLost) return abandoned();
    state.hasBodyFailed = true;
    throw error;
  }
  if (state.isLost) return abandoned();
  // postgres.js sends COMMIT as soon as this returns.
  state.isCommitSent = true;
  return result;
}

/**
 * Once a transaction's connection is lost, postgres.js 3.4 still sends the ROLLBACK or COMMIT that ends it, and any
 * statement its body sends later, on the connection that replaced the lost one, in another transaction or none
 * (porsager/postgres#1215): the lost attempt's body never settles, and its statements fail before they are sent.
 */
const abandoned = () => new Promise<never>(() => {});

function guarded(tx: TransactionClient, state: AttemptState): TransactionClient {
  const unsafe = (text: string, parameters?: StatementParameters, options?: QueryOptions) =>
    deferredStatement(async (asValues) => {
      if (state.isLost) throw lostTransaction();
      try {
        return await send(tx, text, parameters, options, asValues);
      } catch (error) {
        if (connectionLossOf(error)) state.isLost = true;
        throw error;
      }
    });
  const savepoint = (...args: [string, TransactionBody] | [TransactionBody]) => {
    const body = args.pop() as TransactionBody;
    const name = (args[0] as string | undefined) ?? '';
    if (state.isLost) return Promise.reject(lostTransaction());
    return tx.savepoint(name, (inner) => body(guarded(inner, state)));
  };
  return new Proxy(tx, {
    get: (target, key, receiver) =>
      key === 'unsafe' ? unsafe : key === 'savepoint' ? savepoint : Reflect.get(target, key, receiver),
  });
}

const lostTransaction = () =>
  Object.assign(new Error('write CONNECTION_CLOSED: the transaction lost its connection'), {
    code: 'CONNECTION_CLOSED',
  });

function send(
  sql: Client | TransactionClient,
  text: string,
  parameters: StatementParameters,
  options: QueryOptions,
  asValues: boolean,
) {
  const query = sql.unsafe(text, parameters, options);
  return asValues ? query.values() : query;
}

/**
 * A statement answered as postgres.js answers one (awaited, or `.values()` first for rows as arrays), sent by `run`
 * when it is awaited.
 */
function deferredStatement(run: (asValues: boolean) => Promise<unknown>) {
  let asValues = false;
  let answer: Promise<unknown> | undefined;
  const statement = {
    values: () => {
      asValues = true;
      return statement;
    },
    then: <A, B>(onAnswer?: (rows: unknown) => A | PromiseLike<A>, onError?: (error: unknown) => B | PromiseLike<B>) =>
      (answer ??= run(asValues)).then(onAnswer, onError),
  };
  return statement;
}
