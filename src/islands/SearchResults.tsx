/**
 * The results page: one InstantSearch root (DESIGN: "the whole search page is one <InstantSearch>
 * root"). Pre-rendered at build with the first page of the landing's results (serverState), then
 * hydrated; later searches go to the tenant's backend. The address holds the state: the router
 * is src/search/url-router.ts. The page itself is src/components/search/SearchPage.tsx.
 */
import { useEffect, useMemo } from 'react';
import {
  Configure,
  InstantSearch,
  InstantSearchSSRProvider,
  useRefinementList,
  type InstantSearchServerState,
} from 'react-instantsearch';
import type { PageSearchClient, SearchBackend } from '../search/client.ts';
import { createPageSearchClient } from '../search/client.ts';
import { createSearchRouting } from '../search/url-router.ts';
import { SearchPage, type SearchPageProps } from '../components/search/SearchPage.tsx';
import { useResultsInOneFrame } from '../components/search/use-results-in-one-frame.ts';
import { recordSearch } from '../stores/search-history.ts';

export interface SearchResultsProps extends SearchPageProps {
  backend: SearchBackend;
  pageSize: number;
  /** List attributes that are filtered without a visible list (landings, counts): kept in the state. */
  hiddenAttributes: string[];
  /** The page's own address at build time, for rendering the route on the server. */
  serverUrl: string;
  serverState?: InstantSearchServerState;
  /** Build only: the in-memory client the server state is computed with. */
  serverSearchClient?: PageSearchClient;
}

function ResultsInOneFrame({ client }: { client: PageSearchClient }) {
  useResultsInOneFrame(client);
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
  const searchClient = useMemo(
    () => serverSearchClient ?? createPageSearchClient(backend),
    [backend, serverSearchClient],
  );
  const routing = useMemo(
    () =>
      createSearchRouting({
        serverUrl,
        landings,
        fallback,
        indexName,
        defaultSort,
        window: typeof window === 'undefined' ? undefined : window,
        // Spec 02 §3 "Search history: last 5 searches, each with a path".
        onSearch: (path) => recordSearch({ path, label: document.querySelector('h1')?.textContent?.trim() ?? path }),
      }),
    [serverUrl, landings, fallback, indexName, defaultSort],
  );
  useEffect(() => routing.goLive(), [routing]);
  // Fetch the index (or the Meilisearch client) once the page is idle, so the first filter click is instant.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => searchClient.preload?.());
  }, [searchClient]);
  return (
    <InstantSearch
      searchClient={searchClient as never}
      indexName={indexName}
      routing={routing.routing}
      future={{ preserveSharedStateOnUnmount: true }}
      insights={false}
    >
      <ResultsInOneFrame client={searchClient} />
      <Configure hitsPerPage={props.pageSize} />
      {props.hiddenAttributes.map((attribute) => (
        <VirtualList key={attribute} attribute={attribute} />
      ))}
      <SearchPage {...props} />
    </InstantSearch>
  );
}
