/**
 * The search behaviour both backends must show ("One behavioural suite (query,
 * each filter kind, ranges, sorts, paging, base filter, no results) runs against the embedded
 * engine always and against Meilisearch when configured"). Everything goes through InstantSearch's
 * multi-query protocol (`client.search([...])`) with params shaped as algoliasearch-helper sends
 * them. Ids are compared as sets where the state leaves the order open, and in order where a sort
 * or the default order (in stock first, newest first) fixes it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../../src/search/document.ts';
import { searchDocument } from './search-fixtures.ts';

export interface SuiteSetup {
  documents: SearchDocument[];
  indexName: string;
  baseFilter?: string;
  excludeZeroPriceOnPriceAsc?: boolean;
}

export interface SuiteResult {
  hits: { id: number }[];
  nbHits: number;
  nbPages: number;
  page: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
}

/** The part of an InstantSearch search client the suite uses. */
export interface SearchClientLike {
  search(requests: { indexName: string; params: Record<string, unknown> }[]): Promise<{ results: SuiteResult[] }>;
}

const DAY = 86_400;
const NOW = 1_760_000_000;

type Row = [
  id: number,
  make: string,
  model: string,
  badge: string,
  colour: string,
  body: string,
  price: number,
  km: number | null,
  year: number,
  type: 'new' | 'demo' | 'used',
  status: string,
  dealer: 'north' | 'south',
  features?: string[],
  certified?: boolean,
];

/** 25 cars, one created a day (car 1 newest); prices all differ except two cars without a price (0). */
const ROWS: Row[] = [
  [
    1,
    'Ford',
    'Ranger',
    'Wildtrak',
    'White',
    'Ute',
    59990,
    12000,
    2023,
    'used',
    'in_stock',
    'north',
    ['Tow Bar', 'Sunroof'],
  ],
  [2, 'Ford', 'Ranger', 'XLT', 'Blue', 'Ute', 48990, 30000, 2022, 'used', 'in_stock', 'north', ['Tow Bar']],
  [3, 'Ford', 'Ranger', 'Wildtrek', 'Grey', 'Ute', 51990, 25000, 2022, 'used', 'in_stock', 'south'],
  [
    4,
    'Ford',
    'Everest',
    'Trend',
    'Black',
    'SUV',
    62990,
    5000,
    2024,
    'demo',
    'in_stock',
    'north',
    ['Sunroof', 'Tow Bar'],
  ],
  [5, 'Ford', 'Puma', 'ST-Line', 'Red', 'SUV', 0, null, 2025, 'new', 'coming_soon', 'south'],
  [6, 'Toyota', 'Corolla', 'Ascent Sport', 'White', 'Hatch', 24990, 40000, 2020, 'used', 'in_stock', 'north', [], true],
  [7, 'Toyota', 'Corolla Cross', 'GXL', 'Silver', 'SUV', 38990, 8000, 2024, 'used', 'in_stock', 'south', [], true],
  [8, 'Toyota', 'HiLux', 'SR5', 'White', 'Ute', 55990, 60000, 2021, 'used', 'sold', 'north'],
  [9, 'Toyota', 'RAV4', 'Cruiser', 'Blue', 'SUV', 45990, 15000, 2023, 'used', 'in_stock', 'south', ['Sunroof']],
  [10, 'Toyota', 'Camry', 'Ascent', 'Black', 'Sedan', 29990, 55000, 2019, 'used', 'in_stock', 'north'],
  [11, 'Kia', 'Sportage', 'SX+', 'Grey', 'SUV', 36990, 20000, 2023, 'used', 'in_stock', 'south'],
  [
    12,
    'Kia',
    'Sorento',
    'GT-Line',
    'Black',
    'SUV',
    0,
    100,
    2025,
    'new',
    'in_stock',
    'north',
    ['Sunroof', 'Tow Bar', 'Heated Seats'],
  ],
  [13, 'Kia', 'Picanto', 'S', 'Yellow', 'Hatch', 15990, 70000, 2018, 'used', 'in_stock', 'south'],
  [14, 'Kia', 'Cerato', 'Sport', 'White', 'Sedan', 22990, 45000, 2020, 'used', 'in_stock', 'north'],
  [15, 'Mazda', 'CX-5', 'Maxx Sport', 'Red', 'SUV', 33990, 35000, 2021, 'used', 'in_stock', 'south'],
  [16, 'Mazda', 'CX-3', 'Evolve', 'Blue', 'SUV', 21990, 50000, 2019, 'used', 'in_stock', 'north'],
  [17, 'Mazda', 'BT-50', 'XTR', 'Grey', 'Ute', 47990, 10000, 2023, 'demo', 'in_stock', 'south', ['Tow Bar']],
  [18, 'Mazda', 'Mazda3', 'G20', 'Black', 'Hatch', 27990, 25000, 2022, 'used', 'sold', 'north'],
  [19, 'Hyundai', 'i30', 'N Line', 'White', 'Hatch', 26990, 30000, 2021, 'used', 'in_stock', 'south'],
  [20, 'Hyundai', 'Tucson', 'Elite', 'Silver', 'SUV', 41990, 15000, 2023, 'used', 'in_stock', 'north'],
  [21, 'Hyundai', 'Kona', 'Highlander', 'Green', 'SUV', 39990, 5000, 2024, 'demo', 'in_stock', 'south'],
  [22, 'Mitsubishi', 'Triton', 'GLX+', 'White', 'Ute', 35990, 65000, 2020, 'used', 'in_stock', 'north'],
  [23, 'Mitsubishi', 'Outlander', 'ES', 'Grey', 'SUV', 31990, 40000, 2021, 'used', 'in_stock', 'south'],
  [
    24,
    'Volkswagen',
    'Amarok',
    'Aventura',
    'Black',
    'Ute',
    79990,
    2000,
    2025,
    'new',
    'in_stock',
    'north',
    ['Sunroof', 'Tow Bar'],
  ],
  [25, 'Volkswagen', 'Golf', 'GTI', 'Red', 'Hatch', 49990, 9000, 2023, 'used', 'in_stock', 'south'],
];

/** The suite's stock, as search documents. */
export function behaviourDocuments(): SearchDocument[] {
  return ROWS.map(
    ([id, make, model, badge, colour, body, price, km, year, type, status, dealer, features = [], certified = false]) =>
      searchDocument({
        id,
        make,
        model,
        badge,
        colour,
        body,
        price,
        km,
        year,
        car_type: type,
        status,
        name: `${year} ${make} ${model} ${badge}`,
        in_stock: status === 'sold' ? 0 : 1,
        created_at_timestamp: NOW - id * DAY,
        dealership_slug: dealer,
        dealership_name: dealer === 'north' ? 'North Motors' : 'South Motors',
        filtered_features: features,
        certified: certified ? 'true' : 'false',
      }),
  );
}

const INDEX = 'Car_behaviour';
/** In stock first (8 and 18 are sold), then newest first: here, by id. */
const DEFAULT_ORDER = [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20, 21, 22, 23, 24, 25, 8, 18];
const PRICED_ASCENDING = [13, 16, 14, 6, 19, 18, 10, 23, 15, 22, 11, 7, 21, 20, 9, 17, 2, 25, 3, 8, 1, 4, 24];
const NORTH = [1, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24];

const ids = (result: SuiteResult) => result.hits.map((hit) => hit.id);
const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);
const noCounts = (result: SuiteResult) =>
  Object.values(result.facets ?? {}).every((counts) => Object.keys(counts).length === 0);

/** Registers the suite for one backend; `createClient` makes a client over the setup's documents. */
export function describeSearchBehaviour(
  backend: string,
  createClient: (setup: SuiteSetup) => Promise<SearchClientLike>,
): void {
  describe(`search behaviour: ${backend}`, () => {
    const documents = behaviourDocuments();
    const clients = new Map<string, SearchClientLike>();
    const setups = {
      plain: { documents, indexName: INDEX },
      north: { documents, indexName: INDEX, baseFilter: 'dealership_slug = "north"' },
      noZeroPrice: { documents, indexName: INDEX, excludeZeroPriceOnPriceAsc: true },
    } satisfies Record<string, SuiteSetup>;

    beforeAll(async () => {
      for (const [name, setup] of Object.entries(setups)) clients.set(name, await createClient(setup));
    }, 120_000);

    async function searchAll(
      params: Record<string, unknown>[],
      options: { setup?: keyof typeof setups; sort?: string } = {},
    ): Promise<SuiteResult[]> {
      const client = clients.get(options.setup ?? 'plain')!;
      const indexName = options.sort ? `${INDEX}:${options.sort}` : INDEX;
      const { results } = await client.search(
        params.map((p) => ({ indexName, params: { query: '', hitsPerPage: 21, page: 0, ...p } })),
      );
      return results;
    }
    const search = async (
      params: Record<string, unknown>,
      options: { setup?: keyof typeof setups; sort?: string } = {},
    ) => (await searchAll([params], options))[0]!;

    describe('query text (prefix matching, one typo in longer words, ranked sensibly)', () => {
      it.each([
        ['a whole word', 'Ranger', [1, 2, 3]],
        ['any letter case', 'RANGER', [1, 2, 3]],
        ['a prefix of the last word', 'Cor', [6, 7]],
        ['two words, the last a prefix', 'toyota coroll', [6, 7]],
        ['one typo in a word of 5+ letters', 'Rangar', [1, 2, 3]],
        ['a stock-style badge with a plus', 'SX', [11]],
      ])('%s: "%s"', async (_name, query, expected) => {
        const result = await search({ query, hitsPerPage: 25 });
        expect(sorted(ids(result))).toEqual(expected);
        expect(result.nbHits).toBe(expected.length);
      });

      it('ranks an exact match above a match with one typo ("Wildtrak" before "Wildtrek")', async () => {
        expect(ids(await search({ query: 'Wildtrak' }))).toEqual([1, 3]);
      });

      it('finds nothing for a word in no car: no hits, no pages, no facet counts', async () => {
        const result = await search({ query: 'zzqx', facets: ['make', 'price'] });
        expect(result.nbHits).toBe(0);
        expect(result.hits).toEqual([]);
        expect(result.nbPages).toBe(0);
        expect(noCounts(result)).toBe(true);
      });
    });

    describe('filters (spec 01 §3 filter attributes)', () => {
      it("a disjunctive list: any picked make; the make counts come from the query without it (InstantSearch's extra query)", async () => {
        const [main, makes] = await searchAll([
          { facetFilters: [['make:Ford', 'make:Kia'], 'body:SUV'], facets: ['body', 'make'], hitsPerPage: 25 },
          { facetFilters: ['body:SUV'], facets: 'make', hitsPerPage: 0 },
        ]);
        expect(sorted(ids(main!))).toEqual([4, 5, 11, 12]);
        expect(main!.facets?.make).toEqual({ Ford: 2, Kia: 2 });
        expect(makes!.hits).toEqual([]);
        expect(makes!.facets?.make).toEqual({ Ford: 2, Toyota: 2, Kia: 2, Mazda: 2, Hyundai: 2, Mitsubishi: 1 });
      });

      it('a conjunctive list on a list field: cars with every picked feature', async () => {
        const result = await search({
          facetFilters: ['filtered_features:Sunroof', 'filtered_features:Tow Bar'],
          facets: ['filtered_features'],
          hitsPerPage: 25,
        });
        expect(sorted(ids(result))).toEqual([1, 4, 12, 24]);
        expect(result.facets?.filtered_features).toEqual({ Sunroof: 4, 'Tow Bar': 4, 'Heated Seats': 1 });
      });

      it('a boolean kept as text: certified "true"', async () => {
        const result = await search({ facetFilters: [['certified:true']], facets: ['certified'] });
        expect(sorted(ids(result))).toEqual([6, 7]);
        expect(result.facets?.certified).toEqual({ true: 2 });
      });

      it('a numeric range: price from 20,000 to 30,000 inclusive', async () => {
        const result = await search({ numericFilters: ['price>=20000', 'price<=30000'], hitsPerPage: 25 });
        expect(sorted(ids(result))).toEqual([6, 10, 14, 16, 18, 19]);
      });

      it('range statistics give the slider its min and max, over the cars matched', async () => {
        const [all, kia] = await searchAll([
          { facets: ['price', 'year'], hitsPerPage: 0 },
          { facetFilters: [['make:Kia']], facets: ['price', 'year'], hitsPerPage: 0 },
        ]);
        expect(all!.facets_stats?.price).toMatchObject({ min: 0, max: 79990 });
        expect(all!.facets_stats?.year).toMatchObject({ min: 2018, max: 2025 });
        expect(kia!.facets_stats?.price).toMatchObject({ min: 0, max: 36990 });
      });

      it('facet counts count each car once per value, over the cars matched', async () => {
        const result = await search({ facets: ['car_type', 'status'], hitsPerPage: 0 });
        expect(result.facets?.car_type).toEqual({ used: 19, demo: 3, new: 3 });
        expect(result.facets?.status).toEqual({ in_stock: 22, sold: 2, coming_soon: 1 });
      });
    });

    describe('sorting (spec 02 §9: most relevant, latest, highest price, lowest price)', () => {
      it('most relevant without a query is the default order: in stock first, newest first', async () => {
        expect(ids(await search({ hitsPerPage: 25 }))).toEqual(DEFAULT_ORDER);
      });

      it('latest: newest first, sold cars included in their place', async () => {
        expect(ids(await search({ hitsPerPage: 25 }, { sort: 'created_at_timestamp:desc' }))).toEqual(
          Array.from({ length: 25 }, (_, i) => i + 1),
        );
      });

      it('highest price first', async () => {
        const result = ids(await search({ hitsPerPage: 25 }, { sort: 'price:desc' }));
        expect(result.slice(0, 23)).toEqual([...PRICED_ASCENDING].reverse());
        expect(sorted(result.slice(23))).toEqual([5, 12]);
      });

      it('lowest price first: the cars without a price (0) come first where the site does not exclude them', async () => {
        const result = await search({ hitsPerPage: 25 }, { sort: 'price:asc' });
        expect(sorted(ids(result).slice(0, 2))).toEqual([5, 12]);
        expect(ids(result).slice(2)).toEqual(PRICED_ASCENDING);
        expect(result.nbHits).toBe(25);
      });

      it('spec 01 §7 "Price ascending adds a price above 0 condition on some sites"', async () => {
        const ascending = await search({ hitsPerPage: 25 }, { setup: 'noZeroPrice', sort: 'price:asc' });
        expect(ids(ascending)).toEqual(PRICED_ASCENDING);
        expect(ascending.nbHits).toBe(23);
        // Only price ascending: the same site still shows them in any other order.
        expect((await search({ hitsPerPage: 25 }, { setup: 'noZeroPrice', sort: 'price:desc' })).nbHits).toBe(25);
        expect((await search({ hitsPerPage: 25 }, { setup: 'noZeroPrice' })).nbHits).toBe(25);
      });
    });

    describe('paging (spec 01 §9: 21 a page)', () => {
      it.each([
        [0, DEFAULT_ORDER.slice(0, 21)],
        [1, DEFAULT_ORDER.slice(21)],
        [2, []],
      ])('page %i of 2', async (page, expected) => {
        const result = await search({ page });
        expect(ids(result)).toEqual(expected);
        expect(result.nbHits).toBe(25);
        expect(result.nbPages).toBe(2);
        expect(result.page).toBe(page);
      });
    });

    describe('base filter (spec 01 §7 "A fixed base filter per dealer slug or template limits stock")', () => {
      it("limits hits, counts and facets to the dealer's cars, whatever else is asked", async () => {
        const result = await search({ facets: ['make'], hitsPerPage: 25 }, { setup: 'north' });
        expect(ids(result)).toEqual(DEFAULT_ORDER.filter((id) => NORTH.includes(id)));
        expect(result.facets?.make).toEqual({
          Ford: 3,
          Toyota: 3,
          Kia: 2,
          Mazda: 2,
          Hyundai: 1,
          Mitsubishi: 1,
          Volkswagen: 1,
        });
        const filtered = await search({ query: 'ranger', facetFilters: [['make:Ford']] }, { setup: 'north' });
        expect(sorted(ids(filtered))).toEqual([1, 2]);
      });
    });
  });
}
