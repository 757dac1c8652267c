/**
 * Which Meilisearch index a tenant's documents live in. Kept free of imports: the browser client
 * needs it, and the settings module would bring the attribute tables into the page's JavaScript.
 */

/** The primary key of every car document. */
export const PRIMARY_KEY = 'id';

/**
 * The index uid a tenant searches: `search.index` as configured, so the sort index names the page
 * builds (`<index>:price:asc`, sortIndexName) reach the same index on both backends. One index holds
 * one tenant's stock (the indexer replaces it whole): tenants sharing a Meilisearch server must each
 * set their own `search.index` (docs/meilisearch.md).
 */
export function meilisearchIndexUid(site: { search: { index: string } }): string {
  return site.search.index;
}
