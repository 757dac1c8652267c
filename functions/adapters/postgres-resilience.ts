/**
 * How the PostgreSQL stores live through a database that restarts or goes away: every call runs on
 * a checked-out connection that has an error listener for as long as it is out, transient
 * connection failures are tried again on a fresh connection within a short budget, and a call that
 * cannot be served in time ends in StoreUnavailableError (503 with Retry-After), never a crash.
 *
 * Why the listener: pg-pool listens for errors only on idle connections and removes that listener
 * while a connection is checked out (`_acquireClient`), and pg's Client emits 'error' when its
 * socket ends unexpectedly. A connection that dies inside a transaction (an immediate stop, an
 * admin shutdown, a reset) therefore emitted an unhandled 'error' and took the whole process down.
 *
 * What is retried depends on when the failure struck, since a write must never be acknowledged
 * without being committed, nor applied twice:
 * - the connection could not be had: nothing was sent, so any call is tried again;
 * - inside a transaction, before COMMIT was sent: the server rolls it back, so it is tried again;
 * - after the statement or COMMIT was sent (the commit may or may not have happened): a `confirm`
 *   read on a fresh connection decides; without one, only a `repeatable` call (reads, idempotent
 *   writes) is tried again and any other ends in StoreUnavailableError (see `PostgresCall`).
 */
import pg from 'pg';
import { StoreUnavailableError } from '../ports/store-unavailable.ts';

/** How long one call keeps trying before it answers "unavailable". */
const RETRY_BUDGET_MS = 2_000;
/** What a shopper's page is told to wait before sending again (a restart takes seconds). */
const RETRY_AFTER_SECONDS = 3;
const FIRST_BACKOFF_MS = 50;
const MAX_BACKOFF_MS = 500;

/** Socket errors of a connection that failed or could not be made; the server may be back soon. */
const TRANSIENT_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not ready yet: 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, in recovery, shutting down), 53300 too_many_connections.
 * Class 08 (connection exception) is matched by prefix.
 */
const TRANSIENT_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** pg's and pg-pool's own messages for a lost, unusable or unobtainable connection. */
const TRANSIENT_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect/,
  /is not queryable/, // a client whose connection already failed, or was closed
  /^Client was closed/,
];

/**
 * Whether an error is a connection failure worth trying again on a fresh connection, rather than
 * a real SQL error (a constraint, a syntax error, a bad value) that would fail the same way again.
 */
export function isTransientConnectionError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (TRANSIENT_SOCKET_CODES.has(code) || TRANSIENT_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (TRANSIENT_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // pg wraps a connect timeout (and Node an AggregateError of refused addresses) around the socket error.
  if (error instanceof AggregateError && error.errors.some((inner) => isTransientConnectionError(inner, depth + 1)))
    return true;
  return isTransientConnectionError(error.cause, depth + 1);
}

/**
 * A pool that never waits forever for a connection (`connectionTimeoutMillis`: a database that is
 * gone answers "unavailable" within the budget rather than holding requests), keeps its sockets
 * alive so a dead peer is noticed, and logs (rather than throws) an idle connection's failure.
 */
export function createResilientPool(connectionString: string, label: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 1_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // An idle connection dropped by the server must not crash the process; the next call reconnects.
  pool.on('error', (error) => console.error(`[${label}] idle PostgreSQL connection failed: ${error.message}`));
  return pool;
}

/** What a `confirm` read found: the call's result if its commit happened, null if it did not. */
export type Confirmed<T> = { value: T } | null;

export interface PostgresCall<T> {
  /** BEGIN … COMMIT around the work (the default is one autocommitted statement or a read). */
  transaction?: boolean;
  /** Running it twice does no harm (reads, IF NOT EXISTS, setting a value): retried whenever the connection failed. */
  repeatable?: boolean;
  /**
   * After a failure that left the commit in doubt, reads on a fresh connection whether it
   * happened: a result if it did (the call succeeds with it), null if not (the call is tried again).
   */
  confirm?: (client: pg.PoolClient) => Promise<Confirmed<T>>;
}

/** A failed attempt, and whether its write could have been committed. */
class AttemptFailed extends Error {
  readonly error: unknown;
  readonly maybeCommitted: boolean;

  constructor(error: unknown, maybeCommitted: boolean) {
    super('attempt failed', { cause: error });
    this.error = error;
    this.maybeCommitted = maybeCommitted;
  }
}

/** One try on one checked-out connection, with an error listener for as long as it is out. */
async function attempt<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  transaction: boolean,
): Promise<T> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw new AttemptFailed(error, false);
  }
  let lost: Error | undefined;
  const onError = (error: Error) => {
    lost ??= error;
  };
  client.on('error', onError);
  let sentCommit = false;
  let discard = false;
  try {
    if (transaction) await client.query('BEGIN');
    const value = await work(client);
    if (transaction) {
      sentCommit = true;
      await client.query('COMMIT');
    }
    return value;
  } catch (caught) {
    const error = lost ?? caught;
    const transient = isTransientConnectionError(error);
    discard = transient;
    if (transaction && !sentCommit && !transient) {
      // A real SQL error: the connection is fine once the transaction is rolled back.
      await client.query('ROLLBACK').catch(() => {
        discard = true;
      });
    }
    // A statement sent outside a transaction, or a COMMIT, may have been committed before the line went.
    throw new AttemptFailed(error, transient && (transaction ? sentCommit : true));
  } finally {
    client.removeListener('error', onError);
    // An error makes the pool discard the connection instead of handing it out again.
    client.release(discard || lost ? (lost ?? new Error('connection failed')) : undefined);
  }
}

/** Runs store calls against a pool, retrying and confirming as described at the top of this file. */
export function createPostgresCaller(pool: pg.Pool, options: { budgetMs?: number } = {}) {
  const budgetMs = options.budgetMs ?? RETRY_BUDGET_MS;
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  const unavailable = (error: unknown, doubt: boolean) =>
    new StoreUnavailableError(
      `PostgreSQL unavailable${doubt ? ' (the write may or may not have been committed)' : ''}: ${
        error instanceof Error ? error.message : String(error)
      }`,
      RETRY_AFTER_SECONDS,
      { cause: error },
    );

  async function run<T>(
    work: (client: pg.PoolClient) => Promise<T>,
    call: PostgresCall<T>,
    deadline: number,
  ): Promise<T> {
    for (let tries = 1; ; tries += 1) {
      try {
        return await attempt(pool, work, call.transaction === true);
      } catch (caught) {
        if (!(caught instanceof AttemptFailed)) throw caught;
        const { error, maybeCommitted } = caught;
        if (!isTransientConnectionError(error)) throw error;
        if (maybeCommitted && call.confirm) {
          const confirm = call.confirm;
          // The read itself is repeatable; it shares this call's deadline.
          const found = await run((client) => confirm(client), { repeatable: true }, deadline).catch((failure) => {
            throw failure instanceof StoreUnavailableError ? unavailable(error, true) : failure;
          });
          if (found) return found.value;
        } else if (maybeCommitted && !call.repeatable) {
          throw unavailable(error, true);
        }
        const backoff = Math.min(FIRST_BACKOFF_MS * 2 ** (tries - 1), MAX_BACKOFF_MS);
        if (Date.now() + backoff > deadline) throw unavailable(error, false);
        await sleep(backoff);
      }
    }
  }

  return function call<T>(work: (client: pg.PoolClient) => Promise<T>, options: PostgresCall<T> = {}): Promise<T> {
    return run(work, options, Date.now() + budgetMs);
  };
}
