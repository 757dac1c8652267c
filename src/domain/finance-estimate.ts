/**
 * The built-in instant quote (site.json `finance.partner.provider: "estimate"`): an indicative
 * weekly repayment from the tenant's rate table, on the basis the finance disclaimer states (spec
 * 01 §9 / 02 §9: a 10.0 % deposit and a 30 % final payment), over the term the shopper chose. It
 * is marked `estimate: true` so the page says it is an estimate, not the lender's offer.
 */
import { repayment } from './finance-calculator.ts';
import type { CreditScore } from './finance-quote.ts';
import type { QuoteAnswer } from './schemas/finance-calls.ts';
import type { EstimateRate } from './schemas/finance-partner.ts';

/** Spec 02 §9: the disclaimer's "10.0% deposit". */
export const ESTIMATE_DEPOSIT_SHARE = 0.1;
/** Spec 02 §9: the disclaimer's "30% final payment (balloon)". */
export const ESTIMATE_BALLOON_SHARE = 0.3;

/** The first row of the table for this credit score whose term band holds the term; null when none does. */
export function estimateRate(
  rates: readonly EstimateRate[],
  creditScore: CreditScore,
  termYears: number,
): EstimateRate | null {
  return (
    rates.find(
      (row) => row.credit_score === creditScore && row.min_term_years <= termYears && termYears <= row.max_term_years,
    ) ?? null
  );
}

/**
 * The estimate for a price, term and credit score: the weekly repayment to the cent of the price
 * less a 10 % deposit, leaving 30 % of the price owing at the end, at the row's advertised rate
 * (no fees). Null when the table has no row for the score and term.
 */
export function estimateQuote(
  rates: readonly EstimateRate[],
  request: { purchasePrice: number; loanTerm: number; selfAssessedCreditScore: CreditScore },
): QuoteAnswer | null {
  const row = estimateRate(rates, request.selfAssessedCreditScore, request.loanTerm);
  if (!row) return null;
  const price = request.purchasePrice;
  const figures = repayment({
    amount: price,
    deposit: price * ESTIMATE_DEPOSIT_SHARE,
    residual: price * ESTIMATE_BALLOON_SHARE,
    termYears: request.loanTerm,
    ratePercent: row.advertised_rate,
    frequency: 'week',
    establishmentFee: 0,
  });
  return {
    weeklyRepaymentAmount: figures.exactRepayment,
    advertisedRate: row.advertised_rate,
    comparisonRate: row.comparison_rate,
    estimate: true,
  };
}
