/**
 * The Meilisearch browser client, driven the way the results page drives it: algoliasearch-helper
 * (InstantSearch's engine) builds the multi-query requests, a fake httpClient records the bodies
 * @meilisearch/instant-meilisearch posts to /multi-search and answers them. No server needed.
 */
import algoliasearchHelper, { type SearchResults } from 'algoliasearch-helper';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortIndexName, type SortOption } from '../../../src/domain/search-results.ts';
import {
  createMeilisearchSearchClient,
  type MeilisearchSearchClientOptions,
} from '../../../src/search/meilisearch/search-client.ts';
import {
  PRICE_ABOVE_ZERO,
  rewriteRequest,
  sortOfIndexName,
  type RequestRewrite,
} from '../../../src/search/meilisearch/search-requests.ts';
import { site as siteConfig } from '../../fixtures/cars.ts';

const INDEX = 'Car_production';

interface MeiliQuery {
  indexUid: string;
  q?: string;
  filter?: (string | string[])[];
  facets?: string[];
  sort?: string[];
  hitsPerPage?: number;
  page?: number;
  limit?: number;
  offset?: number;
  matchingStrategy?: string;
  attributesToHighlight?: string[];
}

type Reply = (query: MeiliQuery) => Record<string, unknown>;

const emptyReply: Reply = (query) => ({
  indexUid: query.indexUid,
  hits: [],
  query: query.q ?? '',
  processingTimeMs: 1,
  hitsPerPage: query.hitsPerPage,
  page: query.page,
  totalPages: 0,
  totalHits: 0,
  facetDistribution: {},
  facetStats: {},
});

/** A client whose HTTP calls are recorded and answered by `reply`, one result per query. */
function recordingClient(options: { reply?: Reply; site?: Parameters<typeof siteConfig>[0]; indexUid?: string } = {}) {
  const posts: { url: string; queries: MeiliQuery[] }[] = [];
  const reply = options.reply ?? emptyReply;
  const httpClient: MeilisearchSearchClientOptions['httpClient'] = async (url, init) => {
    const { queries } = JSON.parse(String(init?.body)) as { queries: MeiliQuery[] };
    posts.push({ url, queries });
    return { results: queries.map(reply) };
  };
  const site = siteConfig(options.site ?? {});
  const client = createMeilisearchSearchClient({
    host: 'https://search.example',
    token: 'tenant-token',
    site,
    httpClient,
    ...(options.indexUid ? { indexUid: options.indexUid } : {}),
  });
  // The first search of an index also asks for its unfiltered facet distribution (instant-meilisearch
  // keeps it for keepZeroFacets); the search itself is the last post.
  const lastQueries = () => posts.at(-1)?.queries ?? [];
  return { client, posts, lastQueries };
}

/** The disjunctive-facet query that counts only `attribute`. */
const facetOnly = (queries: MeiliQuery[], attribute: string) =>
  queries.find((query) => query.facets?.length === 1 && query.facets[0] === attribute);

/** The results page's helper state: every list filter disjunctive, sliders as numeric refinements. */
function helperFor(client: ReturnType<typeof recordingClient>['client'], indexName = INDEX) {
  return algoliasearchHelper(client as never, indexName, {
    disjunctiveFacets: ['make', 'make_model', 'body', 'price', 'km'],
    facets: ['filtered_features'],
    hitsPerPage: 21,
  });
}

describe('InstantSearch requests reach Meilisearch as filters, sort, facets and pages', () => {
  it('a plain first page: placeholder search, every facet, 21 a page (spec 01 §9 page size 21), all words must match', async () => {
    const { client, lastQueries } = recordingClient();
    await helperFor(client).searchOnce({});
    expect(lastQueries()).toEqual([
      expect.objectContaining({
        indexUid: INDEX,
        facets: ['body', 'filtered_features', 'km', 'make', 'make_model', 'price'],
        hitsPerPage: 21,
        page: 1,
        matchingStrategy: 'all',
        attributesToHighlight: [],
      }),
    ]);
    expect(lastQueries()[0]).not.toHaveProperty('filter');
    expect(lastQueries()[0]).not.toHaveProperty('sort');
  });

  it('disjunctive facets: values of one attribute are ORed, attributes ANDed, and each refined facet gets a query without its own refinement', async () => {
    const { client, lastQueries } = recordingClient();
    const helper = helperFor(client)
      .addDisjunctiveFacetRefinement('make', 'Ford')
      .addDisjunctiveFacetRefinement('make', 'Toyota')
      .addDisjunctiveFacetRefinement('body', 'Ute');
    await helper.searchOnce({});
    const [hits, ...facetQueries] = lastQueries();
    expect(hits?.filter).toEqual([['"body"="Ute"'], ['"make"="Ford"', '"make"="Toyota"']]);
    expect(facetOnly(facetQueries, 'make')).toMatchObject({ hitsPerPage: 0, filter: [['"body"="Ute"']] });
    expect(facetOnly(facetQueries, 'body')).toMatchObject({
      hitsPerPage: 0,
      filter: [['"make"="Ford"', '"make"="Toyota"']],
    });
    expect(facetQueries).toHaveLength(2);
  });

  it('a conjunctive facet (features: every picked value must be on the car) is one AND term per value', async () => {
    const { client, lastQueries } = recordingClient();
    await helperFor(client)
      .addFacetRefinement('filtered_features', 'Sunroof')
      .addFacetRefinement('filtered_features', 'Tow Bar')
      .searchOnce({});
    expect(lastQueries()[0]?.filter).toEqual(['"filtered_features"="Sunroof"', '"filtered_features"="Tow Bar"']);
  });

  it("slider ranges are numeric filters; the slider's own facet query leaves its range out so the slider keeps its full span", async () => {
    const { client, lastQueries } = recordingClient();
    await helperFor(client)
      .addNumericRefinement('price', '>=', 10000)
      .addNumericRefinement('price', '<=', 30000)
      .addNumericRefinement('km', '<=', 80000)
      .searchOnce({});
    const [hits, ...facetQueries] = lastQueries();
    expect(hits?.filter?.slice().sort()).toEqual(['"km"<=80000', '"price"<=30000', '"price">=10000']);
    expect(facetOnly(facetQueries, 'km')?.filter).toEqual(['"price">=10000', '"price"<=30000']);
    expect(facetOnly(facetQueries, 'price')?.filter).toEqual(['"km"<=80000']);
  });

  it('query text and page: InstantSearch pages from 0, Meilisearch from 1', async () => {
    const { client, lastQueries } = recordingClient();
    await helperFor(client).setQuery('ranger xlt').setPage(2).searchOnce({});
    expect(lastQueries()[0]).toMatchObject({ q: 'ranger xlt', page: 3, hitsPerPage: 21 });
  });

  it('facet values with quotes and backslashes are escaped inside the quoted value', async () => {
    const { client, lastQueries } = recordingClient();
    await helperFor(client).addDisjunctiveFacetRefinement('body', 'Cab "Chassis" \\ Tray').searchOnce({});
    expect(lastQueries()[0]?.filter).toEqual([['"body"="Cab \\"Chassis\\" \\\\ Tray"']]);
  });

  it.each<[SortOption, string[] | undefined]>([
    ['relevance', undefined],
    ['latest', ['created_at_timestamp:desc']],
    ['price-desc', ['price:desc']],
    ['price-asc', ['price:asc']],
  ])(
    'spec 02 §9 sort option %s: the index name sortIndexName gives reaches Meilisearch as sort %j',
    async (sort, expected) => {
      const { client, lastQueries } = recordingClient();
      await helperFor(client, sortIndexName(INDEX, sort)).searchOnce({});
      expect(lastQueries()[0]?.indexUid).toBe(INDEX);
      expect(lastQueries()[0]?.sort).toEqual(expected);
    },
  );

  describe('spec 01 §7: "Price ascending adds a price above 0 condition on some sites"', () => {
    it.each<[string, boolean, SortOption, boolean]>([
      ['switch on, lowest price', true, 'price-asc', true],
      ['switch on, highest price', true, 'price-desc', false],
      ['switch on, most relevant', true, 'relevance', false],
      ['switch off, lowest price', false, 'price-asc', false],
    ])('%s', async (_name, exclude, sort, expectPriceAboveZero) => {
      const { client, lastQueries } = recordingClient({
        site: { features: { exclude_zero_price_on_price_sort: exclude } },
      });
      await helperFor(client, sortIndexName(INDEX, sort)).addDisjunctiveFacetRefinement('make', 'Ford').searchOnce({});
      for (const query of lastQueries()) {
        if (expectPriceAboveZero) expect(query.filter).toContain('"price">0');
        else expect(JSON.stringify(query.filter ?? [])).not.toContain('"price">0');
      }
    });
  });

  it("spec 01 §7 base filter: sent with every query, ANDed with the page's own filters (the token enforces it on the server too)", async () => {
    const { client, lastQueries } = recordingClient({ site: { search: { base_filter: 'dealership_slug = "north"' } } });
    const helper = helperFor(client)
      .setQueryParameter('filters', 'car_type = "used"')
      .addDisjunctiveFacetRefinement('make', 'Ford');
    await helper.searchOnce({});
    for (const query of lastQueries())
      expect(query.filter?.[0]).toBe('(dealership_slug = "north") AND (car_type = "used")');
  });

  it('a temporary index uid receives the searches the page addresses to its configured index', async () => {
    const { client, lastQueries } = recordingClient({ indexUid: 'Car_test_123' });
    await helperFor(client, sortIndexName(INDEX, 'price-desc')).searchOnce({});
    expect(lastQueries()[0]).toMatchObject({ indexUid: 'Car_test_123', sort: ['price:desc'] });
  });

  it('property: every refined value of every disjunctive facet is in exactly one OR group of the hits query', async () => {
    const attributes = ['make', 'body', 'make_model'] as const;
    const value = fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((text) => !text.startsWith('-') && text.trim() === text && text.length > 0);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          make: fc.uniqueArray(value, { maxLength: 3 }),
          body: fc.uniqueArray(value, { maxLength: 3 }),
          make_model: fc.uniqueArray(value, { maxLength: 3 }),
        }),
        async (refinements) => {
          const { client, lastQueries } = recordingClient();
          let helper = helperFor(client);
          for (const attribute of attributes)
            for (const item of refinements[attribute]) helper = helper.addDisjunctiveFacetRefinement(attribute, item);
          await helper.searchOnce({});
          const groups = (lastQueries()[0]?.filter ?? []) as string[][];
          const refined = attributes.filter((attribute) => refinements[attribute].length > 0);
          expect(groups).toHaveLength(refined.length);
          for (const attribute of refined) {
            const escape = (text: string) => text.replace(/([\\"])/g, '\\$1');
            const group = groups.find((terms) => terms[0]?.startsWith(`"${attribute}"=`));
            expect(group?.slice().sort()).toEqual(
              refinements[attribute].map((item) => `"${attribute}"="${escape(item)}"`).sort(),
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('Meilisearch replies map back to InstantSearch results', () => {
  const card = (id: number) => ({ id, href: `/cars/${id}`, title: `2021 Ford Ranger ${id}` });
  const reply: Reply = (query) =>
    query.hitsPerPage === 0
      ? {
          indexUid: query.indexUid,
          hits: [],
          query: query.q ?? '',
          processingTimeMs: 2,
          hitsPerPage: 0,
          page: 1,
          totalPages: 0,
          totalHits: 57,
          facetDistribution: { make: { Ford: 57, Toyota: 40, Mazda: 3 } },
          facetStats: {},
        }
      : {
          indexUid: query.indexUid,
          query: query.q ?? '',
          processingTimeMs: 3,
          hitsPerPage: 21,
          page: query.page,
          totalPages: 3,
          totalHits: 57,
          hits: [
            { id: 11, make: 'Ford', card: card(11) },
            { id: 12, make: 'Ford', card: card(12) },
          ],
          facetDistribution: { make: { Ford: 57 }, body: { Ute: 50, SUV: 7 }, price: { 25990: 30, 41990: 27 } },
          facetStats: { price: { min: 25990, max: 41990 } },
        };

  async function search(): Promise<SearchResults> {
    const { client } = recordingClient({ reply });
    const { content } = await helperFor(client).addDisjunctiveFacetRefinement('make', 'Ford').setPage(1).searchOnce({});
    return content;
  }

  it('count, pages and page: totalHits is the exact hit count (finite pagination), not an estimate', async () => {
    const results = await search();
    expect({
      nbHits: results.nbHits,
      nbPages: results.nbPages,
      page: results.page,
      hitsPerPage: results.hitsPerPage,
    }).toEqual({ nbHits: 57, nbPages: 3, page: 1, hitsPerPage: 21 });
  });

  it('hits keep their card, and objectID is the car id as text (as the embedded engine gives it)', async () => {
    const results = await search();
    expect(results.hits.map((hit) => ({ objectID: hit.objectID, card: hit['card'] }))).toEqual([
      { objectID: '11', card: card(11) },
      { objectID: '12', card: card(12) },
    ]);
  });

  it("facets are cut to the request's maxValuesPerFacet, highest count first then by value, as the engine lists them", async () => {
    const many = Object.fromEntries(
      Array.from({ length: 150 }, (_, i) => [`Colour ${String(i).padStart(3, '0')}`, i % 7]),
    );
    const { client } = recordingClient({
      reply: (query) => ({
        ...emptyReply(query),
        totalHits: 1,
        hitsPerPage: 21,
        page: 1,
        facetDistribution: { colour: many, make: { Mazda: 2, Ford: 2, Audi: 5 } },
      }),
    });
    const response = await client.search([
      { indexName: INDEX, params: { facets: ['colour', 'make'], maxValuesPerFacet: 2 } },
      { indexName: INDEX, params: { facets: ['colour'] } },
    ] as never);
    const [limited, unlimited] = response.results as unknown as { facets: Record<string, Record<string, number>> }[];
    expect(Object.entries(limited!.facets['make']!)).toEqual([
      ['Audi', 5],
      ['Ford', 2],
    ]);
    expect(Object.keys(unlimited!.facets['colour']!)).toHaveLength(100);
    expect(Object.entries(unlimited!.facets['colour']!).slice(0, 2)).toEqual([
      ['Colour 006', 6],
      ['Colour 013', 6],
    ]);
  });

  it('a refined disjunctive facet counts its values without its own refinement; other facets count with every refinement', async () => {
    const results = await search();
    expect(results.getFacetValues('make', { sortBy: ['count:desc', 'name:asc'] })).toMatchObject([
      { name: 'Ford', count: 57, isRefined: true },
      { name: 'Toyota', count: 40, isRefined: false },
      { name: 'Mazda', count: 3, isRefined: false },
    ]);
    expect(results.getFacetValues('body', { sortBy: ['count:desc', 'name:asc'] })).toMatchObject([
      { name: 'Ute', count: 50 },
      { name: 'SUV', count: 7 },
    ]);
  });

  it('facet stats: a slider reads min and max (spec 01 §3: "A facet\'s statistics have min and max")', async () => {
    const results = await search();
    expect(results.getFacetStats('price')).toMatchObject({ min: 25990, max: 41990 });
  });
});

describe('rewriteRequest (pure)', () => {
  const rewrite: RequestRewrite = { index: INDEX, indexUid: INDEX, baseFilter: null, excludeZeroPriceOnPriceAsc: true };

  it.each<[string, string, string | null]>([
    ['the index itself: most relevant', INDEX, ''],
    ['a sort index', `${INDEX}:price:asc`, 'price:asc'],
    ['another index', 'Dealers', null],
    ['an index whose name only starts the same', `${INDEX}_2`, null],
  ])('sortOfIndexName: %s', (_name, indexName, sort) => expect(sortOfIndexName(indexName, INDEX)).toBe(sort));

  it.each<[string, unknown, unknown]>([
    ['no numeric filters', undefined, [PRICE_ABOVE_ZERO]],
    ['one as a string', 'km<=1000', ['km<=1000', PRICE_ABOVE_ZERO]],
    [
      'a list with an OR group',
      ['km<=1000', ['year=2020', 'year=2021']],
      ['km<=1000', ['year=2020', 'year=2021'], PRICE_ABOVE_ZERO],
    ],
  ])('price ascending appends price>0 to %s', (_name, numericFilters, expected) => {
    const request = { indexName: `${INDEX}:price:asc`, params: numericFilters === undefined ? {} : { numericFilters } };
    expect(rewriteRequest(request, rewrite).params).toEqual({ numericFilters: expected });
  });

  it('requests for other indexes pass through untouched', () => {
    const request = { indexName: 'Dealers:price:asc', params: { query: 'x' } };
    expect(rewriteRequest(request, { ...rewrite, baseFilter: 'a = 1' })).toBe(request);
  });

  it('does not change the request it is given', () => {
    const request = { indexName: `${INDEX}:price:asc`, params: { numericFilters: ['km<=1000'] } };
    rewriteRequest(request, { ...rewrite, baseFilter: 'a = 1' });
    expect(request).toEqual({ indexName: `${INDEX}:price:asc`, params: { numericFilters: ['km<=1000'] } });
  });

  it("the plain-data form (a page's SearchBackend) reads the same settings as the site form", async () => {
    const posts: MeiliQuery[][] = [];
    const httpClient: MeilisearchSearchClientOptions['httpClient'] = async (_url, init) => {
      const { queries } = JSON.parse(String(init?.body)) as { queries: MeiliQuery[] };
      posts.push(queries);
      return { results: queries.map(emptyReply) };
    };
    const client = createMeilisearchSearchClient({
      host: 'https://search.example',
      token: 't',
      indexName: INDEX,
      baseFilter: 'dealership_id = 4',
      excludeZeroPriceOnPriceAsc: true,
      httpClient,
    });
    await helperFor(client, `${INDEX}:price:asc`).searchOnce({});
    expect(posts.at(-1)?.[0]).toMatchObject({
      indexUid: INDEX,
      sort: ['price:asc'],
      filter: ['dealership_id = 4', '"price">0'],
    });
  });
});
