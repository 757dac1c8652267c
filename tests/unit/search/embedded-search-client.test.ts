import { describe, expect, it, vi } from 'vitest';
import { encodeIndex, type CompactIndex } from '../../../src/search/embedded/compact-index.ts';
import {
  asInstantSearchClient,
  createEmbeddedSearchClient,
  DEFAULT_SEARCH_CACHE_SIZE,
} from '../../../src/search/embedded/search-client.ts';
import { searchDocument } from './search-fixtures.ts';

const documents = [
  searchDocument({ id: 1, make: 'Ford', price: 0, dealership_slug: 'north' }),
  searchDocument({ id: 2, make: 'Ford', price: 30000, dealership_slug: 'south' }),
  searchDocument({ id: 3, make: 'Kia', price: 20000, dealership_slug: 'north' }),
];
const index = (): CompactIndex => JSON.parse(JSON.stringify(encodeIndex(documents))) as CompactIndex;
const request = (params: Record<string, unknown> = {}, indexName = 'Cars') => ({
  indexName,
  params: { hitsPerPage: 10, ...params },
});

describe('embedded search client (InstantSearch multi-query protocol)', () => {
  it('answers each request of a multi-query, in order', async () => {
    const client = createEmbeddedSearchClient({ documents });
    const { results } = await client.search([
      request({ facetFilters: [['make:Kia']] }),
      request({ facets: 'make', hitsPerPage: 0 }),
    ]);
    expect(results.map((result) => result.nbHits)).toEqual([1, 3]);
    expect(results[1]!.facets.make).toEqual({ Ford: 2, Kia: 1 });
  });

  it('loads the index once, lazily, on the first search (concurrent first searches share it)', async () => {
    const load = vi.fn(async () => index());
    const client = createEmbeddedSearchClient({ load });
    expect(load).not.toHaveBeenCalled();
    await Promise.all([client.search([request()]), client.search([request({ query: 'kia' })])]);
    await client.search([request({ page: 1 })]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again on the next search after a failed one', async () => {
    const load = vi
      .fn<() => Promise<CompactIndex>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(async () => index());
    const client = createEmbeddedSearchClient({ load });
    await expect(client.search([request()])).rejects.toThrow('offline');
    expect((await client.search([request()])).results[0]!.nbHits).toBe(3);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ANDs the base filter into every query (spec 01 §7)', async () => {
    const client = createEmbeddedSearchClient({ load: async () => index(), baseFilter: 'dealership_slug = "north"' });
    const { results } = await client.search([request(), request({ facetFilters: [['make:Ford']] })]);
    expect(results.map((result) => result.hits.map((hit) => hit.id).sort())).toEqual([[1, 3], [1]]);
  });

  it.each([
    [true, 'Cars:price:asc', [3, 2]],
    [false, 'Cars:price:asc', [1, 3, 2]],
    [true, 'Cars:price:desc', [2, 3, 1]],
  ])(
    'excludeZeroPriceOnPriceAsc %s on %s (spec 01 §7 "Price ascending adds a price above 0 condition on some sites")',
    async (exclude, indexName, expected) => {
      const client = createEmbeddedSearchClient({ documents, excludeZeroPriceOnPriceAsc: exclude });
      const { results } = await client.search([request({}, indexName)]);
      expect(results[0]!.hits.map((hit) => hit.id)).toEqual(expected);
    },
  );

  it(`caches results by request, oldest dropped first (spec 01 §4), ${DEFAULT_SEARCH_CACHE_SIZE} by default`, async () => {
    const client = createEmbeddedSearchClient({ documents, cacheSize: 2 });
    const first = (await client.search([request({ page: 0 })])).results[0];
    expect((await client.search([request({ page: 0 })])).results[0]).toBe(first);
    await client.search([request({ page: 1 })]);
    await client.search([request({ page: 2 })]);
    const again = (await client.search([request({ page: 0 })])).results[0];
    expect(again).not.toBe(first);
    expect(again).toEqual({ ...first, processingTimeMS: again!.processingTimeMS, ms: again!.ms });
    client.clearCache();
    expect((await client.search([request({ page: 0 })])).results[0]).not.toBe(again);
  });

  it('rejects a request the engine cannot answer, naming the problem', async () => {
    const client = createEmbeddedSearchClient({ documents });
    await expect(client.search([request({ filters: 'colourz = Red' })])).rejects.toThrow(/colourz/);
  });

  it('is the same object typed for React InstantSearch', () => {
    const client = createEmbeddedSearchClient({ documents });
    expect(asInstantSearchClient(client)).toBe(client);
  });
});
