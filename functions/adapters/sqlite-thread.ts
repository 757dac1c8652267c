/**
 * The SQLite stores as the server runs them: each store object owns one worker thread
 * (sqlite-worker.ts) holding its connection, and this main-thread side implements the same port by
 * message passing. `node:sqlite` is synchronous, so on the main thread a call waiting for another
 * process's write lock (up to the busy timeout) or an fsync would stall every request of every
 * tenant; in a worker only the calls to that store wait, and pages, health checks and the other
 * store keep being served. A held lock ends that call with `StoreUnavailableError` (sqlite-busy.ts),
 * re-created here from its name so the app answers 503 with Retry-After.
 *
 * The worker is unref'd while no call is pending, so an idle store never keeps a process alive
 * (as the in-thread connection did not). `close()` lets the worker commit the writes already asked
 * for, then ends it. If the worker dies (an uncaught error, out of memory), the calls it was
 * running are rejected with a plain error (a write may or may not have been committed, so never
 * "unavailable") and the next call starts a new worker on the same file; a `:memory:` database
 * died with its worker, so that store then refuses every call.
 */
import { Worker } from 'node:worker_threads';
import type { ActivityStore } from '../ports/activity-store.ts';
import type { AuthStore } from '../ports/auth-store.ts';
import type { LeadStore } from '../ports/lead-store.ts';
import type { ReservationStore } from '../ports/reservation-store.ts';
import { StoreUnavailableError } from '../ports/store-unavailable.ts';
import type { SqliteWorkerCall, SqliteWorkerData, SqliteWorkerReply } from './sqlite-thread-messages.ts';

export interface ThreadedSqliteOptions {
  /** Overrides BUSY_TIMEOUT_MS (sqlite-busy.ts): tests wait less for a held lock. */
  busyTimeoutMs?: number;
  /** The worker's entry file: sqlite-worker.ts, or in tests one that can be made to crash. */
  workerUrl?: URL;
}

const WORKER_URL = new URL('./sqlite-worker.ts', import.meta.url);

// Every method of each port, checked by the compiler: a method added to a port must be added here.
const LEAD_METHODS: Record<keyof LeadStore, true> = {
  findLeadByKey: true,
  releaseHeldLead: true,
  cancelHeldLead: true,
  migrate: true,
  createLead: true,
  getLead: true,
  listLeads: true,
  countLeads: true,
  claimDue: true,
  markAttemptStarted: true,
  recordAttempt: true,
  leaseOwners: true,
  releaseLeases: true,
  deliveries: true,
  attempts: true,
  requeue: true,
  close: true,
};
const ACTIVITY_METHODS: Record<keyof ActivityStore, true> = {
  migrate: true,
  countView: true,
  viewCount: true,
  mostViewed: true,
  recordPhoneReveal: true,
  phoneReveals: true,
  phoneRevealCounts: true,
  saveMiscellaneous: true,
  miscellaneous: true,
  close: true,
};
const AUTH_METHODS: Record<keyof AuthStore, true> = {
  migrate: true,
  lastSentAt: true,
  countHit: true,
  putCode: true,
  claimTry: true,
  consumeCode: true,
  ensureUser: true,
  findUser: true,
  createSession: true,
  findSession: true,
  revokeSession: true,
  keepProviderSession: true,
  takeProviderSession: true,
  recordVerification: true,
  verifications: true,
  logSms: true,
  loggedSms: true,
  saveCar: true,
  removeCar: true,
  savedCars: true,
  close: true,
};

const RESERVATION_METHODS: Record<keyof ReservationStore, true> = {
  migrate: true,
  createReservation: true,
  getReservation: true,
  transition: true,
  recordCheckout: true,
  recordRefund: true,
  activeHold: true,
  activeHolds: true,
  sweepable: true,
  close: true,
};

/** The SQLite lead store at `path`, its connection in a worker thread of its own. */
export function createThreadedSqliteLeadStore(path: string, options: ThreadedSqliteOptions = {}): LeadStore {
  return threadedStore<LeadStore>({ kind: 'lead', path, busyTimeoutMs: options.busyTimeoutMs }, LEAD_METHODS, options);
}

/** The SQLite activity store at `path`, its connection in a worker thread of its own. */
export function createThreadedSqliteActivityStore(path: string, options: ThreadedSqliteOptions = {}): ActivityStore {
  const data: SqliteWorkerData = { kind: 'activity', path, busyTimeoutMs: options.busyTimeoutMs };
  return threadedStore<ActivityStore>(data, ACTIVITY_METHODS, options);
}

/** The SQLite auth store (with the watchlist) at `path`, its connection in a worker thread of its own. */
export function createThreadedSqliteAuthStore(path: string, options: ThreadedSqliteOptions = {}): AuthStore {
  return threadedStore<AuthStore>({ kind: 'auth', path, busyTimeoutMs: options.busyTimeoutMs }, AUTH_METHODS, options);
}

/** The SQLite reservation store at `path` (the lead store's file), its connection in a worker thread of its own. */
export function createThreadedSqliteReservationStore(
  path: string,
  options: ThreadedSqliteOptions = {},
): ReservationStore {
  const data: SqliteWorkerData = { kind: 'reservation', path, busyTimeoutMs: options.busyTimeoutMs };
  return threadedStore<ReservationStore>(data, RESERVATION_METHODS, options);
}

/** An error from the worker, as the same kind of error here (`isStoreUnavailable` must still know it). */
function revive(error: { name: string; message: string; retryAfterSeconds?: number }): Error {
  if (error.name === 'StoreUnavailableError') return new StoreUnavailableError(error.message, error.retryAfterSeconds);
  const revived = new Error(error.message);
  revived.name = error.name;
  return revived;
}

function threadedStore<S extends { close(): Promise<void> }>(
  data: SqliteWorkerData,
  methods: Record<keyof S, true>,
  options: ThreadedSqliteOptions,
): S {
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let worker: Worker | null = null;
  let nextId = 0;
  let closed = false;
  /** Why every call is refused: the store was closed, or its `:memory:` database died with its worker. */
  let refusal: Error | null = null;

  const start = (): Worker => {
    const started = new Worker(options.workerUrl ?? WORKER_URL, { workerData: data });
    let failure: Error | null = null;
    started.on('message', (reply: SqliteWorkerReply) => {
      const call = pending.get(reply.id);
      if (!call) return;
      pending.delete(reply.id);
      if (pending.size === 0) started.unref();
      if (reply.ok) call.resolve(reply.value);
      else call.reject(revive(reply.error));
    });
    started.on('error', (error) => {
      failure = error;
    });
    started.on('exit', (code) => {
      if (worker !== started) return; // ended by close()
      worker = null;
      const why = failure?.message ?? `exit code ${code}`;
      const stopped = new Error(
        `The SQLite worker for ${data.path} stopped (${why}); a write it was running may or may not be committed`,
      );
      for (const call of pending.values()) call.reject(stopped);
      pending.clear();
      if (data.path === ':memory:') refusal = new Error(`The in-memory SQLite store was lost with its worker (${why})`);
    });
    return started;
  };

  const call = (method: string, args: unknown[]): Promise<unknown> => {
    if (refusal) return Promise.reject(refusal);
    worker ??= start();
    worker.ref();
    const id = (nextId += 1);
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker?.postMessage({ id, method, args, sentAt: Date.now() } satisfies SqliteWorkerCall);
    });
  };

  const store = Object.fromEntries(
    Object.keys(methods).map((method) => [method, (...args: unknown[]) => call(method, args)]),
  ) as S;
  store.close = async () => {
    if (closed) return;
    closed = true;
    const running = worker;
    try {
      // Calls are answered in order, so every write asked for before this one is committed first.
      if (running) await call('close', []);
    } finally {
      refusal = new Error(`The SQLite store ${data.path} is closed`);
      worker = null;
      await running?.terminate();
    }
  };
  return store;
}
