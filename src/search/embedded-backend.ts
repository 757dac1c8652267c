/** The embedded engine's entry for the browser: loaded on demand by client.ts, its own chunk ("embedded-backend"). */
export { createEmbeddedSearchClient } from './embedded/search-client.ts';
