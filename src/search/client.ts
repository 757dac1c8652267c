/**
 * The search client a tenant's pages use, chosen at the boundary from the build's backend choice
 * (DESIGN: data sources are swapped at a boundary, never by branches through the code). Both answer
 * InstantSearch's multi-query protocol; the Meilisearch client is only downloaded by tenants that
 * use it. Hits are trimmed to what the results grid renders (id and card), so the pre-rendered
 * state a page carries stays small.
 */
import type { SearchDocument } from './document.ts';

/** What the build tells the browser about its search backend: plain data, serialisable into a page. */
export type SearchBackend =
  | { kind: 'embedded'; indexUrl: string; baseFilter: string | null; excludeZeroPriceOnPriceAsc: boolean }
  | {
      kind: 'meilisearch';
      host: string;
      token: string;
      indexName: string;
      baseFilter: string | null;
      excludeZeroPriceOnPriceAsc: boolean;
    };

export interface MultiQueryRequest {
  indexName: string;
  params?: Record<string, unknown>;
}
export interface MultiQueryResponse {
  results: Array<Record<string, unknown> & { hits?: unknown[] }>;
}
/** The part of InstantSearch's search client contract the pages use. */
export interface PageSearchClient {
  search(requests: readonly MultiQueryRequest[]): Promise<MultiQueryResponse>;
  /** Starts downloading what the first search needs (the embedded index, the client module), without searching. */
  preload?(): void;
  /**
   * True once searches are answered in the page itself, within a few milliseconds (the embedded
   * engine has loaded); always false for a backend across the network.
   */
  answersLocally?(): boolean;
}

/** A hit as the results grid reads it. */
export type CardHit = Pick<SearchDocument, 'id' | 'card'> & { objectID: string };

function cardHit(hit: unknown): CardHit {
  const { id, card } = hit as SearchDocument;
  return { objectID: String(id), id, card };
}

/** Keeps only the id and card of every hit. */
export function withCardHits(client: PageSearchClient): PageSearchClient {
  return {
    ...client,
    async search(requests) {
      const response = await client.search(requests);
      return {
        ...response,
        results: response.results.map((result) =>
          result.hits ? { ...result, hits: result.hits.map(cardHit) } : result,
        ),
      };
    },
  };
}

async function loadIndex(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search index ${url}: HTTP ${response.status}`);
  return response.json();
}

/** The browser's client for a backend, hits trimmed to id and card. Modules load on first use, so creating it costs nothing. */
export function createPageSearchClient(backend: SearchBackend): PageSearchClient {
  return withCardHits(createBackendSearchClient(backend));
}

/**
 * The same client with whole search documents as hits, for a page that reads more of a hit than
 * its card (similar cars compare models and status).
 */
export function createBackendSearchClient(backend: SearchBackend): PageSearchClient {
  let client: Promise<PageSearchClient> | undefined;
  let answered = false;
  const ready = () => (client ??= connect(backend));
  return {
    preload: () => void ready(),
    answersLocally: () => backend.kind === 'embedded' && answered,
    search: async (requests) => {
      const response = await (await ready()).search(requests);
      answered = true;
      return response;
    },
  };
}

async function connect(backend: SearchBackend): Promise<PageSearchClient> {
  if (backend.kind === 'embedded') {
    // The download starts now, not with the first search; a failed one is tried again next search.
    let index: Promise<unknown> | undefined;
    const load = () =>
      (index ??= loadIndex(backend.indexUrl).catch((error: unknown) => {
        index = undefined;
        throw error;
      }));
    load().catch(() => {});
    const { createEmbeddedSearchClient } = await import('./embedded-backend.ts');
    return createEmbeddedSearchClient({
      load: load as never,
      baseFilter: backend.baseFilter ?? undefined,
      excludeZeroPriceOnPriceAsc: backend.excludeZeroPriceOnPriceAsc,
    }) as unknown as PageSearchClient;
  }
  const { createMeilisearchSearchClient } = await import('./meilisearch-backend.ts');
  return createMeilisearchSearchClient(backend) as unknown as PageSearchClient;
}
