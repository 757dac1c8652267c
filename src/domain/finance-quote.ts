import { formatMoney } from './format.ts';
import type { Car } from './schemas/car.ts';
import type { Quote } from './schemas/finance.ts';
import { isInStock } from './stock.ts';
import { fillString } from './fill-string.ts';
import { FINANCE_STRINGS } from './strings/finance.ts';

/** Spec 02 §5 / §9: quote purchase price clamped on blur to 10000 minimum. */
export const QUOTE_PRICE_MIN = 10000;
/** Spec 02 §5 / §9: quote purchase price clamped on blur to 200000 maximum. */
export const QUOTE_PRICE_MAX = 200000;
/** Spec 02 §5: "default 30000 when no car price is known". */
export const DEFAULT_QUOTE_PRICE = 30000;
/** Spec 02 §5 / §9: loan term slider 1 to 7 years. */
export const QUOTE_TERM_MIN_YEARS = 1;
/** Spec 02 §5 / §9: loan term at most 7 years. */
export const QUOTE_TERM_MAX_YEARS = 7;
/** Spec 02 §5: loan term step 1. */
export const QUOTE_TERM_STEP = 1;
/** Spec 02 §5 / §9: "Default quote term 5 years". */
export const DEFAULT_QUOTE_TERM_YEARS = 5;
import { DEFAULT_CREDIT_SCORE, type CreditScore } from './credit-scores.ts';
import { financeTeaser, type FinanceTeaser } from './finance-teaser.ts';

export {
  DEFAULT_TEASER_TERM_YEARS,
  financeTeaser,
  MONTHLY_PER_WEEKLY,
  onlyPerWeekTeaser,
  type FinanceTeaser,
  type OnlyPerWeekTeaserText,
} from './finance-teaser.ts';
// Phone verification's rules live apart (verification.ts) so form pages load them without the quote's.
export {
  VERIFICATION_CODE_LENGTH,
  OTP_SEND_TIMEOUT_MS,
  CODE_LENGTH_ERROR,
  CODE_SENT,
  TOO_MANY_ATTEMPTS_ERROR,
  INVALID_CODE_ERROR,
  UNKNOWN_ERROR,
  validateVerificationCode,
  validateMobile,
  toLocalPhone,
} from './verification.ts';
export { CREDIT_SCORES, DEFAULT_CREDIT_SCORE, type CreditScore } from './credit-scores.ts';

/** Spec 02 §4 / §9: "the quote refreshes 500 ms after any change". */
export const QUOTE_REFRESH_DELAY_MS = 500;
/** Spec 02 §2 / §9: "Featured cars on finance promo 6". */
export const FINANCE_PROMO_FEATURED_CARS = 6;

/** Spec 02 §8: lead rejected. */
export const LEAD_SUBMISSION_FAILED = FINANCE_STRINGS['finance.leadSubmissionFailed'];
/** Spec 02 §8: customer creation failed (the server's error text is used when present). */
export const CREATE_CUSTOMER_FAILED = FINANCE_STRINGS['finance.createCustomerFailed'];
/** Spec 02 §8: quick quote failed (the server's error text is used when present). */
export const QUICK_QUOTE_FAILED = FINANCE_STRINGS['finance.quickQuoteFailed'];
/** Spec 02 §8: no redirect URL returned. */
export const NO_REDIRECT_URL_ERROR = FINANCE_STRINGS['finance.noRedirectUrl'];

/** Spec 01 §2 / 02 §2: the sticky header's finance estimate, 'est. $X/wk based on sample Y% p.a.'. */
export const STICKY_ESTIMATE_TEXT = FINANCE_STRINGS['finance.stickyEstimate'];
/** Spec 02 §2: the sidebar teaser "'Only $X /wk*' for some dealers". */
export const ONLY_PER_WEEK_TEXT = FINANCE_STRINGS['finance.onlyPerWeek'];

/** Spec 02 §5: "Purchase price: digits only": every character that is not a digit is dropped. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** Spec 02 §5: purchase price "clamped on blur to 10000 minimum and 200000 maximum"; not a number gives the minimum. */
export function clampQuotePrice(value: number): number {
  if (Number.isNaN(value)) return QUOTE_PRICE_MIN;
  return Math.min(Math.max(value, QUOTE_PRICE_MIN), QUOTE_PRICE_MAX);
}

/** Spec 02 §5: the purchase price defaults to the car's price, "30000 when no car price is known" (missing, 0 or below). */
export function defaultQuotePrice(carPrice: number | null | undefined): number {
  const price = carPrice ?? 0;
  return price > 0 ? price : DEFAULT_QUOTE_PRICE;
}

export interface QuoteRequest {
  selfAssessedCreditScore: CreditScore;
  purchasePrice: number;
  loanTerm: number;
  year: number;
  vin: string | null;
  nvic: string | null;
  whoIsHelping: string;
}

/**
 * Spec 01 §7 POST /api/youx/quote from the car page: "selfAssessedCreditScore (GREAT),
 * purchasePrice, loanTerm (5), year, vin, nvic, whoIsHelping (empty)". A missing vin or nvic is
 * sent as null.
 */
export function quoteRequest(car: Pick<Car, 'price' | 'year' | 'vin' | 'nvic'>): QuoteRequest {
  return {
    selfAssessedCreditScore: DEFAULT_CREDIT_SCORE,
    purchasePrice: car.price,
    loanTerm: DEFAULT_QUOTE_TERM_YEARS,
    year: car.year,
    vin: car.vin ?? null,
    nvic: car.nvic ?? null,
    whoIsHelping: '',
  };
}

/**
 * Spec 01 §3 filter attribute weekly_price_range: the weekly repayment a car is searched by. Its
 * quote's teaser figure (whole dollars), else the first lender's weekly payment rounded the same
 * way; null when it has neither.
 */
export function weeklyRepayment(car: Pick<Car, 'youxQuote' | 'finance_lenders'>): number | null {
  const teaser = financeTeaser(car.youxQuote);
  if (teaser) return teaser.weekly;
  const lenderWeekly = Object.values(car.finance_lenders ?? {}).find(
    (lender) => lender.paymentWeek != null,
  )?.paymentWeek;
  return lenderWeekly == null ? null : Math.round(lenderWeekly);
}

/** Spec 01 §4: an out-of-stock car "hides the finance teaser"; otherwise `financeTeaser(quote)`. */
export function financeTeaserFor(car: Pick<Car, 'status'>, quote: Quote | null | undefined): FinanceTeaser | null {
  return isInStock(car) ? financeTeaser(quote) : null;
}

/**
 * Spec 01 §2 / 02 §2 sticky header: 'est. $X/wk based on sample Y% p.a.' with the rounded weekly
 * figure and the advertised rate to 2 decimals. Null when the quote has no advertised rate, as the
 * sentence cannot be completed, and when it has no comparison rate: Australian credit advertising
 * (the National Credit Code) shows an annual rate only with its comparison rate (issue 15 item 6).
 */
export function stickyEstimateText(teaser: FinanceTeaser): string | null {
  if (teaser.advertisedRate === null || teaser.comparisonRate === null) return null;
  return fillString(STICKY_ESTIMATE_TEXT, { weekly: formatMoney(teaser.weekly), rate: teaser.advertisedRate });
}

/** Spec 02 §2: the sidebar teaser 'Only $X /wk*' with the rounded weekly figure. */
export function onlyPerWeekText(teaser: FinanceTeaser): string {
  return fillString(ONLY_PER_WEEK_TEXT, { weekly: formatMoney(teaser.weekly) });
}
