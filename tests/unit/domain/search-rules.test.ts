import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  DIRECTORY_SEARCH_CACHE_SIZE,
  displayedCount,
  EXACT_HITS_LIMIT,
  MAKE_MODEL_LIMIT,
  SHOW_ALL_MAKES_AFTER,
  showMeLabel,
  SORT_OPTIONS,
  sortFacetItems,
  sortIndexName,
} from '../../../src/domain/search-results.ts';
import {
  genericSimilarQuery,
  selectSimilarCars,
  SIMILAR_CARS_HITS_PER_QUERY,
  SIMILAR_CARS_LIMIT,
  SIMILAR_CARS_LOAD_MARGIN_PX,
  similarCarQueries,
  similarCarSlots,
  similarPriceBand,
} from '../../../src/domain/similar-cars.ts';

describe('search constants (spec 01 §9)', () => {
  it('page size 21, count rule above 1999, show all after 7 makes, make model limit 30, directory cache 10', () => {
    expect([
      DEFAULT_PAGE_SIZE,
      EXACT_HITS_LIMIT,
      SHOW_ALL_MAKES_AFTER,
      MAKE_MODEL_LIMIT,
      DIRECTORY_SEARCH_CACHE_SIZE,
    ]).toEqual([21, 1999, 7, 30, 10]);
  });
});

describe('displayed count: "when hits exceed 1999 a sum of facet counts or the in-stock count is used" (spec 01 §9)', () => {
  it.each([
    ['1999 hits are shown as they are', 1999, { car_type: { new: 5 } }, 1999],
    ['0 hits', 0, {}, 0],
    ['2000 hits: the sum of the car_type facet counts', 2000, { car_type: { new: 812, used: 2950, demo: 140 } }, 3902],
    [
      'no car_type counts: the in-stock count (in_stock + coming_soon)',
      5000,
      { status: { in_stock: 3800, coming_soon: 20, sold: 90 } },
      3820,
    ],
    ['coming soon alone counts as in stock', 5000, { status: { coming_soon: 2100 } }, 2100],
    ['empty car_type counts fall through to status', 5000, { car_type: {}, status: { in_stock: 4000 } }, 4000],
    ['no facet counts at all: the hits', 2500, {}, 2500],
    ['no facets argument: the hits', 2500, undefined, 2500],
  ])('%s', (_name, hits, facets, expected) => expect(displayedCount(hits, facets)).toBe(expected));

  it.each([
    [0, 'Show Me 0 Cars'],
    [1, 'Show Me 1 Car'],
    [2, 'Show Me 2 Cars'],
    [3902, 'Show Me 3,902 Cars'],
  ])('"Show Me {count} {cars}" with %s', (count, label) => {
    expect(showMeLabel('Show Me {count} {cars}', count, { one: 'Car', many: 'Cars' })).toBe(label);
  });
});

describe('similar cars (spec 01 §7, §9)', () => {
  it("uses the spec's constants: at most 6, 10 hits per query, loads within 500px", () => {
    expect([SIMILAR_CARS_LIMIT, SIMILAR_CARS_HITS_PER_QUERY, SIMILAR_CARS_LOAD_MARGIN_PX]).toEqual([6, 10, 500]);
  });

  it.each([
    ['"plus or minus 10000 when price is under 50000"', 30000, { min: 20000, max: 40000 }],
    ['49999 is under 50000', 49999, { min: 39999, max: 59999 }],
    ['"otherwise 25000": 50000', 50000, { min: 25000, max: 75000 }],
    ['a cheap car never goes below 0', 6000, { min: 0, max: 16000 }],
  ])('price band: %s', (_name, price, band) => expect(similarPriceBand(price)).toEqual(band));

  const source = { id: 7, price: 30000, make: 'Toyota', model: 'RAV4', simple_body: 'SUV', car_type: 'used' };
  it('queries from the most alike to the broadest: in stock, not this car, in the band, 10 hits each', () => {
    const base = 'status IN ["in_stock", "coming_soon"] AND id != 7 AND price 20000 TO 40000';
    expect(similarCarQueries(source, 'Car_production')).toEqual([
      { indexUid: 'Car_production', filter: `${base} AND make = "Toyota" AND model = "RAV4"`, limit: 10 },
      { indexUid: 'Car_production', filter: `${base} AND body = "SUV"`, limit: 10 },
      { indexUid: 'Car_production', filter: `${base} AND car_type = "used"`, limit: 10 },
    ]);
  });

  it('leaves out the body query when the car has no body, and quotes names safely', () => {
    const queries = similarCarQueries({ ...source, simple_body: null, model: 'Say "Hi"' }, 'idx');
    expect(queries).toHaveLength(2);
    expect(queries[0]?.filter).toContain('model = "Say \\"Hi\\""');
  });

  it('without a simple body type, the body narrows the search', () => {
    expect(similarCarQueries({ ...source, simple_body: null, body: 'Wagon' }, 'idx')[1]?.filter).toContain(
      'AND body = "Wagon"',
    );
  });

  it('"the section falls back to a generic search" on failure', () => {
    expect(genericSimilarQuery(source, 'idx')).toEqual({
      indexUid: 'idx',
      filter: 'status IN ["in_stock", "coming_soon"] AND id != 7',
      limit: 10,
    });
  });

  const hit = (id: number, model: string, status = 'in_stock') => ({ id, model, status });
  it('"dedupes by id, puts same model first, keeps at most 6"; in stock only; excludes the same car', () => {
    const selected = selectSimilarCars({ id: 7, model: 'RAV4' }, [
      [hit(7, 'RAV4'), hit(1, 'Kluger'), hit(2, 'RAV4')],
      [hit(2, 'RAV4'), hit(3, 'CX-5', 'sold'), hit(4, 'rav4', 'coming_soon'), hit(5, 'Tucson')],
      [hit(6, 'Outlander'), hit(8, 'Forester'), hit(9, 'X-Trail'), hit(10, 'RAV4')],
    ]);
    expect(selected.map((car) => car.id)).toEqual([2, 4, 10, 1, 5, 6]);
  });

  it('fewer than 6 leave placeholders in the 6 slots', () => {
    expect(similarCarSlots(['a', 'b'])).toEqual(['a', 'b', null, null, null, null]);
    expect(similarCarSlots([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('sorting (spec 02 §9 "Sort options: most relevant, latest, highest price, lowest price"; "default facet sort by count then name")', () => {
  it("four options in the spec's order", () => {
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Most Relevant',
      'Latest',
      'Highest Price',
      'Lowest Price',
    ]);
  });

  it.each([
    ['relevance', 'Car_production'],
    ['latest', 'Car_production:created_at_timestamp:desc'],
    ['price-desc', 'Car_production:price:desc'],
    ['price-asc', 'Car_production:price:asc'],
  ] as const)('%s searches the index %s', (sort, name) => expect(sortIndexName('Car_production', sort)).toBe(name));

  it('facet values by count, then by name', () => {
    const items = [
      { label: 'Mazda', count: 3 },
      { label: 'Toyota', count: 9 },
      { label: 'Kia', count: 3 },
      { label: 'Audi', count: 1 },
    ];
    expect(sortFacetItems(items).map((item) => item.label)).toEqual(['Toyota', 'Kia', 'Mazda', 'Audi']);
    expect(items[0]?.label).toBe('Mazda');
  });
});
