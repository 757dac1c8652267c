/**
 * The embedded finance partner (`finance.partner.provider: "estimate"`, the default): the quote is
 * computed from the tenant's rate table (src/domain/finance-estimate.ts) and marked an estimate;
 * an application creates no customer anywhere, so its shopper goes to the site's own thank-you
 * page and the finance lead to the dealer.
 */
import { estimateQuote } from '../../src/domain/finance-estimate.ts';
import { SUCCESS_PATH } from '../../src/domain/lead-forms.ts';
import type { EstimateRate } from '../../src/domain/schemas/finance-partner.ts';
import { FinancePartnerError, type FinancePartner } from '../ports/finance-partner.ts';

export function createEstimateFinance(rates: readonly EstimateRate[]): FinancePartner {
  return {
    provider: 'estimate',
    async quote(request) {
      const answer = estimateQuote(rates, request);
      // The schema makes every score and term covered; a gap is a configuration the check missed.
      if (!answer) throw new FinancePartnerError('no estimate rate for this credit score and term', 'refused');
      return answer;
    },
    async createCustomer() {
      return { redirectUrl: SUCCESS_PATH };
    },
  };
}
