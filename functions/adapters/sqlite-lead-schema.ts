/**
 * The SQLite lead store's tables (functions/adapters/sqlite-lead-store.ts), created by `migrate()`
 * with IF NOT EXISTS so it is safe on every start. Leads are never edited; the unique partial
 * index on (tenant, idempotency_key) is what makes a replayed submit race-free. Deliveries are
 * the outbox, one row per lead and sink; the attempts log keeps every try.
 * Times are epoch milliseconds in INTEGER columns so comparisons and indexes are exact.
 * A lease names its owner (the claiming forwarder); `attempt_started_at` is set before a send and
 * cleared when its outcome is recorded.
 */
export const SQLITE_LEAD_SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  type TEXT NOT NULL,
  payload TEXT NOT NULL,
  idempotency_key TEXT,
  body_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS leads_idempotency_key ON leads (tenant, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX IF NOT EXISTS leads_tenant_created ON leads (tenant, created_at);
CREATE TABLE IF NOT EXISTS lead_deliveries (
  lead_id TEXT NOT NULL REFERENCES leads (id),
  tenant TEXT NOT NULL,
  sink TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  lease_until INTEGER,
  lease_owner TEXT,
  attempt_started_at INTEGER,
  interrupted_attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  delivered_at INTEGER,
  PRIMARY KEY (lead_id, sink)
);
CREATE INDEX IF NOT EXISTS lead_deliveries_due ON lead_deliveries (status, next_attempt_at);
CREATE TABLE IF NOT EXISTS lead_delivery_attempts (
  lead_id TEXT NOT NULL,
  sink TEXT NOT NULL,
  at INTEGER NOT NULL,
  ok INTEGER NOT NULL,
  error TEXT,
  FOREIGN KEY (lead_id, sink) REFERENCES lead_deliveries (lead_id, sink)
);
CREATE INDEX IF NOT EXISTS lead_delivery_attempts_lead ON lead_delivery_attempts (lead_id);
`;

/** Columns added to `lead_deliveries` after its first release: `migrate()` adds those a store file lacks. */
export const SQLITE_LEAD_DELIVERY_COLUMNS: readonly (readonly [name: string, definition: string])[] = [
  ['lease_owner', 'TEXT'],
  ['attempt_started_at', 'INTEGER'],
  ['interrupted_attempts', 'INTEGER NOT NULL DEFAULT 0'],
];
