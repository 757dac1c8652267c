/**
 * The SQLite activity store's tables (functions/adapters/sqlite-activity-store.ts), created by
 * `migrate()` with IF NOT EXISTS so it is safe on every start. Named `activity_` like the
 * PostgreSQL tables, which share a database with the lead tables.
 * Views are one counter row per tenant and car (the upsert's conflict target is the key); reveals
 * and miscellaneous records are append-only logs, each indexed for the newest-first read per
 * tenant the port makes. Times are epoch milliseconds in INTEGER columns so comparisons and
 * indexes are exact.
 */
export const SQLITE_ACTIVITY_SCHEMA = `
CREATE TABLE IF NOT EXISTS activity_views (
  tenant TEXT NOT NULL,
  car_id INTEGER NOT NULL,
  views INTEGER NOT NULL,
  first_viewed_at INTEGER NOT NULL,
  last_viewed_at INTEGER NOT NULL,
  PRIMARY KEY (tenant, car_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS activity_phone_reveals (
  tenant TEXT NOT NULL,
  car_id INTEGER,
  dealership_id INTEGER,
  website_id TEXT,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS activity_phone_reveals_tenant_at ON activity_phone_reveals (tenant, at);
CREATE TABLE IF NOT EXISTS activity_miscellaneous (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  column_name TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS activity_miscellaneous_tenant_created ON activity_miscellaneous (tenant, created_at);
CREATE INDEX IF NOT EXISTS activity_miscellaneous_tenant_column_created
  ON activity_miscellaneous (tenant, column_name, created_at);
`;
