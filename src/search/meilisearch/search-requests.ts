/**
 * What the Meilisearch search client changes in InstantSearch's requests before
 * @meilisearch/instant-meilisearch translates them: the index the page names becomes the tenant's
 * index uid, the tenant's base filter is added, and "Lowest Price" leaves out cars priced 0 where
 * the site asks for it. Pure, and free of Node imports: it runs in the browser.
 */

/** Algolia's numericFilters: one filter, or a list ANDed together whose nested lists are ORed. */
type NumericFilters = string | readonly (string | readonly string[])[];
/** The parameters this module reads or changes. */
interface RewrittenParams {
  numericFilters?: NumericFilters;
  filters?: string;
}

/** An InstantSearch request of the multi-query protocol. */
export interface InstantSearchRequest {
  indexName: string;
  params?: object;
}

export interface RequestRewrite {
  /** The index name the page builds sort names from (`site.search.index`). */
  index: string;
  /** Where those searches go on the server (normally the same). */
  indexUid: string;
  /** Spec 01 §7 base filter (Meilisearch syntax), or null. */
  baseFilter: string | null;
  /** `features.exclude_zero_price_on_price_sort`. */
  excludeZeroPriceOnPriceAsc: boolean;
}

/** Spec 01 §7: "Price ascending adds a price above 0 condition on some sites". */
export const PRICE_ABOVE_ZERO = 'price>0';
const PRICE_ASC = 'price:asc';

/** `<index>` and `<index>:<attribute>:<asc|desc>` → the sort part ('' for most relevant), or null for another index. */
export function sortOfIndexName(indexName: string, index: string): string | null {
  if (indexName === index) return '';
  return indexName.startsWith(`${index}:`) ? indexName.slice(index.length + 1) : null;
}

function withNumericFilter(filters: NumericFilters | undefined, filter: string): NumericFilters {
  if (filters === undefined) return [filter];
  return typeof filters === 'string' ? [filters, filter] : [...filters, filter];
}

/** The base filter ANDed with a `filters` string the page configured (a landing's pre-filter). */
function withBaseFilter(filters: string | undefined, baseFilter: string): string {
  return filters?.trim() ? `(${baseFilter}) AND (${filters})` : baseFilter;
}

/**
 * Rewrites one request: `<index>[:sort]` → `<indexUid>[:sort]` (instant-meilisearch turns the sort
 * part into Meilisearch's `sort`); adds the base filter (the tenant token already enforces it on
 * the server; sending it too keeps results right when a plain search key is used, as in tests); and
 * on price ascending with the site switch on, adds `price>0` to every query of the search (hits
 * and disjunctive-facet queries alike, so counts agree with the hits). Requests for other indexes
 * pass through unchanged.
 */
export function rewriteRequest<T extends InstantSearchRequest>(request: T, rewrite: RequestRewrite): T {
  const sort = sortOfIndexName(request.indexName, rewrite.index);
  if (sort === null) return request;
  const params: RewrittenParams & Record<string, unknown> = { ...(request.params as RewrittenParams | undefined) };
  const baseFilter = rewrite.baseFilter?.trim();
  if (baseFilter) params.filters = withBaseFilter(params.filters, baseFilter);
  if (rewrite.excludeZeroPriceOnPriceAsc && sort === PRICE_ASC)
    params.numericFilters = withNumericFilter(params.numericFilters, PRICE_ABOVE_ZERO);
  return { ...request, indexName: sort ? `${rewrite.indexUid}:${sort}` : rewrite.indexUid, params };
}
