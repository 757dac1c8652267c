/**
 * Issue 13: "The database must never block the event loop". The SQLite stores as the server opens
 * them (functions/adapters/sqlite-thread.ts) run their connection in a worker thread, so while one
 * call waits for another process's write lock the main thread keeps serving; past the busy timeout
 * that call answers 503 with Retry-After (nothing stored), never a hang for everyone.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { authStoreLocation, openAuthStore } from '../../../functions/adapters/open-auth-store.ts';
import {
  createThreadedSqliteActivityStore,
  createThreadedSqliteAuthStore,
  createThreadedSqliteLeadStore,
} from '../../../functions/adapters/sqlite-thread.ts';
import type { LeadStore } from '../../../functions/ports/lead-store.ts';
import { isStoreUnavailable } from '../../../functions/ports/store-unavailable.ts';
import { HOST, leadsHarness, TENANT, VALID } from './leads-harness.ts';
import { newLead } from './lead-store-fixtures.ts';

const directory = mkdtempSync(join(tmpdir(), 'sqlite-thread-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
let files = 0;
const freshFile = () => join(directory, `store-${(files += 1)}.sqlite`);

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Another process on `file`, holding its write lock until released. */
async function lockHolder(file: string) {
  const holder: ChildProcess = fork(fileURLToPath(new URL('./sqlite-lock-holder.ts', import.meta.url)), [file], {
    execArgv: ['--disable-warning=ExperimentalWarning'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  cleanups.push(() => holder.kill());
  const ask = (message: string, answer: string) =>
    new Promise<void>((resolve, reject) => {
      const heard = (reply: unknown) => {
        if (reply !== answer) return;
        holder.off('message', heard);
        resolve();
      };
      holder.on('message', heard);
      holder.send(message, (error) => error && reject(error));
    });
  await ask('lock', 'locked');
  return { ping: () => ask('ping', 'pong'), release: () => ask('release', 'released') };
}

async function threadedLeadStore(busyTimeoutMs: number): Promise<{ file: string; store: LeadStore }> {
  const file = freshFile();
  const store = createThreadedSqliteLeadStore(file, { busyTimeoutMs });
  cleanups.push(() => store.close());
  await store.migrate();
  return { file, store };
}

/** A promise and whether it has settled yet. */
function watched<T>(promise: Promise<T>) {
  const state = { settled: false, promise };
  void promise.finally(() => (state.settled = true));
  return state;
}

describe('SQLite in a worker: a held write lock', () => {
  it('POST /api/leads answers 503 with Retry-After after the busy timeout, and nothing is stored', async () => {
    const { file, store } = await threadedLeadStore(300);
    const { post } = await leadsHarness({ leadStore: store });
    const holder = await lockHolder(file);

    const response = await post(VALID.enquiry);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ error: expect.any(String) });

    await holder.release();
    expect(await store.listLeads(TENANT)).toEqual([]);
    expect(await store.deliveries({})).toEqual([]);
    // The store is not left broken: with the lock free, the same lead is taken.
    expect((await post(VALID.enquiry)).status).toBe(201);
  });

  it('while a lead waits on the lock, the main thread serves other requests and hears other processes', async () => {
    // A busy timeout far longer than the test's own steps: the lead waits until the lock is released.
    const { file, store } = await threadedLeadStore(10_000);
    const { app, post } = await leadsHarness({ leadStore: store });
    const holder = await lockHolder(file);

    const lead = watched(Promise.resolve(post(VALID.enquiry)));
    const health = await app.request('/api/health', { headers: { host: HOST } });
    expect(health.status).toBe(200);
    // A message from another process needs the event loop's I/O phase: on the main thread a
    // synchronous wait for the lock would hold it until the busy timeout ended the lead with a 503.
    await holder.ping();
    expect(lead.settled).toBe(false);

    await holder.release();
    expect((await lead.promise).status).toBe(201);
    expect(await store.listLeads(TENANT)).toHaveLength(1);
  }, 20_000);

  it('the worker answers reads while a write waits on the lock (it waits in short turns, not one long one)', async () => {
    const { file, store } = await threadedLeadStore(10_000);
    const stored = await store.createLead(newLead());
    const holder = await lockHolder(file);

    // The forwarder's claim waits for the lock; a shopper's read of the same store comes after it.
    const claim = watched(store.claimDue(new Date(), 10, 60_000, 'forwarder'));
    expect(await store.getLead(stored.lead.tenant, stored.lead.id)).toEqual(stored.lead);
    expect(claim.settled).toBe(false);

    await holder.release();
    expect(await claim.promise).toHaveLength(2);
  }, 20_000);

  it('the activity store: a view met by a held lock is StoreUnavailableError, and not counted', async () => {
    const file = freshFile();
    const store = createThreadedSqliteActivityStore(file, { busyTimeoutMs: 300 });
    cleanups.push(() => store.close());
    await store.migrate();
    await store.countView(TENANT, 42, new Date());
    const holder = await lockHolder(file);

    const failure = await store.countView(TENANT, 42, new Date()).catch((error: unknown) => error);
    expect(isStoreUnavailable(failure)).toBe(true);
    await holder.release();
    expect(await store.viewCount(TENANT, 42)).toBe(1);
  });
});

describe('SQLite in a worker: the auth store', () => {
  it('a sign-in write met by a held lock is StoreUnavailableError, and nothing is stored', async () => {
    const file = freshFile();
    const store = createThreadedSqliteAuthStore(file, { busyTimeoutMs: 300 });
    cleanups.push(() => store.close());
    await store.migrate();
    const holder = await lockHolder(file);

    const now = new Date();
    const expiresAt = new Date(now.getTime() + 600_000);
    const failure = await store
      .putCode({ tenant: TENANT, phone: '0412345678', codeHash: 'hash', expiresAt, now }, 30_000)
      .catch((error: unknown) => error);
    expect(isStoreUnavailable(failure)).toBe(true);
    await holder.release();
    expect(await store.lastSentAt(TENANT, '0412345678')).toBeNull();
  });

  it('the server opens the SQLite auth store in a worker thread', async () => {
    const env = { AUTH_DB: freshFile() };
    const store = await openAuthStore(env, directory);
    cleanups.push(() => store.close());
    const file = authStoreLocation(env, directory).file ?? '';
    const holder = await lockHolder(file);

    // In the main thread this save would hold the event loop until the 5 s busy timeout, so the ping could not be heard.
    const save = watched(store.saveCar({ tenant: TENANT, userId: 'user-1', carId: 42, at: new Date() }));
    await holder.ping();
    expect(save.settled).toBe(false);
    await holder.release();
    expect(await save.promise).toBe(true);
  }, 20_000);
});

describe('SQLite in a worker: the worker', () => {
  const crashing = new URL('./crashing-sqlite-worker.ts', import.meta.url);

  it('dies: its calls are rejected with a clear error, the process lives on, the next call starts a new one', async () => {
    const file = freshFile();
    const store = createThreadedSqliteLeadStore(file, { workerUrl: crashing });
    cleanups.push(() => store.close());
    await store.migrate();
    const before = await store.createLead(newLead());

    await expect(store.countLeads('crash')).rejects.toThrow(/SQLite worker .* stopped \(simulated crash\)/);

    expect((await store.createLead(newLead())).outcome).toBe('created');
    expect(await store.getLead(before.lead.tenant, before.lead.id)).toEqual(before.lead);
    expect(await store.countLeads(TENANT)).toBe(2);
  });

  it('dies holding a :memory: database: the store then refuses every call rather than start empty', async () => {
    const store = createThreadedSqliteLeadStore(':memory:', { workerUrl: crashing });
    cleanups.push(() => store.close());
    await store.migrate();
    await expect(store.countLeads('crash')).rejects.toThrow(/stopped/);
    await expect(store.countLeads(TENANT)).rejects.toThrow(/in-memory SQLite store was lost/);
  });

  it('close() commits the writes asked for before it, then refuses calls', async () => {
    const { file, store } = await threadedLeadStore(1_000);
    const pending = Array.from({ length: 5 }, () => store.createLead(newLead()));
    await store.close();
    expect((await Promise.all(pending)).map((result) => result.outcome)).toEqual(Array(5).fill('created'));
    await expect(store.countLeads(TENANT)).rejects.toThrow(/closed/);
    const reopened = createThreadedSqliteLeadStore(file);
    cleanups.push(() => reopened.close());
    expect(await reopened.countLeads(TENANT)).toBe(5);
  });

  it('errors keep their name and message across the thread boundary', async () => {
    const { store } = await threadedLeadStore(1_000);
    await expect(store.recordAttempt('no-such-lead', 'local', { at: new Date(), ok: true })).rejects.toThrow(
      'No delivery of lead no-such-lead to sink local',
    );
  });
});
