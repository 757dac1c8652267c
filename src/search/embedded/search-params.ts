/**
 * One search as algoliasearch-helper sends it and what it reads back (the fields of an Algolia
 * search response InstantSearch uses), plus the spec's own names (spec 01 §3 "Search response:
 * hits, count, facets, pages, ms").
 */
import type { SearchDocument } from '../document.ts';
import type { FilterList } from './algolia-filters.ts';

export interface SearchParams {
  query?: string;
  /** Attributes to count; '*' for every filter attribute. The helper sends one name as a string for a disjunctive facet's query. */
  facets?: string | readonly string[];
  facetFilters?: FilterList;
  numericFilters?: FilterList;
  /** A Meilisearch-syntax filter expression. */
  filters?: string;
  /** 0-based. */
  page?: number;
  /** 0 asks for facets only. */
  hitsPerPage?: number;
  maxValuesPerFacet?: number;
  /** Anything else the helper sends (highlight tags, analytics, attributesToRetrieve ...) is accepted and ignored. */
  [other: string]: unknown;
}

export type SearchHit = SearchDocument & { objectID: string };

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** Value counts per attribute: highest count first, then by value; at most maxValuesPerFacet. */
  facets: Record<string, Record<string, number>>;
  facets_stats: Record<string, FacetStats>;
  exhaustiveFacetsCount: true;
  exhaustiveNbHits: true;
  exhaustive: { facetsCount: true; nbHits: true };
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  /** Spec 01 §3 names: nbHits, nbPages and processingTimeMS again. */
  count: number;
  pages: number;
  ms: number;
}

/** Algolia's default when a request names no limit. */
export const DEFAULT_MAX_VALUES_PER_FACET = 100;

/** The params as Algolia echoes them: a query string. */
export function encodeParams(params: SearchParams): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
    )
    .join('&');
}
