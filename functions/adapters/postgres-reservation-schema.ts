/**
 * The PostgreSQL reservations table (functions/adapters/postgres-reservation-store.ts), beside the
 * lead tables. `reservations_active_hold` is the one-car-one-hold rule: a concurrent insert for the
 * same car waits for the first transaction, then inserts nothing (ON CONFLICT DO NOTHING).
 */
export const POSTGRES_RESERVATION_SCHEMA = `
CREATE TABLE IF NOT EXISTS reservations (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  tenant text NOT NULL,
  car_id bigint NOT NULL,
  car_slug text NOT NULL,
  state text NOT NULL CHECK (state IN ('requested', 'held', 'confirmed', 'expired', 'refunded', 'cancelled')),
  provider text NOT NULL,
  amount_cents integer NOT NULL,
  details jsonb NOT NULL,
  idempotency_key text NOT NULL,
  body_hash text NOT NULL,
  hold_until timestamptz NOT NULL,
  checkout_id text,
  checkout_url text,
  payment_ref text,
  refund_ref text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS reservations_idempotency_key ON reservations (tenant, idempotency_key);
CREATE UNIQUE INDEX IF NOT EXISTS reservations_active_hold ON reservations (tenant, car_id)
  WHERE state IN ('requested', 'held', 'confirmed');
CREATE INDEX IF NOT EXISTS reservations_hold_until ON reservations (hold_until);
`;
