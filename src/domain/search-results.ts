import { IN_STOCK_STATUSES } from './stock.ts';
import { fillString } from './fill-string.ts';

/** Spec 01 §9: above this many hits the engine's total is not shown as it is. */
export const EXACT_HITS_LIMIT = 1999;
/** Spec 01 §9 / spec 02 §9: search page size default 21 (directory searches 21 too). */
export const DEFAULT_PAGE_SIZE = 21;
/** Spec 01 §9: the make list shows all after 7 makes; the make model list is limited to 30. */
export const SHOW_ALL_MAKES_AFTER = 7;
export const MAKE_MODEL_LIMIT = 30;
/**
 * Spec 01 §3 "Filter attributes", as search documents name them: the spec's price_range and
 * weekly_price_range are the price and weekly_price sliders (`src/search/attributes.ts` maps each to
 * its label, kind and query-string parameter).
 */
export const FILTER_ATTRIBUTE_NAMES = [
  'car_type',
  'make',
  'make_model',
  'model',
  'badge',
  'price',
  'weekly_price',
  'subscription_price',
  'year',
  'km',
  'body',
  'fuel',
  'transmission',
  'drive',
  'item_type',
  'categories',
  'colour',
  'seats',
  'filtered_features',
  'tag',
  'certified',
  'status',
  'state',
  'city',
  'location_name',
  'dealership_name',
] as const;
export type FilterAttributeName = (typeof FILTER_ATTRIBUTE_NAMES)[number];

/**
 * Filters a tenant shows unless its site.json lists its own (`search.filters`): make, model by make,
 * body, fuel, transmission, drive, car_type, state, city, location, colour, seats, tag, certified;
 * price, km, year and weekly price sliders.
 */
export const DEFAULT_FILTERS: readonly FilterAttributeName[] = [
  'car_type',
  'make',
  'make_model',
  'price',
  'weekly_price',
  'year',
  'km',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'seats',
  'tag',
  'certified',
  'state',
  'city',
  'location_name',
];

/** Spec 01 §9: directory searches cache 10 entries. */
export const DIRECTORY_SEARCH_CACHE_SIZE = 10;

type FacetCounts = Readonly<Record<string, number>>;

const sum = (counts: FacetCounts | undefined) => Object.values(counts ?? {}).reduce((total, count) => total + count, 0);

/**
 * Spec 01 §9 "Displayed count": when hits exceed 1999 (an engine's estimate, not an exact total),
 * the sum of the car_type facet counts is shown, or failing that the in-stock count from the status
 * facet (in_stock plus coming_soon); up to 1999 the hit count is exact and shown as it is.
 */
export function displayedCount(hits: number, facets: { car_type?: FacetCounts; status?: FacetCounts } = {}): number {
  if (hits <= EXACT_HITS_LIMIT) return hits;
  const byType = sum(facets.car_type);
  if (byType > 0) return byType;
  const inStock = IN_STOCK_STATUSES.reduce((total, status) => total + (facets.status?.[status] ?? 0), 0);
  return inStock > 0 ? inStock : hits;
}

/** Spec 01 §2 'Show Me {count} {cars}': the noun agrees with the count ("1 Car", "2 Cars"). */
export function showMeLabel(template: string, count: number, noun: { one: string; many: string }): string {
  return fillString(template, { count: count.toLocaleString('en-AU'), cars: count === 1 ? noun.one : noun.many });
}

/** Spec 02 §9: sort options most relevant, latest, highest price, lowest price. */
export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Most Relevant' },
  { value: 'latest', label: 'Latest' },
  { value: 'price-desc', label: 'Highest Price' },
  { value: 'price-asc', label: 'Lowest Price' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];

const SORT_ATTRIBUTES: Record<Exclude<SortOption, 'relevance'>, string> = {
  latest: 'created_at_timestamp:desc',
  'price-desc': 'price:desc',
  'price-asc': 'price:asc',
};

/**
 * The index name a sort option searches, `<index>:<attribute>:<asc|desc>` as
 * @meilisearch/instant-meilisearch reads it; most relevant is the index itself.
 */
export function sortIndexName(index: string, sort: SortOption): string {
  return sort === 'relevance' ? index : `${index}:${SORT_ATTRIBUTES[sort]}`;
}

/** Spec 02 §9: facet values sort by count (highest first), then by name. */
export function sortFacetItems<T extends { label: string; count: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'en-AU'));
}
