/**
 * The worker side of a threaded SQLite store (sqlite-thread.ts): one thread owns one connection
 * (the synchronous store of sqlite-lead-store.ts, sqlite-activity-store.ts, sqlite-auth-store.ts or
 * sqlite-reservation-store.ts) and answers the main
 * thread's calls, `{ id, method, args, sentAt }` → `{ id, ok, value }` or `{ id, ok: false, error }`.
 * Calls run as they arrive, so the lead store's group commit still gathers the writes of one turn.
 * Errors cross as plain data (name, message, Retry-After) and are made again on the other side.
 *
 * A held write lock: the connection waits for it in short turns (ATTEMPT_WAIT_MS) and a call that
 * met it is tried again after the calls queued meanwhile had their turn, until its own budget
 * (the busy timeout, counted from when the main thread asked) runs out; then it fails with
 * `StoreUnavailableError`. One busy timeout per call, not one each for every call queued ahead of
 * it (a forwarder's claim then a lead would otherwise wait twice as long), and reads keep being
 * answered meanwhile. Trying again is safe: SQLITE_BUSY means nothing of that call was committed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { isStoreUnavailable } from '../ports/store-unavailable.ts';
import { BUSY_TIMEOUT_MS } from './sqlite-busy.ts';
import { createSqliteActivityStore } from './sqlite-activity-store.ts';
import { createSqliteAuthStore } from './sqlite-auth-store.ts';
import { createSqliteLeadStore } from './sqlite-lead-store.ts';
import { createSqliteReservationStore } from './sqlite-reservation-store.ts';
import type { SqliteWorkerCall, SqliteWorkerData, SqliteWorkerReply } from './sqlite-thread-messages.ts';

/** One turn's wait for the lock: SQLite's busy handler polls within it, so a released lock is seen within ~100 ms. */
const ATTEMPT_WAIT_MS = 250;

const port = parentPort;
if (!port) throw new Error('sqlite-worker.ts runs only as a worker thread (sqlite-thread.ts starts it)');
const data = workerData as SqliteWorkerData;
const budgetMs = data.busyTimeoutMs ?? BUSY_TIMEOUT_MS;
const openers = {
  lead: createSqliteLeadStore,
  activity: createSqliteActivityStore,
  auth: createSqliteAuthStore,
  reservation: createSqliteReservationStore,
};
const store = openers[data.kind](data.path, { busyTimeoutMs: Math.min(ATTEMPT_WAIT_MS, budgetMs) });
const methods = store as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function run(call: SqliteWorkerCall): Promise<unknown> {
  const method = methods[call.method];
  if (!method) throw new Error(`No store method ${call.method}`);
  for (;;) {
    try {
      return await method(...call.args);
    } catch (error) {
      if (call.method === 'close' || !isStoreUnavailable(error) || Date.now() - call.sentAt >= budgetMs) throw error;
      await nextTurn();
    }
  }
}

port.on('message', (call: SqliteWorkerCall) => {
  run(call).then(
    (value) => port.postMessage({ id: call.id, ok: true, value } satisfies SqliteWorkerReply),
    (error: unknown) => {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      const retryAfterSeconds =
        error instanceof Error && 'retryAfterSeconds' in error ? Number(error.retryAfterSeconds) : undefined;
      port.postMessage({
        id: call.id,
        ok: false,
        error: { name, message, retryAfterSeconds },
      } satisfies SqliteWorkerReply);
    },
  );
});
