/**
 * The PostgreSQL auth store's tables (functions/adapters/postgres-auth-store.ts), created by
 * `migrate()` with IF NOT EXISTS; prefixed `auth_` as they may share a database with the lead and
 * activity tables. Same shape as the SQLite ones (sqlite-auth-schema.ts); `seq` identities give a
 * stable newest-first order where timestamps tie.
 */
export const POSTGRES_AUTH_SCHEMA = `
CREATE TABLE IF NOT EXISTS auth_challenges (
  tenant text NOT NULL,
  phone text NOT NULL,
  code_hash text,
  expires_at timestamptz,
  sent_at timestamptz NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  failures_since timestamptz,
  PRIMARY KEY (tenant, phone)
);
CREATE TABLE IF NOT EXISTS auth_counters (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
CREATE TABLE IF NOT EXISTS auth_users (
  id text PRIMARY KEY,
  tenant text NOT NULL,
  phone text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (tenant, phone)
);
CREATE TABLE IF NOT EXISTS auth_sessions (
  token_hash text PRIMARY KEY,
  tenant text NOT NULL,
  user_id text NOT NULL,
  phone text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE TABLE IF NOT EXISTS auth_provider_sessions (
  token_hash text PRIMARY KEY,
  tenant text NOT NULL,
  provider_user_id text NOT NULL,
  sealed text NOT NULL
);
CREATE TABLE IF NOT EXISTS auth_verifications (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  website_slug text NOT NULL,
  dealership_slug text,
  user_id text NOT NULL,
  verification_type text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_verifications_site_at ON auth_verifications (website_slug, at DESC, seq DESC);
CREATE TABLE IF NOT EXISTS auth_sms_log (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  tenant text NOT NULL,
  to_number text NOT NULL,
  body text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_sms_log_tenant_at ON auth_sms_log (tenant, at DESC, seq DESC);
CREATE TABLE IF NOT EXISTS auth_watchlist (
  tenant text NOT NULL,
  user_id text NOT NULL,
  car_id bigint NOT NULL,
  saved_at timestamptz NOT NULL,
  PRIMARY KEY (tenant, user_id, car_id)
);
`;
