import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { openActivityStore } from '../../../functions/adapters/open-activity-store.ts';
import { createSqliteActivityStore } from '../../../functions/adapters/sqlite-activity-store.ts';
import { describeActivityStoreContract } from './activity-store-contract.ts';

const directory = mkdtempSync(join(tmpdir(), 'activity-store-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
let files = 0;
const freshFile = () => join(directory, `activity-${(files += 1)}.sqlite`);
const lastFile = () => join(directory, `activity-${files}.sqlite`);

describeActivityStoreContract('SQLite :memory:', async () => createSqliteActivityStore(':memory:'));
describeActivityStoreContract(
  'SQLite file',
  async () => createSqliteActivityStore(freshFile()),
  async () => createSqliteActivityStore(lastFile()),
);
// As the server opens it: the connection in a worker thread (functions/adapters/sqlite-thread.ts).
describeActivityStoreContract(
  'SQLite file in a worker',
  async () => openActivityStore({ ACTIVITY_DB: freshFile() }, directory),
  async () => openActivityStore({ ACTIVITY_DB: lastFile() }, directory),
);
describeActivityStoreContract('SQLite :memory: in a worker', async () =>
  openActivityStore({ ACTIVITY_DB: ':memory:' }, directory),
);

describe('SQLite activity store on disk', () => {
  it('is in WAL mode (the command line reads while the API writes)', async () => {
    const file = freshFile();
    const store = createSqliteActivityStore(file);
    await store.migrate();
    await store.close();
    const db = new DatabaseSync(file);
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    db.close();
  });

  it('two connections to one file share one counter (every count is one atomic upsert)', async () => {
    const file = freshFile();
    const [first, second] = [createSqliteActivityStore(file), createSqliteActivityStore(file)];
    await first.migrate();
    await second.migrate();
    const returned = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        (index % 2 === 0 ? first : second).countView('harbour-city-toyota', 42, new Date()),
      ),
    );
    expect([...returned].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    expect(await second.viewCount('harbour-city-toyota', 42)).toBe(100);
    await first.close();
    await second.close();
  });
});
