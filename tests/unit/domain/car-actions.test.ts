import { describe, expect, it } from 'vitest';
import {
  historyReportUrl,
  onlineEstimateAvailable,
  ONLINE_ESTIMATE_MAX_AGE_YEARS,
  ONLINE_ESTIMATE_MAX_KM,
  reserveAction,
  tradeInShown,
} from '../../../src/domain/car-actions.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';
import { car, site } from '../../fixtures/cars.ts';

describe('actions on a car (spec 01 §2, §5; spec 02 §4, §5, §9)', () => {
  const reserving = site({ features: { reserve_online: true } });
  it.each([
    [
      '"Reserve This Car" with the default amount $200 when checkout is enabled',
      car(),
      reserving,
      { href: '/cars/2021-toyota-corolla-ascent-sport-a123/checkout', label: 'Reserve This Car $200' },
    ],
    [
      'coming soon counts as in stock',
      car({ status: 'coming_soon' }),
      reserving,
      { href: '/cars/2021-toyota-corolla-ascent-sport-a123/checkout', label: 'Reserve This Car $200' },
    ],
    [
      'the configured amount and the buy-online variant',
      car(),
      site({ features: { reserve_online: true, reserve_amount: 500, reserve_path: 'buy-online' } }),
      { href: '/cars/2021-toyota-corolla-ascent-sport-a123/buy-online', label: 'Reserve This Car $500' },
    ],
    ['"only when checkout is enabled"', car(), site(), null],
    ['not for a car out of stock', car({ status: 'sold' }), reserving, null],
    // Issue 16: "checkout is enabled for it (its payment_processors and the site's switch)".
    ['not for a car whose payment_processors list is empty', car({ payment_processors: [] }), reserving, null],
    [
      'a car naming a payment processor',
      car({ payment_processors: ['stripe'] }),
      reserving,
      { href: '/cars/2021-toyota-corolla-ascent-sport-a123/checkout', label: 'Reserve This Car $200' },
    ],
  ])('reserve: %s', (_name, theCar, theSite, expected) =>
    expect(reserveAction(theCar, theSite, DEFAULT_STRINGS)).toEqual(expected),
  );

  it.each([
    ['in stock on a site offering trade-ins', car(), site(), true],
    ['not when the site offers no trade-ins', car(), site({ features: { trade_in: false } }), false],
    ['not for a car out of stock', car({ status: 'sold' }), site(), false],
  ])('trade-in button: %s', (_name, theCar, theSite, shown) => expect(tradeInShown(theCar, theSite)).toBe(shown));

  it.each([
    [
      '"history report only when the car has a file"',
      'https://reports.example/abc.pdf',
      'https://reports.example/abc.pdf',
    ],
    ['no file', null, null],
    ['a blank file', '  ', null],
  ])('%s', (_name, file, expected) => expect(historyReportUrl({ file })).toBe(expected));

  const NOW = new Date('2026-11-21T00:00:00Z');
  it("uses the FAQ's limits: 7 years, 100,000 km", () =>
    expect([ONLINE_ESTIMATE_MAX_AGE_YEARS, ONLINE_ESTIMATE_MAX_KM]).toEqual([7, 100000]));
  it.each([
    ['7 years old, 100,000 km', { year: 2019, km: 100000 }, true],
    ['"over 7 years"', { year: 2018, km: 20000 }, false],
    ['"or 100,000 km"', { year: 2024, km: 100001 }, false],
    ['no odometer reading', { year: 2024, km: null }, true],
  ])('"cars over 7 years or 100,000 km get no online estimate": %s', (_name, theCar, available) => {
    expect(onlineEstimateAvailable(theCar, NOW)).toBe(available);
  });
});
