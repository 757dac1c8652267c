import { describe, expect, it } from 'vitest';
import {
  createDirectoryCache,
  directoryCountText,
  directoryKey,
  directoryMakes,
  directoryModels,
  searchDirectory,
  DIRECTORY_PAGE_SIZE,
  type DirectoryQuery,
} from '../../../src/domain/model-directory.ts';

const cars = [
  { make: 'Ford', model: 'Ranger', simple_body: 'Ute' },
  { make: 'Ford', model: 'Ranger', simple_body: 'Cab Chassis' },
  { make: 'Ford', model: 'Everest', simple_body: 'SUV' },
  { make: 'Toyota', model: 'RAV4', simple_body: 'SUV' },
  { make: 'Toyota', model: 'Corolla', simple_body: null },
];
const ask = (over: Partial<DirectoryQuery> = {}): DirectoryQuery => ({
  query: '',
  make: '',
  model: '',
  body: '',
  page: 1,
  ...over,
});

describe('spec 01 §2 directory searches over the tenant makes and models (issue 17 item 9)', () => {
  const models = directoryModels(cars, [{ make: 'Toyota', model: 'HiLux' }]);
  const makes = directoryMakes(models, ['Toyota', 'Mazda']);

  it('lists each model in stock with its bodies and count, and content models with none', () => {
    expect(models).toEqual([
      { make: 'Ford', model: 'Everest', models: ['Everest'], bodies: ['SUV'], count: 1 },
      { make: 'Ford', model: 'Ranger', models: ['Ranger'], bodies: ['Cab Chassis', 'Ute'], count: 2 },
      { make: 'Toyota', model: 'Corolla', models: ['Corolla'], bodies: [], count: 1 },
      { make: 'Toyota', model: 'HiLux', models: ['HiLux'], bodies: [], count: 0 },
      { make: 'Toyota', model: 'RAV4', models: ['RAV4'], bodies: ['SUV'], count: 1 },
    ]);
  });

  it('lists the site manufacturers (in stock or not) and the makes in stock, each with its models', () => {
    expect(makes.map((make) => [make.make, make.models, make.count])).toEqual([
      ['Ford', ['Everest', 'Ranger'], 3],
      ['Mazda', [], 0],
      ['Toyota', ['Corolla', 'HiLux', 'RAV4'], 2],
    ]);
  });

  it('matches every word of the text query in make or model, any case', () => {
    const hit = (query: string) => searchDirectory(models, ask({ query })).hits.map((index) => models[index]!.model);
    expect(hit('ford')).toEqual(['Everest', 'Ranger']);
    expect(hit('toyota rav')).toEqual(['RAV4']);
    expect(hit('ford rav')).toEqual([]);
  });

  it('filters by make, model and body, together', () => {
    expect(searchDirectory(models, ask({ body: 'SUV' })).total).toBe(2);
    expect(searchDirectory(models, ask({ body: 'SUV', make: 'Ford' })).hits).toEqual([0]);
    expect(searchDirectory(makes, ask({ model: 'Ranger' })).hits).toEqual([0]);
    expect(searchDirectory(makes, ask({ body: 'SUV' })).total).toBe(2);
  });

  it('gives 21 hits a page; a page past the last gives the last', () => {
    const many = directoryModels(Array.from({ length: 50 }, (_, i) => ({ make: 'Kia', model: `M${100 + i}` })));
    expect(DIRECTORY_PAGE_SIZE).toBe(21);
    expect(searchDirectory(many, ask())).toMatchObject({ total: 50, page: 1, pages: 3 });
    expect(searchDirectory(many, ask()).hits).toHaveLength(21);
    expect(searchDirectory(many, ask({ page: 3 })).hits).toEqual([42, 43, 44, 45, 46, 47, 48, 49]);
    expect(searchDirectory(many, ask({ page: 9 })).page).toBe(3);
    expect(searchDirectory([], ask())).toEqual({ hits: [], total: 0, page: 1, pages: 1 });
  });

  it('caches 10 results by key and drops the oldest first', () => {
    const cache = createDirectoryCache<number>();
    for (let page = 1; page <= 11; page++) cache.set(directoryKey(ask({ page })), page);
    expect(cache.size).toBe(10);
    expect(cache.get(directoryKey(ask({ page: 1 })))).toBeUndefined();
    expect(cache.get(directoryKey(ask({ page: 2 })))).toBe(2);
    expect(directoryKey(ask({ query: ' Ford ' }))).toBe(directoryKey(ask({ query: 'ford' })));
  });

  it('announces the count', () => {
    expect(directoryCountText(1, 'models')).toBe('1 model');
    expect(directoryCountText(21, 'makes')).toBe('21 manufacturers');
    expect(directoryCountText(0, 'models')).toBe('No models match');
  });
});
