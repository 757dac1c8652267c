/**
 * Reserving a car (issue 16), in the order that keeps the rules: the reservation (holding the car)
 * and its first lead commit first, and only then is the payment provider asked, so a shopper who
 * did not get the hold never reaches the payment page; the provider's events then move the state
 * (functions/ports/reservation-store.ts), each state change committing its lead with it.
 *
 * - `none`: the reservation is `held` at once for the site's hold hours (the dealer confirms by phone).
 * - `stripe`: the reservation is `requested` while the shopper pays (the car held for the checkout's
 *   window), `held` for the hold hours once the webhook says paid. A refused checkout cancels the
 *   reservation (releasing the car); an unknown outcome leaves it requested, and the shopper's retry
 *   with the same Idempotency-Key asks the provider again with the same idempotency key.
 * - The sweeper (`sweepReservations`) expires holds whose time ran out and refunds their deposits,
 *   the expiry committed before the refund is asked for and the refund's id recorded after it:
 *   a refund that failed is asked for again on the next pass, under the same idempotency key.
 */
import {
  ACTIVE_STATES,
  CHECKOUT_EXPIRES_MINUTES,
  CHECKOUT_WINDOW_MINUTES,
  type ReservationState,
} from '../src/domain/reservation.ts';
import { PaymentError, type PaymentEvent, type PaymentProvider } from './ports/payments.ts';
import type { Reservation, ReservationStore } from './ports/reservation-store.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface ReservationDeps {
  store: ReservationStore;
  payments: PaymentProvider;
  /** The tenant's lead sinks: every state's lead gets one outbox entry each. */
  sinksFor(tenant: string): readonly string[];
  /** The tenant's hold (site setting `reserve_hold_hours`, default 48). */
  holdHoursFor(tenant: string): number;
  clock: () => Date;
  /** One JSON-able entry per outcome, never personal data. */
  log: (entry: Record<string, unknown>) => void;
}

export interface ReserveRequest {
  id: string;
  tenant: string;
  car: { id: number; slug: string; name: string };
  amountCents: number;
  currency: string;
  details: Record<string, unknown>;
  idempotencyKey: string;
  bodyHash: string;
  /** The tenant's origin, for the provider's success and cancel URLs. */
  origin: string;
  successPath: string;
  cancelPath: string;
  customerEmail?: string;
}

export type ReserveOutcome =
  /** Held without payment (`none`), or a replay of a reservation past its checkout. */
  | { kind: 'reserved'; reservation: Reservation }
  /** The shopper pays at `checkoutUrl`. */
  | { kind: 'checkout'; reservation: Reservation; checkoutUrl: string }
  | { kind: 'car-held' }
  | { kind: 'conflict' }
  /** The provider refused the checkout: the reservation is cancelled, the car free again. */
  | { kind: 'payment-refused'; reservation: Reservation }
  /** The provider's answer is unknown: the reservation stays requested; the same key may be sent again. */
  | { kind: 'payment-unknown'; reservation: Reservation }
  /** A replay of a reservation that has ended (expired, cancelled, refunded): a new one needs a new key. */
  | { kind: 'ended'; reservation: Reservation };

export async function reserve(deps: ReservationDeps, request: ReserveRequest): Promise<ReserveOutcome> {
  const now = deps.clock();
  const paid = deps.payments.takesPayment;
  const holdMs = paid ? CHECKOUT_WINDOW_MINUTES * MINUTE_MS : deps.holdHoursFor(request.tenant) * HOUR_MS;
  const created = await deps.store.createReservation({
    id: request.id,
    tenant: request.tenant,
    carId: request.car.id,
    carSlug: request.car.slug,
    state: paid ? 'requested' : 'held',
    provider: deps.payments.name,
    amountCents: request.amountCents,
    details: request.details,
    idempotencyKey: request.idempotencyKey,
    bodyHash: request.bodyHash,
    holdUntil: new Date(now.getTime() + holdMs),
    now,
    sinks: deps.sinksFor(request.tenant),
  });
  deps.log({ step: 'reserve', outcome: created.outcome, car_id: request.car.id });
  if (created.outcome === 'car-held') return { kind: 'car-held' };
  if (created.outcome === 'conflict') return { kind: 'conflict' };
  const { reservation } = created;
  if (!ACTIVE_STATES.includes(reservation.state)) return { kind: 'ended', reservation };
  if (!paid || reservation.state !== 'requested') return { kind: 'reserved', reservation };
  if (reservation.checkoutUrl) return { kind: 'checkout', reservation, checkoutUrl: reservation.checkoutUrl };
  try {
    const checkout = await deps.payments.startCheckout({
      reservationId: reservation.id,
      tenant: reservation.tenant,
      carId: reservation.carId,
      description: `Refundable deposit: ${request.car.name}`,
      amountCents: reservation.amountCents,
      currency: request.currency,
      successUrl: `${request.origin}${request.successPath}`,
      cancelUrl: `${request.origin}${request.cancelPath}`,
      customerEmail: request.customerEmail,
      expiresAt: new Date(Date.parse(reservation.createdAt) + CHECKOUT_EXPIRES_MINUTES * MINUTE_MS),
    });
    await deps.store.recordCheckout(reservation.id, {
      checkoutId: checkout.checkoutId,
      checkoutUrl: checkout.url,
      now: deps.clock(),
    });
    deps.log({ step: 'checkout', outcome: 'created', reservation_id: reservation.id });
    return { kind: 'checkout', reservation, checkoutUrl: checkout.url };
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    deps.log({ step: 'checkout', outcome: error.failure, reservation_id: reservation.id, reason: error.message });
    if (error.failure === 'unknown') return { kind: 'payment-unknown', reservation };
    const cancelled = await move(deps, reservation.id, 'cancel');
    return { kind: 'payment-refused', reservation: cancelled ?? reservation };
  }
}

/** Applies an event; the reservation as it is afterwards (null when there is none). */
async function move(
  deps: ReservationDeps,
  id: string,
  event: 'paid' | 'expire' | 'cancel' | 'refund',
  extra: { holdUntil?: Date; paymentRef?: string } = {},
): Promise<Reservation | null> {
  const stored = await deps.store.getReservation(id);
  if (!stored) return null;
  const result = await deps.store.transition(id, {
    event,
    now: deps.clock(),
    sinks: deps.sinksFor(stored.tenant),
    ...extra,
  });
  if (result.outcome === 'not-found') return null;
  deps.log({
    step: event,
    outcome: result.outcome,
    reservation_id: id,
    state: result.reservation.state,
    ...(result.outcome === 'changed' ? { from: result.from } : {}),
  });
  return result.reservation;
}

export type WebhookOutcome = 'applied' | 'unchanged' | 'ignored' | 'not-found' | 'refunded-late-payment';

/**
 * A verified provider event on the tenant whose host it came to: paid → held (the full hold from
 * now), expired → expired, refunded → refunded. A replayed event finds its state already left and
 * changes nothing (no second lead). A payment for a reservation that had already lapsed or been
 * cancelled is refunded at once: the shopper never pays for a car that is not held for them.
 */
export async function applyPaymentEvent(
  deps: ReservationDeps,
  tenant: string,
  event: PaymentEvent,
): Promise<WebhookOutcome> {
  if (event.kind === 'ignored') return 'ignored';
  const current = await deps.store.getReservation(event.reservationId);
  if (!current || current.tenant !== tenant || (event.tenant !== null && event.tenant !== tenant)) return 'not-found';
  const before: ReservationState = current.state;
  if (event.kind === 'paid') {
    const holdUntil = new Date(deps.clock().getTime() + deps.holdHoursFor(tenant) * HOUR_MS);
    const after = await move(deps, current.id, 'paid', { holdUntil, paymentRef: event.paymentRef ?? undefined });
    if (after && after.state !== before) return 'applied';
    if ((before === 'expired' || before === 'cancelled') && event.paymentRef && current.refundRef === null) {
      const refundRef = await deps.payments.refund({ reservationId: current.id, paymentRef: event.paymentRef });
      await deps.store.recordRefund(current.id, refundRef, deps.clock());
      deps.log({ step: 'refund', outcome: 'late-payment', reservation_id: current.id });
      return 'refunded-late-payment';
    }
    return 'unchanged';
  }
  const after = await move(deps, current.id, event.kind === 'expired' ? 'expire' : 'refund');
  return after && after.state !== before ? 'applied' : 'unchanged';
}

/**
 * One pass of the sweeper: expires the holds whose time ran out (each expiry's lead committed with
 * it), then refunds the deposits of lapsed or cancelled reservations not refunded yet. Returns how
 * many reservations it acted on; a failure is logged and left for the next pass.
 */
export async function sweepReservations(deps: ReservationDeps, limit = 50): Promise<number> {
  const due = await deps.store.sweepable(deps.clock(), limit);
  let acted = 0;
  for (const found of due) {
    try {
      let reservation: Reservation | null = found;
      if (found.state === 'requested' || found.state === 'held') reservation = await move(deps, found.id, 'expire');
      if (
        reservation &&
        (reservation.state === 'expired' || reservation.state === 'cancelled') &&
        reservation.paymentRef !== null &&
        reservation.refundRef === null
      ) {
        const refundRef = await deps.payments.refund({
          reservationId: reservation.id,
          paymentRef: reservation.paymentRef,
        });
        await deps.store.recordRefund(reservation.id, refundRef, deps.clock());
        deps.log({ step: 'refund', outcome: 'asked', reservation_id: reservation.id });
      }
      acted += 1;
    } catch (error) {
      deps.log({ step: 'sweep', outcome: 'failed', reservation_id: found.id, reason: (error as Error).message });
    }
  }
  return acted;
}

export interface ReservationSweeper {
  start(): void;
  /** Stops polling; resolves when the pass in progress has finished. */
  stop(): Promise<void>;
}

/** Runs `sweepReservations` every `intervalMs` until stopped (started by scripts/serve.ts with the forwarder). */
export function createReservationSweeper(deps: ReservationDeps, intervalMs = 60_000): ReservationSweeper {
  let running = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let wake: (() => void) | null = null;
  let loop: Promise<void> = Promise.resolve();
  const poll = async () => {
    while (running) {
      try {
        await sweepReservations(deps);
      } catch (error) {
        deps.log({ step: 'sweep', outcome: 'run failed', reason: (error as Error).message });
      }
      if (!running) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, intervalMs);
        timer.unref();
      });
    }
  };
  return {
    start() {
      if (running) return;
      running = true;
      loop = poll();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      wake?.();
      await loop;
    },
  };
}
