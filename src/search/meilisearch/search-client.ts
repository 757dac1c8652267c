/**
 * The browser's search client for tenants on Meilisearch: @meilisearch/instant-meilisearch with the
 * options that make its answers match the embedded engine's, behind the request rewrite of
 * search-requests.ts. Only the tenant token reaches this file (never an admin or master key), and it
 * has no Node imports, so it bundles for the browser.
 */
import {
  instantMeiliSearch,
  type InstantMeiliSearchInstance,
  type InstantMeiliSearchOptions,
} from '@meilisearch/instant-meilisearch';
import type { SiteConfig } from '../../domain/schemas/site-config.ts';
import { rewriteRequest, type InstantSearchRequest, type RequestRewrite } from './search-requests.ts';
import { alignResult, type InstantSearchResult } from './search-responses.ts';
import { PRIMARY_KEY, meilisearchIndexUid } from './index-uid.ts';

/** The tenant's search settings, from its site config or as plain data a page carries (client.ts SearchBackend). */
type TenantSearch =
  | { site: Pick<SiteConfig, 'search' | 'features'> }
  | { indexName: string; baseFilter?: string | null; excludeZeroPriceOnPriceAsc: boolean };

export type MeilisearchSearchClientOptions = TenantSearch & {
  /** The server's address (site.search.meilisearch_host, or MEILISEARCH_URL at build time). */
  host: string;
  /** A tenant token (tenant-token.ts); tests may pass a search key. */
  token: string;
  /** The index searched when it is not the site's own (tests, temporary indexes). */
  indexUid?: string;
  /** Replaces fetch: tests record requests and answer them; it returns the parsed JSON body. */
  httpClient?: InstantMeiliSearchOptions['httpClient'];
};

/**
 * Options that make instant-meilisearch answer like the embedded engine:
 * - finitePagination: page/hitsPerPage requests, so Meilisearch counts every hit exactly
 *   (`totalHits`) instead of estimating, and nbPages is exact (the pagination widget and spec 01 §9's
 *   displayed count rely on it);
 * - keepZeroFacets off: a facet lists only values with hits, as the engine (and Algolia) does;
 *   InstantSearch itself keeps a refined value on screen;
 * - matchingStrategy 'all': every query word must match (the engine never drops words);
 * - no highlighting: cards do not highlight, and `_formatted` would double every hit's size;
 * - primaryKey 'id': hits get `objectID` from the car id.
 */
export function instantMeilisearchOptions(
  httpClient?: MeilisearchSearchClientOptions['httpClient'],
): InstantMeiliSearchOptions {
  return {
    primaryKey: PRIMARY_KEY,
    finitePagination: true,
    keepZeroFacets: false,
    placeholderSearch: true,
    meiliSearchParams: { matchingStrategy: 'all', attributesToHighlight: [] },
    ...(httpClient ? { httpClient } : {}),
  };
}

/** The rewrite for a tenant, from either form of its settings. */
export function requestRewrite(options: MeilisearchSearchClientOptions): RequestRewrite {
  if ('site' in options) {
    const { site } = options;
    return {
      index: site.search.index,
      indexUid: options.indexUid ?? meilisearchIndexUid(site),
      baseFilter: site.search.base_filter ?? null,
      excludeZeroPriceOnPriceAsc: site.features.exclude_zero_price_on_price_sort,
    };
  }
  return {
    index: options.indexName,
    indexUid: options.indexUid ?? options.indexName,
    baseFilter: options.baseFilter ?? null,
    excludeZeroPriceOnPriceAsc: options.excludeZeroPriceOnPriceAsc,
  };
}

/**
 * The search client the results page hands to <InstantSearch> when `search.backend` is
 * 'meilisearch'. Sort index names `<index>:<attribute>:<asc|desc>` (sortIndexName) reach
 * Meilisearch as `sort`; the token's search rules apply the base filter on the server; results
 * come back aligned with the embedded engine's (search-responses.ts).
 */
export function createMeilisearchSearchClient(options: MeilisearchSearchClientOptions): InstantMeiliSearchInstance {
  const rewrite = requestRewrite(options);
  const { searchClient } = instantMeiliSearch(
    options.host,
    options.token,
    instantMeilisearchOptions(options.httpClient),
  );
  const rewriteAll = <T>(requests: T): T =>
    (requests as readonly InstantSearchRequest[]).map((request) => rewriteRequest(request, rewrite)) as T;
  const search: InstantMeiliSearchInstance['search'] = async (requests) => {
    const response = await searchClient.search(rewriteAll(requests));
    // instant-meilisearch answers in request order, one result per request.
    const results = response.results.map((result, i) =>
      alignResult(
        result as InstantSearchResult,
        (requests[i] as InstantSearchRequest | undefined)?.params as { maxValuesPerFacet?: unknown },
      ),
    );
    return { ...response, results } as Awaited<ReturnType<InstantMeiliSearchInstance['search']>>;
  };
  return {
    ...searchClient,
    search,
    searchForFacetValues: (requests) => searchClient.searchForFacetValues!(rewriteAll(requests)),
  } as InstantMeiliSearchInstance;
}
