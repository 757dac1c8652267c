import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openLeadStore } from '../../../functions/adapters/open-lead-store.ts';
import { SQLITE_LEAD_SCHEMA } from '../../../functions/adapters/sqlite-lead-schema.ts';
import { createSqliteLeadStore } from '../../../functions/adapters/sqlite-lead-store.ts';
import { describeLeadStoreContract } from './lead-store-contract.ts';

const directory = mkdtempSync(join(tmpdir(), 'lead-store-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
let files = 0;
const freshFile = () => join(directory, `leads-${(files += 1)}.sqlite`);

describeLeadStoreContract('SQLite :memory:', async () => createSqliteLeadStore(':memory:'));
describeLeadStoreContract('SQLite file', async () => createSqliteLeadStore(freshFile()));
// As the server opens it: the connection in a worker thread (functions/adapters/sqlite-thread.ts).
describeLeadStoreContract('SQLite file in a worker', async () => openLeadStore({ LEADS_DB: freshFile() }, directory));
describeLeadStoreContract('SQLite :memory: in a worker', async () =>
  openLeadStore({ LEADS_DB: ':memory:' }, directory),
);

const CHILD = fileURLToPath(new URL('./sqlite-lead-store-child.ts', import.meta.url));
const child = (...args: string[]): ChildProcess =>
  // No inherited execArgv: the test runner's flags are not the child's business.
  fork(CHILD, args, {
    execArgv: ['--disable-warning=ExperimentalWarning'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
const exited = (process: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    process.once('exit', (code, signal) => resolve({ code, signal })),
  );

describe('SQLite lead store on disk', () => {
  it('migrate() adds the lease owner and attempt-start columns to a store file made before them', async () => {
    const file = freshFile();
    const old = new DatabaseSync(file);
    old.exec(SQLITE_LEAD_SCHEMA.replace(/^\s*(lease_owner|attempt_started_at|interrupted_attempts) .*\n/gm, ''));
    old.exec(
      `INSERT INTO leads VALUES ('l1', 't', 'enquiry', '{}', NULL, 'h', 0);
       INSERT INTO lead_deliveries (lead_id, tenant, sink, status, attempts, next_attempt_at) VALUES ('l1', 't', 'crm', 'pending', 0, 0)`,
    );
    old.close();
    const store = createSqliteLeadStore(file);
    await store.migrate();
    await store.migrate();
    await store.claimDue(new Date(1), 10, 1_000, 'host:1:tag');
    await store.markAttemptStarted('l1', 'crm', new Date(2));
    expect(await store.leaseOwners()).toEqual(['host:1:tag']);
    expect(await store.deliveries({ leadId: 'l1' })).toMatchObject([
      { attemptStartedAt: new Date(2).toISOString(), interruptedAttempts: 0 },
    ]);
    await store.close();
  });

  it('is in WAL mode (the forwarder reads while the API writes)', async () => {
    const file = freshFile();
    const store = createSqliteLeadStore(file);
    await store.migrate();
    await store.close();
    const db = new DatabaseSync(file);
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    db.close();
  });

  it('"The lead is committed to the outbox before the reply": leads survive SIGKILL right after createLead returned', async () => {
    const file = freshFile();
    const setup = createSqliteLeadStore(file);
    await setup.migrate();
    await setup.close();
    const writer = child('create-forever', file);
    const acknowledged: string[] = [];
    const done = exited(writer);
    writer.on('message', (message: { created: string }) => {
      acknowledged.push(message.created);
      // Killed while it is already writing the next lead, its connection never closed.
      if (acknowledged.length === 25) writer.kill('SIGKILL');
    });
    expect((await done).signal).toBe('SIGKILL');
    const reopened = createSqliteLeadStore(file);
    const stored = new Set((await reopened.listLeads('harbour-city-toyota')).map((lead) => lead.id));
    for (const id of acknowledged) expect(stored.has(id)).toBe(true);
    expect((await reopened.deliveries({ status: 'pending' })).length).toBe(stored.size);
    await reopened.close();
  }, 30_000);

  it('four processes racing on the same keys store each key once and never claim one delivery twice', async () => {
    const file = freshFile();
    const setup = createSqliteLeadStore(file);
    await setup.migrate();
    const keys = 40;
    const racers = Array.from({ length: 4 }, () => child('race', file, String(keys)));
    const ended = Promise.all(racers.map(exited));
    const reports = await Promise.all(
      racers.map(
        (racer) =>
          new Promise<{ outcomes: string[]; claimed: string[] }>((resolve, reject) => {
            racer.once('message', resolve);
            racer.once('exit', (code) => reject(new Error(`racer exited ${code} before reporting`)));
          }),
      ),
    );
    expect((await ended).map((exit) => exit.code)).toEqual([0, 0, 0, 0]);
    const created = reports.flatMap((report) => report.outcomes).filter((outcome) => outcome === 'created');
    expect(created).toHaveLength(keys);
    expect(await setup.listLeads('harbour-city-toyota')).toHaveLength(keys);
    const claimed = reports.flatMap((report) => report.claimed);
    expect(new Set(claimed).size).toBe(claimed.length);
    await setup.close();
  }, 30_000);
});
