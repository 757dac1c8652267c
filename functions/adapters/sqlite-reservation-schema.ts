/**
 * The SQLite reservations table (functions/adapters/sqlite-reservation-store.ts), beside the lead
 * tables in the same file. `reservations_active_hold` is the one-car-one-hold rule: at most one
 * reservation per tenant and car in an active state (requested, held, confirmed; see
 * src/domain/reservation.ts ACTIVE_STATES), enforced by the database on insert.
 */
export const SQLITE_RESERVATION_SCHEMA = `
CREATE TABLE IF NOT EXISTS reservations (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  car_id INTEGER NOT NULL,
  car_slug TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('requested', 'held', 'confirmed', 'expired', 'refunded', 'cancelled')),
  provider TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  details TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  body_hash TEXT NOT NULL,
  hold_until INTEGER NOT NULL,
  checkout_id TEXT,
  checkout_url TEXT,
  payment_ref TEXT,
  refund_ref TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS reservations_idempotency_key ON reservations (tenant, idempotency_key);
CREATE UNIQUE INDEX IF NOT EXISTS reservations_active_hold ON reservations (tenant, car_id)
  WHERE state IN ('requested', 'held', 'confirmed');
CREATE INDEX IF NOT EXISTS reservations_hold_until ON reservations (hold_until);
`;
