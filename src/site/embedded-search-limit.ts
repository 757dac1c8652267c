/**
 * How large a stock the embedded search engine serves well in a shopper's browser (issue 20 item 5).
 * Every results page downloads the whole index and its first search decodes it and builds the
 * engine on the main thread; both grow with the stock, while a Meilisearch server answers each
 * search with one page of results whatever the stock. Measured with `scripts/bench/search-scale.ts`
 * (CPU time in Node): at 3,948 cars (the group) a multi-query's p99 is 1.9 ms and the first load 195 ms;
 * at 11,844 cars 4.0 ms and 410 ms; at 39,480 cars the p99 passes the 5 ms aim (garbage collection over
 * that many documents) and the first load is over a second, before a phone's slower CPU. The limit is
 * the largest stock measured within the aims: above it a tenant should move to Meilisearch, and the
 * build says so.
 */
import type { SiteConfig } from '../domain/schemas/site-config.ts';

export const EMBEDDED_SEARCH_CAR_LIMIT = 12_000;

/** One line naming the tenant, its car count and the limit, or null when the embedded engine suits it. */
export function embeddedSearchWarning(site: Pick<SiteConfig, 'slug' | 'search'>, cars: number): string | null {
  if (site.search.backend !== 'embedded' || cars <= EMBEDDED_SEARCH_CAR_LIMIT) return null;
  return `${site.slug}: ${cars} cars on the embedded search engine, above its limit of ${EMBEDDED_SEARCH_CAR_LIMIT} (every results page downloads the whole index and builds the engine in the browser): set "search": { "backend": "meilisearch" } in sites/${site.slug}/site.json`;
}
