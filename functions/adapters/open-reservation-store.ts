/**
 * The reservation store of a process, in the lead store's database (the state changes and their
 * leads commit together): PostgreSQL when `DATABASE_URL` is set, else the SQLite file `LEADS_DB`.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ReservationStore } from '../ports/reservation-store.ts';
import { leadStoreLocation } from './open-lead-store.ts';

/** Opens and migrates the store; PostgreSQL's driver is loaded only when chosen. */
export async function openReservationStore(
  env: Readonly<Record<string, string | undefined>>,
  root: string,
): Promise<ReservationStore> {
  const location = leadStoreLocation(env, root);
  let store: ReservationStore;
  if (location.kind === 'postgres') {
    const { createPostgresReservationStore } = await import('./postgres-reservation-store.ts');
    store = createPostgresReservationStore(env.DATABASE_URL ?? '');
  } else {
    if (location.file) mkdirSync(dirname(location.file), { recursive: true });
    const { createThreadedSqliteReservationStore } = await import('./sqlite-thread.ts');
    store = createThreadedSqliteReservationStore(location.file ?? ':memory:');
  }
  try {
    await store.migrate();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
