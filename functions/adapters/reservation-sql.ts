/**
 * The reservation store's statements in SQLite's dialect, shared by sqlite-reservation-store.ts
 * (`node:sqlite`, in a transaction) and d1-reservation-store.ts (Cloudflare D1, in one atomic batch
 * with no transaction to look at results in between). So each write that depends on another carries
 * its own condition: the state-change lead is inserted only when its reservation is in that state
 * (lead-sql.ts ADD_DELIVERY then adds its outbox entries only when the lead exists), and a
 * transition is a compare-and-set on the state it was decided from. Times are epoch milliseconds.
 */

import type { NewReservation, Reservation, TransitionRequest } from '../ports/reservation-store.ts';
import type { SqlValue } from './lead-sql.ts';
import { newReservationColumns, reservationLead } from './reservation-rows.ts';

/** DO NOTHING on any unique index: the shopper's key, another active hold on the car, or this very id. */
export const INSERT_RESERVATION = `INSERT INTO reservations (id, tenant, car_id, car_slug, state, provider, amount_cents,
    details, idempotency_key, body_hash, hold_until, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING *`;

/**
 * ?1 lead id, ?2 tenant, ?3 type, ?4 payload, ?5 body hash, ?6 now, ?7 reservation, ?8 state: the lead
 * for the state the reservation has just entered, once (its id is fixed by the reservation and state).
 */
export const INSERT_STATE_LEAD = `INSERT INTO leads (id, tenant, type, payload, idempotency_key, body_hash, created_at)
  SELECT ?1, ?2, ?3, ?4, NULL, ?5, ?6 WHERE EXISTS (SELECT 1 FROM reservations WHERE id = ?7 AND state = ?8)
  ON CONFLICT (id) DO NOTHING`;

export const RESERVATION_BY_ID = 'SELECT * FROM reservations WHERE id = ?';
export const RESERVATION_BY_KEY = 'SELECT * FROM reservations WHERE tenant = ? AND idempotency_key = ?';

/** ?1 state, ?2 hold until (null: kept), ?3 payment ref (null: kept), ?4 now, ?5 id, ?6 the state it was decided from. */
export const TRANSITION = `UPDATE reservations SET state = ?1, hold_until = COALESCE(?2, hold_until),
    payment_ref = COALESCE(?3, payment_ref), updated_at = ?4
  WHERE id = ?5 AND state = ?6 RETURNING *`;

export const RECORD_CHECKOUT = 'UPDATE reservations SET checkout_id = ?, checkout_url = ?, updated_at = ? WHERE id = ?';
export const RECORD_REFUND = 'UPDATE reservations SET refund_ref = ?, updated_at = ? WHERE id = ?';

const ACTIVE = `state IN ('requested', 'held', 'confirmed')`;
export const ACTIVE_HOLD = `SELECT * FROM reservations WHERE tenant = ? AND car_id = ? AND ${ACTIVE}`;
export const ACTIVE_HOLDS = `SELECT * FROM reservations WHERE tenant = ? AND ${ACTIVE} ORDER BY created_at, rowid`;
export const SWEEPABLE = `SELECT * FROM reservations
  WHERE (state IN ('requested', 'held') AND hold_until <= ?)
     OR (state IN ('expired', 'cancelled') AND payment_ref IS NOT NULL AND refund_ref IS NULL)
  ORDER BY hold_until, rowid LIMIT ?`;

/**
 * The values of INSERT_STATE_LEAD and of each ADD_DELIVERY (lead-sql.ts) for the state `reservation`
 * has just entered (or is about to enter, in the same batch), one delivery per distinct sink.
 */
export function stateLeadValues(reservation: Reservation, sinks: readonly string[], now: number) {
  const lead = reservationLead(reservation);
  const { tenant, bodyHash, id, state } = reservation;
  return {
    lead: [lead.id, tenant, lead.type, JSON.stringify(lead.payload), bodyHash, now, id, state] satisfies SqlValue[],
    deliveries: [...new Set(sinks)].map((sink) => [lead.id, tenant, sink, now] satisfies SqlValue[]),
  };
}

/** The values of INSERT_RESERVATION for a new reservation. */
export function newReservationValues(input: NewReservation): SqlValue[] {
  const now = input.now.getTime();
  return [...newReservationColumns(input), input.holdUntil.getTime(), now, now];
}

/** The values of TRANSITION: to `next` from the state `current` was read in. */
export function transitionValues(current: Reservation, next: string, request: TransitionRequest): SqlValue[] {
  const { holdUntil, paymentRef, now } = request;
  return [next, holdUntil?.getTime() ?? null, paymentRef ?? null, now.getTime(), current.id, current.state];
}
