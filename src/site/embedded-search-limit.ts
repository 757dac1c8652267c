/**
 * How large a stock the embedded search engine serves well in a shopper's browser (issue 20 item 5).
 * Every results page downloads the whole index and its first search decodes it and builds the
 * engine on the main thread; both grow with the stock, while a Meilisearch server answers each
 * search with one page of results whatever the stock. Measured with `scripts/bench/search-scale.ts`
 * (CPU time in Node). Before the engine's 40,000-car rework: at 3,948 cars (the group) a multi-query's
 * p99 was 1.9 ms and the first load 195 ms; at 11,844 cars 4.0 ms and 410 ms; at 39,480 cars 38 ms. After
 * it (2026-11-25, load average 7 to 9 on two cores): 11,844 cars 1.7 ms and 344 ms; 19,740 cars 4.1 ms
 * and 0.9 s; 39,480 cars 5.2 ms (4.3 ms in a quieter run) and 1.2 s, with a click's paint in Chromium at
 * p95 123 ms, the engine's share 2.4 ms of it. The limit is the largest stock measured within the
 * p99 aim with room: above it a tenant should move to Meilisearch (every results page downloads the
 * whole index and builds the engine on the main thread, over a second at 40,000 cars), and the
 * build says so.
 */
import type { SiteConfig } from '../domain/schemas/site-config.ts';

export const EMBEDDED_SEARCH_CAR_LIMIT = 20_000;

/** One line naming the tenant, its car count and the limit, or null when the embedded engine suits it. */
export function embeddedSearchWarning(site: Pick<SiteConfig, 'slug' | 'search'>, cars: number): string | null {
  if (site.search.backend !== 'embedded' || cars <= EMBEDDED_SEARCH_CAR_LIMIT) return null;
  return `${site.slug}: ${cars} cars on the embedded search engine, above its limit of ${EMBEDDED_SEARCH_CAR_LIMIT} (every results page downloads the whole index and builds the engine in the browser): set "search": { "backend": "meilisearch" } in sites/${site.slug}/site.json`;
}
