/**
 * The results page: one InstantSearch root (DESIGN: "the whole search page is one <InstantSearch>
 * root"). Pre-rendered at build with the first page of the landing's results (serverState), then
 * hydrated; later searches go to the tenant's backend. The address holds the state (url-state.ts).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Configure, InstantSearch, InstantSearchSSRProvider, useInstantSearch, useInstantSearchContext, useRefinementList, type InstantSearchServerState } from 'react-instantsearch';
import type { PromoCard } from '../domain/schemas/promo.ts';
import type { SortOption } from '../domain/search-results.ts';
import type { FilterAttribute } from '../search/attributes.ts';
import { createPageSearchClient, type PageSearchClient, type SearchBackend } from '../search/client.ts';
import { createSearchRouting } from '../search/search-routing.ts';
import type { Landing } from '../search/url-state.ts';
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
import { ResultCount, ResultHeading, ShowMeButton } from '../components/search/ResultSummary.tsx';

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

/**
 * Renders each search's results in one synchronous React pass, in the task that received them.
 * InstantSearch hands results to its widgets from a microtask; React would otherwise schedule that
 * work as a separate task, after the browser has painted a frame without it. And while a search
 * is on its way (status "loading") InstantSearch renders every widget once more to show the new
 * refinement: with the embedded engine loaded the results follow within milliseconds, in the same
 * task, so that pass is skipped; across the network it stays, so a checkbox answers at once.
 * Measured with `npm run bench` (filter click to painted results).
 */
function ResultsInOneFrame({ client }: { client: PageSearchClient }) {
  const search = useInstantSearchContext();
  useLayoutEffect(() => {
    const index = search.mainIndex;
    const render = index.render;
    index.render = (...args: Parameters<typeof render>) => {
      if (search.status !== 'loading') flushSync(() => render.apply(index, args));
      else if (!client.answersLocally?.()) render.apply(index, args);
    };
    return () => { index.render = render; };
  }, [search, client]);
  return null;
}

function VirtualList({ attribute }: { attribute: string }) {
  useRefinementList({ attribute });
  return null;
}

export default function SearchResults(props: SearchResultsProps) {
  const { serverState, ...rest } = props;
  const app = <SearchApp {...rest} />;
  return serverState ? <InstantSearchSSRProvider {...serverState}>{app}</InstantSearchSSRProvider> : app;
}

export function SearchApp(props: Omit<SearchResultsProps, 'serverState'>) {
  const { backend, indexName, defaultSort, landings, fallback, serverUrl, serverSearchClient } = props;
  const searchClient = useMemo(() => serverSearchClient ?? createPageSearchClient(backend), [backend, serverSearchClient]);
  const routing = useMemo(() => createSearchRouting({ serverUrl, landings, fallback, indexName, defaultSort }), [serverUrl, landings, fallback, indexName, defaultSort]);
  useEffect(() => routing.goLive(), [routing]);
  // Fetch the index (or the Meilisearch client) once the page is idle, so the first filter click is instant.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => searchClient.preload?.());
  }, [searchClient]);
  return (
    <InstantSearch searchClient={searchClient as never} indexName={indexName} routing={routing.routing as never}
      future={{ preserveSharedStateOnUnmount: true }} insights={false}>
      <ResultsInOneFrame client={searchClient} />
      <Configure hitsPerPage={props.pageSize} />
      {props.hiddenAttributes.map((attribute) => <VirtualList key={attribute} attribute={attribute} />)}
      <SearchLayout {...props} />
    </InstantSearch>
  );
}

function useShopperClock(builtAt: string): Date {
  const [now, setNow] = useState(() => new Date(builtAt));
  useEffect(() => setNow(new Date()), []);
  return now;
}

/** The results: what the search found, the no-results card, the pages; kept while a search loads or fails. */
function ResultsSection(props: Omit<SearchResultsProps, 'serverState'> & { headingId: string; sectionRef: RefObject<HTMLElement | null> }) {
  const { text } = props;
  const { results, status, error } = useInstantSearch({ catchError: true });
  const now = useShopperClock(props.builtAt);
  useEffect(() => { if (error) console.error('Search failed; the last results stay shown.', error); }, [error]);
  const noResults = results.nbHits === 0 && status === 'idle';
  return (
    <section ref={props.sectionRef} className="search-results" aria-labelledby={props.headingId}
      aria-busy={status === 'loading' || status === 'stalled'} data-status={status}>
      <CurrentFilters text={text} />
      {noResults
        ? <NoResults text={text} clearFiltersHref={props.clearFiltersHref} />
        : <ResultGrid cardText={props.cardText} promoCards={props.promoCards} now={now} label={text['search.results']} />}
      <ResultsPagination text={text} onPage={() => props.sectionRef.current?.scrollIntoView()} />
    </section>
  );
}

/** The page's frame: heading and count, search box, sort, the filter panel (a drawer on small screens) and the results. */
function SearchLayout(props: Omit<SearchResultsProps, 'serverState'>) {
  const { text, indexName } = props;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const resultsTop = useRef<HTMLElement>(null);

  const closeDrawer = () => { setDrawerOpen(false); toggle.current?.focus(); };
  useEffect(() => {
    if (!drawerOpen) return;
    document.documentElement.classList.add('drawer-open');
    const onKey = (event: KeyboardEvent) => { if (event.key === 'Escape') closeDrawer(); };
    document.addEventListener('keydown', onKey);
    document.getElementById('search-filters-close')?.focus();
    return () => { document.documentElement.classList.remove('drawer-open'); document.removeEventListener('keydown', onKey); };
  }, [drawerOpen]);

  return (
    <div className="search-page">
      <div className="search-page__head">
        <ResultHeading id="search-heading" indexName={indexName} defaultSort={props.defaultSort} landings={props.landings} fallback={props.fallback} />
        <ResultCount text={text} />
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
            <ShowMeButton text={text} open={drawerOpen} onClick={() => { closeDrawer(); resultsTop.current?.scrollIntoView(); }} />
          </div>
        </div>
        <ResultsSection {...props} headingId="search-heading" sectionRef={resultsTop} />
      </div>
    </div>
  );
}
