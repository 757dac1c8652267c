/**
 * Reserve online (issue 16; spec 01 §1, §2, §9, spec 02 §4): a shopper holds one in-stock car with a
 * refundable deposit (or, without a payment provider, asks the dealer to hold it). The reservation's
 * life is this state machine, one pure function over a table, so the stores, the webhook and the
 * sweeper all apply the same rules:
 *
 *   requested ──paid──▶ held ──confirm──▶ confirmed
 *       │                 │ expire / cancel
 *       │ expire/cancel   ▼
 *       └──────────▶ expired / cancelled ──refund──▶ refunded   (held and confirmed may be refunded too)
 *
 * `requested`: checkout started, the deposit not paid yet (the car is already held, so a second
 * shopper never reaches the payment page). `held`: paid, or asked for without payment (the dealer
 * confirms by phone); it lapses after the site's hold hours. The graph has no cycles, so each state
 * is entered at most once per reservation: what makes "one lead per state change" exact.
 */
import type { Car } from './schemas/car.ts';
import { isInStock } from './stock.ts';

export const RESERVATION_STATES = ['requested', 'held', 'confirmed', 'expired', 'refunded', 'cancelled'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

export const RESERVATION_EVENTS = ['paid', 'confirm', 'expire', 'cancel', 'refund'] as const;
export type ReservationEvent = (typeof RESERVATION_EVENTS)[number];

/** The states that hold the car: at most one reservation per tenant and car is in one of them (the store enforces it). */
export const ACTIVE_STATES: readonly ReservationState[] = ['requested', 'held', 'confirmed'];
/** The states that show the car as Reserved on its page and cards. */
export const RESERVED_STATES: readonly ReservationState[] = ['held', 'confirmed'];

const TRANSITIONS: Readonly<Record<ReservationState, Partial<Record<ReservationEvent, ReservationState>>>> = {
  requested: { paid: 'held', expire: 'expired', cancel: 'cancelled' },
  held: { confirm: 'confirmed', expire: 'expired', cancel: 'cancelled', refund: 'refunded' },
  confirmed: { refund: 'refunded' },
  expired: { refund: 'refunded' },
  cancelled: { refund: 'refunded' },
  refunded: {},
};

/** The state `event` leads to from `state`, or null when the event does not apply there (nothing changes). */
export function nextReservationState(state: ReservationState, event: ReservationEvent): ReservationState | null {
  return TRANSITIONS[state][event] ?? null;
}

/** The states `event` may leave (for the stores' conditional update). */
export function statesAccepting(event: ReservationEvent): ReservationState[] {
  return RESERVATION_STATES.filter((state) => nextReservationState(state, event) !== null);
}

/** Spec 01 §9 "the car is held 48 hours": the default when the site sets no `reserve_hold_hours`. */
export const DEFAULT_RESERVE_HOLD_HOURS = 48;
/**
 * A checkout's life: the provider stops taking payment this long after the reservation was made
 * (fixed from the reservation, so a retry asks with the same parameters; Stripe allows 30 min to 24 h).
 */
export const CHECKOUT_EXPIRES_MINUTES = 60;
/** How long an unpaid checkout holds the car: past the checkout's end, so a payment at its last minute still finds its hold. */
export const CHECKOUT_WINDOW_MINUTES = 65;

/**
 * Whether checkout is enabled for this car: the site's switch (`features.reserve_online`) and the
 * car's `payment_processors` (absent: the site decides; a list: it must name at least one).
 * Decision: the spec leaves the per-car rule unshown; an empty list is a car the dealer took out.
 */
export function checkoutEnabled(car: Pick<Car, 'payment_processors'>, reserveOnline: boolean): boolean {
  return reserveOnline && (car.payment_processors == null || car.payment_processors.length > 0);
}

/** Why a car cannot be reserved now, or null when it can (a hold by someone else is the store's to say). */
export function reserveRefusal(
  car: Pick<Car, 'payment_processors' | 'status'>,
  reserveOnline: boolean,
): 'checkout-off' | 'out-of-stock' | null {
  if (!checkoutEnabled(car, reserveOnline)) return 'checkout-off';
  return isInStock(car) ? null : 'out-of-stock';
}

export const CAR_ALREADY_RESERVED_MESSAGE =
  'Sorry, another shopper has just reserved this car. We can help you find something similar.';
export const CAR_NOT_IN_STOCK_MESSAGE =
  'Unfortunately this vehicle recently sold. We can help you find something similar.';
export const CHECKOUT_OFF_MESSAGE = 'This car cannot be reserved online. Please contact the dealer.';

/**
 * Issue 16 "the next build keeps it reserved until the hold ends or the feed says sold": the build is told the
 * tenant's held cars (`RESERVED_CAR_IDS`, a comma-separated list scripts/build.ts reads from the reservation
 * store) and renders them Reserved, as a feed's `reserved` would. Other cars are returned as they are.
 */
export function withReservedCars<T extends { id: number; reserved?: boolean | null | undefined }>(
  cars: readonly T[],
  reservedIds: string | undefined,
): T[] {
  const ids = new Set(
    (reservedIds ?? '')
      .split(',')
      .map((id) => Number(id.trim()))
      .filter((id) => Number.isSafeInteger(id) && id > 0),
  );
  return ids.size === 0 ? [...cars] : cars.map((car) => (ids.has(car.id) ? { ...car, reserved: true } : car));
}
