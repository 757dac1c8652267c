import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { genericSimilarQuery, IN_STOCK_FILTER, similarCarQueries } from '../../../src/domain/similar-cars.ts';
import { complement, count, emptySet, fromPositions, fullSet, positions } from '../../../src/search/embedded/bitset.ts';
import { createSearchEngine, parseIndexName } from '../../../src/search/embedded/engine.ts';
import { searchDocument } from './search-fixtures.ts';

const cars = [
  searchDocument({
    id: 1,
    make: 'Ford',
    model: 'Ranger',
    colour: 'White',
    price: 0,
    km: 100,
    seats: '5',
    filtered_features: ['Tow Bar'],
    dealership_slug: 'north',
    status: 'in_stock',
  }),
  searchDocument({
    id: 2,
    make: 'Ford',
    model: 'Ranger',
    colour: null,
    price: 45000,
    km: null,
    seats: '5',
    filtered_features: ['Tow Bar', 'Sunroof'],
    dealership_slug: 'south',
    status: 'coming_soon',
  }),
  searchDocument({
    id: 3,
    make: 'Toyota',
    model: 'Corolla',
    colour: 'white',
    price: 25000,
    km: 50000,
    seats: '7',
    categories: ['City'],
    status: 'sold',
    in_stock: 0,
  }),
  searchDocument({
    id: 4,
    make: 'Kia',
    model: 'Sportage',
    colour: 'Blue',
    price: 35000,
    km: 20000,
    seats: null,
    tag: '-Runout',
    dealership_slug: 'north',
  }),
  searchDocument({
    id: 5,
    make: 'Kia',
    model: 'Sorento',
    colour: '',
    price: 55000,
    km: 5000,
    seats: '7',
    dealership_slug: 'north',
    status: 'coming_soon',
  }),
];
const engine = createSearchEngine(cars);
const ids = (params: Parameters<typeof engine.search>[1], indexName = 'Cars') =>
  engine
    .search(indexName, { hitsPerPage: 50, ...params })
    .hits.map((hit) => hit.id)
    .sort((a, b) => a - b);

describe('index names ("<index>:<attribute>:<asc|desc>, as @meilisearch/instant-meilisearch does")', () => {
  it.each([
    ['Car_production', null],
    ['Car_production:price:asc', { attribute: 'price', direction: 'asc' }],
    ['Car_production:created_at_timestamp:desc', { attribute: 'created_at_timestamp', direction: 'desc' }],
  ])('%s', (name, sort) => expect(parseIndexName(name)).toEqual(sort));

  it.each([
    ['a direction other than asc or desc', 'Cars:price:up', /Cars:price:up/],
    ['a missing attribute', 'Cars::asc', /Cars::asc/],
    ['too many parts', 'Cars:price:asc:x', /Cars:price:asc:x/],
    ['an attribute that is not sortable', 'Cars:colour:asc', /"colour"/],
  ])('throws on %s, naming it', (_name, indexName, message) => {
    expect(() => engine.search(indexName, {})).toThrow(message);
  });
});

describe('Meilisearch filter syntax (spec 01 §7 base filter and similar-cars queries)', () => {
  it.each<[string, number[]]>([
    ['', [1, 2, 3, 4, 5]],
    ['make = Ford', [1, 2]],
    ['make = "ford"', [1, 2]],
    ["make = 'Kia' AND price > 40000", [5]],
    ['make != Ford', [3, 4, 5]],
    ['colour != White', [2, 4, 5]],
    ['NOT colour = white', [2, 4, 5]],
    ['price >= 35000', [2, 4, 5]],
    ['price < 25000', [1]],
    ['price <= 25000 OR make = Kia', [1, 3, 4, 5]],
    ['price 25000 TO 45000', [2, 3, 4]],
    ['km > 0', [1, 3, 4, 5]],
    ['status IN ["in_stock", "coming_soon"] AND id != 2', [1, 4, 5]],
    ['status NOT IN [sold, coming_soon]', [1, 4]],
    ['make = Ford AND (colour = White OR km IS NULL)', [1, 2]],
    ['make = Ford AND colour = White OR km IS NULL', [1, 2]],
    ['NOT (make = Ford OR make = Kia)', [3]],
    ['colour IS NULL', [2]],
    ['colour IS NOT NULL', [1, 3, 4, 5]],
    ['colour IS EMPTY', [5]],
    ['categories IS EMPTY', [1, 2, 4, 5]],
    ['filtered_features = "Tow Bar"', [1, 2]],
    ['filtered_features != Sunroof', [1, 3, 4, 5]],
    ['seats = 7', [3, 5]],
    ['seats = "7"', [3, 5]],
    ['year = 2020', [1, 2, 3, 4, 5]],
    ['colour EXISTS', [1, 2, 3, 4, 5]],
    ['colour NOT EXISTS', []],
    ['tag = "-Runout"', [4]],
    ['make = "Fo\\"rd"', []],
    ['dealership_slug = north AND in_stock = 1', [1, 4, 5]],
    ['price = abc', []],
  ])('%s', (filters, expected) => {
    expect(ids({ filters })).toEqual(expected);
  });

  it.each([
    ['an unknown attribute', 'simple_body = SUV', /simple_body/],
    ['an unknown attribute inside NOT', 'NOT colourr = White', /colourr/],
    ['a missing value', 'make =', /value/],
    ['an unclosed parenthesis', '(make = Ford', /\)/],
    ['an unclosed quote', 'make = "Ford', /quote/],
    ['a dangling operator', 'make = Ford AND', /attribute/],
    ['geo filters', '_geoRadius(1, 2, 3)', /_geoRadius/],
    ['an unknown operator', 'make ~ Ford', /operator|unexpected/],
  ])('throws on %s, naming it', (_name, filters, message) => {
    expect(() => engine.search('Cars', { filters })).toThrow(message);
  });

  it('understands the similar-cars queries (spec 01 §7): in stock, not this car, within the price band, same make', () => {
    const source = { id: 1, price: 40000, make: 'Ford', model: 'Ranger', car_type: 'used' };
    const [sameModel] = similarCarQueries(source, 'Cars');
    expect(ids({ filters: sameModel!.filter })).toEqual([2]);
    expect(ids({ filters: genericSimilarQuery(source, 'Cars').filter })).toEqual([2, 4, 5]);
    expect(ids({ filters: IN_STOCK_FILTER })).toEqual([1, 2, 4, 5]);
  });
});

describe('facetFilters and numericFilters as algoliasearch-helper sends them', () => {
  it.each<[string, unknown, number[]]>([
    ['one value', ['make:Ford'], [1, 2]],
    ['inner lists are OR', [['make:Ford', 'make:Kia']], [1, 2, 4, 5]],
    ['outer lists are AND', [['make:Ford', 'make:Kia'], 'seats:7'], [5]],
    ['a negated value', ['make:-Ford'], [3, 4, 5]],
    ['a negated attribute', ['-make:Ford'], [3, 4, 5]],
    ['an escaped leading minus is a value', ['tag:\\-Runout'], [4]],
    ['quoted attribute and value', ['"make":"Kia"'], [4, 5]],
    ['a value with a colon after the first', ['make:Ford:X'], []],
    ['a list attribute: every picked value', ['filtered_features:Tow Bar', 'filtered_features:Sunroof'], [2]],
    ['a number attribute', ['price:25000'], [3]],
    ['a single string', 'make:Kia', [4, 5]],
    ['a list as JSON text', '[["make:Kia","make:Toyota"]]', [3, 4, 5]],
    ['an empty inner list adds nothing', [[]], [1, 2, 3, 4, 5]],
  ])('facetFilters: %s', (_name, facetFilters, expected) => {
    expect(ids({ facetFilters: facetFilters as never })).toEqual(expected);
  });

  it.each<[string, unknown, number[]]>([
    ['a lower bound', ['price>=35000'], [2, 4, 5]],
    ['both bounds', ['price>=1', 'price<=35000'], [3, 4]],
    ['equality', ['price=0'], [1]],
    ['inequality keeps cars without the value', ['km!=100'], [2, 3, 4, 5]],
    ['inner lists are OR', [['price<1', 'price>50000']], [1, 5]],
    ['a range', ['km:1000 TO 30000'], [4, 5]],
    ['spaces around the operator', ['price >= 55000'], [5]],
  ])('numericFilters: %s', (_name, numericFilters, expected) => {
    expect(ids({ numericFilters: numericFilters as never })).toEqual(expected);
  });

  it.each([
    ['a facet filter on an unknown attribute', { facetFilters: ['colourz:White'] }, /colourz/],
    ['a facet filter without a colon', { facetFilters: ['make'] }, /attribute:value/],
    ['a numeric filter on an unknown attribute', { numericFilters: ['prices>=1'] }, /prices/],
    ['a numeric filter that is not a number', { numericFilters: ['price>=cheap'] }, /cheap/],
    ['a facet that is not filterable', { facets: ['stocknum'] }, /stocknum/],
    ['a negative page', { page: -1 }, /page/],
  ])('throws on %s, naming it', (_name, params, message) => {
    expect(() => engine.search('Cars', params)).toThrow(message);
  });
});

describe('response (spec 01 §3 "Search response: hits, count, facets, pages, ms")', () => {
  it("carries what algoliasearch-helper reads and the spec's names", () => {
    const result = engine.search('Cars', { query: '', facets: ['make'], hitsPerPage: 2, page: 1 });
    expect(result).toMatchObject({
      nbHits: 5,
      count: 5,
      page: 1,
      nbPages: 3,
      pages: 3,
      hitsPerPage: 2,
      query: '',
      index: 'Cars',
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      facets: { make: { Ford: 2, Kia: 2, Toyota: 1 } },
    });
    expect(result.ms).toBe(result.processingTimeMS);
    expect(result.params).toContain('hitsPerPage=2');
    expect(result.hits.map((hit) => hit.objectID)).toEqual(result.hits.map((hit) => String(hit.id)));
    expect(result.hits[0]).toMatchObject({ make: expect.any(String), card: expect.any(Object) });
  });

  it('defaults to 21 hits a page (spec 01 §9) and to most relevant', () => {
    const many = createSearchEngine(Array.from({ length: 30 }, (_, i) => searchDocument({ id: i + 1 })));
    const result = many.search('Cars', {});
    expect([result.hits.length, result.hitsPerPage, result.nbPages]).toEqual([21, 21, 2]);
  });

  it('hitsPerPage 0 answers facets only', () => {
    const result = engine.search('Cars', { hitsPerPage: 0, facets: 'make' });
    expect(result.hits).toEqual([]);
    expect(result.nbHits).toBe(5);
    expect(result.nbPages).toBe(0);
    expect(result.facets.make).toEqual({ Ford: 2, Kia: 2, Toyota: 1 });
  });

  it('orders facet values by count, then by value, and keeps maxValuesPerFacet of them', () => {
    const result = engine.search('Cars', { facets: ['make', 'colour', 'seats'], maxValuesPerFacet: 2, hitsPerPage: 0 });
    expect(Object.entries(result.facets.make!)).toEqual([
      ['Ford', 2],
      ['Kia', 2],
    ]);
    // Null colours are not counted; '' is a value; case variants are separate values.
    expect(engine.search('Cars', { facets: ['colour'] }).facets.colour).toEqual({ '': 1, Blue: 1, White: 1, white: 1 });
    expect(result.facets.seats).toEqual({ 5: 2, 7: 2 });
  });

  it('counts every filter attribute for facets ["*"], and gives number attributes their statistics', () => {
    const result = engine.search('Cars', { facets: ['*'], hitsPerPage: 0 });
    expect(Object.keys(result.facets)).toEqual(
      expect.arrayContaining(['make', 'make_model', 'status', 'price', 'categories']),
    );
    expect(result.facets_stats.price).toEqual({ min: 0, max: 55000, avg: 32000, sum: 160000 });
    expect(result.facets_stats.km).toEqual({ min: 100, max: 50000, avg: 18775, sum: 75100 });
    expect(result.facets_stats.make).toBeUndefined();
  });

  it('leaves out facets with no values: no results have empty facets', () => {
    const result = engine.search('Cars', { query: 'zzz', facets: ['make', 'price'] });
    expect(result).toMatchObject({ nbHits: 0, hits: [], nbPages: 0, facets: {}, facets_stats: {} });
  });

  it('sorts by an attribute with the cars lacking it last, ties in the default order', () => {
    expect(engine.search('Cars:km:asc', { hitsPerPage: 10 }).hits.map((hit) => hit.id)).toEqual([1, 5, 4, 3, 2]);
    expect(engine.search('Cars:km:desc', { hitsPerPage: 10 }).hits.map((hit) => hit.id)).toEqual([3, 4, 5, 1, 2]);
  });

  it('adds the base filter to every search, and price > 0 on price ascending when asked (spec 01 §7)', () => {
    const north = createSearchEngine(cars, { baseFilter: 'dealership_slug = north', excludeZeroPriceOnPriceAsc: true });
    expect(
      north
        .search('Cars', { hitsPerPage: 10 })
        .hits.map((hit) => hit.id)
        .sort(),
    ).toEqual([1, 4, 5]);
    expect(north.search('Cars:price:asc', { hitsPerPage: 10 }).hits.map((hit) => hit.id)).toEqual([4, 5]);
    expect(north.search('Cars:price:desc', { hitsPerPage: 10 }).hits.map((hit) => hit.id)).toEqual([5, 4, 1]);
    expect(north.size).toBe(5);
  });

  it('refuses a base filter naming an unknown attribute when the engine is made', () => {
    expect(() => createSearchEngine(cars, { baseFilter: 'dealer = x' })).toThrow(/"dealer"/);
  });
});

describe('bitsets', () => {
  it('count, positions and complement agree with a plain set (fast-check)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 300 })
          .chain((size) =>
            fc.tuple(fc.constant(size), fc.uniqueArray(fc.nat({ max: Math.max(0, size - 1) }), { maxLength: size })),
          ),
        ([size, list]) => {
          const set = fromPositions(size, list);
          const sorted = [...list].sort((a, b) => a - b);
          expect([...positions(set)]).toEqual(sorted);
          expect(count(set)).toBe(list.length);
          expect(count(complement(set, size))).toBe(size - list.length);
          expect(count(fullSet(size))).toBe(size);
          expect(count(emptySet(size))).toBe(0);
        },
      ),
    );
  });
});
