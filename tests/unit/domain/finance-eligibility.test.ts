import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_VALUATION_MIN_PRICE,
  externalValuationEligible,
  FINANCE_MIN_PRICE,
  financeBoxEligible,
  shouldFetchQuote,
  TAURUS_MAX_AGE_YEARS,
  type FinanceBoxLender,
  type FinanceBoxSite,
} from '../../../src/domain/finance-eligibility.ts';
import type { CarInput } from '../../../src/domain/schemas/car.ts';
import { car } from '../../fixtures/cars.ts';

const YEAR = 2026;
const lender: FinanceBoxLender = { interestRate: 8.99, comparisonRate: 9.85, paymentWeek: 112, paymentMonth: 486 };
const site: FinanceBoxSite = { manufacturer: null, finance: { finance_box: true } };

describe('financeBoxEligible: spec 02 §5 "Finance box eligibility"', () => {
  it("uses the spec's limits", () => expect([TAURUS_MAX_AGE_YEARS, FINANCE_MIN_PRICE]).toEqual([12, 500]));

  describe('"Shown only when lender data exists and neither interestRate nor comparisonRate is null. Never shown for a Suzuki manufacturer site or for a fixed list of five named dealership sites."', () => {
    it.each([
      ['lender data with both rates', lender, site, true],
      ['no lender data', null, site, false],
      ['undefined lender data', undefined, site, false],
      ['interestRate null', { ...lender, interestRate: null }, site, false],
      ['comparisonRate null', { ...lender, comparisonRate: null }, site, false],
      ['comparisonRate absent', { interestRate: 8.99 }, site, false],
      ['a Suzuki manufacturer site', lender, { ...site, manufacturer: 'Suzuki' }, false],
      ['a SUZUKI site, compared case-insensitively', lender, { ...site, manufacturer: 'SUZUKI' }, false],
      ['another manufacturer site', lender, { ...site, manufacturer: 'Toyota' }, true],
      [
        'one of the dealership sites that never show the box (finance.finance_box false)',
        lender,
        { ...site, finance: { finance_box: false } },
        false,
      ],
    ] as const)('%s: %s', (_name, theLender, theSite, expected) => {
      expect(financeBoxEligible(car({ year: 2022, price: 28990 }), 'some-lender', theLender, theSite, YEAR)).toBe(
        expected,
      );
    });
  });

  it.each<[string, string | null, Partial<CarInput>, FinanceBoxLender, boolean]>([
    ['taurus: a 2015 car (newer than 2026 - 12 = 2014)', 'taurus', { year: 2015 }, lender, true],
    ['taurus: a 2014 car is not newer than 2014', 'taurus', { year: 2014 }, lender, false],
    ['taurus: price 501 is above 500', 'taurus', { price: 501 }, lender, true],
    ['taurus: price 500 is not above 500', 'taurus', { price: 500 }, lender, false],
    ['taurus: coming soon counts as in stock', 'taurus', { status: 'coming_soon' }, lender, true],
    ['taurus: sold', 'taurus', { status: 'sold' }, lender, false],
    ['taurus: without a comparison rate', 'taurus', {}, { ...lender, comparisonRate: null }, false],
    ['360-finance: in stock, any price and age', '360-finance', { price: 0, year: 1990 }, lender, true],
    ['360-finance: sold', '360-finance', { status: 'sold' }, lender, false],
    ['ausloans: in stock, any price and age', 'ausloans', { price: 0, year: 1990 }, lender, true],
    ['ausloans: sold', 'ausloans', { status: 'sold' }, lender, false],
    ['manual: price 501, in stock, weekly payment', 'manual', { price: 501, year: 1990 }, lender, true],
    ['manual: price 500', 'manual', { price: 500 }, lender, false],
    ['manual: sold', 'manual', { status: 'sold' }, lender, false],
    ['manual: no weekly payment', 'manual', {}, { ...lender, paymentWeek: null }, false],
    ['angle: weekly payment present', 'angle', {}, { ...lender, paymentMonth: null }, true],
    ['angle: no weekly payment', 'angle', {}, { ...lender, paymentWeek: undefined }, false],
    ['powertorque: weekly payment present', 'powertorque', {}, lender, true],
    ['powertorque: sold', 'powertorque', { status: 'sold' }, lender, false],
    ['powertorque: price 500', 'powertorque', { price: 500 }, lender, false],
    ['powertorque: no weekly payment', 'powertorque', {}, { ...lender, paymentWeek: null }, false],
    [
      'nissan-finance: price 501, in stock, monthly payment',
      'nissan-finance',
      { price: 501, year: 1990 },
      { ...lender, paymentWeek: null },
      true,
    ],
    ['nissan-finance: price 500', 'nissan-finance', { price: 500 }, lender, false],
    ['nissan-finance: sold', 'nissan-finance', { status: 'sold' }, lender, false],
    ['nissan-finance: no monthly payment', 'nissan-finance', {}, { ...lender, paymentMonth: null }, false],
    [
      'another lender: the general rule only (sold, no price, old)',
      'other-bank',
      { status: 'sold', price: 0, year: 1990 },
      lender,
      true,
    ],
    ['no lender key: the general rule only', null, { status: 'sold', price: 0 }, lender, true],
  ])('%s: %s', (_name, key, fields, theLender, expected) => {
    expect(financeBoxEligible(car({ year: 2022, price: 28990, ...fields }), key, theLender, site, YEAR)).toBe(expected);
  });
});

describe('shouldFetchQuote: "only when a feature flag is on, the car has no quote yet and price is above 0" (spec 01 §7, 02 §5)', () => {
  const quote = { weeklyRepaymentAmount: 112.4, advertisedRate: 7.99, comparisonRate: 8.38 };
  it.each([
    ['flag on, no quote, priced', true, {}, true],
    ['flag off', false, {}, false],
    ['a quote already', true, { youxQuote: quote }, false],
    [
      'a quote without a weekly amount counts as none',
      true,
      { youxQuote: { ...quote, weeklyRepaymentAmount: null } },
      true,
    ],
    ['a null quote', true, { youxQuote: null }, true],
    ['price 0', true, { price: 0 }, false],
    ['price 1', true, { price: 1 }, true],
  ] as const)('%s: %s', (_name, flag, fields, expected) => {
    expect(shouldFetchQuote(car(fields), flag)).toBe(expected);
  });
});

describe('externalValuationEligible: "only when in_stock, not sold, not reserved, and priced above 200" (spec 02 §5)', () => {
  it("uses the spec's price", () => expect(EXTERNAL_VALUATION_MIN_PRICE).toBe(200));
  it.each([
    ['in stock, priced 201', { price: 201 }, true],
    ['priced 200', { price: 200 }, false],
    ['coming soon is not in_stock', { status: 'coming_soon' }, false],
    ['sold status', { status: 'sold' }, false],
    ['sold flag', { sold: true }, false],
    ['sold flag false', { sold: false, reserved: false }, true],
    ['reserved', { reserved: true }, false],
  ] as const)('%s: %s', (_name, fields, expected) => {
    expect(externalValuationEligible(car({ price: 28990, ...fields }))).toBe(expected);
  });
});
