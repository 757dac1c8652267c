/**
 * The tenant's search backend, for the pages that search (results, budget): what the browser is
 * told to use, and the client the build computes first results with.
 */
import type { PageSearchClient, SearchBackend } from '../search/client.ts';
import { createEmbeddedSearchClient } from '../search/embedded/search-client.ts';
import { meilisearchBrowserConfig } from '../search/meilisearch/browser-config.ts';
import { meilisearchIndexUid } from '../search/meilisearch/index-uid.ts';
import type { Tenant } from '../tenants/load-tenant.ts';
import { perTenant } from './per-tenant.ts';
import { searchIndex } from './search-index.ts';

/**
 * What the browser searches: the embedded index file, or the Meilisearch host with a tenant token
 * signed at build time from the environment (never a master or admin key; see docs/meilisearch.md).
 */
export const browserSearchBackend: (tenant: Tenant) => Promise<SearchBackend> = perTenant(
  async (tenant): Promise<SearchBackend> => {
    const { site } = tenant;
    const common = {
      baseFilter: site.search.base_filter ?? null,
      excludeZeroPriceOnPriceAsc: site.features.exclude_zero_price_on_price_sort,
    };
    if (site.search.backend === 'embedded') return { kind: 'embedded', indexUrl: searchIndex(tenant).url, ...common };
    // The token's expiry runs from the wall clock, not the tenant's rule clock (pinned for sample stock).
    const { host, token } = await meilisearchBrowserConfig(site, process.env, new Date());
    return { kind: 'meilisearch', host, token, indexName: meilisearchIndexUid(site), ...common };
  },
);

/**
 * The embedded engine over the build's documents, whatever the tenant's backend: the same stock
 * gives the same first results, and the build needs no search server.
 */
export const buildTimeSearchClient: (tenant: Tenant) => PageSearchClient = perTenant(
  (tenant) =>
    createEmbeddedSearchClient({
      documents: searchIndex(tenant).documents,
      baseFilter: tenant.site.search.base_filter ?? undefined,
      excludeZeroPriceOnPriceAsc: tenant.site.features.exclude_zero_price_on_price_sort,
      timed: false,
    }) as unknown as PageSearchClient,
);
