import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FUEL_PRICE_PER_LITRE,
  DEFAULT_KM_PER_WEEK,
  DEFAULT_LITRES_PER_100KM,
  fuelCalculatorDefaults,
  fuelCalculatorShown,
  parseFuelInput,
  weeklyFuelCost,
} from '../../../src/domain/fuel-calculator.ts';
import {
  GAUGE_ANIMATION_MS,
  GAUGE_HIGH_FROM,
  GAUGE_MEDIUM_FROM,
  GAUGE_MIN_CONFIDENCE,
  GAUGE_NO_DATA,
  gaugeBand,
  gaugeDataFromMarket,
  GREAT_DEAL_FROM,
  priceGauge,
} from '../../../src/domain/price-gauge.ts';

describe('fuel calculator (spec 01 §5, §9)', () => {
  it("uses the spec's defaults: 1.70 per litre, 250 kms per week, 10 L/100km", () => {
    expect([DEFAULT_FUEL_PRICE_PER_LITRE, DEFAULT_KM_PER_WEEK, DEFAULT_LITRES_PER_100KM]).toEqual([1.7, 250, 10]);
  });

  it.each([
    ["the car's combined consumption", { variant: { fuelconsumptioncombined: 6.8 } }, 6.8],
    ['"10 L/100km when the car\'s value is missing"', {}, 10],
    ['10 when the variant has no figure', { variant: { fuelconsumptioncombined: null } }, 10],
    ['10 when the figure is 0', { variant: { fuelconsumptioncombined: 0 } }, 10],
  ])('defaults use %s', (_name, car, litres) => {
    expect(fuelCalculatorDefaults(car)).toEqual({ pricePerLitre: 1.7, kmPerWeek: 250, litresPer100km: litres });
  });

  it.each([
    ['$1.85', 1.85],
    ['1,250', 1250],
    ['250kms', 250],
    ['300 kms', 300],
    ['300 KMS', 300],
    [' 7.5 ', 7.5],
    ['', null],
    ['   ', null],
    ['ten', null],
    ['$', null],
    ['12kms5', null],
    ['250kmsx', null],
  ])('"a dollar sign, comma and the suffix kms are stripped": %j → %s', (text, value) =>
    expect(parseFuelInput(text)).toBe(value),
  );

  it.each([
    ['the defaults: 250/100 x 10 x 1.70', { kmPerWeek: 250, litresPer100km: 10, pricePerLitre: 1.7 }, 42.5],
    ['a frugal car', { kmPerWeek: 250, litresPer100km: 6.8, pricePerLitre: 1.7 }, 28.9],
    ['to the cent', { kmPerWeek: 333, litresPer100km: 7.3, pricePerLitre: 1.899 }, 46.16],
    ['no driving', { kmPerWeek: 0, litresPer100km: 10, pricePerLitre: 1.7 }, 0],
  ])('"cost = distance/100 x consumption x price": %s', (_name, inputs, cost) =>
    expect(weeklyFuelCost(inputs)).toBe(cost),
  );

  it.each([
    ['Electric', null, false],
    [null, 'Electric', false],
    ['Hybrid', 'Petrol - Electric Hybrid', true],
    ['Petrol', 'Unleaded Petrol', true],
    ['Diesel', null, true],
    [null, null, true],
  ])('"It is hidden for electric fuel": simple_fuel %j, fuel %j → shown %s', (simpleFuel, fuel, shown) => {
    expect(fuelCalculatorShown({ simple_fuel: simpleFuel, fuel })).toBe(shown);
  });
});

describe('price gauge (spec 01 §4, §8, §9)', () => {
  it("uses the spec's constants: confidence 0.2; bands 0.3 and 0.6; Good Deal under 0.65; 2 to 2.5 s", () => {
    expect([GAUGE_MIN_CONFIDENCE, GAUGE_MEDIUM_FROM, GAUGE_HIGH_FROM, GREAT_DEAL_FROM]).toEqual([0.2, 0.3, 0.6, 0.65]);
    expect(GAUGE_ANIMATION_MS).toEqual({ min: 2000, max: 2500 });
    expect(GAUGE_NO_DATA).toBe('No data returned');
  });

  const data = {
    fill: 0.5,
    listing_price: 30000,
    market_range_min: 28000,
    market_range_max: 34000,
    confidence: 0.8,
    description: null,
  };
  it.each([
    ['no data', null, { shown: false, reason: 'no-data' }],
    ['missing fill', { ...data, fill: null }, { shown: false, reason: 'missing-fields' }],
    ['missing listing price', { ...data, listing_price: undefined }, { shown: false, reason: 'missing-fields' }],
    ['missing market minimum', { ...data, market_range_min: null }, { shown: false, reason: 'missing-fields' }],
    ['missing market maximum', { ...data, market_range_max: null }, { shown: false, reason: 'missing-fields' }],
    ['missing confidence', { ...data, confidence: null }, { shown: false, reason: 'missing-fields' }],
    ['"confidence of 0.2 or less"', { ...data, confidence: 0.2 }, { shown: false, reason: 'low-confidence' }],
    ['confidence just above 0.2 shows', { ...data, confidence: 0.2001 }, { shown: true }],
    [
      '"upper market price below listing price"',
      { ...data, market_range_max: 29999 },
      { shown: false, reason: 'above-market' },
    ],
    ['upper market price equal to listing shows', { ...data, market_range_max: 30000 }, { shown: true }],
    [
      'fill 0.5: medium, Good Deal',
      data,
      {
        shown: true,
        fill: 0.5,
        band: 'medium',
        label: 'Good Deal',
        listingPrice: 30000,
        marketMin: 28000,
        marketMax: 34000,
      },
    ],
    ['fill 0.649: Good Deal', { ...data, fill: 0.649 }, { label: 'Good Deal', band: 'high' }],
    ['fill 0.65: Great Deal', { ...data, fill: 0.65 }, { label: 'Great Deal', band: 'high' }],
    [
      '"unless a description is given"',
      { ...data, fill: 0.9, description: 'Priced to sell' },
      { label: 'Priced to sell' },
    ],
    ['a blank description is not a description', { ...data, fill: 0.9, description: '  ' }, { label: 'Great Deal' }],
  ])('%s', (_name, input, expected) => expect(priceGauge(input)).toMatchObject(expected));

  it.each([
    [0, 'low'],
    [0.299, 'low'],
    [0.3, 'medium'],
    [0.599, 'medium'],
    [0.6, 'high'],
    [1, 'high'],
  ] as const)('"Fill under 0.3 is low, 0.3 to under 0.6 medium, 0.6 and over high": %s → %s', (fill, band) =>
    expect(gaugeBand(fill)).toBe(band),
  );

  it.each([
    [
      'a price in the middle of the range',
      31000,
      { market_range_min: 28000, market_range_max: 34000, confidence: 0.7 },
      {
        fill: 0.5,
        listing_price: 31000,
        market_range_min: 28000,
        market_range_max: 34000,
        confidence: 0.7,
        description: null,
      },
    ],
    [
      'at the bottom of the range: fill 1',
      28000,
      { market_range_min: 28000, market_range_max: 34000 },
      { fill: 1, confidence: null },
    ],
    ['below the range stays at 1', 20000, { market_range_min: 28000, market_range_max: 34000 }, { fill: 1 }],
    ['above the range stays at 0', 40000, { market_range_min: 28000, market_range_max: 34000 }, { fill: 0 }],
    [
      'a third of the way down, to 3 decimals',
      32000,
      { market_range_min: 28000, market_range_max: 34000, description: 'Fair' },
      { fill: 0.333, description: 'Fair' },
    ],
  ])("gauge data from the car's market figures: %s", (_name, price, market, expected) => {
    expect(gaugeDataFromMarket(price, market)).toMatchObject(expected);
  });

  it.each([
    ['no market data', 30000, null],
    ['no range minimum', 30000, { market_range_max: 34000 }],
    ['no range maximum', 30000, { market_range_min: 28000 }],
    ['an empty range', 30000, { market_range_min: 34000, market_range_max: 34000 }],
    ['no price', 0, { market_range_min: 28000, market_range_max: 34000 }],
  ])('no gauge data ("No data returned") with %s', (_name, price, market) =>
    expect(gaugeDataFromMarket(price, market)).toBeNull(),
  );
});
