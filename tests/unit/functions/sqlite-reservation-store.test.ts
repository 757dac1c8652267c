import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { createSqliteLeadStore } from '../../../functions/adapters/sqlite-lead-store.ts';
import { createSqliteReservationStore } from '../../../functions/adapters/sqlite-reservation-store.ts';
import {
  createThreadedSqliteLeadStore,
  createThreadedSqliteReservationStore,
} from '../../../functions/adapters/sqlite-thread.ts';
import { describeReservationStoreContract } from './reservation-store-contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'reservation-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

// Both stores on one file, as the server opens them (the reservation's leads go into the lead tables).
describeReservationStoreContract('SQLite', async () => {
  const file = join(dir, `store-${(n += 1)}.sqlite`);
  return { store: createSqliteReservationStore(file), leads: createSqliteLeadStore(file) };
});

describeReservationStoreContract('SQLite in a worker thread', async () => {
  const file = join(dir, `threaded-${(n += 1)}.sqlite`);
  return { store: createThreadedSqliteReservationStore(file), leads: createThreadedSqliteLeadStore(file) };
});
