/**
 * The finance teaser's figures and its 'Only $X /wk*' line from the site's templates (spec 01 §9, 02 §2, §9), apart
 * from `finance-quote.ts` (which re-exports them) because that one holds the finance texts' defaults: <car-quote>
 * (src/elements/car-quote.ts) runs these on a car page before any interaction and needs none of them (issue 20).
 */
import { fillString } from './fill-string.ts';
import { formatMoney } from './format.ts';
import type { Quote } from './schemas/finance.ts';

/** Spec 01 §9 / 02 §9: "Monthly repayment shown as weekly amount times 4.33". */
export const MONTHLY_PER_WEEKLY = 4.33;
/** Spec 01 §9: "default teaser term 5 years". */
export const DEFAULT_TEASER_TERM_YEARS = 5;

export interface FinanceTeaser {
  /** Weekly repayment in whole dollars (Math.round: .5 goes up). */
  weekly: number;
  /** Unrounded weekly x 4.33, rounded to whole dollars. */
  monthly: number;
  /** Comparison rate to 2 decimals ('8.38'), null when the quote has none. */
  comparisonRate: string | null;
  /** Advertised rate to 2 decimals ('7.99'), null when the quote has none. */
  advertisedRate: string | null;
  termYears: number;
}

/**
 * Spec 01 §9 / 02 §9 finance teaser: "weekly payment rounded to whole dollars; comparison rate to 2
 * decimals; monthly estimate = weekly x 4.33; default teaser term 5 years". The monthly figure is
 * the unrounded weekly times 4.33, rounded to whole dollars, so rounding is done once. Null when the
 * quote has no weekly amount.
 */
export function financeTeaser(quote: Quote | null | undefined): FinanceTeaser | null {
  if (quote == null || quote.weeklyRepaymentAmount == null) return null;
  const weekly = quote.weeklyRepaymentAmount;
  return {
    weekly: Math.round(weekly),
    monthly: Math.round(weekly * MONTHLY_PER_WEEKLY),
    comparisonRate: quote.comparisonRate?.toFixed(2) ?? null,
    advertisedRate: quote.advertisedRate?.toFixed(2) ?? null,
    termYears: DEFAULT_TEASER_TERM_YEARS,
  };
}

export interface OnlyPerWeekTeaserText {
  weekly: string;
  monthly: string;
  comparison: string;
}

/**
 * Spec 02 §2 "'Only $X /wk*' for some dealers" with spec 01 §9's "monthly estimate = weekly x 4.33"
 * and the comparison rate. Null without a comparison rate: Australian credit advertising (issue 15
 * item 6) shows a repayment figure only with it. Templates come from the site's strings.
 */
export function onlyPerWeekTeaser(
  teaser: FinanceTeaser,
  templates: { onlyPerWeek: string; perMonth: string; comparisonRate: string },
): OnlyPerWeekTeaserText | null {
  if (teaser.comparisonRate === null) return null;
  return {
    weekly: fillString(templates.onlyPerWeek, { weekly: formatMoney(teaser.weekly) }),
    monthly: fillString(templates.perMonth, { amount: formatMoney(teaser.monthly) }),
    comparison: fillString(templates.comparisonRate, { rate: teaser.comparisonRate }),
  };
}
