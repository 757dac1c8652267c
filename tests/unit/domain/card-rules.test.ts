import { describe, expect, it } from 'vitest';
import { cardTag, NEW_ARRIVAL_DAYS } from '../../../src/domain/card-tag.ts';
import { priceDisplay } from '../../../src/domain/price-display.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';
import { car, site } from '../../fixtures/cars.ts';

const NOW = new Date('2026-11-20T00:00:00+10:00');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86400_000).toISOString();
const plain = site();
const evSite = site({ features: { electric_hybrid_tag: true, certified_make: 'Toyota' } });

describe('cardTag: spec 01 §4 card tag priority', () => {
  it("uses the spec's new-arrival window of 8 days", () => expect(NEW_ARRIVAL_DAYS).toBe(8));

  it.each([
    [
      'electric first, when the site enables it',
      evSite,
      { simple_fuel: 'Electric', reserved: true, tag: 'Runout Sale' },
      { kind: 'electric', label: 'Electric' },
    ],
    [
      'hybrid first, when the site enables it',
      evSite,
      { simple_fuel: 'Hybrid', reserved: true },
      { kind: 'hybrid', label: 'Hybrid' },
    ],
    [
      'no fuel tag when the site does not enable it',
      plain,
      { simple_fuel: 'Electric', reserved: true },
      { kind: 'reserved', label: 'Reserved' },
    ],
    [
      'reserved before certified and custom',
      evSite,
      { reserved: true, certified: true, tag: 'Price Drop' },
      { kind: 'reserved' },
    ],
    [
      'certified-used badge for the one configured make',
      evSite,
      { certified: true, tag: 'Price Drop' },
      { kind: 'certified' },
    ],
    [
      'no certified badge for another make',
      evSite,
      { certified: true, make: 'Mazda', tag: 'Price Drop' },
      { kind: 'custom', label: 'Price Drop', tone: 'red' },
    ],
    ['no certified badge on a site without a certified make', plain, { certified: true }, null],
    [
      'a runout-sale tag is green',
      plain,
      { tag: 'Runout Sale', car_type: 'new' },
      { kind: 'custom', label: 'Runout Sale', tone: 'green' },
    ],
    [
      'other custom tags are red',
      plain,
      { tag: 'Test Drive Only' },
      { kind: 'custom', label: 'Test Drive Only', tone: 'red' },
    ],
    ['custom tag before coming soon', plain, { tag: 'Low Kms', status: 'coming_soon' }, { kind: 'custom' }],
    [
      'coming soon before new arrival',
      plain,
      { status: 'coming_soon', created_at: daysAgo(1) },
      { kind: 'coming-soon', label: 'Coming Soon' },
    ],
    ['new arrival within 8 days', plain, { created_at: daysAgo(7.9) }, { kind: 'new-arrival', label: 'New Arrival' }],
    ['no tag after 8 days', plain, { created_at: daysAgo(8.1) }, null],
    ['no tag at all', plain, {}, null],
    [
      'out of stock shows the sold tag whatever else',
      evSite,
      { status: 'sold', reserved: true, simple_fuel: 'Electric' },
      { kind: 'sold', label: 'JUST SOLD' },
    ],
  ] as const)('%s', (_name, theSite, fields, expected) => {
    const tag = cardTag(car(fields), theSite, DEFAULT_STRINGS, NOW);
    if (expected === null) expect(tag).toBeNull();
    else expect(tag).toMatchObject(expected);
  });

  it('a coming-soon label may read "New Arrival" (spec 01 §4)', () => {
    const tag = cardTag(
      car({ status: 'coming_soon' }),
      site({ features: { coming_soon_label: 'New Arrival' } }),
      DEFAULT_STRINGS,
      NOW,
    );
    expect(tag?.label).toBe('New Arrival');
  });
});

describe('priceDisplay: spec 01 §4 price display precedence', () => {
  const subs = site({ features: { subscriptions: true } });
  it.each([
    [
      'subscription price when offered and above 0',
      subs,
      { subscription_price: 189, price: 45990 },
      { kind: 'subscription', amount: 189 },
    ],
    [
      'no subscription when the site does not offer them',
      plain,
      { subscription_price: 189, price: 45990 },
      { kind: 'price', amount: 45990 },
    ],
    [
      'subscription price of 0 falls through to the price',
      subs,
      { subscription_price: 0, price: 45990 },
      { kind: 'price', amount: 45990 },
    ],
    ['current price above 10', plain, { price: 11 }, { kind: 'price', amount: 11, wasPrice: null }],
    ['a price of 10 is not shown', plain, { price: 10 }, { kind: 'no-price', text: 'Enquire for price.' }],
    [
      'reduced (offer) price below the price, with the price struck through',
      plain,
      { price: 30990, offer_price: 28990 },
      { kind: 'price', amount: 28990, wasPrice: 30990 },
    ],
    [
      'was-price when before_price exceeds price',
      plain,
      { price: 28990, before_price: 31990 },
      { kind: 'price', amount: 28990, wasPrice: 31990 },
    ],
    [
      'no was-price when before_price is below price',
      plain,
      { price: 28990, before_price: 25990 },
      { kind: 'price', wasPrice: null },
    ],
    ['PREORDER for a preorder with no price', plain, { price: 0, preorder: true }, { kind: 'preorder' }],
    [
      'the configured no-price text otherwise',
      site({ no_price_text: 'Call for price' }),
      { price: 0 },
      { kind: 'no-price', text: 'Call for price' },
    ],
    ['the spec default no-price text', plain, { price: 0 }, { kind: 'no-price', text: 'Enquire for price.' }],
  ] as const)('%s', (_name, theSite, fields, expected) => {
    expect(priceDisplay(car(fields), theSite)).toMatchObject(expected);
  });

  it('carries the price type', () => {
    expect(priceDisplay(car({ price: 40990, price_type: 'Drive Away' }), plain)).toEqual({
      kind: 'price',
      amount: 40990,
      wasPrice: null,
      priceType: 'Drive Away',
    });
  });
});
