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
import { ADD_DELIVERY } from './lead-sql.ts';
import { SQLITE_READERS } from './lead-rows.ts';
import { reservationRows } from './reservation-rows.ts';
import * as SQL from './reservation-sql.ts';
import { BUSY_TIMEOUT_MS, busyAsUnavailable } from './sqlite-busy.ts';
import { SQLITE_LEAD_SCHEMA } from './sqlite-lead-schema.ts';
import { SQLITE_RESERVATION_SCHEMA } from './sqlite-reservation-schema.ts';
import { preparedStatements } from './sqlite-statements.ts';

const toReservation = reservationRows(SQLITE_READERS);

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
    const row = sql(SQL.RESERVATION_BY_ID).get(id);
    return row ? toReservation(row) : null;
  };

  /** The lead for the state `reservation` has just entered, with one pending delivery per sink. */
  const insertLead = (reservation: Reservation, sinks: readonly string[], now: number) => {
    const values = SQL.stateLeadValues(reservation, sinks, now);
    if (Number(sql(SQL.INSERT_STATE_LEAD).run(...values.lead).changes) === 0) return;
    const addDelivery = sql(ADD_DELIVERY);
    for (const delivery of values.deliveries) addDelivery.run(...delivery);
  };

  return busyAsUnavailable<ReservationStore>({
    async migrate() {
      db.exec(SQLITE_LEAD_SCHEMA);
      db.exec(SQLITE_RESERVATION_SCHEMA);
    },

    async createReservation(input) {
      return transaction(() => {
        const now = input.now.getTime();
        const row = sql(SQL.INSERT_RESERVATION).get(...SQL.newReservationValues(input));
        if (row) {
          const reservation = toReservation(row);
          insertLead(reservation, input.sinks, now);
          return { outcome: 'created' as const, reservation };
        }
        const keyed = sql(SQL.RESERVATION_BY_KEY).get(input.tenant, input.idempotencyKey);
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
        const row = sql(SQL.TRANSITION).get(...SQL.transitionValues(current, next, request));
        if (!row) throw new Error(`Reservation ${id} changed during its own transaction`);
        const reservation = toReservation(row);
        insertLead(reservation, request.sinks, now);
        return { outcome: 'changed' as const, reservation, from: current.state };
      });
    },

    async recordCheckout(id, checkout) {
      sql(SQL.RECORD_CHECKOUT).run(checkout.checkoutId, checkout.checkoutUrl, checkout.now.getTime(), id);
    },

    async recordRefund(id, refundRef, now) {
      sql(SQL.RECORD_REFUND).run(refundRef, now.getTime(), id);
    },

    async activeHold(tenant, carId) {
      const row = sql(SQL.ACTIVE_HOLD).get(tenant, carId);
      return row ? toReservation(row) : null;
    },

    async activeHolds(tenant) {
      return sql(SQL.ACTIVE_HOLDS).all(tenant).map(toReservation);
    },

    async sweepable(now, limit) {
      return sql(SQL.SWEEPABLE).all(now.getTime(), limit).map(toReservation);
    },

    async close() {
      if (db.isOpen) db.close();
    },
  });
}
