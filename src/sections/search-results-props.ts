/**
 * A results page's island props: the tenant's setup (src/site/search-page.ts), its texts, and the
 * first results of the page's landing, computed with React InstantSearch's getServerState (its
 * widgets registered in one batch: src/search/server-state.ts) over the build's embedded engine
 * (the same documents the browser searches), so the HTML holds the cards, the count and the facet
 * counts before any script runs, and hydration shows exactly the same.
 */
import { createElement } from 'react';
import { cardText } from '../components/VehicleCard.tsx';
import { searchText } from '../components/search/search-text.ts';
import type { Strings } from '../domain/strings.ts';
import SearchResults, { type SearchResultsProps } from '../islands/SearchResults.tsx';
import { withCardHits, type CardHit, type PageSearchClient } from '../search/client.ts';
import { batchedServerState } from '../search/server-state.ts';
import type { Landing } from '../search/url-state.ts';
import { buildTimeSearchClient } from '../site/search-backend.ts';
import { searchPageSetup, type SearchPageSetup } from '../site/search-page.ts';

/** `buildClient`: the build's embedded engine over the tenant's documents (buildTimeSearchClient). */
export async function searchResultsProps(
  setup: SearchPageSetup,
  strings: Strings,
  site: Parameters<typeof cardText>[1],
  buildClient: PageSearchClient,
): Promise<SearchResultsProps> {
  const props: SearchResultsProps = { ...setup, text: searchText(strings), cardText: cardText(strings, site) };
  const serverState = await batchedServerState(
    createElement(SearchResults, { ...props, serverSearchClient: withCardHits(buildClient) }),
  );
  return { ...props, serverState };
}

type FirstResults = { nbHits?: number; hits?: Partial<CardHit>[] } | undefined;

/**
 * A results page's title and description (its landing's title, and the count of its first results), and the first
 * card's image: the page's largest paint on a phone, preloaded from the head so it is not found only after the
 * island's props and the filters (about 88 KB of HTML before the first card).
 */
export function searchLandingHead(
  landing: Landing,
  props: SearchResultsProps,
  siteName: string,
): { title: string; description: string; firstImage: string | null } {
  const results = props.serverState?.initialResults[props.indexName]?.results?.[0] as FirstResults;
  const total = results?.nbHits ?? 0;
  return {
    title: `${landing.title} for Sale`,
    description: `Browse ${total.toLocaleString('en-AU')} ${landing.title.toLowerCase()} for sale at ${siteName}.`,
    firstImage: results?.hits?.[0]?.card?.imageUrl ?? null,
  };
}

/** The tenant as the page read it (sections take it from the page, never from src/site/tenant.ts). */
type Tenant = Parameters<typeof searchPageSetup>[0];

/** Everything a results route renders for one landing: the island's props and the page's head. */
export async function searchLandingPage(tenant: Tenant, landing: Landing, origin: string) {
  const setup = await searchPageSetup(tenant, landing, origin);
  const results = await searchResultsProps(setup, tenant.strings, tenant.site, buildTimeSearchClient(tenant));
  return { results, head: searchLandingHead(landing, results, tenant.site.name) };
}
