/** Prices, depreciation, finance repayments and market figures for sample stock. */
import type { CarInput } from '../../src/domain/schemas/car.ts';
import type { ModelSpec } from './catalogue-types.ts';
import type { Rng } from './random.ts';

/** Dealer-style price: 34990, 34490, 8990. */
export function dealerPrice(value: number): number {
  if (value < 10000) return Math.max(990, Math.round(value / 100) * 100 - 10);
  return Math.round(value / 500) * 500 - 10;
}

/** Share of its value a vehicle keeps each year after the first: utes and four-wheel drives hold theirs. */
function retention(model: ModelSpec, electric: boolean): number {
  if (model.item === 'caravan') return 0.93;
  if (model.item !== 'car') return 0.9;
  if (electric) return 0.85;
  if (model.make === 'Mercedes-Benz' || model.make === 'BMW') return 0.87;
  if (model.body === 'ute' || model.body === 'cab-chassis' || model.model.startsWith('LandCruiser')) return 0.94;
  if (model.make === 'Toyota') return 0.935;
  return 0.915;
}

/**
 * A used price from the new price: a first-year drop, then a yearly rate, adjusted for kilometres
 * against the usual for the age (12,000-18,000 a year for cars), with some noise.
 */
export function usedPrice(
  rng: Rng,
  newPrice: number,
  model: ModelSpec,
  electric: boolean,
  ageYears: number,
  km: number | null,
  expectedKm: number | null,
): number {
  let value = newPrice * 0.9 * retention(model, electric) ** Math.max(0, ageYears - 1);
  if (km !== null && expectedKm) {
    const factor = 1 - ((km - expectedKm) / expectedKm) * 0.12;
    value *= Math.min(1.12, Math.max(0.8, factor));
  }
  value *= rng.range(0.94, 1.06);
  return dealerPrice(Math.max(value, 4500));
}

/** Level weekly repayment over `weeks` at `ratePercent` p.a., with an optional balloon. */
export function weeklyRepayment(principal: number, ratePercent: number, weeks: number, balloon = 0): number {
  const r = ratePercent / 100 / 52;
  const payment = ((principal - balloon / (1 + r) ** weeks) * r) / (1 - (1 + r) ** -weeks);
  return Math.round(payment * 100) / 100;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Published finance figures for a car, keyed by provider (spec 02 §3 "Finance lender"). */
export function financeLenders(
  rng: Rng,
  price: number,
  provider: 'manual' | 'taurus',
  lenderName: string,
): NonNullable<CarInput['finance_lenders']> {
  const interestRate = cents(rng.range(provider === 'manual' ? 5.99 : 7.49, provider === 'manual' ? 8.99 : 11.99));
  const comparisonRate = cents(interestRate + rng.range(0.25, 0.95));
  const deposit = provider === 'manual' ? dealerPrice(price * 0.1) + 10 : 0;
  const balloon = provider === 'manual' ? Math.round((price * 0.25) / 100) * 100 : 0;
  const termYears = 5;
  const paymentWeek = weeklyRepayment(price - deposit, interestRate, termYears * 52, balloon);
  return {
    [provider]: {
      disclaimer: `Estimated repayment based on a ${termYears}-year secured consumer loan at ${interestRate.toFixed(2)}% p.a. (comparison rate ${comparisonRate.toFixed(2)}% p.a. based on a 5-year secured loan of $30,000). Fees, charges and lending criteria apply.`,
      deposit,
      interestRate,
      comparisonRate,
      paymentWeek,
      paymentMonth: cents(paymentWeek * 4.33),
      totalPayable: cents(paymentWeek * termYears * 52 + deposit + balloon),
      termYears,
      termMonths: termYears * 12,
      termWeeks: termYears * 52,
      balloon,
      establishmentFees: provider === 'manual' ? 495 : 0,
      financeProvider: lenderName,
    },
  };
}

/** An instant quote as the finance partner returns it (spec 02 §3 "Quote response"). */
export function youxQuote(rng: Rng, price: number): NonNullable<CarInput['youxQuote']> {
  const advertisedRate = cents(rng.range(6.49, 13.99));
  return {
    weeklyRepaymentAmount: weeklyRepayment(price, advertisedRate, 5 * 52),
    advertisedRate,
    comparisonRate: cents(advertisedRate + rng.range(0.3, 1.2)),
  };
}

const MARKET_NOTES = ['Priced to sell', 'Competitively priced', 'Priced below similar cars nearby'];

/**
 * Market figures near the price: about a quarter sit more than $499 above it (below-market badge),
 * some ranges end under the price (gauge hidden), confidence spans 0.1-0.95.
 */
export function marketData(rng: Rng, price: number): NonNullable<CarInput['autograb_data']> {
  const belowMarket = rng.chance(0.27);
  const average = belowMarket ? price + rng.int(600, 4200) : price * rng.range(0.95, 1.045);
  const state = rng.chance(0.85) ? Math.round(average * rng.range(0.985, 1.015)) : null;
  const rangeHidesGauge = rng.chance(0.08);
  const marketMax = rangeHidesGauge ? price * rng.range(0.9, 0.98) : Math.max(average, price) * rng.range(1.06, 1.2);
  return {
    average_market_price: Math.round(average),
    state_average_market_price: state,
    market_range_min: Math.round(Math.min(average, price) * rng.range(0.8, 0.92)),
    market_range_max: Math.round(marketMax),
    confidence: Math.round(rng.range(0.1, 0.95) * 100) / 100,
    description: rng.chance(0.12) ? rng.pick(MARKET_NOTES) : null,
  };
}
