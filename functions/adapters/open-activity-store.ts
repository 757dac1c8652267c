/**
 * Which activity store a process uses, from its environment, decided once at start-up, the same
 * way as the lead store (open-lead-store.ts): PostgreSQL when `DATABASE_URL` is set (its tables
 * sit beside the leads), else the SQLite file `ACTIVITY_DB` (default `data/activity.sqlite`), a
 * file of its own so page views never wait on a lead's durable commit. The functions server and
 * the command line both call this, so the command line reads the store the server writes.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ActivityStore } from '../ports/activity-store.ts';
import { postgresLabel } from './open-lead-store.ts';

export const DEFAULT_ACTIVITY_DB = 'data/activity.sqlite';

export interface ActivityStoreLocation {
  kind: 'sqlite' | 'postgres';
  /** For messages: the SQLite path, or the PostgreSQL host and database (never the password). */
  label: string;
  /** The SQLite file, absolute; null for PostgreSQL and `:memory:`. */
  file: string | null;
}

/** Where the store is, without opening it. */
export function activityStoreLocation(
  env: Readonly<Record<string, string | undefined>>,
  root: string,
): ActivityStoreLocation {
  const url = env.DATABASE_URL;
  if (url) return { kind: 'postgres', label: postgresLabel(url), file: null };
  const path = env.ACTIVITY_DB || DEFAULT_ACTIVITY_DB;
  return { kind: 'sqlite', label: path, file: path === ':memory:' ? null : resolve(root, path) };
}

/**
 * Opens and migrates the store. The PostgreSQL adapter (and its driver) is loaded only when
 * chosen, so an embedded deployment never needs it. A SQLite folder is created on first use.
 */
export async function openActivityStore(
  env: Readonly<Record<string, string | undefined>>,
  root: string,
): Promise<ActivityStore> {
  const location = activityStoreLocation(env, root);
  let store: ActivityStore;
  if (location.kind === 'postgres') {
    const { createPostgresActivityStore } = await import('./postgres-activity-store.ts');
    store = createPostgresActivityStore(env.DATABASE_URL ?? '');
  } else {
    if (location.file) mkdirSync(dirname(location.file), { recursive: true });
    // In a worker thread, so a call waiting on the file's lock never stalls the server (sqlite-thread.ts).
    const { createThreadedSqliteActivityStore } = await import('./sqlite-thread.ts');
    store = createThreadedSqliteActivityStore(location.file ?? ':memory:');
  }
  try {
    await store.migrate();
  } catch (error) {
    // A store that cannot be migrated is never handed out, so its file handle or pool must not linger.
    await store.close();
    throw error;
  }
  return store;
}
