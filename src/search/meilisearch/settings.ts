/**
 * The settings of a tenant's Meilisearch index: the same attributes, default order,
 * typo rule and facet behaviour as the embedded engine, so both backends answer a search state
 * alike (DESIGN.md "Search": "Both must give the same hits, counts and facets for the same state").
 */
import type { Settings } from 'meilisearch';
import type { SiteConfig } from '../../domain/schemas/site-config.ts';
import {
  EXTRA_FILTERABLE_ATTRIBUTES,
  FILTER_ATTRIBUTES,
  SEARCHABLE_ATTRIBUTES,
  SORTABLE_ATTRIBUTES,
} from '../attributes.ts';
import type { SearchDocument } from '../document.ts';

export { PRIMARY_KEY, meilisearchIndexUid } from './index-uid.ts';

/**
 * Meilisearch's facet cap is per index, not per request: InstantSearch's `maxValuesPerFacet` is
 * ignored. 1000 (Algolia's own ceiling, so no InstantSearch widget asks for more) keeps every value
 * of every list facet (the largest sample tenant has 229 badges) while bounding the distributions of
 * the range attributes (km has thousands of distinct values; sliders read only their min and max).
 */
export const MAX_VALUES_PER_FACET = 1000;

/**
 * Above any tenant's stock (the stock schema allows 20000 cars), so counts and the last pages are
 * exact: past maxTotalHits Meilisearch stops counting, and spec 01 §9 only tolerates an estimate
 * above 1999 because the displayed count then comes from the facet sums.
 */
export const MAX_TOTAL_HITS = 20_000;

/**
 * The embedded engine's typo rule ("tolerant of one typo in longer words"): one typo from
 * 5 characters, never two. Meilisearch has no "off" for two typos; the word size is a u8, so 255
 * means no real word ever gets a second typo.
 */
export const TYPO_TOLERANCE = { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 255 } } as const;

/**
 * Every field of a search document, returned with each hit: the card renders the result and the
 * other fields keep hits identical to the embedded engine's.
 */
export const DISPLAYED_ATTRIBUTES = [
  'id',
  'make',
  'model',
  'badge',
  'series',
  'name',
  'colour',
  'body',
  'fuel',
  'stocknum',
  'make_model',
  'transmission',
  'drive',
  'car_type',
  'status',
  'state',
  'city',
  'location_name',
  'dealership_name',
  'dealership_slug',
  'dealership_id',
  'location_id',
  'item_type',
  'seats',
  'tag',
  'certified',
  'categories',
  'filtered_features',
  'price',
  'km',
  'year',
  'weekly_price',
  'subscription_price',
  'created_at_timestamp',
  'in_stock',
  'card',
] as const satisfies readonly (keyof SearchDocument)[];

/**
 * Order of results, as the embedded engine orders them. `sort` comes first: a shopper who picks
 * "Lowest Price" expects price order across every match, not price order inside each relevance
 * bucket (Meilisearch's default places `sort` after `attribute`). Without a sort, text relevance
 * decides: typos, then the attribute matched (make before model ...), then exactness; `proximity`
 * is left out because the engine has no notion of it (car fields are a few words long). Then the
 * default order of "Most Relevant": in-stock cars first, newest first, then by id, so no tie is left
 * to insertion order. These custom rules must come after the built-in ones or they would override
 * relevance (Meilisearch docs, "Custom ranking rules"). `attribute` (not the newer
 * `attributeRank`/`wordPosition` pair) is accepted by every 1.x server.
 */
export const RANKING_RULES = [
  'sort',
  'words',
  'typo',
  'attribute',
  'exactness',
  'in_stock:desc',
  'created_at_timestamp:desc',
  'id:asc',
] as const;

/** Filterable: every filter attribute plus the fields the base filter and similar-car queries test. */
export function filterableAttributes(): string[] {
  return [...new Set<string>([...FILTER_ATTRIBUTES.map((filter) => filter.attribute), ...EXTRA_FILTERABLE_ATTRIBUTES])];
}

/**
 * The settings the indexer applies to a tenant's index ("searchable, filterable,
 * sortable attributes, faceting and pagination limits"). The same for every tenant today; it takes
 * the site so a per-tenant difference has one place to go.
 */
export function meilisearchSettings(_site: Pick<SiteConfig, 'search'>): Settings {
  return {
    searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
    filterableAttributes: filterableAttributes(),
    sortableAttributes: [...SORTABLE_ATTRIBUTES],
    displayedAttributes: [...DISPLAYED_ATTRIBUTES],
    rankingRules: [...RANKING_RULES],
    typoTolerance: { enabled: TYPO_TOLERANCE.enabled, minWordSizeForTypos: { ...TYPO_TOLERANCE.minWordSizeForTypos } },
    // Spec 02 §9: "default facet sort by count then name"; InstantSearch re-sorts what it shows, this
    // decides which values survive the cap.
    faceting: { maxValuesPerFacet: MAX_VALUES_PER_FACET, sortFacetValuesBy: { '*': 'count' } },
    pagination: { maxTotalHits: MAX_TOTAL_HITS },
  };
}
