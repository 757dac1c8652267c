/**
 * The storage port for reservations (issue 16): a durable record per reservation whose state
 * changes follow `src/domain/reservation.ts`. Adapters: SQLite (`adapters/sqlite-reservation-store.ts`,
 * in its own worker thread like the other SQLite stores) and PostgreSQL
 * (`adapters/postgres-reservation-store.ts`), and Cloudflare D1 (`adapters/d1-reservation-store.ts`, a batch
 * where the others have a transaction); one contract suite
 * (`tests/unit/functions/reservation-store-contract.ts`) runs on all three.
 *
 * The store lives in the lead store's database, because every state entered is forwarded to the
 * dealer as a lead of type `reservation`: the state change and that lead's outbox entries (one per
 * sink) commit in one transaction, so the dealer hears of each state exactly once (the forwarder's
 * at-least-once delivery carries the lead id as Idempotency-Key).
 *
 * One car, one hold: a unique index over (tenant, car_id) for the active states decides between
 * two shoppers at the same moment, never a read-then-write.
 */
import type { ReservationEvent, ReservationState } from '../../src/domain/reservation.ts';

export interface Reservation {
  /** Random, unguessable; also the payment provider's idempotency key and metadata. */
  id: string;
  tenant: string;
  carId: number;
  carSlug: string;
  state: ReservationState;
  /** `stripe` or `none`. */
  provider: string;
  /** The deposit in whole cents. */
  amountCents: number;
  /** The shopper's details and the request's context: the lead payload each state change forwards. */
  details: Record<string, unknown>;
  idempotencyKey: string;
  bodyHash: string;
  /** ISO 8601: when the hold lapses unless paid (requested) or confirmed (held). */
  holdUntil: string;
  /** The provider's checkout (a Stripe Checkout Session id) and where the shopper pays, once made. */
  checkoutId: string | null;
  checkoutUrl: string | null;
  /** What a refund is made against (a Stripe PaymentIntent id), once paid. */
  paymentRef: string | null;
  /** The provider's refund id, once a refund was asked for and accepted. */
  refundRef: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface NewReservation {
  id: string;
  tenant: string;
  carId: number;
  carSlug: string;
  /** `requested` (a payment to take) or `held` (no payment: the dealer confirms by phone). */
  state: 'requested' | 'held';
  provider: string;
  amountCents: number;
  details: Record<string, unknown>;
  idempotencyKey: string;
  bodyHash: string;
  holdUntil: Date;
  now: Date;
  /** The tenant's sinks: the first state's lead gets one outbox entry each. */
  sinks: readonly string[];
}

export type CreateReservationResult =
  | { outcome: 'created'; reservation: Reservation }
  /** The tenant's Idempotency-Key seen before with the same body: the first reservation, as it is now. */
  | { outcome: 'replayed'; reservation: Reservation }
  /** The key seen before with another body: nothing stored. */
  | { outcome: 'conflict'; reservation: Reservation }
  /** Another reservation holds the car: nothing stored. */
  | { outcome: 'car-held' };

export interface TransitionRequest {
  event: ReservationEvent;
  now: Date;
  sinks: readonly string[];
  /** A new lapse time (a paid deposit starts the full hold). */
  holdUntil?: Date;
  /** The payment reference learned with this event (the PaymentIntent of a paid session). */
  paymentRef?: string;
}

export type TransitionResult =
  /** The state changed and its lead was committed with it. */
  | { outcome: 'changed'; reservation: Reservation; from: ReservationState }
  /** The event does not apply in the current state (a replay, a late event): nothing changed. */
  | { outcome: 'unchanged'; reservation: Reservation }
  | { outcome: 'not-found' };

/** The id of the lead forwarded when a reservation enters `state` (a state is entered at most once). */
export function reservationLeadId(reservationId: string, state: ReservationState): string {
  return `${reservationId}-${state}`;
}

export interface ReservationStore {
  /** Creates the schema (and the lead tables it writes to) if missing. Idempotent. */
  migrate(): Promise<void>;
  /** Stores a new reservation holding its car and its first state's lead, in one transaction. */
  createReservation(reservation: NewReservation): Promise<CreateReservationResult>;
  getReservation(id: string): Promise<Reservation | null>;
  /** Applies an event: when the state machine allows it, the new state and its lead commit together. */
  transition(id: string, request: TransitionRequest): Promise<TransitionResult>;
  /** Records the provider's checkout once made (not a state change; repeating it is harmless). */
  recordCheckout(id: string, checkout: { checkoutId: string; checkoutUrl: string; now: Date }): Promise<void>;
  /** Records the provider's refund id (asked for by the sweeper or a cancel; repeating it is harmless). */
  recordRefund(id: string, refundRef: string, now: Date): Promise<void>;
  /** The reservation holding this car now (an active state), or null. */
  activeHold(tenant: string, carId: number): Promise<Reservation | null>;
  /** The tenant's reservations holding a car now (for the build: cars to keep Reserved). */
  activeHolds(tenant: string): Promise<Reservation[]>;
  /**
   * Work for the sweeper, oldest first: holds (requested or held) whose time ran out at `now`, and
   * lapsed or cancelled reservations with a payment and no refund recorded yet.
   */
  sweepable(now: Date, limit: number): Promise<Reservation[]>;
  close(): Promise<void>;
}
