/**
 * What the SQLite stores do when another connection holds the file's write lock: wait up to the
 * busy timeout, then give up on that one call with `StoreUnavailableError` (503 with Retry-After),
 * never a 500. SQLite reports the timeout as SQLITE_BUSY ("database is locked") from the statement
 * that could not start, so nothing of that call was committed: a write in BEGIN IMMEDIATE fails at
 * BEGIN (or is rolled back), an autocommit statement did not run.
 */
import { errorsAsUnavailable } from './store-errors-as-unavailable.ts';

/**
 * How long a call waits for another connection's write lock, in all. A healthy holder (another
 * process's commit, the command line's one UPDATE) keeps it for milliseconds, so a wait this long
 * means a stuck or long-running holder, and the shopper is better told "try again" than kept
 * waiting: five seconds is the longest a form should wait for an answer. In the server's worker
 * (sqlite-worker.ts) the wait is counted from when the call was asked and taken in short turns, so
 * calls queued behind it do not each wait it again.
 */
export const BUSY_TIMEOUT_MS = 5_000;

/** Retry-After for a call that met a held lock: long enough for most holders to finish. */
const BUSY_RETRY_AFTER_SECONDS = 3;

/** SQLITE_BUSY, in the low byte of any extended result code (SQLITE_BUSY_RECOVERY, _SNAPSHOT, _TIMEOUT). */
const SQLITE_BUSY = 5;

function isBusy(error: unknown): boolean {
  if (!(error instanceof Error) || !('errcode' in error)) return false;
  return typeof error.errcode === 'number' && (error.errcode & 0xff) === SQLITE_BUSY;
}

/** The same store, with every SQLITE_BUSY a method meets turned into `StoreUnavailableError`. */
export function busyAsUnavailable<S extends object>(store: S): S {
  return errorsAsUnavailable(store, {
    matches: isBusy,
    message: (name) => `SQLite ${name}: the database is locked by another connection`,
    retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
  });
}
