import { describe, expect, it } from 'vitest';
import { isInStock, isVisibleOnWebsite } from '../../../src/domain/stock.ts';

const NOW = new Date('2026-11-20T00:00:00+10:00');
const daysAgo = (days: number) => Math.floor(NOW.getTime() / 1000 - days * 86400);

describe('isInStock: "in_stock and coming_soon count as in stock; any other status (including sold) is out of stock" (spec 01 §4)', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
    ['pending', false],
    ['on_hold', false],
  ])('%s → %s', (status, expected) => {
    expect(isInStock({ status })).toBe(expected);
  });
});

describe('isVisibleOnWebsite: in stock, or sold within include_sold_cars_days (default 3), and only cars shown on the dealer website (spec 02 §4)', () => {
  it.each([
    ['in stock', { status: 'in_stock' }, 3, true],
    ['coming soon', { status: 'coming_soon' }, 3, true],
    ['in stock but hidden from the website', { status: 'in_stock', show_on_dealer_website: false }, 3, false],
    ['sold 1 day ago', { status: 'sold', sold: true, sold_date_timestamp: daysAgo(1) }, 3, true],
    ['sold exactly 3 days ago', { status: 'sold', sold_date_timestamp: daysAgo(3) }, 3, true],
    ['sold 3 days and a minute ago', { status: 'sold', sold_date_timestamp: daysAgo(3) - 60 }, 3, false],
    ['sold 10 days ago', { status: 'sold', sold_date_timestamp: daysAgo(10) }, 3, false],
    [
      'sold 10 days ago on a site keeping sold cars 14 days',
      { status: 'sold', sold_date_timestamp: daysAgo(10) },
      14,
      true,
    ],
    [
      'sold within the window but hidden from the website',
      { status: 'sold', sold_date_timestamp: daysAgo(1), show_on_dealer_website: false },
      3,
      false,
    ],
    ['sold flag set with another status', { status: 'pending', sold: true, sold_date_timestamp: daysAgo(1) }, 3, true],
    ['sold with no sale date', { status: 'sold' }, 3, false],
    ['another status, not sold', { status: 'pending' }, 3, false],
    ['a sale date in the future', { status: 'sold', sold_date_timestamp: daysAgo(-1) }, 3, false],
  ])('%s → %s', (_name, car, days, expected) => {
    expect(isVisibleOnWebsite(car, NOW, days)).toBe(expected);
  });

  it('defaults to 3 days', () => {
    expect(isVisibleOnWebsite({ status: 'sold', sold_date_timestamp: daysAgo(2.9) }, NOW)).toBe(true);
    expect(isVisibleOnWebsite({ status: 'sold', sold_date_timestamp: daysAgo(3.1) }, NOW)).toBe(false);
  });
});
