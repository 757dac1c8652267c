/**
 * The embedded search engine: answers one Algolia-style search, as
 * algoliasearch-helper sends them, from documents held in memory. No server: the browser loads the
 * compact index once and every keystroke or filter click is answered locally.
 *
 * Index names follow @meilisearch/instant-meilisearch, so one UI config serves both backends:
 * `<index>` is most relevant, `<index>:<attribute>:<asc|desc>` sorts by that attribute (cars
 * without it last, ties in the default order).
 */
import { DEFAULT_PAGE_SIZE } from '../../domain/search-results.ts';
import { FILTER_ATTRIBUTES, SORTABLE_ATTRIBUTES } from '../attributes.ts';
import type { SearchDocument } from '../document.ts';
import { parseFacetFilters, parseNumericFilters, type FilterList } from './algolia-filters.ts';
import { andInPlace, count, fullSet, has, type Bitset } from './bitset.ts';
import { assertFilterable, buildEngineIndex, type EngineIndex } from './engine-index.ts';
import { countFacet } from './facet-counts.ts';
import { evaluateFilter } from './filter-evaluation.ts';
import { parseFilter, type FilterNode } from './filter-syntax.ts';
import {
  DEFAULT_MAX_VALUES_PER_FACET,
  encodeParams,
  type FacetStats,
  type SearchHit,
  type SearchParams,
  type SearchResult,
} from './search-params.ts';
import { matchText, type TextMatch } from './text-search.ts';

export interface SearchEngineOptions {
  /** The tenant's fixed filter (Meilisearch syntax), ANDed into every search (spec 01 §7). */
  baseFilter?: string | null;
  /** Spec 01 §7 "Price ascending adds a price above 0 condition on some sites". */
  excludeZeroPriceOnPriceAsc?: boolean;
  /** Filter bitsets kept between searches (the queries of one multi-query share most). */
  filterCacheSize?: number;
}

export interface SearchEngine {
  /** How many cars the engine holds, before any filter (the base filter applies per search). */
  readonly size: number;
  /** Answers one search. Throws on an unknown attribute, sort or malformed filter, naming it. */
  search(indexName: string, params?: SearchParams): SearchResult;
}

export type SortSpec = { attribute: string; direction: 'asc' | 'desc' } | null;

/** `Car_production` → most relevant; `Car_production:price:asc` → price ascending. */
export function parseIndexName(indexName: string): SortSpec {
  const parts = indexName.split(':');
  if (parts.length === 1) return null;
  const [, attribute, direction] = parts;
  if (parts.length !== 3 || !attribute || (direction !== 'asc' && direction !== 'desc')) {
    throw new Error(`Index name ${JSON.stringify(indexName)}: expected "<index>" or "<index>:<attribute>:<asc|desc>"`);
  }
  return { attribute, direction };
}

const ALL_FACETS = FILTER_ATTRIBUTES.map((filter) => filter.attribute as string);

function requestedFacets(facets: SearchParams['facets']): string[] {
  const list = facets === undefined ? [] : typeof facets === 'string' ? [facets] : [...facets];
  const named = list.includes('*') ? ALL_FACETS : list;
  for (const attribute of named) assertFilterable(attribute, 'facets');
  return [...new Set(named)];
}

function wholeNumber(value: unknown, fallback: number, name: string): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`${name}: expected a whole number ≥ 0, got ${JSON.stringify(value)}`);
  return number;
}

/** Keeps recent entries; drops the oldest when full (a Map iterates in insertion order). */
class RecentCache<T> {
  private readonly entries = new Map<string, T>();
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  get(key: string, make: () => T): T {
    if (this.entries.has(key)) {
      const value = this.entries.get(key)!;
      this.entries.delete(key);
      this.entries.set(key, value);
      return value;
    }
    const value = make();
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}

/**
 * The first `to` hits by relevance (rank key, then the default order), without sorting every hit:
 * rank keys take few values, so a count of each finds the key the page ends at, and one walk down
 * the default order collects the hits before it.
 */
function relevantHits(index: EngineIndex, result: Bitset, rankKey: Uint32Array, to: number): number[] {
  const perKey = new Map<number, number>();
  for (let i = 0; i < result.length; i += 1) {
    let word = result[i]!;
    while (word !== 0) {
      const low = word & -word;
      const key = rankKey[(i << 5) + (31 - Math.clz32(low))]!;
      word ^= low;
      perKey.set(key, (perKey.get(key) ?? 0) + 1);
    }
  }
  const keys = [...perKey.keys()].sort((a, b) => a - b);
  let total = 0;
  for (const key of keys) total += perKey.get(key)!;
  // The key the page ends at, and how many hits rank before it. With fewer hits than `to`, every hit is taken.
  let last = keys.at(-1) ?? 0;
  let before = total - (perKey.get(last) ?? 0);
  let counted = 0;
  for (const key of keys) {
    if (counted + perKey.get(key)! >= to) {
      last = key;
      before = counted;
      break;
    }
    counted += perKey.get(key)!;
  }
  // Every hit ranked before `last`, and of those at `last` the first few in the default order.
  let atLast = to - before;
  const wanted = Math.min(to, total);
  const picked: number[] = [];
  for (let rank = 0; rank < index.size && picked.length < wanted; rank += 1) {
    const d = index.defaultOrder[rank]!;
    if (!has(result, d)) continue;
    const key = rankKey[d]!;
    if (key < last) picked.push(d);
    else if (key === last && atLast > 0) {
      picked.push(d);
      atLast -= 1;
    }
  }
  // Stable: equal keys stay in the default order.
  return picked.sort((a, b) => rankKey[a]! - rankKey[b]!);
}

function orderedHits(
  index: EngineIndex,
  result: Bitset,
  sort: SortSpec,
  text: TextMatch | null,
  from: number,
  to: number,
): number[] {
  if (to <= from) return [];
  if (!sort && text) return relevantHits(index, result, text.rankKey, to).slice(from, to);
  const order = sort ? index.sortedOrder(sort.attribute, sort.direction) : index.defaultOrder;
  const page: number[] = [];
  let seen = 0;
  for (let i = 0; i < order.length && seen < to; i += 1) {
    const d = order[i]!;
    if (!has(result, d)) continue;
    if (seen >= from) page.push(d);
    seen += 1;
  }
  return page;
}

/**
 * Builds an engine over the documents (the stock of one tenant). Filters and text matches are
 * cached by their text, so the extra queries InstantSearch sends for refined disjunctive facets
 * reuse the main query's work.
 */
export function createSearchEngine(
  documents: readonly SearchDocument[],
  options: SearchEngineOptions = {},
): SearchEngine {
  const index = buildEngineIndex(documents);
  // Everything the results page touches is built now rather than on first use, so no keystroke
  // pays for it: the filter columns with their value sets, and the sort orders.
  for (const attribute of ALL_FACETS) {
    const column = index.column(attribute);
    if (column.labels.length > 0) index.valueSet(column, 0);
  }
  for (const attribute of SORTABLE_ATTRIBUTES)
    for (const direction of ['asc', 'desc'] as const) index.sortedOrder(attribute, direction);
  const filterCache = new RecentCache<Bitset>(options.filterCacheSize ?? 512);
  const textCache = new RecentCache<TextMatch | null>(16);
  const cachedFilter = (key: string, node: () => FilterNode) =>
    filterCache.get(key, () => evaluateFilter(index, node()));
  const base = options.baseFilter?.trim() ? evaluateFilter(index, parseFilter(options.baseFilter)) : null;

  function conditions(sort: SortSpec, params: SearchParams): Bitset[] {
    const sets: Bitset[] = [];
    if (base) sets.push(base);
    if (typeof params.filters === 'string' && params.filters.trim()) {
      const filters = params.filters;
      sets.push(cachedFilter(`filters ${filters}`, () => parseFilter(filters)));
    }
    // Each element of a list is cached on its own: the disjunctive-facet queries drop one element.
    const addList = (list: FilterList | undefined, name: string, parse: (list: FilterList) => FilterNode[]) => {
      if (list === undefined || list === '') return;
      if (typeof list === 'string') {
        sets.push(cachedFilter(`${name} ${list}`, () => ({ op: 'and', items: parse(list) })));
        return;
      }
      if (!Array.isArray(list)) throw new Error(`${name}: expected a string or a list`);
      for (const item of list)
        sets.push(cachedFilter(`${name} ${JSON.stringify(item)}`, () => parse([item])[0] ?? { op: 'all' }));
    };
    addList(params.facetFilters, 'facetFilters', parseFacetFilters);
    addList(params.numericFilters, 'numericFilters', parseNumericFilters);
    if (options.excludeZeroPriceOnPriceAsc && sort?.attribute === 'price' && sort.direction === 'asc') {
      sets.push(cachedFilter('price > 0', () => parseFilter('price > 0')));
    }
    return sets;
  }

  function search(indexName: string, params: SearchParams = {}): SearchResult {
    const started = performance.now();
    const sort = parseIndexName(indexName);
    if (sort) index.sortedOrder(sort.attribute, sort.direction);
    const query = typeof params.query === 'string' ? params.query : '';
    const hitsPerPage = wholeNumber(params.hitsPerPage, DEFAULT_PAGE_SIZE, 'hitsPerPage');
    const page = wholeNumber(params.page, 0, 'page');
    const maxValues = wholeNumber(params.maxValuesPerFacet, DEFAULT_MAX_VALUES_PER_FACET, 'maxValuesPerFacet');
    const facetNames = requestedFacets(params.facets);

    const result = fullSet(index.size);
    for (const set of conditions(sort, params)) andInPlace(result, set);
    const text = textCache.get(query, () => matchText(index, query));
    if (text) andInPlace(result, text.matched);
    const nbHits = count(result);

    const from = page * hitsPerPage;
    const hits: SearchHit[] = orderedHits(index, result, sort, text, from, from + hitsPerPage).map((d) => ({
      ...documents[d]!,
      objectID: String(documents[d]!.id),
    }));

    const facets: Record<string, Record<string, number>> = {};
    const stats: Record<string, FacetStats> = {};
    if (facetNames.length > 0 && nbHits > 0) {
      for (const attribute of facetNames) {
        const { counts, stats: numeric } = countFacet(index.column(attribute), result, nbHits, maxValues);
        if (Object.keys(counts).length > 0) facets[attribute] = counts;
        if (numeric) stats[attribute] = numeric;
      }
    }

    const nbPages = hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0;
    const ms = Math.round((performance.now() - started) * 100) / 100;
    return {
      hits,
      nbHits,
      page,
      nbPages,
      hitsPerPage,
      facets,
      facets_stats: stats,
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      exhaustive: { facetsCount: true, nbHits: true },
      processingTimeMS: ms,
      query,
      params: encodeParams(params),
      index: indexName,
      count: nbHits,
      pages: nbPages,
      ms,
    };
  }

  return { size: index.size, search };
}
