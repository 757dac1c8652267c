/**
 * Boundary rows for the foundation's rules, the ones mutation testing showed the first tables did
 * not pin down: exact labels, equal values at each comparison, and each condition on its own.
 */
import { describe, expect, it } from 'vitest';
import { cardTag } from '../../../src/domain/card-tag.ts';
import { dealerCommentsCollapse } from '../../../src/domain/dealer-comments.ts';
import { imageUrl } from '../../../src/domain/image-url.ts';
import { isBelowMarket } from '../../../src/domain/market.ts';
import { telHref } from '../../../src/domain/phone.ts';
import { priceDisplay } from '../../../src/domain/price-display.ts';
import { interleavePromoCards, isPromoActive } from '../../../src/domain/promo-cards.ts';
import { regoDisplay } from '../../../src/domain/rego.ts';
import { PromoCardSchema } from '../../../src/domain/schemas/promo.ts';
import { hasSpecValue } from '../../../src/domain/spec-rows.ts';
import { isSold, isVisibleOnWebsite } from '../../../src/domain/stock.ts';
import { DEFAULT_STRINGS, fillString, resolveStrings } from '../../../src/domain/strings.ts';
import { car, site } from '../../fixtures/cars.ts';

const NOW = new Date('2026-11-20T12:00:00+10:00');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const DAY = 86_400_000;

describe('card tag: exact tags (spec 01 §4)', () => {
  const evSite = site({ features: { electric_hybrid_tag: true, certified_make: 'Toyota' } });
  it.each([
    ['sold', car({ status: 'sold' }), site(), { kind: 'sold', label: 'JUST SOLD', tone: 'dark' }],
    [
      'electric from the full fuel name',
      car({ simple_fuel: null, fuel: 'Electric' }),
      evSite,
      { kind: 'electric', label: 'Electric', tone: 'green' },
    ],
    [
      'hybrid from the full fuel name',
      car({ simple_fuel: null, fuel: 'Petrol Hybrid' }),
      evSite,
      { kind: 'hybrid', label: 'Hybrid', tone: 'green' },
    ],
    ['reserved', car({ reserved: true }), site(), { kind: 'reserved', label: 'Reserved', tone: 'dark' }],
    [
      'certified used Toyota',
      car({ certified: true, make: 'TOYOTA' }),
      evSite,
      { kind: 'certified', label: 'Certified Pre-Owned TOYOTA', tone: 'brand' },
    ],
    [
      "certified with the make's badge image: the image, the text as its alternative (spec 01 §4 'badge image')",
      car({ certified: true, make: 'Toyota' }),
      site({
        features: { certified_make: 'Toyota', certified_badge_image: '/badges/toyota-certified-pre-owned.svg' },
      }),
      {
        kind: 'certified',
        label: 'Certified Pre-Owned Toyota',
        tone: 'brand',
        image: '/badges/toyota-certified-pre-owned.svg',
      },
    ],
    ['not certified without the flag', car({ certified: false }), evSite, null],
    ['certified applies to used cars only', car({ certified: true, car_type: 'demo' }), evSite, null],
    [
      'a custom tag, trimmed',
      car({ tag: '  Price Drop  ' }),
      site(),
      { kind: 'custom', label: 'Price Drop', tone: 'red' },
    ],
    ['a blank tag is no tag', car({ tag: '   ' }), site(), null],
    [
      'coming soon',
      car({ status: 'coming_soon' }),
      site(),
      { kind: 'coming-soon', label: 'Coming Soon', tone: 'brand' },
    ],
    [
      'new arrival the moment it is listed',
      car({ created_at: ago(0) }),
      site(),
      { kind: 'new-arrival', label: 'New Arrival', tone: 'brand' },
    ],
    [
      'new arrival just inside 8 days',
      car({ created_at: ago(8 * DAY - 1) }),
      site(),
      { kind: 'new-arrival', label: 'New Arrival', tone: 'brand' },
    ],
    ['no tag at exactly 8 days', car({ created_at: ago(8 * DAY) }), site(), null],
    ['no tag for a listing dated in the future', car({ created_at: ago(-1000) }), site(), null],
  ])('%s', (_name, theCar, theSite, expected) =>
    expect(cardTag(theCar, theSite, DEFAULT_STRINGS, NOW)).toEqual(expected),
  );
});

describe('price display: each condition on its own (spec 01 §4)', () => {
  const plain = site();
  it.each([
    [
      'an offer price of 0 is no offer',
      { price: 30990, offer_price: 0 },
      { kind: 'price', amount: 30990, wasPrice: null, priceType: null },
    ],
    [
      'an offer equal to the price is no reduction',
      { price: 30990, offer_price: 30990 },
      { kind: 'price', amount: 30990, wasPrice: null, priceType: null },
    ],
    [
      'an offer above the price is ignored',
      { price: 30990, offer_price: 32990 },
      { kind: 'price', amount: 30990, wasPrice: null, priceType: null },
    ],
    [
      'a reduction shows the price struck through',
      { price: 30990, offer_price: 29990, price_type: 'Drive Away' },
      { kind: 'price', amount: 29990, wasPrice: 30990, priceType: 'Drive Away' },
    ],
    [
      'a before price equal to the price is not a was-price',
      { price: 30990, before_price: 30990 },
      { kind: 'price', amount: 30990, wasPrice: null, priceType: null },
    ],
    [
      'a before price 1 above is',
      { price: 30990, before_price: 30991 },
      { kind: 'price', amount: 30990, wasPrice: 30991, priceType: null },
    ],
  ])('%s', (_name, fields, expected) => expect(priceDisplay(car(fields), plain)).toEqual(expected));
});

describe('rego expiry boundaries (spec 01 §4)', () => {
  it.each([
    [
      'a bare date is the whole day in Brisbane: expiring today still reads as expiring at noon',
      '2026-11-20',
      { kind: 'expires', date: '20 November 2026' },
    ],
    [
      'an instant exactly now still expires',
      '2026-11-20T12:00:00+10:00',
      { kind: 'expires', date: '20 November 2026' },
    ],
    ['an instant a second ago has expired', '2026-11-20T11:59:59+10:00', { kind: 'unregistered' }],
    ['an empty date shows nothing', '', null],
    ['text that is not a date shows nothing', 'soon', null],
  ])('%s', (_name, date, expected) => expect(regoDisplay(date, NOW, true)).toEqual(expected));
});

describe('promo windows and positions (spec 01 §2)', () => {
  const promo = (fields: Record<string, unknown>) =>
    PromoCardSchema.parse({
      title: 'We Want Your Car!',
      start: '2026-11-01',
      expiry: '2026-12-31',
      position: 3,
      ...fields,
    });
  it.each([
    ['starting at this very instant', { start: '2026-11-20T12:00:00+10:00' }, true],
    ['starting a second later', { start: '2026-11-20T12:00:01+10:00' }, false],
    ['expiring at this very instant', { expiry: '2026-11-20T12:00:00+10:00' }, true],
    ['expired a second ago', { expiry: '2026-11-20T11:59:59+10:00' }, false],
    ['a bare expiry date lasts until the end of that day', { expiry: '2026-11-20' }, true],
  ])('%s → %s', (_name, fields, active) => expect(isPromoActive(promo(fields), NOW)).toBe(active));

  it('a card for every display shows in results; a card just past the end of the list ends it', () => {
    const grid = interleavePromoCards(['a', 'b'], [promo({ display: 'all', position: 3, strictDisplay: true })], NOW);
    expect(grid.map((tile) => tile.kind)).toEqual(['car', 'car', 'promo']);
  });

  it('home cards show on the home page only', () => {
    expect(
      interleavePromoCards(['a'], [promo({ display: 'home', position: 1 })], NOW, 'home').map((tile) => tile.kind),
    ).toEqual(['promo', 'car']);
    expect(
      interleavePromoCards(['a'], [promo({ display: 'search', position: 1 })], NOW, 'home').map((tile) => tile.kind),
    ).toEqual(['car']);
  });
});

describe('stock status and visibility boundaries (spec 01 §4, spec 02 §4)', () => {
  const soldAt = (ms: number) => Math.floor((NOW.getTime() - ms) / 1000);
  it.each([
    ['status sold', { status: 'sold' }, true],
    ['the sold flag', { status: 'pending', sold: true }, true],
    ['another status without the flag', { status: 'pending', sold: false }, false],
  ])('isSold: %s → %s', (_name, fields, sold) => expect(isSold(car(fields))).toBe(sold));

  it.each([
    ['sold this very second', { status: 'sold', sold_date_timestamp: soldAt(0) }, true],
    ['sold exactly 3 days ago', { status: 'sold', sold_date_timestamp: soldAt(3 * DAY) }, true],
    ['sold 3 days and a second ago', { status: 'sold', sold_date_timestamp: soldAt(3 * DAY + 1000) }, false],
    ['a sale dated in the future', { status: 'sold', sold_date_timestamp: soldAt(-5000) }, false],
    ['sold without a date', { status: 'sold', sold_date_timestamp: null }, false],
    [
      'another status with a recent date is not a sold car',
      { status: 'pending', sold_date_timestamp: soldAt(0) },
      false,
    ],
  ])('isVisibleOnWebsite: %s → %s', (_name, fields, visible) =>
    expect(isVisibleOnWebsite(car(fields), NOW)).toBe(visible),
  );
});

describe('small rules', () => {
  it('below market needs a price: a car priced 0 never shows the badge', () => {
    expect(isBelowMarket(0, { average_market_price: 30000 })).toBe(false);
    expect(isBelowMarket(1, { average_market_price: 30000 })).toBe(true);
  });

  it.each([
    [undefined, false],
    [null, false],
    ['null', false],
    [' NULL ', false],
    ['', false],
    [0, true],
    [Number.NaN, false],
    ['Auto', true],
  ])('spec row value %j shown: %s', (value, shown) => {
    expect(hasSpecValue(value)).toBe(shown);
  });

  it('comments collapse when the paragraphs together exceed 400 characters (counted with a space between them)', () => {
    expect(dealerCommentsCollapse(['a'.repeat(200), 'b'.repeat(200)])).toBe(true);
    expect(dealerCommentsCollapse(['a'.repeat(200), 'b'.repeat(199)])).toBe(false);
  });

  it.each([
    ['07 3555 0123', 'tel:0735550123'],
    ['+61 7 3555 0123', 'tel:+61735550123'],
    ['(07) 3555-0123 ext', 'tel:0735550123'],
  ])('tel link for %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it("strings: a tenant override wins, other keys keep the spec's text; placeholders are filled", () => {
    const strings = resolveStrings({ 'sold.tag': 'SOLD' });
    expect([strings['sold.tag'], strings['sold.message']]).toEqual([
      'SOLD',
      'Unfortunately this vehicle recently sold.',
    ]);
    expect(resolveStrings()['sold.tag']).toBe('JUST SOLD');
    expect(fillString('Show Me {count} {cars} {other}', { count: 3, cars: 'Cars' })).toBe('Show Me 3 Cars {other}');
  });

  it.each([
    ['no CDN: the source as it is', '/media/a.svg', { width: 600, height: 400 }, undefined, '/media/a.svg'],
    [
      'no CDN base: the source as it is',
      '/media/a.svg',
      { width: 600 },
      { base_url: null, quality: 75 },
      '/media/a.svg',
    ],
    [
      'width, height and quality 75',
      'https://cdn.example/a.jpg',
      { width: 600, height: 400 },
      { base_url: 'https://img.example/t', quality: 75 },
      'https://img.example/t?url=https%3A%2F%2Fcdn.example%2Fa.jpg&w=600&q=75&h=400',
    ],
    [
      'no height: none asked for',
      'https://cdn.example/a.jpg',
      { width: 150 },
      { base_url: 'https://img.example/t', quality: 80 },
      'https://img.example/t?url=https%3A%2F%2Fcdn.example%2Fa.jpg&w=150&q=80',
    ],
  ])('image URL: %s', (_name, src, size, cdn, url) => expect(imageUrl(src, size, cdn)).toBe(url));
});
