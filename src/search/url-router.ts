/**
 * InstantSearch's `Router` for the results page, over the address format of `url-state.ts`: the
 * path is the landing that fits the filters best, the query string holds the rest (query, page,
 * sortBy, one parameter per filter). The state mapping between that route and InstantSearch's UI
 * state is `ui-state.ts`.
 *
 * - Until `goLive()` (called once the island has hydrated) the router reads the landing's own
 *   address, as the server did, so hydration renders exactly the pre-rendered markup, and writes
 *   nothing (a write would drop what the landing lacks). `goLive()` reads the real address and, if it
 *   asks for more (a shared link with filters, a reload on page 3), hands that route to InstantSearch,
 *   which searches it; the landing's results stay on screen until those arrive.
 * - A new state is pushed as a history entry after the frame that paints its results, so writing
 *   the address never delays the paint; of several writes before that frame, the last one is kept.
 * - Back and forward hand the address's route to InstantSearch; the state change that follows is
 *   not written back as a new entry (that would cut the forward history).
 * - `createURL` gives root-relative addresses (path and query string), the same on the server and
 *   in the browser, so the pagination's links hydrate unchanged.
 */
import type { Router, StateMapping, UiState } from 'instantsearch.js';
import type { SortOption } from '../domain/search-results.ts';
import { routeToUiState, uiStateToRoute } from './ui-state.ts';
import { routeFromUrl, urlForRoute, type Landing, type SearchRoute } from './url-state.ts';

/** The part of `window` the router uses (a test passes its own). */
export interface RouterWindow {
  location: { href: string; origin: string };
  history: { pushState(data: unknown, unused: string, url: string): void };
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
  requestAnimationFrame(callback: () => void): number;
  cancelAnimationFrame(handle: number): void;
  setTimeout(callback: () => void, delay?: number): ReturnType<typeof setTimeout> | number;
  clearTimeout(handle: ReturnType<typeof setTimeout> | number | undefined): void;
}

export interface UrlRouterOptions {
  /** The page's own address at build time. */
  serverUrl: string;
  landings: Landing[];
  fallback: Landing;
  /** The browser window; absent on the server, where only `read` and `createURL` are called. */
  window?: RouterWindow;
  /** Told each search the shopper lands on or makes (path and query), e.g. for the search history. */
  onSearch?: (pathAndQuery: string) => void;
}

export interface UrlRouter extends Router<SearchRoute> {
  /** After hydration: read the real address from now on, and search it if it asks for more. */
  goLive(): void;
}

/** The path and query string of an address: what `urlForRoute` writes. */
function pathAndQuery(href: string): string {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

export function createUrlRouter({
  serverUrl,
  landings,
  fallback,
  window: browser,
  onSearch,
}: UrlRouterOptions): UrlRouter {
  const landingPath = new URL(serverUrl).pathname;
  let live = false;
  let onRoute: ((route: SearchRoute) => void) | undefined;
  let pendingFrame: number | undefined;
  let pendingPush: ReturnType<RouterWindow['setTimeout']> | undefined;
  /** Set from a back/forward until the end of that task: the state change it causes is not pushed. */
  let popping = false;

  const address = (): URL => {
    if (!browser) return new URL(serverUrl);
    return live ? new URL(browser.location.href) : new URL(landingPath, browser.location.origin);
  };
  const read = (): SearchRoute => routeFromUrl(address(), landings);
  const cancelPush = () => {
    if (!browser) return;
    if (pendingFrame !== undefined) browser.cancelAnimationFrame(pendingFrame);
    if (pendingPush !== undefined) browser.clearTimeout(pendingPush);
    pendingFrame = pendingPush = undefined;
  };
  const onPopState = () => {
    cancelPush();
    popping = true;
    browser!.setTimeout(() => {
      popping = false;
    });
    onRoute?.(read());
  };

  return {
    $$type: 'dealer.url-state',
    read,
    write(route) {
      if (!browser || !live || popping) return;
      const url = urlForRoute(route, landings, fallback);
      cancelPush();
      pendingFrame = browser.requestAnimationFrame(() => {
        pendingFrame = undefined;
        pendingPush = browser.setTimeout(() => {
          pendingPush = undefined;
          if (url === pathAndQuery(browser.location.href)) return;
          browser.history.pushState({}, '', url);
          onSearch?.(url);
        });
      });
    },
    createURL: (route) => urlForRoute(route, landings, fallback),
    onUpdate(callback) {
      onRoute = callback;
      browser?.addEventListener('popstate', onPopState);
    },
    dispose() {
      cancelPush();
      browser?.removeEventListener('popstate', onPopState);
      onRoute = undefined;
    },
    goLive() {
      if (live || !browser) return;
      const landing = read();
      live = true;
      onSearch?.(pathAndQuery(browser.location.href));
      const route = read();
      if (JSON.stringify(route) !== JSON.stringify(landing)) onRoute?.(route);
    },
  };
}

export interface SearchRoutingOptions extends UrlRouterOptions {
  indexName: string;
  defaultSort: SortOption;
}

/** InstantSearch's `routing` prop for the results page, and the router's `goLive`. */
export function createSearchRouting({ indexName, defaultSort, ...options }: SearchRoutingOptions): {
  routing: { router: UrlRouter; stateMapping: StateMapping<UiState, SearchRoute> };
  goLive: () => void;
} {
  const router = createUrlRouter(options);
  const context = { indexName, defaultSort };
  const stateMapping: StateMapping<UiState, SearchRoute> = {
    $$type: 'dealer.ui-state',
    stateToRoute: (uiState) => uiStateToRoute(uiState[indexName], context),
    routeToState: (route) => ({ [indexName]: routeToUiState(route, context) }),
  };
  return { routing: { router, stateMapping }, goLive: () => router.goLive() };
}
