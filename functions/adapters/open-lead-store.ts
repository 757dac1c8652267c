/**
 * Which lead store a process uses, from its environment, decided once at start-up: PostgreSQL when
 * `DATABASE_URL` is set (several instances share one outbox), else the SQLite file `LEADS_DB`
 * (default `data/leads.sqlite`). The functions server and `npm run leads` both call this, so the
 * command line always reads the store the server writes.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { LeadStore } from '../ports/lead-store.ts';

export const DEFAULT_LEADS_DB = 'data/leads.sqlite';

export interface LeadStoreLocation {
  kind: 'sqlite' | 'postgres';
  /** For messages: the SQLite path, or the PostgreSQL host and database (never the password). */
  label: string;
  /** The SQLite file, absolute; null for PostgreSQL. */
  file: string | null;
}

/** Where the store is, without opening it. */
export function leadStoreLocation(env: Readonly<Record<string, string | undefined>>, root: string): LeadStoreLocation {
  const url = env.DATABASE_URL;
  if (url) return { kind: 'postgres', label: postgresLabel(url), file: null };
  const path = env.LEADS_DB || DEFAULT_LEADS_DB;
  return { kind: 'sqlite', label: path, file: path === ':memory:' ? null : resolve(root, path) };
}

/**
 * Opens and migrates the store. The PostgreSQL adapter (and its driver) is loaded only when
 * chosen, so an embedded deployment never needs it. A SQLite folder is created on first use.
 */
export async function openLeadStore(
  env: Readonly<Record<string, string | undefined>>,
  root: string,
): Promise<LeadStore> {
  const location = leadStoreLocation(env, root);
  let store: LeadStore;
  if (location.kind === 'postgres') {
    const { createPostgresLeadStore } = await import('./postgres-lead-store.ts');
    store = createPostgresLeadStore(env.DATABASE_URL ?? '');
  } else {
    if (location.file) mkdirSync(dirname(location.file), { recursive: true });
    // In a worker thread, so a call waiting on the file's lock never stalls the server (sqlite-thread.ts).
    const { createThreadedSqliteLeadStore } = await import('./sqlite-thread.ts');
    store = createThreadedSqliteLeadStore(location.file ?? ':memory:');
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

/** Whether there is anything to read yet (a SQLite file that does not exist holds no leads). */
export function leadStoreExists(location: LeadStoreLocation): boolean {
  return location.kind === 'postgres' || location.file === null || existsSync(location.file);
}

/** A PostgreSQL URL as it may be shown: host and database, never the password. */
export function postgresLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `postgres ${parsed.host}${parsed.pathname}`;
  } catch {
    return 'postgres (DATABASE_URL)';
  }
}
