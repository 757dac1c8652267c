import { describe, expect, it } from 'vitest';
import { garageRows, garageRowView, GARAGE_TEXT_KEYS } from '../../../src/components/my-garage/garage-view.ts';
import { pickStrings } from '../../../src/components/vehicle/tools/pick-strings.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';
import type { GarageRow } from '../../../src/domain/my-garage.ts';

const text = pickStrings(DEFAULT_STRINGS, GARAGE_TEXT_KEYS);
const car = (fields: Partial<NonNullable<GarageRow['car']>> = {}): NonNullable<GarageRow['car']> => ({
  id: 7,
  slug: '2021-mazda-cx-5',
  path: '/cars/2021-mazda-cx-5',
  name: '2021 Mazda CX-5 Maxx',
  price: 31_990,
  status: 'in_stock',
  primary_image_url: '/media/cx5.svg',
  ...fields,
});
const row = (state: GarageRow['state'], fields?: Partial<NonNullable<GarageRow['car']>>): GarageRow => ({
  car_id: 7,
  saved_at: '2026-11-01T00:00:00.000Z',
  state,
  car: state === 'gone' ? null : car(fields),
});

describe('a /my-garage row (issue 14: "their current price and status … a sold car marked, a car gone from stock kept as a row saying so")', () => {
  it('a car in stock: its page, its price today, no note', () => {
    expect(garageRowView(row('in-stock'), text)).toEqual({
      carId: 7,
      title: '2021 Mazda CX-5 Maxx',
      href: '/cars/2021-mazda-cx-5',
      imageUrl: '/media/cx5.svg',
      price: '$31,990',
      note: null,
      state: 'in-stock',
    });
  });

  it('a sold car is marked Sold and keeps its page', () => {
    expect(garageRowView(row('sold', { status: 'sold' }), text)).toMatchObject({
      note: 'Sold',
      href: '/cars/2021-mazda-cx-5',
    });
  });

  it("a car at 0 reads the spec's 'Enquire for price.'", () => {
    expect(garageRowView(row('in-stock', { price: 0 }), text).price).toBe('Enquire for price.');
  });

  it('a car gone from the stock stays as a row saying so, without a link or price', () => {
    expect(garageRowView(row('gone'), text)).toEqual({
      carId: 7,
      title: 'Car 7',
      href: null,
      imageUrl: null,
      price: null,
      note: 'This car is no longer in our stock.',
      state: 'gone',
    });
  });
});

describe('the GET /api/watchlist answer', () => {
  it('gives its rows and drops what is not one', () => {
    expect(garageRows({ success: true, cars: [row('gone'), { car_id: 'x' }, null] })).toEqual([row('gone')]);
    expect(garageRows({ success: false, error: 'Please sign in to continue.' })).toBeNull();
    expect(garageRows(null)).toBeNull();
  });
});
