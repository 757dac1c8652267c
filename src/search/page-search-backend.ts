/**
 * The tenant's search backend as a page names it: on `<body data-search-backend>` (SiteLayout),
 * not in an island's props. It changes with every stock (the embedded index file's content hash,
 * a Meilisearch token's expiry) while the page around a car does not: kept out of the car's
 * `<main>`, it lets a nightly build carry unchanged car pages over (scripts/incremental/).
 */
import type { SearchBackend } from './client.ts';

export const SEARCH_BACKEND_ATTRIBUTE = 'data-search-backend';

/** The backend named on this page's body, in the browser; null when the page names none. */
export function pageSearchBackend(): SearchBackend | null {
  const value = document.body.getAttribute(SEARCH_BACKEND_ATTRIBUTE);
  return value ? (JSON.parse(value) as SearchBackend) : null;
}
