/** What the main thread and a SQLite store's worker say to each other (sqlite-thread.ts, sqlite-worker.ts). */

export interface SqliteWorkerData {
  kind: 'lead' | 'activity' | 'auth' | 'reservation';
  /** The SQLite file, or `:memory:` (a database private to that worker). */
  path: string;
  /** How long a call may wait for the write lock in all, counted from when it was asked (BUSY_TIMEOUT_MS by default). */
  busyTimeoutMs?: number;
}

export interface SqliteWorkerCall {
  id: number;
  method: string;
  /** Structured-cloned: Dates, plain objects, arrays, bigints survive; functions never appear here. */
  args: unknown[];
  /** Date.now() when the main thread asked: the call's wait for the lock is counted from here. */
  sentAt: number;
}

export type SqliteWorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { name: string; message: string; retryAfterSeconds?: number } };
