import { describe, expect, it } from 'vitest';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';
import { VIEW_COUNT_ANIMATION_MS } from '../../../src/domain/vehicle-page.ts';
import {
  animatedCount,
  readViewReply,
  soldSinceBuild,
  viewCountPath,
  viewCountText,
  reservedSinceBuild,
} from '../../../src/domain/view-count.ts';

describe('the view count call (spec 01 §7 "GET {baseAPI}/cars/{slug}/view.json?photos_count={n}&updated_at={ts}&website_id={id}")', () => {
  it.each([
    [
      'every field',
      { slug: 'a-car', photos_count: 12, updated_at: '2026-11-20T01:02:03Z' },
      '/api/cars/a-car/view.json?photos_count=12&updated_at=2026-11-20T01%3A02%3A03Z&website_id=harbour-city-toyota',
    ],
    [
      'no photos is 0 photos',
      { slug: 'a-car', photos_count: 0, updated_at: '2026-11-20' },
      '/api/cars/a-car/view.json?photos_count=0&updated_at=2026-11-20&website_id=harbour-city-toyota',
    ],
    [
      'fields the car lacks are left out',
      { slug: 'a-car', photos_count: null, updated_at: null },
      '/api/cars/a-car/view.json?website_id=harbour-city-toyota',
    ],
  ])('%s', (_name, car, path) => expect(viewCountPath(car, 'harbour-city-toyota')).toBe(path));

  it.each([
    ['an OK reply', true, { views: 203, car_fields: null }, { views: 203, car_fields: null }],
    [
      'with live fields',
      true,
      { views: 5, car_fields: { status: 'sold' } },
      { views: 5, car_fields: { status: 'sold' } },
    ],
    ['"a non-OK response gives null"', false, { views: 203, car_fields: null }, null],
    ['a body that is not JSON', true, null, null],
    ['no count', true, { car_fields: null }, null],
    ['a count as text', true, { views: '203' }, null],
    ['a negative count', true, { views: -1 }, null],
    ['a fractional count', true, { views: 2.5 }, null],
    ['car_fields missing reads as none', true, { views: 7 }, { views: 7, car_fields: null }],
  ])('reply: %s', (_name, ok, body, reply) => expect(readViewReply(ok, body)).toEqual(reply));
});

describe('the count-up (spec 01 §9 "View-count animation 1 s")', () => {
  it('takes 1 s', () => expect(VIEW_COUNT_ANIMATION_MS).toBe(1000));
  it.each([
    ['starts from 0', 500, 0, 0],
    ['ends on the count at 1 s', 500, 1000, 500],
    ['and stays there', 500, 1600, 500],
    ['eases out: past halfway at half time', 1000, 500, 875],
    ['a count of 0 stays 0', 0, 300, 0],
    ['a clock before the start reads 0', 100, -20, 0],
  ])('%s', (_name, target, elapsed, shown) =>
    expect(animatedCount(target, elapsed, VIEW_COUNT_ANIMATION_MS)).toBe(shown),
  );

  it('never goes down and never passes the count', () => {
    let previous = 0;
    for (let elapsed = 0; elapsed <= 1000; elapsed += 16) {
      const shown = animatedCount(1234, elapsed, 1000);
      expect(shown).toBeGreaterThanOrEqual(previous);
      expect(shown).toBeLessThanOrEqual(1234);
      previous = shown;
    }
  });

  it('a zero duration shows the count at once (reduced motion)', () => expect(animatedCount(42, 0, 0)).toBe(42));
});

describe('the view count text', () => {
  const templates = { one: DEFAULT_STRINGS['vehicle.viewOne'], many: DEFAULT_STRINGS['vehicle.viewMany'] };
  it.each([
    [0, '0 views'],
    [1, '1 view'],
    [203, '203 views'],
    [12345, '12,345 views'],
  ])('%i', (views, text) => expect(viewCountText(views, templates)).toBe(text));
  it("a tenant's wording", () =>
    expect(viewCountText(9, { one: 'Viewed once', many: 'Viewed {views} times' })).toBe('Viewed 9 times'));
});

describe('sold since the page was built (spec 01 §4: only in_stock and coming_soon are in stock)', () => {
  it.each([
    ['built in stock, now sold', true, { views: 1, car_fields: { status: 'sold' } }, true],
    ['built in stock, now pending', true, { views: 1, car_fields: { status: 'pending' } }, true],
    ['built in stock, still coming soon', true, { views: 1, car_fields: { status: 'coming_soon' } }, false],
    ['the page is current (no live fields)', true, { views: 1, car_fields: null }, false],
    ['live fields without a status', true, { views: 1, car_fields: { price: 100 } }, false],
    ['built sold: the page already says so', false, { views: 1, car_fields: { status: 'sold' } }, false],
    ['no reply', true, null, false],
  ])('%s', (_name, builtInStock, reply, sold) => expect(soldSinceBuild(builtInStock, reply)).toBe(sold));
});

describe('a hold taken since the build shows on the car page (issue 16, view.json)', () => {
  it.each([
    ['view.json says reserved', { views: 3, car_fields: { reserved: true } }, true],
    ['the page is current', { views: 3, car_fields: null }, false],
    ['live fields without a hold', { views: 3, car_fields: { status: 'in_stock' } }, false],
    ['no answer', null, false],
  ])('%s', (_name, reply, expected) => expect(reservedSinceBuild(reply as never)).toBe(expected));
});
