/**
 * The SQLite reservation store, in the lead store's file (LEADS_DB): a reservation's state change
 * and its lead's outbox entries commit in one transaction (functions/ports/reservation-store.ts).
 * Every write runs in BEGIN IMMEDIATE; the partial unique index `reservations_active_hold` is what
 * refuses a second hold on a car, whatever order two connections write in.
 * Synchronous like the lead store: the server runs it in a worker thread (sqlite-thread.ts).
 */
import { DatabaseSync } from 'node:sqlite';
import { nextReservationState } from '../../src/domain/reservation.ts';
import type { ReservationStore, Reservation } from '../ports/reservation-store.ts';
import { reservationLead, reservationRows } from './reservation-rows.ts';
import { BUSY_TIMEOUT_MS, busyAsUnavailable } from './sqlite-busy.ts';
import { SQLITE_LEAD_SCHEMA } from './sqlite-lead-schema.ts';
import { SQLITE_RESERVATION_SCHEMA } from './sqlite-reservation-schema.ts';
import { preparedStatements } from './sqlite-statements.ts';

const toReservation = reservationRows({
  time: (ms) => new Date(Number(ms)).toISOString(),
  payload: (text) => JSON.parse(String(text)) as Record<string, unknown>,
});

export function createSqliteReservationStore(path: string, options: { busyTimeoutMs?: number } = {}): ReservationStore {
  const db = new DatabaseSync(path, {
    timeout: options.busyTimeoutMs ?? BUSY_TIMEOUT_MS,
    enableForeignKeyConstraints: true,
  });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  const sql = preparedStatements(db);

  const transaction = <T>(work: () => T): T => {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  };

  const byId = (id: string): Reservation | null => {
    const row = sql('SELECT * FROM reservations WHERE id = ?').get(id);
    return row ? toReservation(row) : null;
  };

  /** The lead for the state `reservation` has just entered, with one pending delivery per sink. */
  const insertLead = (reservation: Reservation, sinks: readonly string[], now: number) => {
    const lead = reservationLead(reservation);
    const inserted = sql(
      `INSERT INTO leads (id, tenant, type, payload, idempotency_key, body_hash, created_at)
       VALUES (?, ?, ?, ?, NULL, ?, ?) ON CONFLICT (id) DO NOTHING`,
    ).run(lead.id, reservation.tenant, lead.type, JSON.stringify(lead.payload), reservation.bodyHash, now);
    if (Number(inserted.changes) === 0) return;
    const addDelivery = sql(
      `INSERT INTO lead_deliveries (lead_id, tenant, sink, status, attempts, next_attempt_at)
       VALUES (?, ?, ?, 'pending', 0, ?)`,
    );
    for (const sink of new Set(sinks)) addDelivery.run(lead.id, reservation.tenant, sink, now);
  };

  return busyAsUnavailable<ReservationStore>({
    async migrate() {
      db.exec(SQLITE_LEAD_SCHEMA);
      db.exec(SQLITE_RESERVATION_SCHEMA);
    },

    async createReservation(input) {
      return transaction(() => {
        const now = input.now.getTime();
        // DO NOTHING on any unique index: the shopper's key, or another active hold on the car.
        const row = sql(
          `INSERT INTO reservations (id, tenant, car_id, car_slug, state, provider, amount_cents, details,
             idempotency_key, body_hash, hold_until, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING *`,
        ).get(
          input.id,
          input.tenant,
          input.carId,
          input.carSlug,
          input.state,
          input.provider,
          input.amountCents,
          JSON.stringify(input.details),
          input.idempotencyKey,
          input.bodyHash,
          input.holdUntil.getTime(),
          now,
          now,
        );
        if (row) {
          const reservation = toReservation(row);
          insertLead(reservation, input.sinks, now);
          return { outcome: 'created' as const, reservation };
        }
        const keyed = sql('SELECT * FROM reservations WHERE tenant = ? AND idempotency_key = ?').get(
          input.tenant,
          input.idempotencyKey,
        );
        if (!keyed) return { outcome: 'car-held' as const };
        const reservation = toReservation(keyed);
        return { outcome: reservation.bodyHash === input.bodyHash ? 'replayed' : 'conflict', reservation } as const;
      });
    },

    async getReservation(id) {
      return byId(id);
    },

    async transition(id, request) {
      return transaction(() => {
        const current = byId(id);
        if (!current) return { outcome: 'not-found' as const };
        const next = nextReservationState(current.state, request.event);
        if (next === null) return { outcome: 'unchanged' as const, reservation: current };
        const now = request.now.getTime();
        const row = sql(
          `UPDATE reservations SET state = ?, hold_until = COALESCE(?, hold_until),
             payment_ref = COALESCE(?, payment_ref), updated_at = ?
           WHERE id = ? AND state = ? RETURNING *`,
        ).get(next, request.holdUntil?.getTime() ?? null, request.paymentRef ?? null, now, id, current.state);
        if (!row) throw new Error(`Reservation ${id} changed during its own transaction`);
        const reservation = toReservation(row);
        insertLead(reservation, request.sinks, now);
        return { outcome: 'changed' as const, reservation, from: current.state };
      });
    },

    async recordCheckout(id, checkout) {
      sql('UPDATE reservations SET checkout_id = ?, checkout_url = ?, updated_at = ? WHERE id = ?').run(
        checkout.checkoutId,
        checkout.checkoutUrl,
        checkout.now.getTime(),
        id,
      );
    },

    async recordRefund(id, refundRef, now) {
      sql('UPDATE reservations SET refund_ref = ?, updated_at = ? WHERE id = ?').run(refundRef, now.getTime(), id);
    },

    async activeHold(tenant, carId) {
      const row = sql(
        `SELECT * FROM reservations WHERE tenant = ? AND car_id = ? AND state IN ('requested', 'held', 'confirmed')`,
      ).get(tenant, carId);
      return row ? toReservation(row) : null;
    },

    async activeHolds(tenant) {
      return sql(
        `SELECT * FROM reservations WHERE tenant = ? AND state IN ('requested', 'held', 'confirmed')
         ORDER BY created_at, rowid`,
      )
        .all(tenant)
        .map(toReservation);
    },

    async sweepable(now, limit) {
      return sql(
        `SELECT * FROM reservations
         WHERE (state IN ('requested', 'held') AND hold_until <= ?)
            OR (state IN ('expired', 'cancelled') AND payment_ref IS NOT NULL AND refund_ref IS NULL)
         ORDER BY hold_until, rowid LIMIT ?`,
      )
        .all(now.getTime(), limit)
        .map(toReservation);
    },

    async close() {
      if (db.isOpen) db.close();
    },
  });
}
