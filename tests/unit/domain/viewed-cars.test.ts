import { describe, expect, it } from 'vitest';
import { shownViewedCars, VIEWED_CARS_SHOWN, viewedCarSlugs } from '../../../src/domain/viewed-cars.ts';
import type { ViewedCarRecord } from '../../../src/domain/watchlist.ts';

const record = (id: number, slug: string | null = `car-${id}`): ViewedCarRecord => ({
  id,
  slug,
  stocknum: null,
  make: 'Kia',
  model: 'Rio',
  body: null,
  simple_body: null,
});

describe("'Recently viewed': the viewed cars a page shows (issue 17 item 11)", () => {
  it('newest first, as the store keeps them', () => {
    expect(viewedCarSlugs([record(3), record(1), record(2)], '/search/used-cars')).toEqual(['car-3', 'car-1', 'car-2']);
  });

  it('leaves out the car of the page it is on, and records with no slug (stored before it was kept)', () => {
    expect(viewedCarSlugs([record(1), record(2), record(3, null)], '/cars/car-1/')).toEqual(['car-2']);
    expect(viewedCarSlugs([record(1), record(2)], '/cars/car-2')).toEqual(['car-1']);
  });

  it('leaves out a slug that is not one (a hand-edited store cannot make a link elsewhere)', () => {
    expect(viewedCarSlugs([record(1, '../admin'), record(2, 'a/b'), record(3)], '/')).toEqual(['car-3']);
  });

  it('drops a car with no file (gone from the site) and a car no longer in stock, keeping the order', () => {
    const car = (name: string, inStock = true) => ({ name, inStock });
    expect(shownViewedCars([car('a'), null, car('sold', false), car('b')])).toEqual([car('a'), car('b')]);
  });

  it(`shows at most ${VIEWED_CARS_SHOWN}`, () => {
    const cars = Array.from({ length: VIEWED_CARS_SHOWN + 2 }, (_, index) => ({ index, inStock: true }));
    expect(shownViewedCars(cars).map((car) => car.index)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
