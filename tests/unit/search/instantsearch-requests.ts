/**
 * The multi-query React InstantSearch sends for a search state, produced by algoliasearch-helper
 * itself (the library InstantSearch builds its requests with), so the oracle test and the benchmark
 * exercise exactly the protocol the results page speaks: one main query with every facet, plus one
 * query per refined disjunctive facet (lists and ranges) without that facet's own refinement.
 */
import algoliasearchHelper from 'algoliasearch-helper';
import { sortIndexName, type SortOption } from '../../../src/domain/search-results.ts';
import type { SearchParams } from '../../../src/search/embedded/search-params.ts';

/** A results-page state: the query, picked values per list filter, slider bounds, sort and page. */
export interface SearchState {
  query: string;
  /** Disjunctive (OR) list filters: any picked value. */
  lists: Record<string, string[]>;
  /** Conjunctive (AND) list filters: every picked value. */
  conjunctive: Record<string, string[]>;
  ranges: Record<string, { min?: number; max?: number }>;
  /** A sort option of the page, or any sortable attribute (`<index>:<attribute>:<direction>`). */
  sort: SortOption | { attribute: string; direction: 'asc' | 'desc' };
  page: number;
}

/** The index name InstantSearch searches for the state's sort. */
export function stateIndexName(indexName: string, sort: SearchState['sort']): string {
  return typeof sort === 'string' ? sortIndexName(indexName, sort) : `${indexName}:${sort.attribute}:${sort.direction}`;
}

export interface PageSetup {
  indexName: string;
  /** Attributes of the disjunctive list filters and of the range sliders the page shows. */
  disjunctive: readonly string[];
  /** Attributes of the conjunctive list filters. */
  conjunctive?: readonly string[];
  hitsPerPage: number;
  maxValuesPerFacet?: number;
}

export interface CapturedRequest {
  indexName: string;
  params: SearchParams;
}

/** The requests algoliasearch-helper sends for the state, in its order (main query first). */
export function instantSearchRequests(state: SearchState, setup: PageSetup): CapturedRequest[] {
  let captured: CapturedRequest[] | undefined;
  const capture = {
    search(requests: CapturedRequest[]) {
      captured = requests;
      // Never settles: only the requests matter here.
      return new Promise<never>(() => {});
    },
  };
  const helper = algoliasearchHelper(capture as never, stateIndexName(setup.indexName, state.sort), {
    disjunctiveFacets: [...setup.disjunctive],
    facets: [...(setup.conjunctive ?? [])],
    hitsPerPage: setup.hitsPerPage,
    ...(setup.maxValuesPerFacet ? { maxValuesPerFacet: setup.maxValuesPerFacet } : {}),
  });
  helper.setQuery(state.query);
  for (const [attribute, values] of Object.entries(state.lists))
    for (const value of values) helper.addDisjunctiveFacetRefinement(attribute, value);
  for (const [attribute, values] of Object.entries(state.conjunctive))
    for (const value of values) helper.addFacetRefinement(attribute, value);
  for (const [attribute, { min, max }] of Object.entries(state.ranges)) {
    if (min !== undefined) helper.addNumericRefinement(attribute, '>=', min);
    if (max !== undefined) helper.addNumericRefinement(attribute, '<=', max);
  }
  // Refining resets the page, as on the results page; the page is set last.
  helper.setPage(state.page);
  helper.search();
  if (!captured) throw new Error('algoliasearch-helper sent no requests');
  return captured;
}
