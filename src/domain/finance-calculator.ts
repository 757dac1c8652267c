/** Spec 02 §3 / §9: repayment frequencies, as payments per year (week 52, fortnight 26, month 12). */
export const REPAYMENT_FREQUENCIES = { week: 52, fortnight: 26, month: 12 } as const;
export type RepaymentFrequency = keyof typeof REPAYMENT_FREQUENCIES;

export { CALCULATOR_VARIANTS, type CalculatorVariant } from './calculator-variants.ts';
import type { CalculatorVariant } from './calculator-variants.ts';

/** Spec 02 §5 / §9: "A repayment at or below 25 shows 'Enquire for Finance'" ("Weekly figure at or below 25 is unavailable"). */
export const MAX_UNAVAILABLE_REPAYMENT = 25;

/** Spec 02 §9: "Establishment fee 1360.5 for one lender" (the lender keyed `taurus`). */
export const TAURUS_ESTABLISHMENT_FEE = 1360.5;
/** Spec 02 §9: "(1300 on a provider variant)". */
export const PROVIDER_VARIANT_ESTABLISHMENT_FEE = 1300;
/** The lender key whose establishment fee the spec fixes. */
export const TAURUS_LENDER_KEY = 'taurus';

/** Spec 02 §5: purchase price minimum 1000. */
export const CALCULATOR_MIN_PRICE = 1000;
/** Spec 02 §5: purchase price minimum "5000 for one provider or brand" (youx; Nissan). */
export const CALCULATOR_MIN_PRICE_YOUX_OR_NISSAN = 5000;
/** Spec 02 §5: purchase price maximum 250000. */
export const CALCULATOR_MAX_PRICE = 250000;
/** Spec 02 §5: purchase price maximum on the capped variant, 100000. */
export const CAPPED_MAX_PRICE = 100000;
/** Spec 02 §5: on the capped variant the maximum is "1.05 times the price when price exceeds 100000". */
export const CAPPED_PRICE_FACTOR = 1.05;
/** Spec 02 §5: purchase price step 500. */
export const CALCULATOR_PRICE_STEP = 500;
/** Spec 02 §5: loan term 1 to 7 years, step 0.5. */
export const CALCULATOR_MIN_TERM_YEARS = 1;
/** Spec 02 §5: loan term at most 7 years. */
export const CALCULATOR_MAX_TERM_YEARS = 7;
/** Spec 02 §5: "maximum 5 on some variants" (the capped variant). */
export const CAPPED_MAX_TERM_YEARS = 5;
/** Spec 02 §5: loan term step 0.5. */
export const CALCULATOR_TERM_STEP = 0.5;
/** Spec 02 §5: interest rate default bounds 0.5 to 15. */
export const DEFAULT_RATE_BOUNDS = { min: 0.5, max: 15 } as const;
/** Spec 02 §5: "7.5 to 14.5 for one provider" (youx). */
export const YOUX_RATE_BOUNDS = { min: 7.5, max: 14.5 } as const;
/** Spec 02 §5: "4 to 20 for one brand" (Nissan). */
export const NISSAN_RATE_BOUNDS = { min: 4, max: 20 } as const;
/** Spec 02 §5: interest rate step 0.5. */
export const CALCULATOR_RATE_STEP = 0.5;
/** Spec 02 §5: deposit or trade-in, and residual, 0 to 250000. */
export const CALCULATOR_MAX_DEPOSIT = 250000;
/** Spec 02 §5: residual repayment 0 to 250000. */
export const CALCULATOR_MAX_RESIDUAL = 250000;
/** Spec 02 §9: "amount is the car price (30000 if none)". */
export const DEFAULT_CALCULATOR_AMOUNT = 30000;
/** Spec 02 §9: default term 5 years. */
export const DEFAULT_CALCULATOR_TERM_YEARS = 5;
/** Spec 02 §9: "(6 on some variants)" (the provider-fee variant). */
export const PROVIDER_VARIANT_TERM_YEARS = 6;
/** Spec 02 §9: default interest 8.5. */
export const DEFAULT_CALCULATOR_RATE = 8.5;
/** Spec 02 §9: "another default 10" (the locked-rate variant, where it is also the only rate). */
export const LOCKED_CALCULATOR_RATE = 10;
/** The provider whose price minimum is 5000 and whose rates run 7.5 to 14.5. */
export const YOUX_PROVIDER = 'youx';
/** The brand whose price minimum is 5000 and whose rates run 4 to 20 (compared case-insensitively). */
export const NISSAN_BRAND = 'nissan';

export interface Range {
  min: number;
  max: number;
}
export interface SliderBounds extends Range {
  step: number;
}

export interface RepaymentInput {
  /** Purchase price. */
  amount: number;
  /** Deposit or trade-in, paid up front. */
  deposit: number;
  /** Residual (balloon): the amount still owing after the last repayment. */
  residual: number;
  termYears: number;
  ratePercent: number;
  frequency: RepaymentFrequency;
  establishmentFee: number;
}

export interface RepaymentFigures {
  /** Whole dollars, rounded up from the cents figure (spec 02 §9 "Payments rounded up"). */
  repayment: number;
  /** The repayment to the cent: a spreadsheet's PMT(rate, nper, -pv, fv), rounded to cents. */
  exactRepayment: number;
  periods: number;
  /** What the shopper pays in all: the rounded-up repayment times the periods, plus the residual. */
  totalPayable: number;
}

export type CalculatorResult =
  // 'enquire': the calculator shows its 'Enquire for Finance' text (finance-calculator-texts.ts) in place of a figure.
  ({ kind: 'repayment' } & RepaymentFigures) | { kind: 'enquire' };

/**
 * Spec 02 §3: the number of repayments, term in years times the frequency (week 52, fortnight 26,
 * month 12): 2.5 years monthly is 30, weekly 130. A term off the 0.5-year steps is rounded to a
 * whole number of repayments.
 */
export function repaymentPeriods(termYears: number, frequency: RepaymentFrequency): number {
  return Math.round(termYears * REPAYMENT_FREQUENCIES[frequency]);
}

/**
 * Spec 02 §3 / §9 repayment: the principal (amount less deposit, plus the establishment fee) repaid
 * over term x frequency periods at ratePercent / 100 / frequency per period, leaving the residual
 * owing; equal to a spreadsheet's PMT(rate, nper, -pv, fv), and (pv - fv) / n at rate 0. The figure
 * is rounded to cents first so float noise cannot push it up a dollar, then up to whole dollars
 * ("Payments rounded up"). Throws a RangeError for a term shorter than one repayment.
 */
export function repayment(input: RepaymentInput): RepaymentFigures {
  const periods = repaymentPeriods(input.termYears, input.frequency);
  if (periods < 1) throw new RangeError(`term of ${input.termYears} years gives no ${input.frequency}ly repayment`);
  const principal = input.amount - input.deposit + input.establishmentFee;
  const rate = input.ratePercent / 100 / REPAYMENT_FREQUENCIES[input.frequency];
  const growth = (1 + rate) ** periods;
  const payment =
    rate === 0 ? (principal - input.residual) / periods : ((principal * growth - input.residual) * rate) / (growth - 1);
  const cents = Math.round(payment * 100);
  const whole = Math.ceil(cents / 100);
  return { repayment: whole, exactRepayment: cents / 100, periods, totalPayable: whole * periods + input.residual };
}

/**
 * Spec 02 §5: "A repayment at or below 25 shows 'Enquire for Finance' and a blank total" (§9
 * "Weekly figure at or below 25 is unavailable", applied here to every frequency). A term of zero
 * (a cleared field) or a figure that is not a number also gives the enquiry label.
 */
export function calculatorResult(input: RepaymentInput): CalculatorResult {
  if (repaymentPeriods(input.termYears, input.frequency) < 1) return { kind: 'enquire' };
  const figures = repayment(input);
  if (!(figures.repayment > MAX_UNAVAILABLE_REPAYMENT)) return { kind: 'enquire' };
  return { kind: 'repayment', ...figures };
}

/**
 * Spec 02 §9: "Establishment fee 1360.5 for one lender (1300 on a provider variant), otherwise 0
 * unless supplied by the lender". The one lender is `taurus`; the provider variant is the site's
 * `provider-fee` calculator variant. Any other lender: its `establishmentFees`, else 0.
 */
export function establishmentFee(
  lenderKey: string | null,
  lender: { establishmentFees?: number | null } | null,
  variant: CalculatorVariant,
): number {
  if (lenderKey === TAURUS_LENDER_KEY) {
    return variant === 'provider-fee' ? PROVIDER_VARIANT_ESTABLISHMENT_FEE : TAURUS_ESTABLISHMENT_FEE;
  }
  return lender?.establishmentFees ?? 0;
}

export interface CalculatorBoundsInput {
  /** The site's finance provider (`finance_provider`). */
  provider: string | null;
  /** The site's manufacturer (brand), compared case-insensitively. */
  brand: string | null;
  variant: CalculatorVariant;
  carPrice: number | null;
}

export interface CalculatorBounds {
  amount: SliderBounds;
  termYears: SliderBounds;
  ratePercent: SliderBounds;
  deposit: SliderBounds;
  residual: SliderBounds;
}

function isNissan(brand: string | null): boolean {
  return brand?.toLowerCase() === NISSAN_BRAND;
}

function maxPrice(variant: CalculatorVariant, carPrice: number | null): number {
  if (variant !== 'capped') return CALCULATOR_MAX_PRICE;
  const price = carPrice ?? 0;
  if (price <= CAPPED_MAX_PRICE) return CAPPED_MAX_PRICE;
  // Rounded to cents: 100003 * 1.05 is 105003.15000000001 in floating point.
  return Math.round(price * CAPPED_PRICE_FACTOR * 100) / 100;
}

function rateRange(provider: string | null, brand: string | null, variant: CalculatorVariant): Range {
  if (variant === 'locked-rate') return { min: LOCKED_CALCULATOR_RATE, max: LOCKED_CALCULATOR_RATE };
  if (provider === YOUX_PROVIDER) return { ...YOUX_RATE_BOUNDS };
  if (isNissan(brand)) return { ...NISSAN_RATE_BOUNDS };
  return { ...DEFAULT_RATE_BOUNDS };
}

/**
 * Spec 02 §5 calculator bounds. Purchase price: minimum 1000 (5000 for the provider `youx` or the
 * brand Nissan), maximum 250000 (capped variant: 100000, or 1.05 times the car's price when it
 * exceeds 100000), step 500. Term: 1 to 7 years (5 on the capped variant), step 0.5. Interest: 0.5
 * to 15; 7.5 to 14.5 for youx; 4 to 20 for Nissan; step 0.5; locked at the default rate on the
 * locked-rate variant (the lock wins, then the provider, then the brand). Deposit or trade-in and
 * residual: 0 to 250000, step 500 like the price (the spec names no step for them).
 */
export function calculatorBounds({ provider, brand, variant, carPrice }: CalculatorBoundsInput): CalculatorBounds {
  const minPrice =
    provider === YOUX_PROVIDER || isNissan(brand) ? CALCULATOR_MIN_PRICE_YOUX_OR_NISSAN : CALCULATOR_MIN_PRICE;
  return {
    amount: { min: minPrice, max: maxPrice(variant, carPrice), step: CALCULATOR_PRICE_STEP },
    termYears: {
      min: CALCULATOR_MIN_TERM_YEARS,
      max: variant === 'capped' ? CAPPED_MAX_TERM_YEARS : CALCULATOR_MAX_TERM_YEARS,
      step: CALCULATOR_TERM_STEP,
    },
    ratePercent: { ...rateRange(provider, brand, variant), step: CALCULATOR_RATE_STEP },
    deposit: { min: 0, max: CALCULATOR_MAX_DEPOSIT, step: CALCULATOR_PRICE_STEP },
    residual: { min: 0, max: CALCULATOR_MAX_RESIDUAL, step: CALCULATOR_PRICE_STEP },
  };
}

export interface CalculatorDefaults {
  amount: number;
  termYears: number;
  ratePercent: number;
}

/**
 * Spec 02 §9 "Calculator defaults: amount is the car price (30000 if none); term 5 years (6 on some
 * variants); interest 8.5 (another default 10)". A price missing or 0 and below counts as none; the
 * 6-year term belongs to the provider-fee variant (the capped variant's maximum is 5), the 10% rate
 * to the locked-rate variant.
 */
export function calculatorDefaults({
  carPrice,
  variant,
}: {
  carPrice: number | null;
  variant: CalculatorVariant;
}): CalculatorDefaults {
  const price = carPrice ?? 0;
  return {
    amount: price > 0 ? price : DEFAULT_CALCULATOR_AMOUNT,
    termYears: variant === 'provider-fee' ? PROVIDER_VARIANT_TERM_YEARS : DEFAULT_CALCULATOR_TERM_YEARS,
    ratePercent: variant === 'locked-rate' ? LOCKED_CALCULATOR_RATE : DEFAULT_CALCULATOR_RATE,
  };
}

/**
 * Spec 02 §5: "A value of zero or below becomes 0. Out-of-range values are clamped." Not a number
 * also becomes 0; anything else is clamped into [min, max].
 */
export function clampCalculatorValue(value: number, range: Range): number {
  if (!(value > 0)) return 0;
  return Math.min(Math.max(value, range.min), range.max);
}

/** Spec 02 §5: whether to show the range help text: the value is below min, above max, or not a number. */
export function isOutOfRange(value: number, range: Range): boolean {
  return !(value >= range.min && value <= range.max);
}
