/**
 * What a store adapter throws when its database cannot take the call right now and nothing was
 * committed: PostgreSQL is restarting or unreachable, or another process holds SQLite's write lock
 * past the busy timeout. The functions app answers it with 503 and `Retry-After` (functions/app.ts),
 * so a shopper's form keeps what was typed and tries again; a generic error stays a 500.
 *
 * Only thrown when the adapter knows the write did not happen: a call whose commit may have reached
 * the database must be resolved (confirmed or retried) by the adapter, never reported as this.
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
