/**
 * The trade-in valuation's rules (spec 02 §2 "Trade-in valuation", §3 "Valuation sends id and
 * adjustmentAnswers", §4 "accepting the offer is the final step of a valuation lead", §9 trade-in
 * FAQ): the online-estimate limit, the condition questions, and the `market` estimate from
 * comparable cars. Pure: the stock, the settings and the time are parameters.
 */
import { onlineEstimateAvailable, ONLINE_ESTIMATE_MAX_AGE_YEARS } from './car-actions.ts';
import type { Car } from './schemas/car.ts';
import type { ValuationSettings } from './schemas/valuation-settings.ts';
import { ADJUSTMENT_QUESTIONS } from './valuation-questions.ts';

/** The car being valued: from the registration lookup or the shopper's picker. */
export interface TradeInVehicle {
  year: number;
  make: string;
  model: string;
  badge?: string | null;
  body?: string | null;
  transmission?: string | null;
}

export type AdjustmentAnswers = Readonly<Record<string, string | number | boolean | null>>;

/** The value's total adjustment (a fraction, 0 or below) for these answers; unknown answers count as none. */
export function adjustmentOf(answers: AdjustmentAnswers): number {
  let total = 0;
  for (const question of ADJUSTMENT_QUESTIONS) {
    const answer = answers[question.name];
    const option = question.options.find(([label]) => label === answer);
    if (option) total += option[1];
  }
  return total;
}

/** Why a car gets a dealer appraisal instead of an online estimate (spec 02 §9). */
export type AppraisalReason = 'age' | 'km';

/**
 * Spec 02 §9 trade-in FAQ: "cars over 7 years or 100,000 km get no online estimate". The rule is
 * `onlineEstimateAvailable` (car-actions.ts); this names which limit a car is past, or null.
 */
export function appraisalReason(vehicle: { year: number; km: number }, now: Date): AppraisalReason | null {
  if (onlineEstimateAvailable(vehicle, now)) return null;
  return now.getUTCFullYear() - vehicle.year > ONLINE_ESTIMATE_MAX_AGE_YEARS ? 'age' : 'km';
}

/** What a comparable car contributes: its market figure when the feed has one, else its asking price. */
/** What a comparable is read for (the whole market data is not needed: the edge lists cars with less). */
type Comparable = Pick<Car, 'make' | 'model' | 'badge' | 'year' | 'km' | 'price' | 'car_type'> & {
  autograb_data?: { average_market_price?: number | null } | null;
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The comparable cars: used or demo (a new car is no guide to a trade-in), same make and model,
 * within the year and km windows, with a price or a market figure.
 */
export function comparableCars<T extends Comparable>(
  vehicle: TradeInVehicle & { km: number },
  cars: Iterable<T>,
  settings: Pick<ValuationSettings, 'year_window' | 'km_window'>,
): T[] {
  const found: T[] = [];
  for (const car of cars) {
    if (car.car_type === 'new') continue;
    if (!same(car.make, vehicle.make) || !same(car.model, vehicle.model)) continue;
    if (Math.abs(car.year - vehicle.year) > settings.year_window) continue;
    if (car.km == null || Math.abs(car.km - vehicle.km) > settings.km_window) continue;
    if (retailFigure(car) === null) continue;
    found.push(car);
  }
  return found;
}

/** A comparable's retail figure: the market's average price when known, else the advertised price. */
export function retailFigure(car: Pick<Comparable, 'price' | 'autograb_data'>): number | null {
  const market = car.autograb_data?.average_market_price;
  if (market != null && market > 0) return market;
  return car.price > 0 ? car.price : null;
}

/** The value at fraction `p` of sorted figures, interpolated between neighbours. */
function quantile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

const toHundred = (value: number) => Math.max(0, Math.round(value / 100) * 100);

export type MarketEstimate =
  { kind: 'estimate'; low: number; high: number; comparables: number } | { kind: 'too-few'; comparables: number };

/**
 * The `market` estimate: the middle half of the comparables' retail figures (first to third
 * quartile; only the same badge's when there are at least `min_comparables` of them), less the condition adjustment and the dealer's reconditioning margin, rounded to $100.
 * Fewer comparables than `min_comparables` give no estimate.
 */
export function marketEstimate(
  vehicle: TradeInVehicle & { km: number },
  answers: AdjustmentAnswers,
  cars: Iterable<Comparable>,
  settings: Pick<ValuationSettings, 'year_window' | 'km_window' | 'min_comparables' | 'reconditioning_margin_percent'>,
): MarketEstimate {
  const all = comparableCars(vehicle, cars, settings);
  // The same badge where there are enough of them: a GXL is not valued from GX prices.
  const badge = vehicle.badge?.trim();
  const sameBadge = badge ? all.filter((car) => same(car.badge ?? '', badge)) : [];
  const comparables = sameBadge.length >= settings.min_comparables ? sameBadge : all;
  if (comparables.length < settings.min_comparables) return { kind: 'too-few', comparables: comparables.length };
  const figures = comparables.map((car) => retailFigure(car)!).sort((a, b) => a - b);
  const factor = (1 + adjustmentOf(answers)) * (1 - settings.reconditioning_margin_percent / 100);
  return {
    kind: 'estimate',
    low: toHundred(quantile(figures, 0.25) * factor),
    high: toHundred(quantile(figures, 0.75) * factor),
    comparables: comparables.length,
  };
}

/** The picker's choices from a stock: makes, their models, each model's badges, sorted. */
export function pickerChoices(
  cars: Iterable<Pick<Car, 'make' | 'model' | 'badge' | 'car_type'>>,
): Record<string, Record<string, string[]>> {
  const makes = new Map<string, Map<string, Set<string>>>();
  for (const car of cars) {
    if (car.car_type === 'new') continue;
    const models = makes.get(car.make) ?? new Map<string, Set<string>>();
    makes.set(car.make, models);
    const badges = models.get(car.model) ?? new Set<string>();
    models.set(car.model, badges);
    if (car.badge?.trim()) badges.add(car.badge.trim());
  }
  const sorted = <T>(entries: Iterable<[string, T]>) => [...entries].sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(
    sorted(makes).map(([make, models]) => [
      make,
      Object.fromEntries(sorted(models).map(([model, badges]) => [model, [...badges].sort()])),
    ]),
  );
}

/** The site values cars online: the journey with an estimate, not only the trade-in lead form. */
export function valuesCarsOnline(site: { valuation: Pick<ValuationSettings, 'provider'> }): boolean {
  return site.valuation.provider !== 'none';
}

/** A text that promises an instant or online estimate (the feature banner's default "Get an instant offer in 2 minutes"). */
const PROMISES_INSTANT = /\binstant\b|\bonline estimate\b/i;

/**
 * Issue 17 item 13 (spec 02 §2 banner "sell your car with an instant offer in 2 minutes"): the
 * promise is true where the site values cars online; elsewhere a trade-in item that promises it
 * reads `appraisalText` instead.
 */
export function truthfulFeatureBanner<T extends { icon: string; text: string }>(
  items: readonly T[],
  site: { valuation: Pick<ValuationSettings, 'provider'> },
  appraisalText: string,
): T[] {
  if (valuesCarsOnline(site)) return [...items];
  return items.map((item) =>
    item.icon === 'trade-in' && PROMISES_INSTANT.test(item.text) ? { ...item, text: appraisalText } : item,
  );
}
