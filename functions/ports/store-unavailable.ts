/**
 * What a store adapter throws when its database cannot take the call right now and nothing was
 * committed: PostgreSQL is restarting or unreachable, or another process holds SQLite's write lock
 * past the busy timeout. The functions app answers it with 503 and `Retry-After` (functions/app.ts),
 * so a shopper's form keeps what was typed and tries again; a generic error stays a 500.
 *
 * Thrown when the adapter knows the write did not happen: a call whose commit may have reached the
 * database is resolved (confirmed or retried) by the adapter first. Only when the database stays away
 * too long to tell does a write in doubt end here too (the message says so); it is never an
 * acknowledgement, and a form sent again with its Idempotency-Key replays the lead if it was stored
 * (functions/adapters/postgres-resilience.ts).
 */
export class StoreUnavailableError extends Error {
  /** Seconds the client should wait before trying again (the `Retry-After` value). */
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds = 5, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailableError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Whether an error is a store's "unavailable, nothing committed" (also across a worker boundary, by name). */
export function isStoreUnavailable(error: unknown): error is StoreUnavailableError {
  return error instanceof StoreUnavailableError || (error instanceof Error && error.name === 'StoreUnavailableError');
}
