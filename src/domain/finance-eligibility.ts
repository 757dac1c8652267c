import type { Car } from './schemas/car.ts';
import type { FinanceLender } from './schemas/finance.ts';
import { isInStock } from './stock.ts';

/** Spec 02 §5 / §9: "Taurus age limit 12 years": the vehicle year must be newer than the current year minus 12. */
export const TAURUS_MAX_AGE_YEARS = 12;
/** Spec 02 §5 / §9: "minimum price for eligibility above 500". */
export const FINANCE_MIN_PRICE = 500;
/** Spec 02 §5: the external valuation tool needs a car "priced above 200". */
export const EXTERNAL_VALUATION_MIN_PRICE = 200;
/** Spec 02 §5: "Never shown for a Suzuki manufacturer site" (compared case-insensitively). */
export const FINANCE_BOX_HIDDEN_MANUFACTURER = 'suzuki';

export type FinanceBoxCar = Pick<Car, 'year' | 'price' | 'status'>;
export type FinanceBoxLender = Pick<FinanceLender, 'interestRate' | 'comparisonRate' | 'paymentWeek' | 'paymentMonth'>;

export interface FinanceBoxSite {
  /** The site's franchise make (site.json `manufacturer`). */
  manufacturer?: string | null;
  /**
   * site.json `finance.finance_box`: false on the dealership sites that never show the box (spec 02
   * §5 "a fixed list of five named dealership sites"; the spec does not name them, so each of those
   * tenants switches it off in its own configuration).
   */
  finance: { finance_box: boolean };
}

function lenderRuleHolds(
  car: FinanceBoxCar,
  lenderKey: string | null,
  lender: FinanceBoxLender,
  currentYear: number,
): boolean {
  const inStock = isInStock(car);
  const priced = car.price > FINANCE_MIN_PRICE;
  switch (lenderKey) {
    case 'taurus':
      return car.year > currentYear - TAURUS_MAX_AGE_YEARS && priced && inStock;
    case '360-finance':
    case 'ausloans':
      return inStock;
    case 'manual':
    case 'angle':
    case 'powertorque':
      return priced && inStock && lender.paymentWeek != null;
    case 'nissan-finance':
      return priced && inStock && lender.paymentMonth != null;
    default:
      return true;
  }
}

/**
 * Spec 02 §5 "Finance box eligibility": shown only when lender data exists and neither
 * interestRate nor comparisonRate is null (absent counts as null); never on a Suzuki manufacturer
 * site or on a dealership site that switches the box off. Then per lender key:
 * - `taurus`: year newer than currentYear - 12 (strictly), price above 500, in stock (its
 *   "comparison rate present" is already the general rule);
 * - `360-finance`, `ausloans`: in stock;
 * - `manual`, `angle`, `powertorque`: price above 500, in stock, weekly payment present;
 * - `nissan-finance`: price above 500, in stock, monthly payment present;
 * - any other key (or none): the general rule only, as the spec sets nothing more for them.
 * In stock means in_stock or coming_soon (`isInStock`).
 */
export function financeBoxEligible(
  car: FinanceBoxCar,
  lenderKey: string | null,
  lender: FinanceBoxLender | null | undefined,
  site: FinanceBoxSite,
  currentYear: number,
): boolean {
  if (lender == null || lender.interestRate == null || lender.comparisonRate == null) return false;
  if (site.manufacturer?.toLowerCase() === FINANCE_BOX_HIDDEN_MANUFACTURER) return false;
  if (!site.finance.finance_box) return false;
  return lenderRuleHolds(car, lenderKey, lender, currentYear);
}

/**
 * Spec 01 §7 / 02 §5: the car page fetches an instant quote "only when a feature flag is on, the car
 * has no quote yet and price is above 0". A stored quote without a weekly repayment cannot be shown,
 * so it counts as no quote.
 */
export function shouldFetchQuote(car: Pick<Car, 'price' | 'youxQuote'>, quoteFeatureOn: boolean): boolean {
  return quoteFeatureOn && car.youxQuote?.weeklyRepaymentAmount == null && car.price > 0;
}

/**
 * Spec 02 §5: "A car qualifies for an external valuation-tool feature only when in_stock, not sold,
 * not reserved, and priced above 200". Status must be exactly in_stock (coming_soon does not count).
 */
export function externalValuationEligible(car: Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>): boolean {
  return (
    car.status === 'in_stock' && car.sold !== true && car.reserved !== true && car.price > EXTERNAL_VALUATION_MIN_PRICE
  );
}
