import { describe, expect, it } from 'vitest';
import {
  applicationRedirect,
  COMPARISON_RATE_WARNING,
  comparisonRateText,
  financeDetailsErrors,
  financePromoCars,
  hasInstantQuote,
  quoteFigures,
  quoteSequence,
  readFinanceQuery,
} from '../../../src/domain/finance-page.ts';

describe('readFinanceQuery (spec 02 §2 query parameters)', () => {
  it('reads the link built from a car', () => {
    const query = readFinanceQuery(
      '?car_id=124153&vin=JTMZK4JM8PL972979&nvic=O6R23I&year=2023&preferredDealership=southside-used-cars&car_type=used&vehiclePriceBudget=54490&loanTerm=3&selfAssessedCreditScore=DECENT&whoIsHelping=Jo',
    );
    expect(query).toEqual({
      carId: 124153,
      vin: 'JTMZK4JM8PL972979',
      nvic: 'O6R23I',
      year: 2023,
      preferredDealership: 'southside-used-cars',
      carType: 'used',
      price: 54490,
      loanTerm: 3,
      creditScore: 'DECENT',
      whoIsHelping: 'Jo',
    });
  });

  it('takes "price" when vehiclePriceBudget is absent and "credit_score" for the credit score, in any case', () => {
    const query = readFinanceQuery('?price=25000&credit_score=poor');
    expect(query.price).toBe(25000);
    expect(query.creditScore).toBe('POOR');
  });

  it('defaults: term 5, credit GREAT, no price, no car, helper empty (spec 02 §5)', () => {
    expect(readFinanceQuery('')).toMatchObject({
      carId: null,
      price: null,
      loanTerm: 5,
      creditScore: 'GREAT',
      whoIsHelping: '',
    });
  });

  it('refuses a term outside 1–7 or not whole, a credit score not in the list, a price that is not a number', () => {
    for (const term of ['0', '8', '2.5', 'x']) expect(readFinanceQuery(`?loanTerm=${term}`).loanTerm).toBe(5);
    expect(readFinanceQuery('?loanTerm=7').loanTerm).toBe(7);
    expect(readFinanceQuery('?loanTerm=1').loanTerm).toBe(1);
    expect(readFinanceQuery('?selfAssessedCreditScore=EXCELLENT').creditScore).toBe('GREAT');
    expect(readFinanceQuery('?vehiclePriceBudget=abc').price).toBeNull();
    expect(readFinanceQuery('?vehiclePriceBudget=0').price).toBeNull();
  });
});

describe('quoteFigures (spec 02 §9)', () => {
  it('weekly in whole dollars, monthly = the unrounded weekly x 4.33, rates to 2 decimals', () => {
    expect(quoteFigures({ weeklyRepaymentAmount: 123.4, advertisedRate: 8.99, comparisonRate: 9.5 })).toEqual({
      weekly: '$123',
      monthly: '$534',
      advertisedRate: '8.99',
      comparisonRate: '9.50',
      estimate: false,
    });
  });

  it('labels an estimate answer as one', () => {
    expect(
      quoteFigures({ weeklyRepaymentAmount: 100, advertisedRate: 1, comparisonRate: 2, estimate: true }).estimate,
    ).toBe(true);
  });
});

describe('quoteSequence: a stale answer never overwrites a newer one', () => {
  it('only the latest request is current', () => {
    const sequence = quoteSequence();
    const first = sequence.next();
    const second = sequence.next();
    expect(sequence.isLatest(first)).toBe(false);
    expect(sequence.isLatest(second)).toBe(true);
  });
});

describe('applicationRedirect (spec 02 §4 "redirects to the returned redirect URL")', () => {
  it("follows a path on this site or the lender's https address", () => {
    expect(applicationRedirect('/success')).toBe('/success');
    expect(applicationRedirect('https://apply.youx.example/start?id=1')).toBe('https://apply.youx.example/start?id=1');
  });

  it('refuses anything else', () => {
    for (const url of [
      'http://apply.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      3,
    ]) {
      expect(applicationRedirect(url)).toBeNull();
    }
    expect(applicationRedirect('https://user:pass@evil.example/')).toBeNull();
  });
});

describe('financeDetailsErrors', () => {
  const filled = { firstName: 'Sam', lastName: '', email: 'sam@example.com', postCode: '2232', phone: '0412345678' };

  it('passes a complete applicant, the last name optional', () => {
    expect(financeDetailsErrors(filled)).toEqual({});
  });

  it("spec 02 §5: 'This is a required field.' for a missing mobile and name; the postcode and email checked", () => {
    expect(financeDetailsErrors({ ...filled, firstName: ' ', phone: '', postCode: '22', email: 'x' })).toEqual({
      firstName: 'This is a required field.',
      phone: 'This is a required field.',
      postCode: 'Invalid postcode. Please enter a 4-digit number.',
      email: expect.any(String),
    });
  });
});

describe('hasInstantQuote', () => {
  const site = (provider: string | null, partner = 'estimate', instant = false) => ({
    finance_provider: provider,
    finance: { instant_quote: instant, partner: { provider: partner } },
  });
  it('YouX sites (southside) have it; manual and Taurus sites (harbour, big-country) send an enquiry', () => {
    expect(hasInstantQuote(site('youx'))).toBe(true);
    expect(hasInstantQuote(site('manual'))).toBe(false);
    expect(hasInstantQuote(site('taurus'))).toBe(false);
    expect(hasInstantQuote(site('manual', 'youx'))).toBe(true);
    expect(hasInstantQuote(site(null, 'estimate', true))).toBe(true);
  });
});

describe('financePromoCars (spec 02 §9 "Featured cars on finance promo 6")', () => {
  it('the first 6 used cars in stock, in order', () => {
    type PromoCar = { id: number; car_type: 'new' | 'used'; status: string };
    const cars: PromoCar[] = [
      { id: 1, car_type: 'new', status: 'in_stock' },
      { id: 2, car_type: 'used', status: 'sold' },
      ...[3, 4, 5, 6, 7, 8, 9].map((id): PromoCar => ({
        id,
        car_type: 'used',
        status: id === 5 ? 'coming_soon' : 'in_stock',
      })),
    ];
    expect(financePromoCars(cars).map((car) => car.id)).toEqual([3, 4, 5, 6, 7, 8]);
  });
});

it('the comparison-rate warning names the spec 01 §9 example', () => {
  expect(COMPARISON_RATE_WARNING).toContain('5-year secured loan of $30,000');
  expect(COMPARISON_RATE_WARNING).toContain('WARNING: This comparison rate is true only for the example given');
});

it("comparisonRateText: the rate's comparison rate to stand next to it, none without one", () => {
  expect(comparisonRateText('8.38')).toBe('comparison rate 8.38% p.a.*');
  expect(comparisonRateText(null)).toBeNull();
});
