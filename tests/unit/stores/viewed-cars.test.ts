import { describe, expect, it } from 'vitest';
import { VIEWED_CARS_LIMIT, type ViewedCarRecord } from '../../../src/domain/watchlist.ts';
import { createViewedCarsStore, decodeViewedCars, VIEWED_CARS_STORAGE_KEY } from '../../../src/stores/viewed-cars.ts';
import { memoryStorage } from './fake-storage.ts';

const record = (id: number): ViewedCarRecord => ({
  id,
  slug: `car-${id}`,
  stocknum: `S${id}`,
  make: 'Toyota',
  model: 'Corolla',
  body: 'Hatchback',
  simple_body: 'Hatch',
});

describe('$viewedCars: "Viewed-car record (stored locally): id, stocknum, make, model, body, simple_body" (spec 01 §3)', () => {
  it('records each view newest first, a car once, and keeps them across a reload', () => {
    const storage = memoryStorage();
    const store = createViewedCarsStore(storage, null);
    store.recordViewedCar(record(1));
    store.recordViewedCar(record(2));
    store.recordViewedCar(record(1));
    expect(store.$viewedCars.get().map((car) => car.id)).toEqual([1, 2]);
    expect(JSON.parse(storage.data[VIEWED_CARS_STORAGE_KEY]!)).toEqual([record(1), record(2)]);
    expect(createViewedCarsStore(storage, null).$viewedCars.get()).toEqual([record(1), record(2)]);
  });

  it(`keeps the ${VIEWED_CARS_LIMIT} newest`, () => {
    const store = createViewedCarsStore(memoryStorage(), null);
    for (let id = 1; id <= VIEWED_CARS_LIMIT + 3; id++) store.recordViewedCar(record(id));
    const ids = store.$viewedCars.get().map((car) => car.id);
    expect(ids).toHaveLength(VIEWED_CARS_LIMIT);
    expect(ids[0]).toBe(VIEWED_CARS_LIMIT + 3);
    expect(ids.at(-1)).toBe(4);
  });

  it('a storage that refuses writes, or none at all, still records for the page', () => {
    const storage = memoryStorage();
    storage.refuse = true;
    for (const store of [createViewedCarsStore(storage, null), createViewedCarsStore(null, null)]) {
      store.recordViewedCar(record(3));
      expect(store.$viewedCars.get()).toEqual([record(3)]);
    }
  });

  it.each([
    ['not a list', { id: 1 }, []],
    ['bad entries dropped', [record(1), { id: 'x' }, null, { ...record(2), make: 3 }], [record(1)]],
    ['a car twice: the first (newest) kept', [record(1), { ...record(1), stocknum: 'old' }], [record(1)]],
    [
      'a record stored before the slug was kept: slug null',
      [{ ...record(1), slug: undefined }],
      [{ ...record(1), slug: null }],
    ],
    ['a slug that is not text: dropped', [{ ...record(1), slug: 7 }], []],
  ])('decodes what storage held: %s', (_name, stored, expected) => expect(decodeViewedCars(stored)).toEqual(expected));
});
