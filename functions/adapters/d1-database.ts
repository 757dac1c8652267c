/**
 * What the D1 stores share (d1-lead-store.ts, d1-activity-store.ts, d1-auth-store.ts,
 * d1-reservation-store.ts): the schema made from the SQLite adapters' own DDL, the statements bound
 * from plain values, and the errors that mean "D1 cannot take the call now" turned into the port's
 * `StoreUnavailableError` (503 with Retry-After), as SQLite's held lock and PostgreSQL's restart are.
 *
 * Runs in workerd: no `node:` imports here or in the D1 stores. `D1Database` is only a type.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { errorsAsUnavailable } from './store-errors-as-unavailable.ts';
import type { SqlValue } from './lead-sql.ts';

export type { D1Database } from '@cloudflare/workers-types';

/** A row as D1 gives it: integers as numbers (epoch ms fits a double exactly), text as strings. */
export type D1Row = Record<string, unknown>;

/**
 * Runs a SQLite schema (one or more `CREATE … IF NOT EXISTS;`) as one atomic batch. D1's `exec`
 * takes one statement per line, so the DDL shared with the SQLite adapters is split on `;` instead
 * (none of it has a `;` inside a statement).
 */
export async function applySchema(db: D1Database, ...schemas: string[]): Promise<void> {
  const statements = schemas
    .flatMap((schema) => schema.split(';'))
    .map((text) => text.trim())
    .filter((text) => text.length > 0);
  await db.batch(statements.map((text) => db.prepare(text)));
}

/** `text` bound to `values` in order (`?` or `?NNN`). */
export function bound(db: D1Database, text: string, ...values: SqlValue[]): D1PreparedStatement {
  return db.prepare(text).bind(...values);
}

/** The rows of a read. */
export async function all(db: D1Database, text: string, ...values: SqlValue[]): Promise<D1Row[]> {
  return (await bound(db, text, ...values).all<D1Row>()).results;
}

/** The first row of a read (or of a write's RETURNING), or null. */
export function first(db: D1Database, text: string, ...values: SqlValue[]): Promise<D1Row | null> {
  return bound(db, text, ...values).first<D1Row>();
}

/** How many rows a write changed. */
export async function changes(db: D1Database, text: string, ...values: SqlValue[]): Promise<number> {
  return (await bound(db, text, ...values).run()).meta.changes;
}

/** Retry-After for a call D1 could not take: the platform's own retries and restarts take seconds. */
const D1_RETRY_AFTER_SECONDS = 3;

/**
 * D1's transient errors (Cloudflare's "Retry queries" guide lists the first three; the last two are
 * its overload refusals, sent before anything ran). A statement that met one may not have run; a
 * write may or may not have been committed when the connection was lost, so the message says so,
 * and a lead sent again with its Idempotency-Key is replayed rather than stored twice.
 */
const TRANSIENT = [
  'Network connection lost',
  'storage caused object to be reset',
  'reset because its code was updated',
  'D1 DB is overloaded',
  'Too many requests queued',
];

function isTransient(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return TRANSIENT.some((fragment) => text.includes(fragment));
}

/** The same store, with every transient D1 error a method meets turned into `StoreUnavailableError`. */
export function transientAsUnavailable<S extends object>(store: S): S {
  return errorsAsUnavailable(store, {
    matches: isTransient,
    message: (name) => `D1 ${name}: the database could not take the call (a write may or may not have been committed)`,
    retryAfterSeconds: D1_RETRY_AFTER_SECONDS,
  });
}
