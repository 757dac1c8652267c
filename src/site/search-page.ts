/**
 * Build-time props of a results page: the island's configuration and the first results of the
 * page's landing, computed with the embedded engine over the same documents the browser searches,
 * so the HTML holds the cards, the count and the facet counts before any script runs, and hydration
 * shows exactly the same thing.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState } from 'react-instantsearch';
import { cardText } from '../components/VehicleCard.tsx';
import { searchText } from '../components/search/search-text.ts';
import SearchResults, { type SearchResultsProps } from '../islands/SearchResults.tsx';
import { ALWAYS_COUNTED_FACETS, FILTER_ATTRIBUTES, type FilterAttribute } from '../search/attributes.ts';
import { withCardHits } from '../search/client.ts';
import type { Landing } from '../search/url-state.ts';
import { browserSearchBackend, buildTimeSearchClient } from './search-backend.ts';
import type { Tenant } from '../tenants/load-tenant.ts';
import { perTenant } from './per-tenant.ts';
import { searchLandings, type TenantLandings } from './search-landings.ts';

/** Spec 01 §2: "/special-offers … also the default clear-filters target". */
export const DEFAULT_CLEAR_FILTERS_HREF = '/special-offers';

/** The landing paths the tenant's stock supports (search-landings.ts). */
export const tenantLandings: (tenant: Tenant) => TenantLandings = perTenant(({ cars, site }) => searchLandings(cars, site));

export async function searchPageProps(tenant: Tenant, landing: Landing, origin: string): Promise<SearchResultsProps> {
  const { site, strings, now } = tenant;
  const { all, fallback } = tenantLandings(tenant);
  const filters = site.search.filters
    .map((attribute) => FILTER_ATTRIBUTES.find((filter) => filter.attribute === attribute))
    .filter((filter): filter is (typeof FILTER_ATTRIBUTES)[number] => filter !== undefined) as FilterAttribute[];
  const shownLists = new Set(filters.filter((filter) => filter.kind === 'list').map((filter) => filter.attribute as string));
  const landingAttributes = all.flatMap((item) => Object.keys(item.lists));
  const hiddenAttributes = [...new Set([...ALWAYS_COUNTED_FACETS, ...landingAttributes])].filter((attribute) => !shownLists.has(attribute));
  const props: SearchResultsProps = {
    backend: await browserSearchBackend(tenant),
    indexName: site.search.index,
    pageSize: site.search.page_size,
    defaultSort: site.search.default_sort,
    filters,
    hiddenAttributes,
    showAllMakesAfter: site.search.show_all_makes_after,
    landings: all,
    fallback,
    text: searchText(strings),
    cardText: cardText(strings),
    promoCards: site.promo_cards,
    builtAt: now.toISOString(),
    clearFiltersHref: DEFAULT_CLEAR_FILTERS_HREF,
    serverUrl: new URL(landing.path, origin).href,
  };
  const serverState = await getServerState(createElement(SearchResults, { ...props, serverSearchClient: withCardHits(buildTimeSearchClient(tenant)) }), { renderToString });
  return { ...props, serverState };
}

/** A results page's title and description: its landing's title, and the count of its first results. */
export function searchLandingHead(landing: Landing, props: SearchResultsProps, siteName: string): { title: string; description: string } {
  const results = props.serverState?.initialResults[props.indexName]?.results?.[0] as { nbHits?: number } | undefined;
  const total = results?.nbHits ?? 0;
  return {
    title: `${landing.title} for Sale`,
    description: `Browse ${total.toLocaleString('en-AU')} ${landing.title.toLowerCase()} for sale at ${siteName}.`,
  };
}
