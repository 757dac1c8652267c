import { describe, expect, it } from 'vitest';
import {
  BODY_SELECTOR_LIMIT,
  BODY_SELECTOR_LIMIT_CUSTOM,
  BODY_TYPES,
  BUDGET_CAP_WITHOUT_MAXIMUM,
  BUDGET_INPUT_MAX,
  BUDGET_PRICE_MINIMUM,
  budgetDefaults,
  budgetEstimate,
  budgetInput,
  budgetPriceFilter,
  budgetResultButton,
} from '../../../src/domain/budget.ts';

describe('budget search (spec 02 §2 "Find cars for your budget", §4, §5, §8, §9)', () => {
  it("uses the spec's constants: inputs 0..1,000,000; cap 100000; price minimum 0; body selector 4 (20 custom)", () => {
    expect([
      BUDGET_INPUT_MAX,
      BUDGET_CAP_WITHOUT_MAXIMUM,
      BUDGET_PRICE_MINIMUM,
      BODY_SELECTOR_LIMIT,
      BODY_SELECTOR_LIMIT_CUSTOM,
    ]).toEqual([1000000, 100000, 0, 4, 20]);
    expect(BODY_TYPES).toHaveLength(20);
    expect(BODY_TYPES).toContain('peopleMover');
  });

  it.each([
    ['weekly', { repayment: 200, deposit: 2000, period: 'weekly' }],
    ['monthly', { repayment: 600, deposit: 2000, period: 'monthly' }],
  ] as const)('"default repayment 200 weekly or 600 monthly; default deposit 2000": %s', (period, expected) => {
    expect(budgetDefaults(period)).toEqual(expected);
  });

  it.each([
    ['a number', 250, 250],
    ['money text', '$12,500', 12500],
    ['"non-numeric becomes 0"', 'lots', 0],
    ['empty', '', 0],
    ['null', null, 0],
    ['not finite', Number.NaN, 0],
    ['negative is clamped to 0', -5, 0],
    ['above 1,000,000 is clamped', 2_000_000, 1_000_000],
    ['1,000,000 itself', '1,000,000', 1_000_000],
  ])('repayment and deposit input: %s', (_name, value, expected) => expect(budgetInput(value)).toBe(expected));

  it.each([
    ['defaults weekly: 200 x 52 x 5 + 2000', { repayment: 200, deposit: 2000, period: 'weekly' }, 250000, 54000],
    ['defaults monthly: 600 x 12 x 5 + 2000', { repayment: 600, deposit: 2000, period: 'monthly' }, 250000, 38000],
    ['capped at the known maximum price', { repayment: 1000, deposit: 0, period: 'weekly' }, 180000, 180000],
    ['"result cap 100000 if no maximum known"', { repayment: 1000, deposit: 0, period: 'weekly' }, null, 100000],
    ['no maximum argument: cap 100000', { repayment: 400, deposit: 0, period: 'weekly' }, undefined, 100000],
    ['a non-numeric repayment counts as 0', { repayment: Number.NaN, deposit: 5000, period: 'monthly' }, null, 5000],
  ] as const)('"repayment x (12 monthly or 52 weekly) x 5 years + deposit": %s', (_name, input, maximum, expected) => {
    expect(budgetEstimate(input, maximum)).toBe(expected);
  });

  it.each([
    [
      'below the cheapest car: disabled "0 Cars Found"',
      9000,
      10000,
      40,
      { disabled: true, label: '0 Cars Found', message: 'No Cars found for this budget' },
    ],
    ['no results', 50000, null, 0, { disabled: true, label: '0 Cars Found', message: 'No Cars found for this budget' }],
    ['no cheapest price known', 50000, null, 5, { disabled: true, label: '0 Cars Found' }],
    ['no cars counted', 50000, 10000, 0, { disabled: true, label: '0 Cars Found' }],
    ['equal to the cheapest car: enabled', 10000, 10000, 1, { disabled: false, label: '1 Car Found' }],
    ['many cars', 54000, 10000, 1234, { disabled: false, label: '1,234 Cars Found' }],
  ])('result button: %s', (_name, estimate, cheapest, count, expected) => {
    expect(budgetResultButton(estimate, cheapest, count, 'Car')).toMatchObject(expected);
  });

  it('the budget query asks for price above 1000 up to the estimate (spec 02 §7 "price>1000 for budget")', () => {
    expect(budgetPriceFilter(54000)).toBe('price > 1000 AND price <= 54000');
  });
});
