import { describe, expect, it } from 'vitest';
import {
  checkoutEnabled,
  nextReservationState,
  RESERVATION_EVENTS,
  RESERVATION_STATES,
  reserveRefusal,
  statesAccepting,
  withReservedCars,
  type ReservationEvent,
  type ReservationState,
} from '../../../src/domain/reservation.ts';

/** Every (state, event) pair: the state it leads to, or null when nothing changes. */
const TABLE: Record<ReservationState, Record<ReservationEvent, ReservationState | null>> = {
  requested: { paid: 'held', confirm: null, expire: 'expired', cancel: 'cancelled', refund: null },
  held: { paid: null, confirm: 'confirmed', expire: 'expired', cancel: 'cancelled', refund: 'refunded' },
  confirmed: { paid: null, confirm: null, expire: null, cancel: null, refund: 'refunded' },
  expired: { paid: null, confirm: null, expire: null, cancel: null, refund: 'refunded' },
  cancelled: { paid: null, confirm: null, expire: null, cancel: null, refund: 'refunded' },
  refunded: { paid: null, confirm: null, expire: null, cancel: null, refund: null },
};

describe('reservation state machine', () => {
  for (const state of RESERVATION_STATES)
    for (const event of RESERVATION_EVENTS)
      it(`${state} --${event}--> ${TABLE[state][event] ?? 'no change'}`, () => {
        expect(nextReservationState(state, event)).toBe(TABLE[state][event]);
      });

  it('never enters a state twice (no cycles), so one lead per state entered is exact', () => {
    const reachable = (from: ReservationState, seen: ReservationState[]): void => {
      for (const event of RESERVATION_EVENTS) {
        const next = nextReservationState(from, event);
        if (next === null) continue;
        expect(seen).not.toContain(next);
        reachable(next, [...seen, next]);
      }
    };
    reachable('requested', ['requested']);
    reachable('held', ['held']);
  });

  it('lists the states an event may leave', () => {
    expect(statesAccepting('paid')).toEqual(['requested']);
    expect(statesAccepting('refund')).toEqual(['held', 'confirmed', 'expired', 'cancelled']);
  });
});

describe('reservable cars', () => {
  it('needs the site switch and, when the car lists payment processors, at least one', () => {
    expect(checkoutEnabled({ payment_processors: null }, true)).toBe(true);
    expect(checkoutEnabled({ payment_processors: ['stripe'] }, true)).toBe(true);
    expect(checkoutEnabled({ payment_processors: [] }, true)).toBe(false);
    expect(checkoutEnabled({ payment_processors: ['stripe'] }, false)).toBe(false);
  });

  it('refuses a car out of stock, and any car where checkout is off', () => {
    expect(reserveRefusal({ status: 'in_stock', payment_processors: null }, true)).toBeNull();
    expect(reserveRefusal({ status: 'coming_soon', payment_processors: null }, true)).toBeNull();
    expect(reserveRefusal({ status: 'sold', payment_processors: null }, true)).toBe('out-of-stock');
    expect(reserveRefusal({ status: 'in_stock', payment_processors: [] }, true)).toBe('checkout-off');
    expect(reserveRefusal({ status: 'in_stock', payment_processors: null }, false)).toBe('checkout-off');
  });
});

describe('the build keeps held cars reserved (issue 16 item 5)', () => {
  const cars = [
    { id: 1, reserved: null },
    { id: 2, reserved: false },
    { id: 3, reserved: true },
  ];
  it('marks the listed cars reserved and leaves the rest as the feed says', () =>
    expect(withReservedCars(cars, '2, 9')).toEqual([
      { id: 1, reserved: null },
      { id: 2, reserved: true },
      { id: 3, reserved: true },
    ]));
  it.each([[undefined], [''], ['x, -1, 1.5']])('no usable ids (%s): the feed decides', (ids) =>
    expect(withReservedCars(cars, ids)).toEqual(cars),
  );
});
