/**
 * Rows of the reservations table as the port's values, and the lead each state change forwards,
 * for both stores (which differ only in how a time and a JSON value come back).
 */
import type { ReservationState } from '../../src/domain/reservation.ts';
import { reservationLeadId, type NewReservation, type Reservation } from '../ports/reservation-store.ts';
import type { ColumnReaders, Row } from './lead-rows.ts';
import { textOrNull } from './lead-rows.ts';

/**
 * A new reservation's columns as both drivers bind them, in the order of the stores' INSERTs (id
 * through body_hash); each store appends hold_until and the times in its own type.
 */
export function newReservationColumns(input: NewReservation): Array<string | number> {
  return [
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
  ];
}

export function reservationRows(read: Pick<ColumnReaders, 'time' | 'payload'>) {
  return (row: Row): Reservation => ({
    id: String(row.id),
    tenant: String(row.tenant),
    carId: Number(row.car_id),
    carSlug: String(row.car_slug),
    state: String(row.state) as ReservationState,
    provider: String(row.provider),
    amountCents: Number(row.amount_cents),
    details: read.payload(row.details),
    idempotencyKey: String(row.idempotency_key),
    bodyHash: String(row.body_hash),
    holdUntil: read.time(row.hold_until),
    checkoutId: textOrNull(row.checkout_id),
    checkoutUrl: textOrNull(row.checkout_url),
    paymentRef: textOrNull(row.payment_ref),
    refundRef: textOrNull(row.refund_ref),
    createdAt: read.time(row.created_at),
    updatedAt: read.time(row.updated_at),
  });
}

/**
 * The lead of type `reservation` forwarded when `reservation` has entered its current state: the
 * shopper's details with what the dealer needs to act (the state, the deposit, the provider, the
 * hold's end). Its id is fixed by the reservation and the state, so it can be stored only once.
 */
export function reservationLead(reservation: Reservation) {
  return {
    id: reservationLeadId(reservation.id, reservation.state),
    type: 'reservation',
    payload: {
      ...reservation.details,
      car_id: reservation.carId,
      reservation_id: reservation.id,
      reservation_state: reservation.state,
      deposit: reservation.amountCents / 100,
      payment_provider: reservation.provider,
      hold_until: reservation.holdUntil,
    },
  };
}
