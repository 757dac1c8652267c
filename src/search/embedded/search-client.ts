/**
 * The embedded backend as an InstantSearch search client: the multi-query
 * protocol (`search(requests) → { results }`) answered by the in-browser engine. In the browser the
 * compact index is fetched once, on the first search; at build time the documents are passed in.
 */
import type { SearchClient } from 'instantsearch.js';
import type { SearchDocument } from '../document.ts';
import { decodeIndex, type CompactIndex } from './compact-index.ts';
import { createSearchEngine, type SearchEngine } from './engine.ts';
import type { SearchParams, SearchResult } from './search-params.ts';

/** Spec 01 §4 "Results are cached by key, oldest dropped first": the car search's cache size (a site constant the spec does not show). */
export const DEFAULT_SEARCH_CACHE_SIZE = 32;

/** The User Timing measure of each multi-query the engine answers in the browser (decoding the index not included). */
export const ENGINE_MEASURE = 'embedded-search';

export type EmbeddedSearchClientOptions = (
  { load: () => Promise<CompactIndex>; documents?: never } | { documents: readonly SearchDocument[]; load?: never }
) & {
  /** The tenant's fixed filter (site.json search.base_filter, Meilisearch syntax), ANDed into every query. */
  baseFilter?: string | null;
  /** Spec 01 §7: price ascending adds a price above 0 condition on some sites. */
  excludeZeroPriceOnPriceAsc?: boolean;
  /** Results kept by request (default 32). */
  cacheSize?: number;
  /**
   * Report each search's time (processingTimeMS, ms), as a search engine does. The build's client
   * reports 0: its results are written into pages, and the same stock must give the same pages.
   */
  timed?: boolean;
};

export interface SearchRequest {
  indexName: string;
  params?: SearchParams;
}

export interface EmbeddedSearchClient {
  /** InstantSearch's multi-query: one result per request, in order. Rejects on an invalid request. */
  search(requests: readonly SearchRequest[]): Promise<{ results: SearchResult[] }>;
  /** Forgets cached results (the index itself stays loaded). */
  clearCache(): void;
}

/** The client as React InstantSearch's `searchClient` prop types it (our results are a subset of Algolia's response). */
export type InstantSearchClient = SearchClient;

/**
 * Creates the client; nothing is loaded until the first search. A failed load is retried on the
 * next search rather than remembered.
 */
export function createEmbeddedSearchClient(options: EmbeddedSearchClientOptions): EmbeddedSearchClient {
  const engineOptions = {
    baseFilter: options.baseFilter,
    excludeZeroPriceOnPriceAsc: options.excludeZeroPriceOnPriceAsc,
  };
  const cacheSize = options.cacheSize ?? DEFAULT_SEARCH_CACHE_SIZE;
  const cache = new Map<string, SearchResult>();
  let engine: Promise<SearchEngine> | undefined;

  const ready = (): Promise<SearchEngine> => {
    if (options.documents) return (engine ??= Promise.resolve(createSearchEngine(options.documents, engineOptions)));
    const load = options.load;
    return (engine ??= load()
      .then((index) => createSearchEngine(decodeIndex(index), engineOptions))
      .catch((error: unknown) => {
        engine = undefined;
        throw error;
      }));
  };

  const answer = (searchEngine: SearchEngine, request: SearchRequest): SearchResult => {
    const key = JSON.stringify([request.indexName, request.params ?? {}]);
    const cached = cache.get(key);
    if (cached) return cached;
    const searched = searchEngine.search(request.indexName, request.params ?? {});
    const result = options.timed === false ? { ...searched, processingTimeMS: 0, ms: 0 } : searched;
    cache.set(key, result);
    // A Map iterates in insertion order: the first key is the oldest.
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
    return result;
  };

  return {
    async search(requests) {
      const searchEngine = await ready();
      const started = performance.now();
      const results = requests.map((request) => answer(searchEngine, request));
      // In the browser, the engine's share of a click (scripts/bench/search-latency.ts reads it apart from rendering).
      if ('document' in globalThis) performance.measure(ENGINE_MEASURE, { start: started });
      return { results };
    },
    clearCache() {
      cache.clear();
    },
  };
}

/** The same client typed for `<InstantSearch searchClient={...}>`; the protocol matches, the generic signature does not. */
export function asInstantSearchClient(client: EmbeddedSearchClient): InstantSearchClient {
  return client as unknown as InstantSearchClient;
}
