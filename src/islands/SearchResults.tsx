/**
 * The results page: one InstantSearch root (DESIGN: "the whole search page is one <InstantSearch>
 * root"). Pre-rendered at build with the first page of the landing's results (serverState), then
 * hydrated; later searches go to the tenant's backend. The address holds the state (url-state.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Configure, InstantSearch, InstantSearchSSRProvider, useInstantSearch, useRefinementList, type InstantSearchServerState } from 'react-instantsearch';
import { history } from 'instantsearch.js/es/lib/routers';
import type { PromoCard } from '../domain/schemas/promo.ts';
import { displayedCount, showMeLabel, type SortOption } from '../domain/search-results.ts';
import { fillString } from '../domain/strings.ts';
import type { FilterAttribute } from '../search/attributes.ts';
import { createPageSearchClient, type PageSearchClient, type SearchBackend } from '../search/client.ts';
import { routeToUiState, uiStateToRoute, type IndexUiState } from '../search/ui-state.ts';
import { bestLanding, routeFromUrl, urlForRoute, type Landing, type SearchRoute } from '../search/url-state.ts';
import type { VehicleCardText } from '../components/VehicleCard.tsx';
import { CurrentFilters } from '../components/search/CurrentFilters.tsx';
import { NoResults } from '../components/search/NoResults.tsx';
import { RangeFilter } from '../components/search/RangeFilter.tsx';
import { RefinementFilter } from '../components/search/RefinementFilter.tsx';
import { ResultGrid } from '../components/search/ResultGrid.tsx';
import { ResultsPagination } from '../components/search/ResultsPagination.tsx';
import { SearchBox } from '../components/search/SearchBox.tsx';
import type { SearchText } from '../components/search/search-text.ts';
import { SortSelect } from '../components/search/SortSelect.tsx';
import { useAnimatedNumber } from '../components/search/use-animated-number.ts';

export interface SearchResultsProps {
  backend: SearchBackend;
  indexName: string;
  pageSize: number;
  defaultSort: SortOption;
  /** The filters this tenant shows, in order. */
  filters: FilterAttribute[];
  /** List attributes that are filtered without a visible list (landings, counts): kept in the state. */
  hiddenAttributes: string[];
  showAllMakesAfter: number;
  landings: Landing[];
  fallback: Landing;
  text: SearchText;
  cardText: VehicleCardText;
  promoCards: PromoCard[];
  /** The build's clock (ISO); the shopper's clock replaces it after hydration. */
  builtAt: string;
  clearFiltersHref: string;
  /** The page's own address at build time, for rendering the route on the server. */
  serverUrl: string;
  serverState?: InstantSearchServerState;
  /** Build only: the in-memory client the server state is computed with. */
  serverSearchClient?: PageSearchClient;
}

function VirtualList({ attribute }: { attribute: string }) {
  useRefinementList({ attribute });
  return null;
}

/**
 * Where the router reads the address. Until the island has hydrated it reads the landing's own
 * address (as the server did), so hydration renders exactly the pre-rendered markup; afterwards
 * the real one, with whatever the query string adds (see `useLiveAddress`).
 */
function addressReader(serverUrl: string) {
  const state = { live: false, resync: undefined as (() => void) | undefined };
  const read = () => {
    if (typeof window === 'undefined') return new URL(serverUrl) as unknown as Location;
    if (state.live) return window.location;
    return new URL(new URL(serverUrl).pathname, window.location.origin) as unknown as Location;
  };
  return { state, read };
}

export default function SearchResults(props: SearchResultsProps) {
  const { serverState, ...rest } = props;
  const app = <SearchApp {...rest} />;
  return serverState ? <InstantSearchSSRProvider {...serverState}>{app}</InstantSearchSSRProvider> : app;
}

export function SearchApp(props: Omit<SearchResultsProps, 'serverState'>) {
  const { backend, indexName, defaultSort, landings, fallback, serverUrl, serverSearchClient } = props;
  const searchClient = useMemo(() => serverSearchClient ?? createPageSearchClient(backend), [backend, serverSearchClient]);
  const address = useMemo(() => addressReader(serverUrl), [serverUrl]);
  const routing = useMemo(() => ({
    router: history<SearchRoute>({
      getLocation: address.read,
      start: (update: () => void) => { address.state.resync = update; },
      // Nothing is written to the address before hydration: it would drop what the landing lacks.
      // After it, the address is written once the new results are painted, not before.
      push: (url: string) => {
        if (address.state.live) requestAnimationFrame(() => setTimeout(() => window.history.pushState({}, '', url)));
      },
      createURL: ({ routeState, location }) => `${location.origin}${urlForRoute(routeState, landings, fallback)}`,
      parseURL: ({ location }) => routeFromUrl(new URL(location.href), landings),
      cleanUrlOnDispose: false,
      writeDelay: 0,
    }),
    stateMapping: {
      stateToRoute: (uiState: Record<string, IndexUiState>) => uiStateToRoute(uiState[indexName], { indexName, defaultSort }),
      routeToState: (route: SearchRoute) => ({ [indexName]: routeToUiState(route, { indexName, defaultSort }) }),
    },
  }), [indexName, defaultSort, landings, fallback, address]);
  // After hydration, search what the address asks beyond its landing (a shared link with filters,
  // a reload on page 3): the landing's results stay on screen until those arrive.
  useEffect(() => {
    address.state.live = true;
    if (window.location.href !== new URL(new URL(serverUrl).pathname, window.location.origin).href) address.state.resync?.();
  }, [address, serverUrl]);
  // Fetch the index (or the Meilisearch client) once the page is idle, so the first filter click is instant.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => searchClient.preload?.());
  }, [searchClient]);
  return (
    <InstantSearch searchClient={searchClient as never} indexName={indexName} routing={routing as never}
      future={{ preserveSharedStateOnUnmount: true }} insights={false}>
      <Configure hitsPerPage={props.pageSize} />
      {props.hiddenAttributes.map((attribute) => <VirtualList key={attribute} attribute={attribute} />)}
      <SearchLayout {...props} />
    </InstantSearch>
  );
}

/**
 * 'Show Me {count} {cars}' (spec 01 §2), counting to the new figure. Its own component, so the
 * animation's frames re-render one button, not the page.
 */
function ShowMeButton({ count, text, onClick }: { count: number; text: SearchText; onClick: () => void }) {
  const shown = useAnimatedNumber(count);
  return (
    <button type="button" className="btn show-me" onClick={onClick}>
      {showMeLabel(text['search.showMe'], shown, { one: text['search.carOne'], many: text['search.carMany'] })}
    </button>
  );
}

function useShopperClock(builtAt: string): Date {
  const [now, setNow] = useState(() => new Date(builtAt));
  useEffect(() => setNow(new Date()), []);
  return now;
}

function SearchLayout(props: Omit<SearchResultsProps, 'serverState'>) {
  const { text, indexName, defaultSort, landings, fallback } = props;
  const { results, status, error, indexUiState } = useInstantSearch({ catchError: true });
  const now = useShopperClock(props.builtAt);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const resultsTop = useRef<HTMLElement>(null);
  useEffect(() => { if (error) console.error('Search failed; the last results stay shown.', error); }, [error]);

  const raw = (results as unknown as { _rawResults?: { facets?: Record<string, Record<string, number>> }[] })._rawResults?.[0];
  const count = displayedCount(results.nbHits, raw?.facets ?? {});
  const route = uiStateToRoute(indexUiState as IndexUiState, { indexName, defaultSort });
  const heading = bestLanding(route, landings, fallback).title;
  const searched = results.nbHits > 0 || status === 'idle';

  const closeDrawer = () => { setDrawerOpen(false); toggle.current?.focus(); };
  useEffect(() => {
    if (!drawerOpen) return;
    document.documentElement.classList.add('drawer-open');
    const onKey = (event: KeyboardEvent) => { if (event.key === 'Escape') closeDrawer(); };
    document.addEventListener('keydown', onKey);
    document.getElementById('search-filters-close')?.focus();
    return () => { document.documentElement.classList.remove('drawer-open'); document.removeEventListener('keydown', onKey); };
  }, [drawerOpen]);

  const countText = fillString(text['search.resultCount'], { count: count.toLocaleString('en-AU'), vehicles: count === 1 ? text['search.vehicleOne'] : text['search.vehicleMany'] });
  return (
    <div className="search-page">
      <div className="search-page__head">
        <h1>{heading}</h1>
        <p className="result-count" role="status">{countText}</p>
      </div>
      <div className="search-toolbar">
        <SearchBox text={text} />
        <button ref={toggle} type="button" className="btn btn--outline filters-toggle" aria-expanded={drawerOpen}
          aria-controls="search-filters" onClick={() => setDrawerOpen(true)}>{text['search.filters']}</button>
        <SortSelect indexName={indexName} text={text} />
      </div>
      <div className="search-body">
        <div id="search-filters" className="search-filters" data-open={drawerOpen || undefined}
          role={drawerOpen ? 'dialog' : undefined} aria-modal={drawerOpen || undefined} aria-labelledby="search-filters-title">
          <div className="search-filters__head">
            <h2 id="search-filters-title">{text['search.filters']}</h2>
            <button id="search-filters-close" type="button" className="icon-button" aria-label={text['search.closeFilters']} onClick={closeDrawer}>×</button>
          </div>
          <div className="search-filters__body">
            {props.filters.map((filter) => filter.kind === 'range'
              ? <RangeFilter key={filter.attribute} filter={filter} text={text} />
              : <RefinementFilter key={filter.attribute} filter={filter} text={text} showAllMakesAfter={props.showAllMakesAfter} />)}
          </div>
          <div className="search-filters__foot">
            <ShowMeButton count={count} text={text} onClick={() => { closeDrawer(); resultsTop.current?.scrollIntoView(); }} />
          </div>
        </div>
        <section ref={resultsTop} className="search-results" aria-label={heading} aria-busy={status === 'loading' || status === 'stalled'}
          data-status={status}>
          <CurrentFilters text={text} />
          {searched && results.nbHits === 0 && status !== 'error'
            ? <NoResults text={text} clearFiltersHref={props.clearFiltersHref} />
            : <ResultGrid cardText={props.cardText} promoCards={props.promoCards} now={now} label={text['search.results']} />}
          <ResultsPagination text={text} onPage={() => resultsTop.current?.scrollIntoView()} />
        </section>
      </div>
    </div>
  );
}
