/**
 * The PostgreSQL lead store's tables (functions/adapters/postgres-lead-store.ts), created by `migrate()`
 * with IF NOT EXISTS so it is safe on every start. Leads are never edited; the unique partial
 * index on (tenant, idempotency_key) is what makes a replayed submit race-free. Deliveries are
 * the outbox, one row per lead and sink; the attempts log keeps every try.
 * `seq` identities give a stable creation order where timestamps tie. A lease names its owner (the
 * claiming forwarder); `attempt_started_at` is set before a send and cleared when its outcome is
 * recorded. The ALTER adds those columns to tables created before them.
 */
export const POSTGRES_LEAD_SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  tenant text NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  idempotency_key text,
  body_hash text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS leads_idempotency_key ON leads (tenant, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX IF NOT EXISTS leads_tenant_created ON leads (tenant, created_at DESC, seq DESC);
CREATE TABLE IF NOT EXISTS lead_deliveries (
  lead_id text NOT NULL REFERENCES leads (id),
  sink text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  tenant text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  lease_until timestamptz,
  lease_owner text,
  attempt_started_at timestamptz,
  interrupted_attempts integer NOT NULL DEFAULT 0,
  last_error text,
  delivered_at timestamptz,
  PRIMARY KEY (lead_id, sink)
);
ALTER TABLE lead_deliveries ADD COLUMN IF NOT EXISTS lease_owner text,
  ADD COLUMN IF NOT EXISTS attempt_started_at timestamptz,
  ADD COLUMN IF NOT EXISTS interrupted_attempts integer NOT NULL DEFAULT 0;
CREATE INDEX IF NOT EXISTS lead_deliveries_due ON lead_deliveries (next_attempt_at, seq) WHERE status = 'pending';
CREATE TABLE IF NOT EXISTS lead_delivery_attempts (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id text NOT NULL,
  sink text NOT NULL,
  at timestamptz NOT NULL,
  ok boolean NOT NULL,
  error text,
  FOREIGN KEY (lead_id, sink) REFERENCES lead_deliveries (lead_id, sink)
);
CREATE INDEX IF NOT EXISTS lead_delivery_attempts_lead ON lead_delivery_attempts (lead_id);
`;
