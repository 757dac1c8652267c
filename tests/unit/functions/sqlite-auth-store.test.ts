import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openAuthStore } from '../../../functions/adapters/open-auth-store.ts';
import { createSqliteAuthStore } from '../../../functions/adapters/sqlite-auth-store.ts';
import { describeAuthStoreContract } from './auth-store-contract.ts';

const directory = mkdtempSync(join(tmpdir(), 'auth-store-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
let files = 0;
const freshFile = () => join(directory, `auth-${(files += 1)}.sqlite`);
const lastFile = () => join(directory, `auth-${files}.sqlite`);

describeAuthStoreContract('SQLite :memory:', async () => createSqliteAuthStore(':memory:'));
describeAuthStoreContract(
  'SQLite file',
  async () => createSqliteAuthStore(freshFile()),
  async () => createSqliteAuthStore(lastFile()),
);
// As the server opens it: the connection in a worker thread (functions/adapters/sqlite-thread.ts).
describeAuthStoreContract(
  'SQLite file in a worker',
  async () => openAuthStore({ AUTH_DB: freshFile() }, directory),
  async () => openAuthStore({ AUTH_DB: lastFile() }, directory),
);
describeAuthStoreContract('SQLite :memory: in a worker', async () => openAuthStore({ AUTH_DB: ':memory:' }, directory));
