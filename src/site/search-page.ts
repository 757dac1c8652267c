/**
 * Build-time setup of a results page from the tenant: the landings its stock supports, and the
 * search island's configuration for one landing (backend, index, filters, landings, promo cards,
 * the build clock). The island's texts and first results are added by the page's section
 * (src/sections/search-results-props.ts), which renders the island.
 */
import { ALWAYS_COUNTED_FACETS, FILTER_ATTRIBUTES, type FilterAttribute } from '../search/attributes.ts';
import type { Landing } from '../search/url-state.ts';
import type { Tenant } from '../tenants/load-tenant.ts';
import { perTenant } from './per-tenant.ts';
import { browserSearchBackend } from './search-backend.ts';
import { searchLandings, type TenantLandings } from './search-landings.ts';

/** Spec 01 §2: "/special-offers … also the default clear-filters target". */
export const DEFAULT_CLEAR_FILTERS_HREF = '/special-offers';

/** The landing paths the tenant's stock supports (search-landings.ts). */
export const tenantLandings: (tenant: Tenant) => TenantLandings = perTenant(({ cars, site }) =>
  searchLandings(cars, site),
);

/**
 * The static paths of a results route under `/<prefix>/` (spec 02 §2): the tenant's landings when its
 * `search.path_prefix` is that prefix, else none (each prefix has its own route file).
 */
export function landingStaticPaths(tenant: Tenant, prefix: 'search' | 'used-car') {
  if (tenant.site.search.path_prefix !== prefix) return [];
  return tenantLandings(tenant).all.map((landing) => ({
    params: { path: landing.path.slice(`/${prefix}/`.length) },
    props: { landing },
  }));
}

/** The search island's configuration for a landing on this tenant's site. */
export async function searchPageSetup(tenant: Tenant, landing: Landing, origin: string) {
  const { site, now } = tenant;
  const { all, fallback } = tenantLandings(tenant);
  const filters = site.search.filters
    .map((attribute) => FILTER_ATTRIBUTES.find((filter) => filter.attribute === attribute))
    .filter((filter): filter is (typeof FILTER_ATTRIBUTES)[number] => filter !== undefined) as FilterAttribute[];
  const shownLists = new Set(
    filters.filter((filter) => filter.kind === 'list').map((filter) => filter.attribute as string),
  );
  const landingAttributes = all.flatMap((item) => Object.keys(item.lists));
  const hiddenAttributes = [...new Set([...ALWAYS_COUNTED_FACETS, ...landingAttributes])].filter(
    (attribute) => !shownLists.has(attribute),
  );
  return {
    backend: await browserSearchBackend(tenant),
    indexName: site.search.index,
    pageSize: site.search.page_size,
    defaultSort: site.search.default_sort,
    filters,
    hiddenAttributes,
    showAllMakesAfter: site.search.show_all_makes_after,
    landings: all,
    fallback,
    promoCards: site.promo_cards,
    builtAt: now.toISOString(),
    clearFiltersHref: DEFAULT_CLEAR_FILTERS_HREF,
    serverUrl: new URL(landing.path, origin).href,
  };
}

export type SearchPageSetup = Awaited<ReturnType<typeof searchPageSetup>>;
