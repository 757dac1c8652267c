import { describe, expect, it } from 'vitest';
import {
  dealerCommentParagraphs,
  dealerCommentsCollapse,
  DEALER_COMMENTS_COLLAPSE_AT,
} from '../../../src/domain/dealer-comments.ts';
import { hasSpecValue, specRows } from '../../../src/domain/spec-rows.ts';
import { isPromoActive, interleavePromoCards } from '../../../src/domain/promo-cards.ts';
import { regoDisplay } from '../../../src/domain/rego.ts';
import { feetToMetres } from '../../../src/domain/units.ts';
import { showThumbnails } from '../../../src/domain/gallery.ts';
import { isBelowMarket } from '../../../src/domain/market.ts';
import { dealerPhoneFor, maskPhone } from '../../../src/domain/phone.ts';
import { carBreadcrumbs, carTypeSearchPath } from '../../../src/domain/routes.ts';
import { PromoCardSchema } from '../../../src/domain/schemas/promo.ts';

const NOW = new Date('2026-11-20T09:00:00+10:00');

describe('dealer comments (spec 01 §5)', () => {
  it.each([
    ['empty', '', { pending: true }],
    ['missing', null, { pending: true }],
    ['a lone separator', '|', { pending: true }],
    ['one paragraph', 'One owner', { pending: false, paragraphs: ['One owner'] }],
    [
      'pipe-separated segments become paragraphs',
      'One owner|Full service history| Finance available ',
      { pending: false, paragraphs: ['One owner', 'Full service history', 'Finance available'] },
    ],
  ])('%s', (_name, comments, expected) => expect(dealerCommentParagraphs(comments)).toEqual(expected));

  it('collapses above 400 characters', () => {
    expect(DEALER_COMMENTS_COLLAPSE_AT).toBe(400);
    expect(dealerCommentsCollapse(['x'.repeat(400)])).toBe(false);
    expect(dealerCommentsCollapse(['x'.repeat(401)])).toBe(true);
  });
});

describe('specification rows with empty, null or the text null are hidden (spec 01 §5)', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['  ', false],
    ['null', false],
    ['NULL', false],
    [0, true],
    ['Automatic', true],
    [Number.NaN, false],
  ])('%s → %s', (value, shown) => {
    expect(hasSpecValue(value)).toBe(shown);
  });
  it('keeps the rows with data, with their unit', () => {
    expect(
      specRows([
        ['Engine', 1987, ' cc'],
        ['Cylinders', null],
        ['Induction', 'null'],
        ['Torque', 0, ' Nm'],
      ]),
    ).toEqual([
      { label: 'Engine', value: '1987 cc' },
      { label: 'Torque', value: '0 Nm' },
    ]);
  });
});

describe('rego expiry (spec 01 §4)', () => {
  it.each([
    ['a future date shows "Expires on {date}"', '2027-03-31', false, { kind: 'expires', date: '31 March 2027' }],
    ['a past date shows Unregistered on sites that ask', '2026-01-31', true, { kind: 'unregistered' }],
    ['a past date shows nothing elsewhere', '2026-01-31', false, null],
    ['no date shows nothing', null, true, null],
    ['expiring today still reads as expiring', '2026-11-20', true, { kind: 'expires', date: '20 November 2026' }],
  ])('%s', (_name, date, unregistered, expected) => expect(regoDisplay(date, NOW, unregistered)).toEqual(expected));
});

describe('feet to metres x0.3048 (spec 01 §9)', () => {
  it.each([
    [10, 3.05],
    [7.5, 2.29],
    [20, 6.1],
    [0, 0],
  ])('%s ft → %s m', (feet, metres) => expect(feetToMetres(feet)).toBe(metres));
});

describe('thumbnails only when in stock and above 3 images (spec 01 §2, §9)', () => {
  const images = (n: number) => Array.from({ length: n }, () => ({}));
  it.each([
    ['in_stock', 4, true],
    ['in_stock', 3, false],
    ['coming_soon', 12, true],
    ['sold', 12, false],
  ])('%s with %s images → %s', (status, n, shown) => {
    expect(showThumbnails({ status, images: images(n) })).toBe(shown);
  });
});

describe('below-market badge: more than 499 under the state (else national) average (spec 01 §4)', () => {
  it.each([
    [29500, { state_average_market_price: 30000 }, true],
    [29501, { state_average_market_price: 30000 }, false],
    [29000, { state_average_market_price: 29400, average_market_price: 35000 }, false],
    [29000, { average_market_price: 29600 }, true],
    [29000, null, false],
    [0, { average_market_price: 29600 }, false],
  ])('price %s with %o → %s', (price, market, shown) => expect(isBelowMarket(price, market)).toBe(shown));
});

describe('promo cards: only between start and expiry, at their positions (spec 01 §2)', () => {
  const promo = (position: number, start = '2026-11-01', expiry = '2026-12-31', extra = {}) =>
    PromoCardSchema.parse({
      title: 'We Want Your Car!',
      subtitle: 'We buy all types of cars',
      text: 'Our high turnover means we can pay more',
      start,
      expiry,
      position,
      ...extra,
    });

  it.each([
    ['before start', '2026-11-21', '2026-12-31', false],
    ['on the start day', '2026-11-20', '2026-12-31', true],
    ['on the expiry day', '2026-11-01', '2026-11-20', true],
    ['after expiry', '2026-11-01', '2026-11-19', false],
  ])('%s → %s', (_name, start, expiry, active) => expect(isPromoActive(promo(5, start, expiry), NOW)).toBe(active));

  it('puts cards at grid positions 5 and 10 (1-based, counting every tile)', () => {
    const grid = interleavePromoCards(
      Array.from({ length: 21 }, (_, i) => i),
      [promo(10), promo(5)],
      NOW,
    );
    expect(grid).toHaveLength(23);
    expect(grid.map((tile, i) => (tile.kind === 'promo' ? i + 1 : null)).filter(Boolean)).toEqual([5, 10]);
  });

  it('leaves out expired cards and those for another display', () => {
    const grid = interleavePromoCards(
      [1, 2, 3, 4, 5, 6],
      [promo(5, '2026-01-01', '2026-02-01'), promo(2, undefined, undefined, { display: 'home' })],
      NOW,
    );
    expect(grid.every((tile) => tile.kind === 'car')).toBe(true);
  });

  it('ends a short list with the card unless strictDisplay asks for its exact position', () => {
    expect(interleavePromoCards([1, 2], [promo(5)], NOW).at(-1)?.kind).toBe('promo');
    expect(interleavePromoCards([1, 2], [promo(5, undefined, undefined, { strictDisplay: true })], NOW)).toHaveLength(
      2,
    );
  });
});

describe('breadcrumbs: Home, car type, make, model, body type, current page (spec 02 §2)', () => {
  it('links each level to its search landing', () => {
    expect(
      carBreadcrumbs(
        { car_type: 'used', make: 'Land Rover', model: 'Range Rover Sport', simple_body: 'SUV' },
        { new: 'new-cars', demo: 'demo-cars', used: 'used-cars' },
        '2021 Land Rover Range Rover Sport',
      ),
    ).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Land Rover', href: '/search/land-rover' },
      { label: 'Range Rover Sport', href: '/search/land-rover/range-rover-sport' },
      { label: 'SUV', href: '/search/suv' },
      { label: '2021 Land Rover Range Rover Sport', href: null },
    ]);
  });
  it('uses /used-car/... for the group configured so (spec 02 §2)', () => {
    expect(
      carBreadcrumbs(
        { car_type: 'used', make: 'Kia', model: 'Sportage' },
        { new: 'n', demo: 'd', used: 'used-cars' },
        'x',
        'used-car',
      )[1]?.href,
    ).toBe('/used-car/used-cars');
  });
});

describe('phone masked until clicked (spec 01 §4)', () => {
  it.each([
    ['07 3555 0123', '07 35XX XXXX'],
    ['1300 555 123', '1300 XXX XXX'],
    ['(02) 9555 0000', '(02) 95XX XXXX'],
  ])('%s → %s', (phone, masked) => expect(maskPhone(phone)).toBe(masked));
});

describe("the number to call about a car: its location's, else the site's per car type (spec 02 §1)", () => {
  const phones = { new: '07 1111 1111', used: '07 2222 2222', demo: '07 3333 3333' };
  it.each([
    ['location phone first', { car_type: 'used' as const, location: { phone: '07 5555 0000' } }, '07 5555 0000'],
    ['used car without a location phone', { car_type: 'used' as const, location: { phone: null } }, '07 2222 2222'],
    ['demo car without a location', { car_type: 'demo' as const }, '07 3333 3333'],
    ['new car with an empty location phone', { car_type: 'new' as const, location: { phone: '' } }, '07 1111 1111'],
  ])('%s', (_name, car, expected) => expect(dealerPhoneFor(car, phones)).toBe(expected));
});

describe('car-type search paths (spec 02 §2)', () => {
  const slugs = { new: 'new-cars', demo: 'demo-cars', used: 'used-cars' };
  it.each([
    ['used', 'search', '/search/used-cars'],
    ['new', 'search', '/search/new-cars'],
    ['demo', 'used-car', '/used-car/demo-cars'],
  ] as const)('%s under /%s → %s', (type, prefix, path) => {
    expect(carTypeSearchPath(type, slugs, prefix)).toBe(path);
  });
});
