import { describe, expect, it } from 'vitest';
import { repayment } from '../../../src/domain/finance-calculator.ts';
import { estimateQuote, estimateRate } from '../../../src/domain/finance-estimate.ts';
import { DEFAULT_ESTIMATE_RATES, FinancePartnerSchema } from '../../../src/domain/schemas/finance-partner.ts';

describe('the built-in estimate (finance.partner.provider "estimate")', () => {
  it('takes the first row for the credit score whose term band holds the term', () => {
    expect(estimateRate(DEFAULT_ESTIMATE_RATES, 'GREAT', 5)?.advertised_rate).toBe(8.99);
    expect(estimateRate(DEFAULT_ESTIMATE_RATES, 'GREAT', 6)?.advertised_rate).toBe(9.49);
    expect(estimateRate(DEFAULT_ESTIMATE_RATES, 'POOR', 1)?.comparison_rate).toBe(16.58);
    expect(estimateRate([], 'GREAT', 5)).toBeNull();
  });

  it('is the weekly repayment of the price less a 10 % deposit leaving 30 % owing, marked an estimate', () => {
    const answer = estimateQuote(DEFAULT_ESTIMATE_RATES, {
      purchasePrice: 30000,
      loanTerm: 5,
      selfAssessedCreditScore: 'DECENT',
    });
    const expected = repayment({
      amount: 30000,
      deposit: 3000,
      residual: 9000,
      termYears: 5,
      ratePercent: 11.99,
      frequency: 'week',
      establishmentFee: 0,
    }).exactRepayment;
    expect(answer).toEqual({
      weeklyRepaymentAmount: expected,
      advertisedRate: 11.99,
      comparisonRate: 12.55,
      estimate: true,
    });
    // $27,000 over 260 weeks at 11.99 % with $9,000 left: between the interest-only and no-balloon figures.
    expect(expected).toBeGreaterThan(100);
    expect(expected).toBeLessThan(140);
  });

  it('a worse credit score or a longer term never gives a lower rate in the default table', () => {
    const rate = (score: 'GREAT' | 'DECENT' | 'POOR', term: number) =>
      estimateRate(DEFAULT_ESTIMATE_RATES, score, term)!.advertised_rate;
    for (let term = 1; term <= 7; term++) {
      expect(rate('GREAT', term)).toBeLessThan(rate('DECENT', term));
      expect(rate('DECENT', term)).toBeLessThan(rate('POOR', term));
      if (term > 1) expect(rate('GREAT', term)).toBeGreaterThanOrEqual(rate('GREAT', term - 1));
    }
  });

  it('site.json: the default is the estimate with the default table; a table with a gap or youx without base_url is refused', () => {
    expect(FinancePartnerSchema.parse({})).toMatchObject({
      provider: 'estimate',
      estimate_rates: DEFAULT_ESTIMATE_RATES,
    });
    const gap = DEFAULT_ESTIMATE_RATES.filter((row) => !(row.credit_score === 'POOR' && row.max_term_years === 7));
    expect(FinancePartnerSchema.safeParse({ estimate_rates: gap }).success).toBe(false);
    expect(FinancePartnerSchema.safeParse({ provider: 'youx' }).success).toBe(false);
    expect(FinancePartnerSchema.safeParse({ provider: 'youx', base_url: 'https://api.youx.example/v1' }).success).toBe(
      true,
    );
  });
});
