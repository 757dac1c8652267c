import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_VARIANTS,
  calculatorBounds,
  calculatorDefaults,
  calculatorResult,
  clampCalculatorValue,
  establishmentFee,
  isOutOfRange,
  MAX_UNAVAILABLE_REPAYMENT,
  PROVIDER_VARIANT_ESTABLISHMENT_FEE,
  REPAYMENT_FREQUENCIES,
  repayment,
  repaymentPeriods,
  TAURUS_ESTABLISHMENT_FEE,
  type CalculatorVariant,
  type RepaymentFrequency,
  type RepaymentInput,
} from '../../../src/domain/finance-calculator.ts';
import { ENQUIRE_FOR_FINANCE, RANGE_HELP_TEXT, rangeHelpText } from '../../../src/domain/finance-calculator-texts.ts';

const base: RepaymentInput = {
  amount: 30000,
  deposit: 0,
  residual: 0,
  termYears: 5,
  ratePercent: 8.5,
  frequency: 'month',
  establishmentFee: 0,
};
const input = (fields: Partial<RepaymentInput>): RepaymentInput => ({ ...base, ...fields });

describe('repayment frequencies: "week 52, fortnight 26, month 12" (spec 02 §3)', () => {
  it("uses the spec's numbers", () => expect(REPAYMENT_FREQUENCIES).toEqual({ week: 52, fortnight: 26, month: 12 }));

  it.each([
    [5, 'month', 60],
    [2.5, 'month', 30],
    [2.5, 'week', 130],
    [2.5, 'fortnight', 65],
    [7, 'week', 364],
    [2.3, 'month', 28],
    [0.05, 'month', 1],
    [0.04, 'month', 0],
    [0, 'week', 0],
  ] as const)('%s years paid each %s: %s repayments', (termYears, frequency, expected) => {
    expect(repaymentPeriods(termYears, frequency)).toBe(expected);
  });
});

describe('repayment: PMT(rate, nper, -pv, fv) to the cent, rounded up to whole dollars (spec 02 §3, §9)', () => {
  // PMT values computed independently with 50-digit decimals: (pv * (1 + r)^n - fv) * r / ((1 + r)^n - 1).
  it.each([
    ['PMT(0.085/12, 60, -30000) = 615.50', {}, 615.5, 616, 60, 616 * 60],
    ['30% balloon: PMT(0.085/12, 60, -30000, 9000) = 494.60', { residual: 9000 }, 494.6, 495, 60, 495 * 60 + 9000],
    [
      '10% deposit and the 1360.5 fee: PMT(0.085/12, 60, -28360.5) = 581.86',
      { deposit: 3000, establishmentFee: 1360.5 },
      581.86,
      582,
      60,
      582 * 60,
    ],
    ['weekly: PMT(0.085/52, 260, -30000) = 141.73', { frequency: 'week' }, 141.73, 142, 260, 142 * 260],
    [
      'fortnightly over 2.5 years: PMT(0.0699/26, 65, -20000) = 335.77',
      { amount: 20000, termYears: 2.5, ratePercent: 6.99, frequency: 'fortnight' },
      335.77,
      336,
      65,
      336 * 65,
    ],
    [
      'monthly over 2.5 years with a balloon: PMT(0.10/12, 30, -45000, 13500) = 1303.56',
      { amount: 45000, termYears: 2.5, ratePercent: 10, residual: 13500 },
      1303.56,
      1304,
      30,
      1304 * 30 + 13500,
    ],
    [
      'weekly over 7 years, 1300 fee and balloon: PMT(0.075/52, 364, -51300, 15000) = 149.89',
      { amount: 50000, termYears: 7, ratePercent: 7.5, frequency: 'week', establishmentFee: 1300, residual: 15000 },
      149.89,
      150,
      364,
      150 * 364 + 15000,
    ],
    [
      'rate 0: (30000 - 6000) / 48 = 500.00, not rounded up to 501',
      { deposit: 6000, termYears: 4, ratePercent: 0 },
      500,
      500,
      48,
      24000,
    ],
    ['rate 0 with a balloon: (30000 - 9000) / 60 = 350', { residual: 9000, ratePercent: 0 }, 350, 350, 60, 30000],
    [
      '500.0042 is 500.00 at cent precision, so stays 500',
      { amount: 24000.2, termYears: 4, ratePercent: 0 },
      500,
      500,
      48,
      24000,
    ],
    [
      'a single monthly repayment (0.05 years rounds to 1 period) repays it all',
      { termYears: 0.05, ratePercent: 0 },
      30000,
      30000,
      1,
      30000,
    ],
    [
      '500.0063 is 500.01 at cent precision, so goes up to 501',
      { amount: 24000.3, termYears: 4, ratePercent: 0 },
      500.01,
      501,
      48,
      501 * 48,
    ],
  ] as const)('%s', (_name, fields, exact, whole, periods, total) => {
    expect(repayment(input(fields))).toEqual({ exactRepayment: exact, repayment: whole, periods, totalPayable: total });
  });

  it.each([
    [0, 'month', 'term of 0 years gives no monthly repayment'],
    [0.01, 'fortnight', 'term of 0.01 years gives no fortnightly repayment'],
  ] as const)('a term of %s years has no repayment to compute', (termYears, frequency, message) => {
    expect(() => repayment(input({ termYears, frequency }))).toThrow(new RangeError(message));
  });

  const amount = fc.integer({ min: 1000, max: 250000 });
  const rate = fc.integer({ min: 1, max: 40 }).map((halves) => halves / 2);
  const term = fc.integer({ min: 2, max: 14 }).map((halves) => halves / 2);
  const frequency = fc.constantFrom<RepaymentFrequency>('week', 'fortnight', 'month');
  const fee = fc.constantFrom(0, 1300, 1360.5);

  it('is non-decreasing in the amount', () => {
    fc.assert(
      fc.property(
        amount,
        amount,
        rate,
        term,
        frequency,
        fee,
        fc.integer({ min: 0, max: 50000 }),
        (a, b, ratePercent, termYears, f, establishmentFee, residual) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const at = (value: number) =>
            repayment({ amount: value, deposit: 0, residual, termYears, ratePercent, frequency: f, establishmentFee })
              .repayment;
          return at(low) <= at(high);
        },
      ),
    );
  });

  it('is non-decreasing in the rate', () => {
    fc.assert(
      fc.property(
        amount,
        rate,
        rate,
        term,
        frequency,
        fee,
        fc.integer({ min: 0, max: 50000 }),
        (value, r1, r2, termYears, f, establishmentFee, residual) => {
          const [low, high] = r1 <= r2 ? [r1, r2] : [r2, r1];
          const at = (ratePercent: number) =>
            repayment({ amount: value, deposit: 0, residual, termYears, ratePercent, frequency: f, establishmentFee })
              .repayment;
          return at(low) <= at(high);
        },
      ),
    );
  });

  it('is non-increasing in the term while the balloon is below the amount financed', () => {
    fc.assert(
      fc.property(
        amount,
        rate,
        term,
        term,
        frequency,
        fee,
        fc.integer({ min: 0, max: 99 }),
        (value, ratePercent, t1, t2, f, establishmentFee, balloonPercent) => {
          const [short, long] = t1 <= t2 ? [t1, t2] : [t2, t1];
          const residual = Math.floor((value * balloonPercent) / 100);
          const at = (termYears: number) =>
            repayment({ amount: value, deposit: 0, residual, termYears, ratePercent, frequency: f, establishmentFee })
              .repayment;
          return at(long) <= at(short);
        },
      ),
    );
  });
});

describe('calculatorResult: "A repayment at or below 25 shows \'Enquire for Finance\' and a blank total" (spec 02 §5, §8, §9)', () => {
  it("uses the spec's limit and label", () => {
    expect(MAX_UNAVAILABLE_REPAYMENT).toBe(25);
    expect(ENQUIRE_FOR_FINANCE).toBe('Enquire for Finance');
  });

  const enquire = { kind: 'enquire' };
  it.each([
    [
      'a weekly repayment of exactly 25.00 (1300 / 52)',
      { amount: 1300, termYears: 1, ratePercent: 0, frequency: 'week' },
      enquire,
    ],
    [
      '25.01 (1300.52 / 52) shows, rounded up to 26',
      { amount: 1300.52, termYears: 1, ratePercent: 0, frequency: 'week' },
      { kind: 'repayment', repayment: 26, exactRepayment: 25.01, periods: 52, totalPayable: 26 * 52 },
    ],
    [
      'a normal repayment',
      {},
      { kind: 'repayment', repayment: 616, exactRepayment: 615.5, periods: 60, totalPayable: 36960 },
    ],
    ['a deposit above the amount (negative repayment)', { deposit: 40000 }, enquire],
    ['a term cleared to 0', { termYears: 0 }, enquire],
    [
      'a single repayment still shows',
      { termYears: 0.05, ratePercent: 0 },
      { kind: 'repayment', repayment: 30000, exactRepayment: 30000, periods: 1, totalPayable: 30000 },
    ],
    ['an amount that is not a number', { amount: Number.NaN }, enquire],
  ] as const)('%s', (_name, fields, expected) => {
    expect(calculatorResult(input(fields))).toEqual(expected);
  });
});

describe('establishmentFee: "1360.5 for one lender (1300 on a provider variant), otherwise 0 unless supplied by the lender" (spec 02 §9)', () => {
  it("uses the spec's fees", () =>
    expect([TAURUS_ESTABLISHMENT_FEE, PROVIDER_VARIANT_ESTABLISHMENT_FEE]).toEqual([1360.5, 1300]));

  it.each([
    ['taurus on the standard variant', 'taurus', { establishmentFees: 500 }, 'standard', 1360.5],
    ['taurus on the capped variant', 'taurus', null, 'capped', 1360.5],
    ['taurus on the provider-fee variant', 'taurus', { establishmentFees: 500 }, 'provider-fee', 1300],
    ['another lender supplying its fee', 'manual', { establishmentFees: 395 }, 'standard', 395],
    [
      'another lender on the provider-fee variant keeps its own fee',
      'angle',
      { establishmentFees: 395 },
      'provider-fee',
      395,
    ],
    ['a lender with a null fee', 'manual', { establishmentFees: null }, 'standard', 0],
    ['a lender without the field', 'angle', {}, 'standard', 0],
    ['no lender data', 'manual', null, 'standard', 0],
    ['no lender key, fee supplied', null, { establishmentFees: 250 }, 'standard', 250],
  ] as const)('%s: %s', (_name, key, lender, variant, expected) => {
    expect(establishmentFee(key, lender, variant)).toBe(expected);
  });
});

describe('calculatorBounds: spec 02 §5 purchase price, term, interest, deposit and residual ranges', () => {
  const standard = {
    amount: { min: 1000, max: 250000, step: 500 },
    termYears: { min: 1, max: 7, step: 0.5 },
    ratePercent: { min: 0.5, max: 15, step: 0.5 },
    deposit: { min: 0, max: 250000, step: 500 },
    residual: { min: 0, max: 250000, step: 500 },
  };

  it('standard: price 1000 to 250000 step 500, term 1 to 7 step 0.5, interest 0.5 to 15 step 0.5, deposit and residual 0 to 250000', () => {
    expect(calculatorBounds({ provider: null, brand: null, variant: 'standard', carPrice: 30000 })).toEqual(standard);
  });

  it.each([
    [
      'provider youx: price from 5000, interest 7.5 to 14.5',
      'youx',
      'Toyota',
      'standard',
      30000,
      { amount: { min: 5000, max: 250000 }, ratePercent: { min: 7.5, max: 14.5 } },
    ],
    [
      'brand Nissan: price from 5000, interest 4 to 20',
      'taurus',
      'Nissan',
      'standard',
      30000,
      { amount: { min: 5000, max: 250000 }, ratePercent: { min: 4, max: 20 } },
    ],
    [
      'brand compared case-insensitively',
      null,
      'NISSAN',
      'standard',
      30000,
      { amount: { min: 5000 }, ratePercent: { min: 4, max: 20 } },
    ],
    [
      'provider before brand for the rate',
      'youx',
      'nissan',
      'standard',
      30000,
      { ratePercent: { min: 7.5, max: 14.5 } },
    ],
    [
      'another brand keeps the defaults',
      'taurus',
      'Suzuki',
      'standard',
      30000,
      { amount: { min: 1000 }, ratePercent: { min: 0.5, max: 15 } },
    ],
    ['a dear car does not raise the standard maximum', null, null, 'standard', 300000, { amount: { max: 250000 } }],
    [
      'capped: price at most 100000',
      null,
      null,
      'capped',
      30000,
      { amount: { min: 1000, max: 100000 }, termYears: { max: 5 } },
    ],
    ['capped with a price of exactly 100000', null, null, 'capped', 100000, { amount: { max: 100000 } }],
    [
      'capped with a price above 100000: 1.05 times the price',
      null,
      null,
      'capped',
      120000,
      { amount: { max: 126000 } },
    ],
    ['capped with a price of 100001: 105001.05', null, null, 'capped', 100001, { amount: { max: 105001.05 } }],
    ['capped 1.05 times 100003 is 105003.15 to the cent', null, null, 'capped', 100003, { amount: { max: 105003.15 } }],
    ['capped without a price', null, null, 'capped', null, { amount: { max: 100000 } }],
    ['term maximum 7 outside the capped variant', null, null, 'provider-fee', 30000, { termYears: { max: 7 } }],
    [
      'locked-rate: interest locked at 10',
      null,
      null,
      'locked-rate',
      30000,
      { ratePercent: { min: 10, max: 10, step: 0.5 }, termYears: { max: 7 } },
    ],
    [
      'locked-rate wins over the provider and brand',
      'youx',
      'Nissan',
      'locked-rate',
      30000,
      { ratePercent: { min: 10, max: 10 } },
    ],
  ] as const)('%s', (_name, provider, brand, variant, carPrice, expected) => {
    expect(calculatorBounds({ provider, brand, variant, carPrice })).toMatchObject(expected);
  });
});

describe('calculatorDefaults: "amount is the car price (30000 if none); term 5 years (6 on some variants); interest 8.5 (another default 10)" (spec 02 §9)', () => {
  it.each([
    ['the car price', 28990, 'standard', { amount: 28990, termYears: 5, ratePercent: 8.5 }],
    ['30000 without a price', null, 'standard', { amount: 30000, termYears: 5, ratePercent: 8.5 }],
    ['30000 for a price of 0', 0, 'capped', { amount: 30000, termYears: 5, ratePercent: 8.5 }],
    ['30000 for a negative price', -1, 'standard', { amount: 30000, termYears: 5, ratePercent: 8.5 }],
    ['a price just above 0 is a price', 0.5, 'standard', { amount: 0.5, termYears: 5, ratePercent: 8.5 }],
    ['6 years on the provider-fee variant', 45990, 'provider-fee', { amount: 45990, termYears: 6, ratePercent: 8.5 }],
    ['10% on the locked-rate variant', 45990, 'locked-rate', { amount: 45990, termYears: 5, ratePercent: 10 }],
  ] as const)('%s', (_name, carPrice, variant, expected) => {
    expect(calculatorDefaults({ carPrice, variant })).toEqual(expected);
  });

  it("every variant's defaults lie within its bounds", () => {
    for (const variant of CALCULATOR_VARIANTS) {
      const defaults = calculatorDefaults({ carPrice: 45990, variant });
      const bounds = calculatorBounds({ provider: null, brand: null, variant, carPrice: 45990 });
      expect(isOutOfRange(defaults.termYears, bounds.termYears)).toBe(false);
      expect(isOutOfRange(defaults.ratePercent, bounds.ratePercent)).toBe(false);
      expect(isOutOfRange(defaults.amount, bounds.amount)).toBe(false);
    }
  });
});

describe('clampCalculatorValue: "A value of zero or below becomes 0. Out-of-range values are clamped." (spec 02 §5)', () => {
  const price = { min: 1000, max: 250000 };
  it.each([
    [-1, 0],
    [0, 0],
    [Number.NaN, 0],
    [0.5, 1000],
    [999, 1000],
    [1000, 1000],
    [1500, 1500],
    [250000, 250000],
    [250001, 250000],
  ])('%s becomes %s', (value, expected) => expect(clampCalculatorValue(value, price)).toBe(expected));

  it('never leaves the range, or gives 0 for zero or below', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: false }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 250000 }),
        (value, min, span) => {
          const range = { min, max: min + span };
          const clamped = clampCalculatorValue(value, range);
          return value > 0 ? clamped >= range.min && clamped <= range.max : clamped === 0;
        },
      ),
    );
  });
});

describe("range help text: 'Cannot be less than {min} or more than {max}' (spec 02 §5, §8)", () => {
  it("keeps the spec's template", () => expect(RANGE_HELP_TEXT).toBe('Cannot be less than {min} or more than {max}'));
  it("fills the caller's display strings", () => {
    expect(rangeHelpText('$1,000', '$250,000')).toBe('Cannot be less than $1,000 or more than $250,000');
  });

  const rate = { min: 0.5, max: 15 };
  it.each([
    [0.4, true],
    [0.5, false],
    [15, false],
    [15.01, true],
    [0, true],
    [Number.NaN, true],
  ])('%s out of 0.5 to 15: %s', (value, expected) => expect(isOutOfRange(value, rate)).toBe(expected));
});

describe('calculator variants', () => {
  it('are standard, capped, provider-fee and locked-rate', () => {
    expect(CALCULATOR_VARIANTS).toEqual<readonly CalculatorVariant[]>([
      'standard',
      'capped',
      'provider-fee',
      'locked-rate',
    ]);
  });
});
