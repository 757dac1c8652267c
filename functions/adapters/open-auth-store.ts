/**
 * Which auth store a process uses, from its environment, decided once at start-up like the lead
 * and activity stores: PostgreSQL when `DATABASE_URL` is set (its `auth_` tables sit beside the
 * others), else the SQLite file `AUTH_DB` (default `data/auth.sqlite`). The functions server and
 * `npm run sms` both call this, so the command line reads the messages the server logged.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { AuthStore } from '../ports/auth-store.ts';
import { postgresLabel } from './open-lead-store.ts';

export const DEFAULT_AUTH_DB = 'data/auth.sqlite';

export interface AuthStoreLocation {
  kind: 'sqlite' | 'postgres';
  /** For messages: the SQLite path, or the PostgreSQL host and database (never the password). */
  label: string;
  /** The SQLite file, absolute; null for PostgreSQL and `:memory:`. */
  file: string | null;
}

export function authStoreLocation(env: Readonly<Record<string, string | undefined>>, root: string): AuthStoreLocation {
  const url = env.DATABASE_URL;
  if (url) return { kind: 'postgres', label: postgresLabel(url), file: null };
  const path = env.AUTH_DB || DEFAULT_AUTH_DB;
  return { kind: 'sqlite', label: path, file: path === ':memory:' ? null : resolve(root, path) };
}

/** False only for a SQLite file not created yet (nothing was ever stored). */
export function authStoreExists(location: AuthStoreLocation): boolean {
  return location.file === null || existsSync(location.file);
}

/** Opens and migrates the store; the PostgreSQL adapter is loaded only when chosen. */
export async function openAuthStore(
  env: Readonly<Record<string, string | undefined>>,
  root: string,
): Promise<AuthStore> {
  const location = authStoreLocation(env, root);
  let store: AuthStore;
  if (location.kind === 'postgres') {
    const { createPostgresAuthStore } = await import('./postgres-auth-store.ts');
    store = createPostgresAuthStore(env.DATABASE_URL ?? '');
  } else {
    if (location.file) mkdirSync(dirname(location.file), { recursive: true });
    // In a worker thread, so a call waiting on the file's lock never stalls the server (sqlite-thread.ts).
    const { createThreadedSqliteAuthStore } = await import('./sqlite-thread.ts');
    store = createThreadedSqliteAuthStore(location.file ?? ':memory:');
  }
  try {
    await store.migrate();
  } catch (error) {
    // A store that cannot be migrated is never handed out, so its worker, file handle or pool must not linger.
    await store.close();
    throw error;
  }
  return store;
}
