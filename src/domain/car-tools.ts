/**
 * The vehicle page's tools (spec 01 §2 "fuel and delivery calculators; ... finance calculator or
 * finance call-to-action; price-comparison gauge", §4, §5, §8, §9; spec 02 "Finance calculator (car
 * page)"): which tools a car gets, and how the islands read what the shopper typed and what the
 * functions replied. The calculations themselves live in fuel-calculator.ts, delivery.ts,
 * finance-calculator.ts and price-gauge.ts.
 */
import { formatMoney, parseAmountInput } from './format.ts';
import { offersDelivery, type DeliveryEstimate } from './delivery.ts';
import {
  calculatorBounds,
  calculatorDefaults,
  clampCalculatorValue,
  establishmentFee,
  isOutOfRange,
  type CalculatorBounds,
  type CalculatorDefaults,
  type Range,
} from './finance-calculator.ts';
import { GAUGE_ANIMATION_MS } from './price-gauge.ts';
import type { Car } from './schemas/car.ts';
import type { DeliveryConfig, SiteConfig } from './schemas/site-config.ts';
import { isInStock } from './stock.ts';
import { fillString } from './fill-string.ts';
import { type FuelInputs, parseFuelInput, weeklyFuelCost } from './fuel-calculator.ts';

const cents = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `$42.50`: a fuel cost is a few dollars a week, so its cents matter (formatMoney rounds to dollars). */
export function formatCents(amount: number): string {
  return cents.format(amount);
}

/**
 * `$495` or `$1,360.50`: a fee as the lender states it, with cents only when it has some (spec 02
 * §9 "Establishment fee 1360.5"), where formatMoney would round it to `$1,361`.
 */
export function formatFee(amount: number): string {
  return Number.isInteger(amount) ? formatMoney(amount) : formatCents(amount);
}

/** What the shopper typed in the fuel calculator's three fields, as typed. */
export interface FuelTexts {
  pricePerLitre: string;
  kmPerWeek: string;
  litresPer100km: string;
}

/**
 * Spec 01 §5 / §9: the weekly cost from the three free-text fields (each read by parseFuelInput:
 * '$1.85' is 1.85, '300kms' is 300), or null while a field holds no number or a negative one, so
 * the calculator shows no figure rather than a wrong one.
 */
export function fuelCostFromTexts(texts: FuelTexts): number | null {
  const inputs: Partial<FuelInputs> = {};
  for (const key of ['pricePerLitre', 'kmPerWeek', 'litresPer100km'] as const) {
    const value = parseFuelInput(texts[key]);
    if (value === null || value < 0) return null;
    inputs[key] = value;
  }
  return weeklyFuelCost(inputs as FuelInputs);
}

/**
 * Spec 01 §2 / §4 delivery check: offered where the dealer has delivery regions
 * (`offersDelivery`), and only for a car still in stock: a sold car cannot be delivered, and its
 * page offers a similar car instead (spec 01 §4 "Out of stock shows the SOLD message").
 */
export function deliveryCheckShown(car: Pick<Car, 'status'>, delivery: DeliveryConfig): boolean {
  return offersDelivery(delivery) && isInStock(car);
}

/** What the delivery check shows after a call (spec 01 §4 "result, error"). */
export type DeliveryOutcome = { kind: 'result'; estimate: DeliveryEstimate } | { kind: 'error'; message: string };

/**
 * Reads GET /api/delivery's reply: a 2xx with a region name and a price of 0 or more is the result;
 * any other reply shows the server's own `error` text (the tenant's wording of 'Please enter a
 * postcode.' or 'Sorry, we can't provide an estimate ...'), and a reply without one, or no reply
 * at all (a network failure: `body` undefined), shows `fallback`, the no-estimate text (spec 01 §8).
 */
export function deliveryOutcome(ok: boolean, body: unknown, fallback: string): DeliveryOutcome {
  const reply = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (
    ok &&
    typeof reply.name === 'string' &&
    reply.name !== '' &&
    typeof reply.price === 'number' &&
    reply.price >= 0
  ) {
    return { kind: 'result', estimate: { name: reply.name, price: reply.price } };
  }
  if (!ok && typeof reply.error === 'string' && reply.error.trim() !== '')
    return { kind: 'error', message: reply.error };
  return { kind: 'error', message: fallback };
}

/**
 * The sentence for a delivery estimate: a price of 0 is free delivery ('Free delivery to
 * {name}'), otherwise the region and the price ('Delivery to {name}: {price}'), the price formatted
 * by the caller.
 */
export function deliveryResultText(
  estimate: DeliveryEstimate,
  templates: { free: string; priced: string },
  formatPrice: (price: number) => string,
): string {
  return estimate.price === 0
    ? fillString(templates.free, { name: estimate.name })
    : fillString(templates.priced, { name: estimate.name, price: formatPrice(estimate.price) });
}

/**
 * Spec 01 §2 "finance calculator or finance call-to-action": a car in stock gets the calculator
 * (a car without a price starts it at 30000, spec 02 §9); a car no longer in stock gets the
 * call-to-action to the finance page, as its finance buttons and teaser are hidden too (spec 01 §4).
 */
export function financeSection(car: Pick<Car, 'status'>): 'calculator' | 'call-to-action' {
  return isInStock(car) ? 'calculator' : 'call-to-action';
}

/**
 * The price the calculator starts from ("amount is the car price", spec 02 §9): what the car sells
 * for, its reduced (offer) price when it has one below the price, else its price; null when that is
 * not above 10 (spec 01 §4: no price is shown), so the calculator starts at 30000.
 */
export function calculatorCarPrice(car: Pick<Car, 'price' | 'offer_price'>): number | null {
  const reduced =
    car.offer_price != null && car.offer_price > 0 && car.offer_price < car.price ? car.offer_price : null;
  const amount = reduced ?? car.price;
  return amount > 10 ? amount : null;
}

/** What the car page's finance calculator starts from. */
export interface FinanceCalculatorSetup {
  bounds: CalculatorBounds;
  defaults: CalculatorDefaults;
  establishmentFee: number;
}

/**
 * The calculator for this car on this site (spec 02 §5, §9): bounds by the site's finance provider,
 * its make and its calculator variant; defaults from the car's price (calculatorCarPrice); the
 * establishment fee of the site's lender, read from the car's figures for that lender
 * (`finance_lenders[finance_provider]`; Taurus's fee is fixed by the spec).
 */
export function financeCalculatorSetup(
  car: Pick<Car, 'price' | 'offer_price' | 'finance_lenders'>,
  site: Pick<SiteConfig, 'finance_provider' | 'manufacturer'> & {
    finance: Pick<SiteConfig['finance'], 'calculator_variant'>;
  },
): FinanceCalculatorSetup {
  const provider = site.finance_provider ?? null;
  const variant = site.finance.calculator_variant;
  const carPrice = calculatorCarPrice(car);
  const lender = provider ? (car.finance_lenders?.[provider] ?? null) : null;
  return {
    bounds: calculatorBounds({ provider, brand: site.manufacturer ?? null, variant, carPrice }),
    defaults: calculatorDefaults({ carPrice, variant }),
    establishmentFee: establishmentFee(provider, lender, variant),
  };
}

/** One calculator field as typed: the value the calculation uses and whether to show the range help text. */
export interface CalculatorField {
  value: number;
  outOfRange: boolean;
}

/**
 * Spec 02 §5 calculator fields: the text is read like every money input ('$34,990', a trailing
 * '%' too); "A value of zero or below becomes 0. Out-of-range values are clamped." A cleared or
 * unreadable field counts as 0. `outOfRange` says the shopper's own figure was outside [min, max],
 * which shows 'Cannot be less than {min} or more than {max}'.
 */
export function readCalculatorField(text: string, range: Range): CalculatorField {
  const typed = parseAmountInput(text.replace(/%\s*$/, '')) ?? 0;
  return { value: clampCalculatorValue(typed, range), outOfRange: isOutOfRange(typed, range) };
}

/**
 * Spec 01 §4 / §8: the gauge is offered for a car in stock whose market figures hold a range: the
 * section reserves its place and asks GET /api/cars/{slug}/autogauge as it nears the view. A car
 * without market figures has no data to ask for (the call could only answer 'No data returned'),
 * and a deal rating on a car no longer for sale would mislead.
 */
export function priceGaugeOffered(car: Pick<Car, 'status' | 'autograb_data'>): boolean {
  const market = car.autograb_data;
  return isInStock(car) && market?.market_range_min != null && market.market_range_max != null;
}

/** Spec 01 §9 "animation 2 to 2.5 s": the needle and fill take 2.25 s, inside the range. */
export const GAUGE_ANIMATION_DURATION_MS = (GAUGE_ANIMATION_MS.min + GAUGE_ANIMATION_MS.max) / 2;

/** The gauge's animation time: none for a shopper who asks for reduced motion, else 2.25 s. */
export function gaugeAnimationMs(prefersReducedMotion: boolean): number {
  return prefersReducedMotion ? 0 : GAUGE_ANIMATION_DURATION_MS;
}

/**
 * Where the needle points on the half-dial: fill 0 straight left (-90 degrees), 1 straight right
 * (90), 0.5 up; a fill outside 0 to 1 is held at the ends.
 */
export function gaugeNeedleDegrees(fill: number): number {
  const held = Math.min(1, Math.max(0, Number.isFinite(fill) ? fill : 0));
  return -90 + 180 * held;
}

/**
 * Where the listing price sits on the market range, 0 at its bottom and 1 at its top, held to the
 * range, for the marker under the gauge. An empty range puts it in the middle.
 */
export function marketPosition(price: number, min: number, max: number): number {
  if (!(max > min)) return 0.5;
  return Math.min(1, Math.max(0, (price - min) / (max - min)));
}
