/**
 * The PostgreSQL activity store's tables (functions/adapters/postgres-activity-store.ts), created
 * by `migrate()` with IF NOT EXISTS so it is safe on every start. They may share a database with
 * the lead tables, hence the `activity_` prefix on every table and index.
 * Views are one counter row per tenant and car (the upsert's conflict target is the key); reveals
 * and miscellaneous records are append-only logs, each indexed for the newest-first read per
 * tenant the port makes. `seq` identities give a stable insertion order where timestamps tie.
 */
export const POSTGRES_ACTIVITY_SCHEMA = `
CREATE TABLE IF NOT EXISTS activity_views (
  tenant text NOT NULL,
  car_id bigint NOT NULL,
  views bigint NOT NULL,
  first_viewed_at timestamptz NOT NULL,
  last_viewed_at timestamptz NOT NULL,
  PRIMARY KEY (tenant, car_id)
);
CREATE TABLE IF NOT EXISTS activity_phone_reveals (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant text NOT NULL,
  car_id bigint,
  dealership_id bigint,
  website_id text,
  at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS activity_phone_reveals_tenant_at ON activity_phone_reveals (tenant, at DESC, seq DESC);
CREATE TABLE IF NOT EXISTS activity_miscellaneous (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  tenant text NOT NULL,
  column_name text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS activity_miscellaneous_tenant_created
  ON activity_miscellaneous (tenant, created_at DESC, seq DESC);
CREATE INDEX IF NOT EXISTS activity_miscellaneous_tenant_column_created
  ON activity_miscellaneous (tenant, column_name, created_at DESC, seq DESC);
`;
