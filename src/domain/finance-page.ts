/**
 * The finance page's rules (spec 02 §2, §4, §5; issue 15 item 4): its query, the quote it shows,
 * where an application may send the shopper, and the comparison-rate texts every rate carries
 * (spec 01 §9; the National Credit Code for Australian credit advertising).
 */
import { formatMoney } from './format.ts';
import {
  CREDIT_SCORES,
  DEFAULT_CREDIT_SCORE,
  DEFAULT_QUOTE_TERM_YEARS,
  FINANCE_PROMO_FEATURED_CARS,
  MONTHLY_PER_WEEKLY,
  QUOTE_TERM_MAX_YEARS,
  QUOTE_TERM_MIN_YEARS,
  validateMobile,
  type CreditScore,
} from './finance-quote.ts';
import { validateEnquiry } from './lead-forms.ts';
import { safeRedirect } from './safe-redirect.ts';
import type { Car } from './schemas/car.ts';
import { isInStock } from './stock.ts';
import { fillString } from './fill-string.ts';
import { FINANCE_STRINGS } from './strings/finance.ts';

/** Spec 01 §9 "Comparison example: 5-year secured loan of $30,000", with the warning the Code requires. */
export const COMPARISON_RATE_WARNING = FINANCE_STRINGS['finance.comparisonWarning'];

/** Spec 01 §9 / the National Credit Code: the comparison rate shown with an advertised rate. */
export const COMPARISON_RATE_TEXT = FINANCE_STRINGS['finance.comparisonRate'];

/**
 * 'comparison rate 8.38% p.a.*' for a quote's comparison rate (2 decimals, spec 01 §9), to stand
 * next to its advertised rate; null when the quote has none.
 */
export function comparisonRateText(
  comparisonRate: string | null,
  template: string = COMPARISON_RATE_TEXT,
): string | null {
  return comparisonRate === null ? null : fillString(template, { rate: comparisonRate });
}

export interface FinanceQuery {
  carId: number | null;
  vin: string | null;
  nvic: string | null;
  year: number | null;
  preferredDealership: string | null;
  carType: string | null;
  /** vehiclePriceBudget, else price: whole dollars above 0, else null. */
  price: number | null;
  loanTerm: number;
  creditScore: CreditScore;
  whoIsHelping: string;
}

const text = (value: string | null) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};
const wholeNumber = (value: string | null) => {
  const digits = text(value);
  if (digits === null || !/^\d+(\.\d+)?$/.test(digits)) return null;
  const number = Math.round(Number(digits));
  return number > 0 ? number : null;
};

/**
 * Spec 02 §2 query parameters: car_id, vin, nvic, year, preferredDealership, car_type,
 * vehiclePriceBudget (or price), loanTerm, selfAssessedCreditScore (or credit_score), whoIsHelping.
 * A term outside 1–7 or not whole gives the default 5; a credit score other than GREAT, DECENT or
 * POOR (any case) gives GREAT.
 */
export function readFinanceQuery(search: string): FinanceQuery {
  const params = new URLSearchParams(search);
  const term = Number(params.get('loanTerm'));
  const score = (params.get('selfAssessedCreditScore') ?? params.get('credit_score') ?? '').trim().toUpperCase();
  return {
    carId: wholeNumber(params.get('car_id')),
    vin: text(params.get('vin')),
    nvic: text(params.get('nvic')),
    year: wholeNumber(params.get('year')),
    preferredDealership: text(params.get('preferredDealership')),
    carType: text(params.get('car_type')),
    price: wholeNumber(params.get('vehiclePriceBudget') ?? params.get('price')),
    loanTerm:
      Number.isInteger(term) && term >= QUOTE_TERM_MIN_YEARS && term <= QUOTE_TERM_MAX_YEARS
        ? term
        : DEFAULT_QUOTE_TERM_YEARS,
    creditScore: (CREDIT_SCORES as readonly string[]).includes(score) ? (score as CreditScore) : DEFAULT_CREDIT_SCORE,
    whoIsHelping: text(params.get('whoIsHelping')) ?? '',
  };
}

export interface QuoteFigures {
  /** '$123': whole dollars. */
  weekly: string;
  /** '$533': the unrounded weekly × 4.33, rounded once. */
  monthly: string;
  /** '8.99': to 2 decimals. */
  advertisedRate: string;
  /** '9.52': to 2 decimals. */
  comparisonRate: string;
  estimate: boolean;
}

/**
 * Spec 02 §9: "Monthly repayment shown as weekly amount times 4.33. Weekly payment shown rounded to
 * whole dollars; comparison rate to 2 decimals"; an answer from the site's own rate table
 * (`estimate: true`) is labelled as an estimate.
 */
export function quoteFigures(answer: {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
  estimate?: boolean;
}): QuoteFigures {
  return {
    weekly: formatMoney(Math.round(answer.weeklyRepaymentAmount)),
    monthly: formatMoney(Math.round(answer.weeklyRepaymentAmount * MONTHLY_PER_WEEKLY)),
    advertisedRate: answer.advertisedRate.toFixed(2),
    comparisonRate: answer.comparisonRate.toFixed(2),
    estimate: answer.estimate === true,
  };
}

/**
 * Spec 02 §4 "on success it redirects to the returned redirect URL": a path on this site (the
 * estimate partner's thank-you page) or the lender's https address; anything else (http,
 * javascript:, a protocol-relative '//host') is refused with null.
 */
export function applicationRedirect(url: unknown): string | null {
  if (typeof url !== 'string' || url === '') return null;
  if (url.startsWith('/')) return safeRedirect(url, '') || null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A stale answer never overwrites a newer one (spec 02 §4 "the quote refreshes 500 ms after any
 * change"): each request takes the next number; only the latest number's answer is shown.
 */
export function quoteSequence() {
  let latest = 0;
  return {
    next: () => ++latest,
    isLatest: (ticket: number) => ticket === latest,
  };
}

export interface FinanceDetails {
  firstName: string;
  lastName: string;
  email: string;
  postCode: string;
  phone: string;
}

/**
 * The applicant's details as the lender's customer payload needs them (spec 02 §3): first name,
 * email and a 4-digit postcode required ('This is a required field.', the enquiry form's email and
 * postcode messages), the last name optional; the mobile by `validateMobile`.
 */
export function financeDetailsErrors(details: FinanceDetails): Partial<Record<keyof FinanceDetails, string>> {
  const checked = validateEnquiry(
    { name: details.firstName, email: details.email, phone: details.phone, postcode: details.postCode },
    { postcodeRequired: true, messageOptional: true, showCategory: false, showLocation: false, showDealership: false },
  );
  const errors: Partial<Record<keyof FinanceDetails, string>> = {};
  if (checked.name) errors.firstName = checked.name;
  if (checked.email) errors.email = checked.email;
  if (checked.postcode) errors.postCode = checked.postcode;
  const mobile = validateMobile(details.phone);
  if (mobile) errors.phone = mobile;
  return errors;
}

/**
 * Which sites' finance page offers the instant quote and the lender's application (spec 02 §4):
 * those whose finance provider is YouX (`finance_provider`, or `finance.partner.provider`), or
 * that switch the instant quote on for car pages (`finance.instant_quote`). Elsewhere the form is
 * a finance enquiry (spec 02 §3 "Finance lead" through POST /api/leads).
 */
export function hasInstantQuote(site: {
  finance_provider?: string | null;
  finance: { instant_quote: boolean; partner: { provider: string } };
}): boolean {
  return site.finance_provider === 'youx' || site.finance.partner.provider === 'youx' || site.finance.instant_quote;
}

/** Spec 02 §2 / §9 "Featured cars on finance promo 6": the first 6 used cars in stock, in the default order. */
export function financePromoCars<T extends Pick<Car, 'car_type' | 'status'>>(ordered: readonly T[]): T[] {
  return ordered.filter((car) => car.car_type === 'used' && isInStock(car)).slice(0, FINANCE_PROMO_FEATURED_CARS);
}
