import { parseAmountInput } from './format.ts';

/** Spec 02 §9: budget estimate = repayment x (12 monthly or 52 weekly) x 5 years + deposit. */
export const BUDGET_YEARS = 5;
export const REPAYMENTS_PER_YEAR = { weekly: 52, monthly: 12 } as const;
export type RepaymentPeriod = keyof typeof REPAYMENTS_PER_YEAR;
/** Spec 02 §9: default repayment 200 weekly or 600 monthly; default deposit 2000. */
export const DEFAULT_REPAYMENT: Record<RepaymentPeriod, number> = { weekly: 200, monthly: 600 };
export const DEFAULT_DEPOSIT = 2000;
/** Spec 02 §5: repayment and deposit are clamped to 0..1,000,000. */
export const BUDGET_INPUT_MAX = 1_000_000;
/** Spec 02 §9: the result is capped at 100000 when no maximum price is known; price minimum defaults to 0. */
export const BUDGET_CAP_WITHOUT_MAXIMUM = 100_000;
export const BUDGET_PRICE_MINIMUM = 0;
/** Spec 02 §7: budget searches only consider cars priced above 1000. */
export const BUDGET_SEARCH_PRICE_ABOVE = 1000;
/** Spec 02 §9: the body selector shows 4 body types (20 with custom bodies). */
export const BODY_SELECTOR_LIMIT = 4;
export const BODY_SELECTOR_LIMIT_CUSTOM = 20;
/** Spec 02 §9 body types. */
export const BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'ev',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'prestige',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;

/** Spec 02 §5: a repayment or deposit input; non-numeric becomes 0, and it is clamped to 0..1,000,000. */
export function budgetInput(value: string | number | null | undefined): number {
  const number = typeof value === 'number' ? value : parseAmountInput(value ?? '');
  if (number === null || !Number.isFinite(number)) return 0;
  return Math.min(BUDGET_INPUT_MAX, Math.max(0, number));
}

/** Spec 02 §9: the defaults for a repayment period. */
export function budgetDefaults(period: RepaymentPeriod): {
  repayment: number;
  deposit: number;
  period: RepaymentPeriod;
} {
  return { repayment: DEFAULT_REPAYMENT[period], deposit: DEFAULT_DEPOSIT, period };
}

/**
 * Spec 02 §9: what the shopper can spend, repayment x (12 or 52) x 5 + deposit, capped at the
 * highest price known in the stock, or at 100000 when no maximum is known.
 */
export function budgetEstimate(
  input: { repayment: number; deposit: number; period: RepaymentPeriod },
  knownMaximum?: number | null,
): number {
  const total =
    budgetInput(input.repayment) * REPAYMENTS_PER_YEAR[input.period] * BUDGET_YEARS + budgetInput(input.deposit);
  return Math.min(total, knownMaximum ?? BUDGET_CAP_WITHOUT_MAXIMUM);
}

/**
 * Spec 02 §4 / §8: the results button. Below the cheapest price in the current results it is
 * disabled and reads '0 {car type}s Found', with 'No {car type}s found for this budget'.
 */
export function budgetResultButton(
  estimate: number,
  cheapestPrice: number | null,
  count: number,
  carTypeNoun: string,
): { disabled: true; label: string; message: string } | { disabled: false; label: string } {
  if (cheapestPrice == null || estimate < cheapestPrice || count === 0) {
    return { disabled: true, label: `0 ${carTypeNoun}s Found`, message: `No ${carTypeNoun}s found for this budget` };
  }
  return { disabled: false, label: `${count.toLocaleString('en-AU')} ${carTypeNoun}${count === 1 ? '' : 's'} Found` };
}

/** The budget search's price filter: above 1000 and up to the estimate (spec 02 §7). */
export function budgetPriceFilter(estimate: number): string {
  return `price > ${BUDGET_SEARCH_PRICE_ABOVE} AND price <= ${estimate}`;
}
