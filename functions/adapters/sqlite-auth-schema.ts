/**
 * The SQLite auth store's tables (functions/adapters/sqlite-auth-store.ts), created by `migrate()`
 * with IF NOT EXISTS so it is safe on every start; named `auth_` like the PostgreSQL ones.
 * One challenge row per tenant and phone holds the current code's hash and the failure counter (a
 * resend replaces the code, never the counter); counters are fixed windows keyed by name; sessions
 * are keyed by the hash of their token, and so is a Supabase session kept beside one (a table of its
 * own, so an existing database gains it by `migrate()` alone). Times are epoch milliseconds in INTEGER columns.
 */
export const SQLITE_AUTH_SCHEMA = `
CREATE TABLE IF NOT EXISTS auth_challenges (
  tenant TEXT NOT NULL,
  phone TEXT NOT NULL,
  code_hash TEXT,
  expires_at INTEGER,
  sent_at INTEGER NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  failures_since INTEGER,
  PRIMARY KEY (tenant, phone)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS auth_counters (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS auth_users (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  phone TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (tenant, phone)
);
CREATE TABLE IF NOT EXISTS auth_sessions (
  token_hash TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  user_id TEXT NOT NULL,
  phone TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE TABLE IF NOT EXISTS auth_provider_sessions (
  token_hash TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  provider_user_id TEXT NOT NULL,
  sealed TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS auth_verifications (
  website_slug TEXT NOT NULL,
  dealership_slug TEXT,
  user_id TEXT NOT NULL,
  verification_type TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_verifications_site_at ON auth_verifications (website_slug, at);
CREATE TABLE IF NOT EXISTS auth_sms_log (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  to_number TEXT NOT NULL,
  body TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_sms_log_tenant_at ON auth_sms_log (tenant, at);
CREATE TABLE IF NOT EXISTS auth_watchlist (
  tenant TEXT NOT NULL,
  user_id TEXT NOT NULL,
  car_id INTEGER NOT NULL,
  saved_at INTEGER NOT NULL,
  PRIMARY KEY (tenant, user_id, car_id)
) WITHOUT ROWID;
`;
