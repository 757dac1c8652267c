/**
 * The vehicle page's tools (spec 01 §2, §4, §5, §8, §9; spec 02 §5 "Finance calculator (car
 * page)"): which tools a car gets and how the islands read inputs and replies.
 */
import { describe, expect, it } from 'vitest';
import {
  calculatorCarPrice,
  deliveryCheckShown,
  financeCalculatorSetup,
  formatFee,
  deliveryOutcome,
  deliveryResultText,
  financeSection,
  formatCents,
  fuelCostFromTexts,
  GAUGE_ANIMATION_DURATION_MS,
  gaugeAnimationMs,
  gaugeNeedleDegrees,
  marketPosition,
  priceGaugeOffered,
  readCalculatorField,
} from '../../../src/domain/car-tools.ts';
import { formatMoney } from '../../../src/domain/format.ts';
import { GAUGE_ANIMATION_MS } from '../../../src/domain/price-gauge.ts';
import { DeliveryConfigSchema } from '../../../src/domain/schemas/site-config.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';

const NO_ESTIMATE = DEFAULT_STRINGS['delivery.noEstimate'];
const EMPTY_POSTCODE = DEFAULT_STRINGS['delivery.emptyPostcode'];

describe('fuel calculator from what the shopper typed (spec 01 §5, §9)', () => {
  it.each([
    ['the defaults: 250/100 x 10 x 1.70', { pricePerLitre: '1.70', kmPerWeek: '250', litresPer100km: '10' }, 42.5],
    [
      '"$1.85" and "300kms": 300/100 x 10 x 1.85',
      { pricePerLitre: '$1.85', kmPerWeek: '300kms', litresPer100km: '10' },
      55.5,
    ],
    ['"1,250 kms" a week', { pricePerLitre: '2', kmPerWeek: '1,250 kms', litresPer100km: '8' }, 200],
    ['a field cleared: no figure', { pricePerLitre: '', kmPerWeek: '250', litresPer100km: '10' }, null],
    ['letters: no figure', { pricePerLitre: '1.70', kmPerWeek: 'lots', litresPer100km: '10' }, null],
    ['a negative distance: no figure', { pricePerLitre: '1.70', kmPerWeek: '-5', litresPer100km: '10' }, null],
    ['no driving costs nothing', { pricePerLitre: '1.70', kmPerWeek: '0', litresPer100km: '10' }, 0],
  ])('%s', (_name, texts, cost) => expect(fuelCostFromTexts(texts)).toBe(cost));

  it.each([
    [495, '$495'],
    [1360.5, '$1,360.50'],
    [1300, '$1,300'],
  ])('an establishment fee of %s reads %s', (amount, text) => {
    expect(formatFee(amount)).toBe(text);
  });

  it.each([
    [42.5, '$42.50'],
    [0, '$0.00'],
    [1234.567, '$1,234.57'],
  ])('a cost of %s reads %s', (amount, text) => {
    expect(formatCents(amount)).toBe(text);
  });
});

describe('delivery check (spec 01 §4, §5, §8)', () => {
  const regions = DeliveryConfigSchema.parse({ regions: [{ name: 'Gladstone', postcodes: ['4680'], price: 0 }] });
  const none = DeliveryConfigSchema.parse({});
  it.each([
    ['in stock, with regions', 'in_stock', regions, true],
    ['coming soon counts as in stock', 'coming_soon', regions, true],
    ['sold: nothing to deliver', 'sold', regions, false],
    ['no delivery regions', 'in_stock', none, false],
  ])('%s → shown %s', (_name, status, delivery, shown) => expect(deliveryCheckShown({ status }, delivery)).toBe(shown));

  it.each([
    [
      'a region and price',
      true,
      { name: 'Central Queensland', price: 490 },
      { kind: 'result', estimate: { name: 'Central Queensland', price: 490 } },
    ],
    [
      'free delivery',
      true,
      { name: 'Gladstone', price: 0 },
      { kind: 'result', estimate: { name: 'Gladstone', price: 0 } },
    ],
    ["the server's 404 text", false, { error: NO_ESTIMATE }, { kind: 'error', message: NO_ESTIMATE }],
    ["the server's 400 text", false, { error: EMPTY_POSTCODE }, { kind: 'error', message: EMPTY_POSTCODE }],
    [
      "a tenant's own wording",
      false,
      { error: 'Call us for a delivery quote.' },
      { kind: 'error', message: 'Call us for a delivery quote.' },
    ],
    ['an error without text: the no-estimate text', false, { error: ' ' }, { kind: 'error', message: NO_ESTIMATE }],
    ['a 500 page that is not JSON', false, undefined, { kind: 'error', message: NO_ESTIMATE }],
    ['"a network failure shows that same text"', false, undefined, { kind: 'error', message: NO_ESTIMATE }],
    ['a 200 without a region', true, { price: 10 }, { kind: 'error', message: NO_ESTIMATE }],
    ['a 200 with a negative price', true, { name: 'X', price: -1 }, { kind: 'error', message: NO_ESTIMATE }],
    ['a 200 with a price as text', true, { name: 'X', price: '10' }, { kind: 'error', message: NO_ESTIMATE }],
  ])('%s', (_name, ok, body, outcome) => expect(deliveryOutcome(ok, body, NO_ESTIMATE)).toEqual(outcome));

  const templates = { free: DEFAULT_STRINGS['delivery.free'], priced: DEFAULT_STRINGS['delivery.priced'] };
  it.each([
    ['price 0 is free delivery', { name: 'Gladstone', price: 0 }, 'Free delivery to Gladstone'],
    [
      'otherwise the region and price',
      { name: 'Central Queensland', price: 490 },
      'Delivery to Central Queensland: $490',
    ],
  ])('%s', (_name, estimate, text) => expect(deliveryResultText(estimate, templates, formatMoney)).toBe(text));
});

describe('finance section (spec 01 §2 "finance calculator or finance call-to-action")', () => {
  it.each([
    ['in_stock', 'calculator'],
    ['coming_soon', 'calculator'],
    ['sold', 'call-to-action'],
    ['pending', 'call-to-action'],
  ] as const)('%s → %s', (status, kind) => expect(financeSection({ status })).toBe(kind));

  it.each([
    ['the price', { price: 34990, offer_price: null }, 34990],
    ['a reduced offer price', { price: 34990, offer_price: 32990 }, 32990],
    ['an offer above the price is no reduction', { price: 34990, offer_price: 36000 }, 34990],
    ['no price: none (the calculator starts at 30000)', { price: 0, offer_price: null }, null],
    ['10 is no price (spec 01 §4 "above 10")', { price: 10, offer_price: null }, null],
  ])('the calculator starts from %s', (_name, car, price) => expect(calculatorCarPrice(car)).toBe(price));
});

describe('finance calculator fields (spec 02 §5: "A value of zero or below becomes 0. Out-of-range values are clamped.")', () => {
  const price = { min: 1000, max: 250000 };
  const deposit = { min: 0, max: 250000 };
  const rate = { min: 0.5, max: 15 };
  it.each([
    ['a price in range', '34990', price, { value: 34990, outOfRange: false }],
    ['"$34,990" as typed', '$34,990', price, { value: 34990, outOfRange: false }],
    ['below the minimum 1000: clamped up', '500', price, { value: 1000, outOfRange: true }],
    ['above the maximum 250000: clamped down', '300000', price, { value: 250000, outOfRange: true }],
    ['the bounds themselves', '250000', price, { value: 250000, outOfRange: false }],
    ['zero becomes 0', '0', price, { value: 0, outOfRange: true }],
    ['below zero becomes 0', '-5000', price, { value: 0, outOfRange: true }],
    ['cleared: 0', '', price, { value: 0, outOfRange: true }],
    ['letters: 0', 'abc', price, { value: 0, outOfRange: true }],
    ['no deposit is in range', '', deposit, { value: 0, outOfRange: false }],
    ['a rate with a % sign', '8.5%', rate, { value: 8.5, outOfRange: false }],
    ['a rate above 15', '22', rate, { value: 15, outOfRange: true }],
  ])('%s', (_name, text, range, field) => expect(readCalculatorField(text, range)).toEqual(field));
});

describe('price gauge on the page (spec 01 §4, §8, §9)', () => {
  const market = { market_range_min: 12474, market_range_max: 15921, confidence: 0.91 };
  it.each([
    ['in stock with a market range', { status: 'in_stock', autograb_data: market }, true],
    [
      'low confidence is still asked for (the reply decides)',
      { status: 'in_stock', autograb_data: { ...market, confidence: 0.1 } },
      true,
    ],
    ['no market figures', { status: 'in_stock', autograb_data: null }, false],
    ['no range', { status: 'in_stock', autograb_data: { average_market_price: 14000 } }, false],
    ['sold', { status: 'sold', autograb_data: market }, false],
  ])('%s → offered %s', (_name, car, offered) => expect(priceGaugeOffered(car)).toBe(offered));

  it('"animation 2 to 2.5 s", none with reduced motion', () => {
    expect(GAUGE_ANIMATION_DURATION_MS).toBeGreaterThanOrEqual(GAUGE_ANIMATION_MS.min);
    expect(GAUGE_ANIMATION_DURATION_MS).toBeLessThanOrEqual(GAUGE_ANIMATION_MS.max);
    expect(gaugeAnimationMs(false)).toBe(GAUGE_ANIMATION_DURATION_MS);
    expect(gaugeAnimationMs(true)).toBe(0);
  });

  it.each([
    [0, -90],
    [0.5, 0],
    [1, 90],
    [0.25, -45],
    [-1, -90],
    [2, 90],
    [Number.NaN, -90],
  ])('fill %s points the needle at %s degrees', (fill, degrees) => {
    expect(gaugeNeedleDegrees(fill)).toBe(degrees);
  });

  it.each([
    [12474, 12474, 15921, 0],
    [15921, 12474, 15921, 1],
    [14000, 13000, 15000, 0.5],
    [9000, 13000, 15000, 0],
    [14000, 14000, 14000, 0.5],
  ])('a price of %s in %s to %s sits at %s', (price, min, max, position) =>
    expect(marketPosition(price, min, max)).toBe(position),
  );
});

describe("the car page's calculator setup (spec 02 §5, §9)", () => {
  const site = (
    finance_provider: string | null,
    manufacturer: string | null,
    calculator_variant: 'standard' | 'capped' = 'standard',
  ) =>
    ({ finance_provider, manufacturer, finance: { calculator_variant } }) as Parameters<
      typeof financeCalculatorSetup
    >[1];
  const car = { price: 34990, offer_price: null, finance_lenders: { manual: { establishmentFees: 495 } } };
  it.each([
    [
      "a manual lender's own fee, default bounds",
      car,
      site('manual', 'Toyota'),
      { amountMin: 1000, amountMax: 250000, rate: [0.5, 15], fee: 495, amount: 34990 },
    ],
    [
      'youx: price from 5000, rates 7.5 to 14.5, no lender fee',
      car,
      site('youx', null),
      { amountMin: 5000, amountMax: 250000, rate: [7.5, 14.5], fee: 0, amount: 34990 },
    ],
    [
      'Nissan: price from 5000, rates 4 to 20',
      car,
      site(null, 'Nissan'),
      { amountMin: 5000, amountMax: 250000, rate: [4, 20], fee: 0, amount: 34990 },
    ],
    [
      'taurus: "Establishment fee 1360.5 for one lender"',
      car,
      site('taurus', null),
      { amountMin: 1000, amountMax: 250000, rate: [0.5, 15], fee: 1360.5, amount: 34990 },
    ],
    [
      'no price: "30000 if none"',
      { ...car, price: 0 },
      site('manual', null),
      { amountMin: 1000, amountMax: 250000, rate: [0.5, 15], fee: 495, amount: 30000 },
    ],
    [
      'capped variant with a dear car: 1.05 x the price',
      { ...car, price: 120000 },
      site(null, null, 'capped'),
      { amountMin: 1000, amountMax: 126000, rate: [0.5, 15], fee: 0, amount: 120000 },
    ],
  ])('%s', (_name, input, config, expected) => {
    const setup = financeCalculatorSetup(input, config);
    expect({
      amountMin: setup.bounds.amount.min,
      amountMax: setup.bounds.amount.max,
      rate: [setup.bounds.ratePercent.min, setup.bounds.ratePercent.max],
      fee: setup.establishmentFee,
      amount: setup.defaults.amount,
    }).toEqual(expected);
    expect(setup.defaults).toMatchObject({ termYears: 5, ratePercent: 8.5 });
  });
});
