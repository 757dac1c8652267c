/**
 * The reservation store on Cloudflare D1 (issue 19), on the same database as the D1 lead store (a
 * reservation's state change and its lead's outbox entries commit together): the SQLite adapter's
 * tables and statements (reservation-sql.ts, lead-sql.ts) through the D1 binding.
 *
 * Each SQLite transaction is here one atomic `db.batch()`. The lead a state change forwards is made
 * from the reservation as the batch will leave it (known before: the insert or the compare-and-set
 * decides whether it is), and inserted only when the reservation is then in that state. A
 * transition whose compare-and-set lost to another writer reads the reservation again and decides
 * anew (most often: the event no longer applies, `unchanged`).
 */
import { nextReservationState } from '../../src/domain/reservation.ts';
import type { NewReservation, Reservation, ReservationStore } from '../ports/reservation-store.ts';
import {
  all,
  applySchema,
  bound,
  changes,
  first,
  transientAsUnavailable,
  type D1Database,
  type D1Row,
} from './d1-database.ts';
import { SQLITE_READERS } from './lead-rows.ts';
import { ADD_DELIVERY } from './lead-sql.ts';
import { reservationRows } from './reservation-rows.ts';
import * as SQL from './reservation-sql.ts';
import { SQLITE_LEAD_SCHEMA } from './sqlite-lead-schema.ts';
import { SQLITE_RESERVATION_SCHEMA } from './sqlite-reservation-schema.ts';

const toReservation = reservationRows(SQLITE_READERS);

/** Tries of a transition whose compare-and-set lost to another writer, before it is reported as an error. */
const CONTENDED_TRIES = 10;

/** A new reservation as its row will read back, to make its first lead in the same batch. */
function asStored(input: NewReservation): Reservation {
  const now = input.now.toISOString();
  return {
    id: input.id,
    tenant: input.tenant,
    carId: input.carId,
    carSlug: input.carSlug,
    state: input.state,
    provider: input.provider,
    amountCents: input.amountCents,
    // Through JSON, as the stored text is read back (undefined values dropped).
    details: JSON.parse(JSON.stringify(input.details)) as Record<string, unknown>,
    idempotencyKey: input.idempotencyKey,
    bodyHash: input.bodyHash,
    holdUntil: input.holdUntil.toISOString(),
    checkoutId: null,
    checkoutUrl: null,
    paymentRef: null,
    refundRef: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The reservation store on the D1 database `db`, the lead store's (a binding: `close()` lets go of nothing). */
export function createD1ReservationStore(db: D1Database): ReservationStore {
  const byId = async (id: string): Promise<Reservation | null> => {
    const row = await first(db, SQL.RESERVATION_BY_ID, id);
    return row ? toReservation(row) : null;
  };

  /** The statements that store the lead of the state `reservation` is in once the batch's earlier statements ran. */
  const stateLead = (reservation: Reservation, sinks: readonly string[], now: number) => {
    const values = SQL.stateLeadValues(reservation, sinks, now);
    return [
      bound(db, SQL.INSERT_STATE_LEAD, ...values.lead),
      ...values.deliveries.map((delivery) => bound(db, ADD_DELIVERY, ...delivery)),
    ];
  };

  return transientAsUnavailable<ReservationStore>({
    async migrate() {
      await applySchema(db, SQLITE_LEAD_SCHEMA, SQLITE_RESERVATION_SCHEMA);
    },

    async createReservation(input) {
      const results = await db.batch<D1Row>([
        bound(db, SQL.INSERT_RESERVATION, ...SQL.newReservationValues(input)),
        ...stateLead(asStored(input), input.sinks, input.now.getTime()),
        bound(db, SQL.RESERVATION_BY_KEY, input.tenant, input.idempotencyKey),
      ]);
      const inserted = results[0]?.results[0];
      if (inserted) return { outcome: 'created', reservation: toReservation(inserted) };
      const keyed = results.at(-1)?.results[0];
      if (!keyed) return { outcome: 'car-held' };
      const reservation = toReservation(keyed);
      return { outcome: reservation.bodyHash === input.bodyHash ? 'replayed' : 'conflict', reservation };
    },

    getReservation: byId,

    async transition(id, request) {
      for (let tries = 1; tries <= CONTENDED_TRIES; tries += 1) {
        const current = await byId(id);
        if (!current) return { outcome: 'not-found' };
        const next = nextReservationState(current.state, request.event);
        if (next === null) return { outcome: 'unchanged', reservation: current };
        const now = request.now.getTime();
        const after: Reservation = {
          ...current,
          state: next,
          holdUntil: request.holdUntil?.toISOString() ?? current.holdUntil,
          paymentRef: request.paymentRef ?? current.paymentRef,
        };
        const [changed] = await db.batch<D1Row>([
          bound(db, SQL.TRANSITION, ...SQL.transitionValues(current, next, request)),
          ...stateLead(after, request.sinks, now),
        ]);
        const row = changed?.results[0];
        if (row) return { outcome: 'changed', reservation: toReservation(row), from: current.state };
      }
      throw new Error(`Reservation ${id} kept changing while an event was applied to it`);
    },

    async recordCheckout(id, checkout) {
      await changes(db, SQL.RECORD_CHECKOUT, checkout.checkoutId, checkout.checkoutUrl, checkout.now.getTime(), id);
    },

    async recordRefund(id, refundRef, now) {
      await changes(db, SQL.RECORD_REFUND, refundRef, now.getTime(), id);
    },

    async activeHold(tenant, carId) {
      const row = await first(db, SQL.ACTIVE_HOLD, tenant, carId);
      return row ? toReservation(row) : null;
    },

    async activeHolds(tenant) {
      return (await all(db, SQL.ACTIVE_HOLDS, tenant)).map(toReservation);
    },

    async sweepable(now, limit) {
      return (await all(db, SQL.SWEEPABLE, now.getTime(), limit)).map(toReservation);
    },

    async close() {},
  });
}
