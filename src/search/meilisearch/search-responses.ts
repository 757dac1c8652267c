/**
 * Where instant-meilisearch's answers differ in form from the embedded engine's (and Algolia's,
 * which InstantSearch is written against), the Meilisearch client brings them in line, so one
 * search state gives the same results on both backends. Pure and browser-safe.
 */
import { DEFAULT_MAX_VALUES_PER_FACET } from '../embedded/search-params.ts';

type FacetCounts = Record<string, Record<string, number>>;

/** The result fields this module reads or changes. */
export interface InstantSearchResult {
  hits?: readonly Record<string, unknown>[];
  facets?: FacetCounts;
}

/**
 * Facet values as the engine lists them: highest count first, then by value (code-point order),
 * at most `limit`. Meilisearch's own cap is per index (MAX_VALUES_PER_FACET, far higher), while
 * InstantSearch asks per request (`maxValuesPerFacet`, 100 when it names none).
 */
export function topFacetValues(counts: Record<string, number>, limit: number): Record<string, number> {
  const entries = Object.entries(counts).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.slice(0, Math.max(0, limit)));
}

/**
 * One result aligned with its request: objectID as text (InstantSearch's type; instant-meilisearch
 * copies the numeric id), and each facet cut to the request's maxValuesPerFacet in the engine's order.
 */
export function alignResult<T extends InstantSearchResult>(
  result: T,
  params: { maxValuesPerFacet?: unknown } | undefined,
): T {
  const limit = typeof params?.maxValuesPerFacet === 'number' ? params.maxValuesPerFacet : DEFAULT_MAX_VALUES_PER_FACET;
  const facets =
    result.facets &&
    Object.fromEntries(
      Object.entries(result.facets).map(([attribute, counts]) => [attribute, topFacetValues(counts, limit)]),
    );
  const hits = result.hits?.map((hit) => ({ ...hit, objectID: String(hit['objectID'] ?? hit['id']) }));
  return { ...result, ...(facets ? { facets } : {}), ...(hits ? { hits } : {}) };
}
