import { describe, expect, it } from 'vitest';
import { carSheet, priceText, sheetOrigin } from '../../../src/domain/car-sheet.ts';
import type { PriceDisplay } from '../../../src/domain/price-display.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';
import { car, site } from '../../fixtures/cars.ts';

const NOW = new Date('2026-11-20T00:00:00+10:00');
const ORIGIN = 'http://test-motors.localhost:4321';

describe('priceText: the price tag as one line (spec 01 §4 price display precedence)', () => {
  it.each<[string, PriceDisplay, { price: string; wasPrice: string | null }]>([
    ['subscription per week', { kind: 'subscription', amount: 129 }, { price: '$129/week', wasPrice: null }],
    [
      'a price with its type',
      { kind: 'price', amount: 28990, wasPrice: null, priceType: 'Drive Away' },
      { price: '$28,990 Drive Away', wasPrice: null },
    ],
    [
      'a price with a was-price',
      { kind: 'price', amount: 26990, wasPrice: 28990, priceType: null },
      { price: '$26,990', wasPrice: '$28,990' },
    ],
    ['PREORDER', { kind: 'preorder' }, { price: 'PREORDER', wasPrice: null }],
    [
      'the configured no-price text',
      { kind: 'no-price', text: 'Enquire for price.' },
      { price: 'Enquire for price.', wasPrice: null },
    ],
  ])('%s', (_name, display, expected) => expect(priceText(display, DEFAULT_STRINGS)).toEqual(expected));
});

describe('sheetOrigin: the link printed on the sheet', () => {
  it.each([
    [
      'the first production domain',
      ['www.harbourcitytoyota.com.au', 'hct.example'],
      'https://www.harbourcitytoyota.com.au',
    ],
    ['no domain: where it was asked from', [], ORIGIN],
  ])('%s', (_name, domains, expected) => expect(sheetOrigin({ domains }, ORIGIN)).toBe(expected));
});

describe('carSheet: what the PDF says (spec 01 §7 "PDF download for a slug")', () => {
  const rich = car({
    name: '2021 Toyota Corolla Ascent Sport',
    badge: 'Ascent Sport',
    series: 'ZWE211R',
    price: 26990,
    before_price: 28990,
    price_type: 'Drive Away',
    km: 45123,
    trans: 'Automatic',
    colour: 'White',
    variant: { cylinders: 4, fuelcapacity: 50 },
    standardEquipment: ['Reversing camera', ' ', 'Apple CarPlay'],
    dealercomments: 'One owner.|Full service history.',
    car_type: 'used',
  });

  it('title, price, facts, features, comments, dealer and link', () => {
    const sheet = carSheet(rich, site(), DEFAULT_STRINGS, NOW, ORIGIN);
    expect(sheet).toMatchObject({
      title: '2021 Toyota Corolla Ascent Sport',
      subtitle: 'Ascent Sport ZWE211R',
      price: '$26,990 Drive Away',
      wasPrice: '$28,990',
      soldMessage: null,
      features: ['Reversing camera', 'Apple CarPlay'],
      comments: ['One owner.', 'Full service history.'],
      dealer: {
        name: 'Test Motors',
        location: 'Test Motors Brisbane',
        phone: '07 3000 0002',
        address: 'Brisbane, QLD, 4000',
      },
      url: `${ORIGIN}/cars/2021-toyota-corolla-ascent-sport-a123`,
    });
    expect(sheet.keyInformation).toContainEqual({ label: 'Odometer', value: '45,123 kms' });
    expect(sheet.specifications).toEqual([
      { label: 'Cylinders', value: '4' },
      { label: 'Fuel Capacity', value: '50 L' },
    ]);
  });

  it('a sold car carries "Unfortunately this vehicle recently sold." and no finance estimate (spec 01 §4)', () => {
    const quote = { weeklyRepaymentAmount: 202.14, advertisedRate: 13.14, comparisonRate: 14.23 };
    expect(carSheet(car({ youxQuote: quote }), site(), DEFAULT_STRINGS, NOW, ORIGIN).estimate).toBe(
      'est. $202/wk based on sample 13.14% p.a.',
    );
    const sold = carSheet(car({ status: 'sold', youxQuote: quote }), site(), DEFAULT_STRINGS, NOW, ORIGIN);
    expect(sold.soldMessage).toBe('Unfortunately this vehicle recently sold.');
    expect(sold.estimate).toBeNull();
  });

  it('empty comments read "Dealer comments are pending. Please check back here later." (spec 01 §5)', () => {
    expect(carSheet(car({ dealercomments: '|' }), site(), DEFAULT_STRINGS, NOW, ORIGIN).comments).toEqual([
      'Dealer comments are pending. Please check back here later.',
    ]);
  });

  it('a site that masks dealer phones (spec 01 §4 "masked until clicked") masks it on the sheet too', () => {
    expect(carSheet(rich, site({ features: { mask_phone: true } }), DEFAULT_STRINGS, NOW, ORIGIN).dealer.phone).toBe(
      '07 30XX XXXX',
    );
  });

  it('no price: the configured text', () => {
    expect(carSheet(car({ price: 0 }), site({ no_price_text: 'Call us' }), DEFAULT_STRINGS, NOW, ORIGIN).price).toBe(
      'Call us',
    );
  });
});
