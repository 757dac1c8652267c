/**
 * Every table the D1 stores use, created idempotently (IF NOT EXISTS) in one atomic batch: what a
 * Worker runs before its first call (or a deploy step runs once). The DDL is the SQLite adapters'
 * own; each store's `migrate()` creates its part the same way.
 */
import { applySchema, type D1Database } from './d1-database.ts';
import { SQLITE_ACTIVITY_SCHEMA } from './sqlite-activity-schema.ts';
import { SQLITE_AUTH_SCHEMA } from './sqlite-auth-schema.ts';
import { SQLITE_LEAD_SCHEMA } from './sqlite-lead-schema.ts';
import { SQLITE_RESERVATION_SCHEMA } from './sqlite-reservation-schema.ts';

export async function migrateD1(db: D1Database): Promise<void> {
  await applySchema(db, SQLITE_LEAD_SCHEMA, SQLITE_RESERVATION_SCHEMA, SQLITE_ACTIVITY_SCHEMA, SQLITE_AUTH_SCHEMA);
}
