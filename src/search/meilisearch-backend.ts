/** The Meilisearch client's entry for the browser: loaded on demand by client.ts, only by tenants that use it. */
export { createMeilisearchSearchClient } from './meilisearch/search-client.ts';
