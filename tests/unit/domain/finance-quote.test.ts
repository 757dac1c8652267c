import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../../../src/domain/lead-forms.ts';
import {
  clampQuotePrice,
  CODE_LENGTH_ERROR,
  CODE_SENT,
  CREATE_CUSTOMER_FAILED,
  CREDIT_SCORES,
  DEFAULT_CREDIT_SCORE,
  DEFAULT_QUOTE_PRICE,
  DEFAULT_QUOTE_TERM_YEARS,
  DEFAULT_TEASER_TERM_YEARS,
  defaultQuotePrice,
  digitsOnly,
  FINANCE_PROMO_FEATURED_CARS,
  financeTeaser,
  financeTeaserFor,
  INVALID_CODE_ERROR,
  LEAD_SUBMISSION_FAILED,
  MONTHLY_PER_WEEKLY,
  NO_REDIRECT_URL_ERROR,
  onlyPerWeekTeaser,
  onlyPerWeekText,
  OTP_SEND_TIMEOUT_MS,
  QUICK_QUOTE_FAILED,
  QUOTE_PRICE_MAX,
  QUOTE_PRICE_MIN,
  QUOTE_REFRESH_DELAY_MS,
  QUOTE_TERM_MAX_YEARS,
  QUOTE_TERM_MIN_YEARS,
  QUOTE_TERM_STEP,
  quoteRequest,
  stickyEstimateText,
  toLocalPhone,
  TOO_MANY_ATTEMPTS_ERROR,
  UNKNOWN_ERROR,
  validateMobile,
  validateVerificationCode,
  VERIFICATION_CODE_LENGTH,
  weeklyRepayment,
} from '../../../src/domain/finance-quote.ts';
import { car } from '../../fixtures/cars.ts';

describe('instant quote form constants (spec 02 §5, §9)', () => {
  it('"Quote price range 10000 to 200000; term 1 to 7, default 5", default price 30000', () => {
    expect([QUOTE_PRICE_MIN, QUOTE_PRICE_MAX, DEFAULT_QUOTE_PRICE]).toEqual([10000, 200000, 30000]);
    expect([QUOTE_TERM_MIN_YEARS, QUOTE_TERM_MAX_YEARS, QUOTE_TERM_STEP, DEFAULT_QUOTE_TERM_YEARS]).toEqual([
      1, 7, 1, 5,
    ]);
  });
  it('"Credit history: GREAT, DECENT or POOR; default GREAT"', () => {
    expect(CREDIT_SCORES).toEqual(['GREAT', 'DECENT', 'POOR']);
    expect(DEFAULT_CREDIT_SCORE).toBe('GREAT');
  });
  it('"Finance quote delay 500 ms; OTP send timeout 15000 ms. Featured cars on finance promo 6."', () => {
    expect([QUOTE_REFRESH_DELAY_MS, OTP_SEND_TIMEOUT_MS, FINANCE_PROMO_FEATURED_CARS]).toEqual([500, 15000, 6]);
  });
  it('teaser: "monthly estimate = weekly x 4.33; default teaser term 5 years"', () => {
    expect([MONTHLY_PER_WEEKLY, DEFAULT_TEASER_TERM_YEARS]).toEqual([4.33, 5]);
  });
});

describe('finance error catalogue (spec 02 §8), exact wording', () => {
  it.each([
    [TOO_MANY_ATTEMPTS_ERROR, 'Too many verification attempts. Please try again later.'],
    [INVALID_CODE_ERROR, 'The verification code is invalid. Please try again.'],
    [UNKNOWN_ERROR, 'An unknown error occurred.'],
    [LEAD_SUBMISSION_FAILED, 'Lead submission failed'],
    [CREATE_CUSTOMER_FAILED, 'Failed to create customer with YouX'],
    [QUICK_QUOTE_FAILED, 'Failed to get YouX quick quote'],
    [NO_REDIRECT_URL_ERROR, 'Failed to create customer or no redirect URL received.'],
    [CODE_SENT, 'Code sent!'],
    [CODE_LENGTH_ERROR, 'Code must be 6 digits.'],
    [REQUIRED_FIELD_MESSAGE, 'This is a required field.'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});

describe('purchase price: "digits only; clamped on blur to 10000 minimum and 200000 maximum; default 30000 when no car price is known" (spec 02 §5)', () => {
  it.each([
    ['$34,990', '34990'],
    ['12a3 4.5', '12345'],
    ['abc', ''],
    ['', ''],
  ])('digitsOnly(%j) is %j', (text, expected) => expect(digitsOnly(text)).toBe(expected));

  it.each([
    [0, 10000],
    [9999, 10000],
    [10000, 10000],
    [34990, 34990],
    [200000, 200000],
    [200001, 200000],
    [Number.NaN, 10000],
  ])('clampQuotePrice(%s) is %s', (value, expected) => expect(clampQuotePrice(value)).toBe(expected));

  it.each([
    [28990, 28990],
    [1, 1],
    [0, 30000],
    [-1, 30000],
    [null, 30000],
    [undefined, 30000],
  ])('defaultQuotePrice(%s) is %s', (price, expected) => expect(defaultQuotePrice(price)).toBe(expected));
});

describe("verification code: \"required, exactly 6 characters ('Code must be 6 digits.'); missing gives 'This is a required field.'\" (spec 02 §5)", () => {
  it('is 6 characters long', () => expect(VERIFICATION_CODE_LENGTH).toBe(6));
  it.each([
    ['123456', null],
    [' 123456 ', null],
    ['12345', 'Code must be 6 digits.'],
    ['1234567', 'Code must be 6 digits.'],
    ['', 'This is a required field.'],
    ['   ', 'This is a required field.'],
    [null, 'This is a required field.'],
    [undefined, 'This is a required field.'],
  ])('%j gives %j', (code, expected) => expect(validateVerificationCode(code)).toBe(expected));
});

describe('mobile number: "Mobile number required" (spec 02 §5)', () => {
  it.each([
    ['0412 345 678', null],
    ['', 'This is a required field.'],
    ['  ', 'This is a required field.'],
    [null, 'This is a required field.'],
    [undefined, 'This is a required field.'],
  ])('%j gives %j', (phone, expected) => expect(validateMobile(phone)).toBe(expected));
});

describe('toLocalPhone: "Phone numbers starting with country code 61 are converted to a leading 0 before sending" (spec 02 §5)', () => {
  it.each([
    ['+61 412 345 678', '0412345678'],
    ['61412345678', '0412345678'],
    ['+61412345678', '0412345678'],
    ['+61 (0) 412-345-678', '0412345678'],
    ['0412 345 678', '0412345678'],
    ['0412345678', '0412345678'],
    ['+64 21 123 4567', '+64211234567'],
    ['0461 234 567', '0461234567'],
  ])('%j becomes %j', (phone, expected) => expect(toLocalPhone(phone)).toBe(expected));
});

describe("quoteRequest: the car page's POST /api/youx/quote body (spec 01 §7)", () => {
  it('sends GREAT, the car price, term 5, year, vin, nvic and an empty helper', () => {
    expect(quoteRequest(car({ price: 28990, year: 2021, vin: 'JTDBR32E720012345', nvic: 'ABC123' }))).toEqual({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 28990,
      loanTerm: 5,
      year: 2021,
      vin: 'JTDBR32E720012345',
      nvic: 'ABC123',
      whoIsHelping: '',
    });
  });
  it('sends null for a missing vin or nvic', () => {
    expect(quoteRequest(car({ vin: null }))).toMatchObject({ vin: null, nvic: null });
  });
});

describe('finance teaser: "weekly payment rounded to whole dollars; comparison rate to 2 decimals; monthly estimate = weekly x 4.33; default teaser term 5 years" (spec 01 §9, 02 §9)', () => {
  it.each([
    [
      'a full quote',
      { weeklyRepaymentAmount: 112.4, advertisedRate: 7.99, comparisonRate: 8.375 },
      { weekly: 112, monthly: 487, comparisonRate: '8.38', advertisedRate: '7.99', termYears: 5 },
    ],
    [
      '.5 rounds up; monthly from the unrounded weekly (112.5 x 4.33 = 487.125)',
      { weeklyRepaymentAmount: 112.5, advertisedRate: 8, comparisonRate: 9 },
      { weekly: 113, monthly: 487, comparisonRate: '9.00', advertisedRate: '8.00', termYears: 5 },
    ],
    [
      'monthly rounds to the nearest dollar (100.1 x 4.33 = 433.433)',
      { weeklyRepaymentAmount: 100.1, advertisedRate: null, comparisonRate: null },
      { weekly: 100, monthly: 433, comparisonRate: null, advertisedRate: null, termYears: 5 },
    ],
    [
      'monthly rounds up from .5 and over (100.2 x 4.33 = 433.866)',
      { weeklyRepaymentAmount: 100.2 },
      { weekly: 100, monthly: 434, comparisonRate: null, advertisedRate: null, termYears: 5 },
    ],
  ])('%s', (_name, quote, expected) => expect(financeTeaser(quote)).toEqual(expected));

  it.each([
    ['no quote', null],
    ['an undefined quote', undefined],
    ['no weekly amount', { weeklyRepaymentAmount: null, advertisedRate: 7.99, comparisonRate: 8.38 }],
  ])('nothing for %s', (_name, quote) => expect(financeTeaser(quote)).toBeNull());

  const quote = { weeklyRepaymentAmount: 112.4, advertisedRate: 7.99, comparisonRate: 8.38 };
  it.each([
    ['in stock', 'in_stock', 112],
    ['coming soon', 'coming_soon', 112],
    ['sold: "hides the finance teaser" (spec 01 §4)', 'sold', null],
  ])('financeTeaserFor a car %s', (_name, status, weekly) => {
    expect(financeTeaserFor(car({ status }), quote)?.weekly ?? null).toBe(weekly);
  });

  it("sticky header: 'est. $X/wk based on sample Y% p.a.'", () => {
    const teaser = financeTeaser({ weeklyRepaymentAmount: 1112.4, advertisedRate: 7.5, comparisonRate: 8.38 });
    expect(teaser && stickyEstimateText(teaser)).toBe('est. $1,112/wk based on sample 7.50% p.a.');
  });
  it('no sticky estimate without an advertised rate', () => {
    const teaser = financeTeaser({ weeklyRepaymentAmount: 112.4, comparisonRate: 8.38 });
    expect(teaser && stickyEstimateText(teaser)).toBeNull();
  });
  it('no sticky estimate without a comparison rate: an annual rate is advertised only with its comparison rate', () => {
    const teaser = financeTeaser({ weeklyRepaymentAmount: 112.4, advertisedRate: 7.5 });
    expect(teaser && stickyEstimateText(teaser)).toBeNull();
  });
  it("sidebar teaser: 'Only $X /wk*'", () => {
    const teaser = financeTeaser({ weeklyRepaymentAmount: 112.5 });
    expect(teaser && onlyPerWeekText(teaser)).toBe('Only $113 /wk*');
  });
  const templates = {
    onlyPerWeek: 'Only {weekly} /wk*',
    perMonth: '{amount} per month',
    comparisonRate: 'comparison rate {rate}% p.a.*',
  };
  it("'Only $X /wk*' teaser with the monthly estimate (weekly x 4.33) and the comparison rate to 2 decimals", () => {
    const teaser = financeTeaser({ weeklyRepaymentAmount: 129.87, advertisedRate: 7.73, comparisonRate: 8.2 });
    expect(teaser && onlyPerWeekTeaser(teaser, templates)).toEqual({
      weekly: 'Only $130 /wk*',
      monthly: '$562 per month',
      comparison: 'comparison rate 8.20% p.a.*',
    });
  });
  it("no 'Only $X /wk*' teaser without a comparison rate (credit advertising, issue 15 item 6)", () => {
    const teaser = financeTeaser({ weeklyRepaymentAmount: 129.87, advertisedRate: 7.73 });
    expect(teaser && onlyPerWeekTeaser(teaser, templates)).toBeNull();
  });
});

describe('weekly repayment a car is searched by (spec 01 §3 weekly_price_range; teaser "weekly payment rounded to whole dollars")', () => {
  const lender = (paymentWeek: number | null) => ({ paymentWeek }) as never;
  it.each([
    ["the quote's weekly amount, rounded", { youxQuote: { weeklyRepaymentAmount: 131.5 } }, 132],
    [
      'the quote wins over a lender',
      { youxQuote: { weeklyRepaymentAmount: 99.4 }, finance_lenders: { taurus: lender(208.07) } },
      99,
    ],
    [
      'no quote amount: the first lender with a weekly payment',
      { youxQuote: { weeklyRepaymentAmount: null }, finance_lenders: { a: lender(null), b: lender(208.5) } },
      209,
    ],
    ['neither', { youxQuote: null, finance_lenders: null }, null],
  ])('%s', (_name, car, expected) => {
    expect(weeklyRepayment(car as never)).toBe(expected);
  });
});
