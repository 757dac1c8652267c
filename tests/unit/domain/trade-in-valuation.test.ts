import { describe, expect, it } from 'vitest';
import { parseLeadRequest } from '../../../src/domain/schemas/leads.ts';
import { ValuationSettingsSchema } from '../../../src/domain/schemas/valuation-settings.ts';
import {
  adjustmentOf,
  appraisalReason,
  comparableCars,
  marketEstimate,
  pickerChoices,
  retailFigure,
  truthfulFeatureBanner,
} from '../../../src/domain/trade-in-valuation.ts';
import { car } from '../../fixtures/cars.ts';

const NOW = new Date('2026-11-20T00:00:00Z');
const settings = ValuationSettingsSchema.parse({ provider: 'market' });
const rav4 = { year: 2021, make: 'Toyota', model: 'RAV4', badge: 'GX', km: 60_000 };
let nextId = 1;
const used = (fields: Parameters<typeof car>[0]) =>
  car({ id: nextId, slug: `car-${nextId++}`, car_type: 'used', make: 'Toyota', model: 'RAV4', ...fields });

describe('online-estimate limit (spec 02 §9: "cars over 7 years or 100,000 km get no online estimate")', () => {
  it.each([
    ['7 years old and 100,000 km: still an estimate', 2019, 100_000, null],
    ['8 years old: a dealer appraisal', 2018, 20_000, 'age'],
    ['100,001 km: a dealer appraisal', 2024, 100_001, 'km'],
    ['both past: age is named first', 2010, 250_000, 'age'],
  ])('%s', (_, year, km, reason) => {
    expect(appraisalReason({ year, km }, NOW)).toBe(reason);
  });
});

describe('condition answers (the valuation adjustmentAnswers)', () => {
  it('add up their adjustments; unknown questions and answers count as none', () => {
    expect(adjustmentOf({ condition: 'Excellent', accident_history: 'No', service_history: 'Full' })).toBe(0);
    expect(adjustmentOf({ condition: 'Fair', accident_history: 'Yes' })).toBeCloseTo(-0.18);
    expect(adjustmentOf({ condition: 'Splendid', colour: 'Red' })).toBe(0);
  });
});

describe('comparable cars: same make and model, nearby year and kilometres', () => {
  it('keeps used and demo cars inside both windows, of any letter case, and drops the rest', () => {
    const inside = [
      used({ year: 2021, km: 60_000 }),
      used({ year: 2023, km: 100_000, car_type: 'demo' }),
      used({ year: 2019, km: 20_000, make: 'TOYOTA', model: 'rav4' }),
    ];
    const outside = [
      used({ year: 2024, km: 60_000 }), // 3 years newer
      used({ year: 2021, km: 100_001 }), // 40,001 km more
      used({ year: 2021, km: 60_000, model: 'Corolla' }),
      used({ year: 2021, km: 60_000, make: 'Mazda' }),
      used({ year: 2021, km: 60_000, car_type: 'new' }),
      used({ year: 2021, km: null }),
      used({ year: 2021, km: 60_000, price: 0 }),
    ];
    expect(comparableCars(rav4, [...outside, ...inside], settings)).toEqual(inside);
  });

  it("reads the market's average price before the asking price", () => {
    expect(retailFigure({ price: 30_000, autograb_data: { average_market_price: 28_000 } })).toBe(28_000);
    expect(retailFigure({ price: 30_000, autograb_data: null })).toBe(30_000);
    expect(retailFigure({ price: 0, autograb_data: { average_market_price: 0 } })).toBeNull();
  });
});

describe('market estimate', () => {
  const stock = [20_000, 22_000, 24_000, 26_000, 28_000].map((price) => used({ year: 2021, km: 60_000, price }));

  it('is the middle half of the comparables less the reconditioning margin, rounded to $100, with the count', () => {
    // Quartiles of 20k..28k are 22,000 and 26,000; 15 % margin: 18,700 and 22,100.
    expect(marketEstimate(rav4, { condition: 'Excellent' }, stock, settings)).toEqual({
      kind: 'estimate',
      low: 18_700,
      high: 22_100,
      comparables: 5,
    });
  });

  it('the configured margin and the condition answers lower it', () => {
    const none = { ...settings, reconditioning_margin_percent: 0 };
    expect(marketEstimate(rav4, {}, stock, none)).toMatchObject({ low: 22_000, high: 26_000 });
    // Poor: -15 %.
    expect(marketEstimate(rav4, { condition: 'Poor' }, stock, none)).toMatchObject({ low: 18_700, high: 22_100 });
  });

  it('values from the same badge when there are enough of them, else from every badge', () => {
    const gxl = [40_000, 40_000, 40_000].map((price) => used({ year: 2021, km: 60_000, price, badge: 'GXL' }));
    const none = { ...settings, reconditioning_margin_percent: 0 };
    expect(marketEstimate({ ...rav4, badge: 'gxl' }, {}, [...stock, ...gxl], none)).toEqual({
      kind: 'estimate',
      low: 40_000,
      high: 40_000,
      comparables: 3,
    });
    expect(marketEstimate({ ...rav4, badge: 'GXL' }, {}, [...stock, ...gxl.slice(0, 2)], none)).toMatchObject({
      comparables: 7,
    });
  });

  it('gives no estimate below the configured minimum of comparables', () => {
    expect(marketEstimate(rav4, {}, stock.slice(0, 2), settings)).toEqual({ kind: 'too-few', comparables: 2 });
    expect(marketEstimate(rav4, {}, stock.slice(0, 2), { ...settings, min_comparables: 2 })).toMatchObject({
      kind: 'estimate',
      comparables: 2,
    });
  });
});

describe("the picker's choices", () => {
  it('lists makes, models and badges of the used and demo stock, sorted', () => {
    expect(
      pickerChoices([
        used({ badge: 'GXL' }),
        used({ badge: 'GX' }),
        used({ model: 'Corolla', badge: null }),
        used({ make: 'Mazda', model: 'CX-5', badge: 'Maxx', car_type: 'new' }),
      ]),
    ).toEqual({ Toyota: { Corolla: [], RAV4: ['GX', 'GXL'] } });
  });
});

describe('the valuation and offer-acceptance leads carry the trade-in car (spec 02 §3 "the completed form")', () => {
  const tradein = { year: 2022, make: 'Toyota', model: 'RAV4', badge: 'GX', km: 30_000 };
  it('offer acceptance keeps the car, the answers and the estimate, with subcategory 3. Offer Accepted', () => {
    const parsed = parseLeadRequest({
      type: 'offer-acceptance',
      category: 'Trade-In',
      lead_id: 'lead-1',
      form_completed: true,
      offer_accepted: true,
      tradein,
      adjustmentAnswers: { condition: 'Good' },
      valuation: { low: 20_000, high: 22_000, comparables: 5, basis: '5 cars', valuedAt: '2026-11-20' },
    });
    expect(parsed).toMatchObject({
      ok: true,
      request: {
        subcategory: '3. Offer Accepted',
        tradein,
        adjustmentAnswers: { condition: 'Good' },
        valuation: { low: 20_000, comparables: 5 },
      },
    });
  });

  it('negative kilometres are refused', () => {
    const parsed = parseLeadRequest({
      type: 'valuation',
      id: 'val-1',
      adjustmentAnswers: {},
      tradein: { ...tradein, km: -5 },
    });
    expect(parsed).toEqual({ ok: false, fields: { 'tradein.km': 'Please enter a valid value.' } });
  });
});

describe('texts that keep their promises (issue 17 item 13)', () => {
  const banner = [
    { title: 'Latest Offers', text: 'See our latest offers', href: '/special-offers', icon: 'offers' },
    { title: 'Sell Your Car', text: 'Get an instant offer in 2 minutes', href: '/trade-in', icon: 'trade-in' },
  ];
  it('"instant offer in 2 minutes" stays where the site values cars online', () => {
    expect(truthfulFeatureBanner(banner, { valuation: { provider: 'market' } }, 'Ask us')).toEqual(banner);
  });
  it('elsewhere the trade-in item reads the appraisal text; other items are untouched', () => {
    expect(truthfulFeatureBanner(banner, { valuation: { provider: 'none' } }, 'Ask us')).toEqual([
      banner[0],
      { ...banner[1], text: 'Ask us' },
    ]);
  });
});
