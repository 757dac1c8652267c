import { describe, expect, it } from 'vitest';
import { checkoutJourneyTarget } from '../../../src/domain/checkout-journey.ts';
import {
  checkoutPageCars,
  fillReserveText,
  offersReserve,
  phoneVerified,
  reserveDetailsErrors,
  reserveOutcome,
} from '../../../src/domain/checkout.ts';
import { car, site } from '../../fixtures/cars.ts';

const reserving = site({ features: { reserve_online: true } });
const messages = { required: 'This is a required field.', invalidEmail: 'Please enter a valid email address.' };

describe('which cars get a checkout page (issue 16; spec 01 §2, spec 02 §4)', () => {
  it.each([
    ['an in-stock car on a site with checkout', car(), reserving, true],
    ['coming soon counts as in stock', car({ status: 'coming_soon' }), reserving, true],
    ['not on a site without checkout', car(), site(), false],
    ['not a sold car', car({ status: 'sold' }), reserving, false],
    ['not a car the dealer took out (empty payment_processors)', car({ payment_processors: [] }), reserving, false],
    ['a car naming a processor', car({ payment_processors: ['stripe'] }), reserving, true],
    ['not a car already reserved (issue 16 "not already reserved")', car({ reserved: true }), reserving, false],
  ])('%s', (_name, theCar, theSite, expected) => expect(offersReserve(theCar, theSite)).toBe(expected));

  it('builds the pages only at the site’s own route variant', () => {
    const cars = [car({ id: 1 }), car({ id: 2, status: 'sold' })];
    const buyOnline = site({ features: { reserve_online: true, reserve_path: 'buy-online' } });
    expect(checkoutPageCars(cars, reserving, 'checkout').map((c) => c.id)).toEqual([1]);
    expect(checkoutPageCars(cars, reserving, 'buy-online')).toEqual([]);
    expect(checkoutPageCars(cars, buyOnline, 'buy-online').map((c) => c.id)).toEqual([1]);
    expect(checkoutPageCars(cars, buyOnline, 'checkout')).toEqual([]);
  });
});

describe('the reservation’s promises as facts (spec 01 §9)', () => {
  it('fills the amount and the hours', () =>
    expect(fillReserveText('Deposit {amount}, held {hours} hours', { amount: 1500, hours: 48 })).toBe(
      'Deposit $1,500, held 48 hours',
    ));
});

describe('the details step', () => {
  const valid = { firstName: 'Sam', lastName: '', email: 'sam@example.com', phone: '0412 345 678' };
  it('passes with a name, an email and an Australian mobile', () =>
    expect(reserveDetailsErrors(valid, messages)).toEqual({}));
  it('names each missing or wrong field', () =>
    expect(
      reserveDetailsErrors({ firstName: ' ', lastName: '', email: 'sam@', phone: '0299999999' }, messages),
    ).toEqual({
      firstName: messages.required,
      email: messages.invalidEmail,
      phone: 'Please enter an Australian mobile number, for example 0412 345 678.',
    }));
  it('asks for a missing email', () =>
    expect(reserveDetailsErrors({ ...valid, email: '' }, messages)).toEqual({ email: messages.required }));
});

describe('phone verified: the typed mobile is the signed-in shopper’s', () => {
  it.each([
    ['the same number', '0412 345 678', '0412345678', true],
    ['the same number in +61 form', '+61 412 345 678', '0412345678', true],
    ['another number', '0412 345 679', '0412345678', false],
    ['not signed in', '0412345678', null, false],
    ['not a mobile', '', '0412345678', false],
  ])('%s', (_name, typed, session, expected) => expect(phoneVerified(typed, session)).toBe(expected));
});

describe('what the page does with the answer', () => {
  const fallback = 'The car could not be reserved.';
  it.each([
    ['none: held, on to /success', 200, { checkout_url: null }, { kind: 'go', href: '/success' }],
    [
      'stripe: on to the Checkout URL',
      200,
      { checkout_url: 'https://checkout.stripe.com/c/pay/cs_1' },
      { kind: 'go', href: 'https://checkout.stripe.com/c/pay/cs_1' },
    ],
    [
      'a checkout URL that is not https is refused',
      200,
      { checkout_url: 'javascript:alert(1)' },
      { kind: 'failed', message: fallback },
    ],
    [
      'another shopper holds it: the message and the similar link',
      409,
      { error: 'Sorry, another shopper has just reserved this car.', similar_href: '/cars/x#enquire' },
      {
        kind: 'refused',
        message: 'Sorry, another shopper has just reserved this car.',
        similarHref: '/cars/x#enquire',
      },
    ],
    [
      'a similar link off the site is not followed',
      409,
      { error: 'Held.', similar_href: 'https://evil.example' },
      { kind: 'failed', message: 'Held.' },
    ],
    [
      'the answer’s own error',
      502,
      { error: 'The payment could not be started.' },
      { kind: 'failed', message: 'The payment could not be started.' },
    ],
    ['no body', 500, null, { kind: 'failed', message: fallback }],
  ])('%s', (_name, status, body, expected) => expect(reserveOutcome(status, body, fallback)).toEqual(expected));
});

describe('/checkout-journey?car_id={slug} (spec 02 §2, §4 "checkout needs the car\'s slug first")', () => {
  it.each([
    [
      "the car's reserve page",
      '?car_id=2021-toyota-corolla-a123',
      'checkout',
      '/cars/2021-toyota-corolla-a123/checkout',
    ],
    ["at the site's route variant", '?car_id=abc-1', 'buy-online', '/cars/abc-1/buy-online'],
    ['no car named', '', 'checkout', null],
    ['an empty car_id', '?car_id=', 'checkout', null],
    ['not a slug (a path or an address)', '?car_id=..%2F..%2Fsign-in', 'checkout', null],
    ['not a slug (another site)', '?car_id=%2F%2Fevil.example', 'checkout', null],
  ] as const)('%s', (_name, search, variant, expected) =>
    expect(checkoutJourneyTarget(search, variant)).toBe(expected),
  );
});
