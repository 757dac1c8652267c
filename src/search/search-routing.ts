/**
 * InstantSearch's routing for a results page: the address is read and written with url-state.ts.
 *
 * Until the island has hydrated, the router reads the landing's own address (as the server did),
 * so hydration renders exactly the pre-rendered markup, and writes nothing (it would drop what the
 * landing lacks). `goLive()` then switches to the real address and searches whatever its query
 * string adds (a shared link with filters, a reload on page 3); the landing's results stay on
 * screen until those arrive. Later addresses are written once the new results are painted.
 */
import { history } from 'instantsearch.js/es/lib/routers';
import type { SortOption } from '../domain/search-results.ts';
import { routeToUiState, uiStateToRoute, type IndexUiState } from './ui-state.ts';
import { routeFromUrl, urlForRoute, type Landing, type SearchRoute } from './url-state.ts';

export interface SearchRoutingOptions {
  /** The page's own address at build time. */
  serverUrl: string;
  landings: Landing[];
  fallback: Landing;
  indexName: string;
  defaultSort: SortOption;
}

export function createSearchRouting({ serverUrl, landings, fallback, indexName, defaultSort }: SearchRoutingOptions) {
  let live = false;
  let resync: (() => void) | undefined;
  const landingAddress = () => new URL(new URL(serverUrl).pathname, window.location.origin);
  const router = history<SearchRoute>({
    getLocation: () => {
      if (typeof window === 'undefined') return new URL(serverUrl) as unknown as Location;
      return live ? window.location : (landingAddress() as unknown as Location);
    },
    start: (update) => { resync = update; },
    push: (url) => {
      if (live) requestAnimationFrame(() => setTimeout(() => window.history.pushState({}, '', url)));
    },
    createURL: ({ routeState, location }) => `${location.origin}${urlForRoute(routeState, landings, fallback)}`,
    parseURL: ({ location }) => routeFromUrl(new URL(location.href), landings),
    cleanUrlOnDispose: false,
    writeDelay: 0,
  });
  const stateMapping = {
    stateToRoute: (uiState: Record<string, IndexUiState>) => uiStateToRoute(uiState[indexName], { indexName, defaultSort }),
    routeToState: (route: SearchRoute) => ({ [indexName]: routeToUiState(route, { indexName, defaultSort }) }),
  };
  return {
    routing: { router, stateMapping },
    /** After hydration: read the real address from now on, and search it if it asks for more. */
    goLive() {
      live = true;
      if (window.location.href !== landingAddress().href) resync?.();
    },
  };
}
