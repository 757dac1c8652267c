/**
 * The behaviour suite through the whole Meilisearch client path, with no server: an emulated
 * Meilisearch answers /multi-search. It checks tenant tokens as Meilisearch does (HS256 signature by
 * the key the payload's apiKeyUid names, expiry, the index in the search rules, the rule's filter
 * ANDed into every search) and evaluates the Meilisearch-syntax filters instant-meilisearch sends
 * with the embedded engine's parser. So this proves the translation (requests out, replies back,
 * token rules), not Meilisearch's own ranking: that is meilisearch-live.test.ts, against a server.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { SearchDocument } from '../../../src/search/document.ts';
import { createSearchEngine, type SearchEngine } from '../../../src/search/embedded/engine.ts';
import {
  createMeilisearchSearchClient,
  type MeilisearchSearchClientOptions,
} from '../../../src/search/meilisearch/search-client.ts';
import { MAX_VALUES_PER_FACET } from '../../../src/search/meilisearch/settings.ts';
import { createTenantToken } from '../../../src/search/meilisearch/tenant-token.ts';
import { SearchConfigSchema } from '../../../src/domain/schemas/site-config.ts';
import { describeSearchBehaviour, type SearchClientLike, type SuiteSetup } from './behaviour-suite.ts';

interface MeiliQuery {
  indexUid: string;
  q?: string;
  filter?: (string | string[])[];
  facets?: string[];
  sort?: string[];
  hitsPerPage?: number;
  page?: number;
}

interface TokenPayload {
  searchRules: Record<string, { filter?: string } | null>;
  apiKeyUid: string;
  exp?: number;
}

/** Meilisearch's array form of a filter: the outer list ANDed, inner lists ORed. */
function filterExpression(filter: MeiliQuery['filter']): string[] {
  return (filter ?? []).map((item) => (typeof item === 'string' ? `(${item})` : `(${item.join(' OR ')})`));
}

/** A Meilisearch stand-in: indexes, search keys by uid, and the multi-search route. */
function emulatedMeilisearch() {
  const indexes = new Map<string, SearchEngine>();
  const keys = new Map<string, string>();

  function verifiedRules(authorization: string | null): TokenPayload['searchRules'] {
    const token = authorization?.replace(/^Bearer /, '') ?? '';
    const [header = '', payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as TokenPayload;
    const key = keys.get(claims.apiKeyUid);
    if (!key) throw new Error('403 invalid_api_key: the token names no known key');
    const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
    if (signature !== expected) throw new Error('403 invalid_api_key: bad signature');
    if (claims.exp !== undefined && claims.exp * 1000 < Date.now()) throw new Error('403 invalid_api_key: expired');
    return claims.searchRules;
  }

  function searchOne(query: MeiliQuery, rules: TokenPayload['searchRules']) {
    const engine = indexes.get(query.indexUid);
    if (!engine) throw new Error(`404 index_not_found: ${query.indexUid}`);
    if (!(query.indexUid in rules)) throw new Error(`403 invalid_api_key: the token may not search ${query.indexUid}`);
    const ruleFilter = rules[query.indexUid]?.filter;
    const filters = [...(ruleFilter ? [`(${ruleFilter})`] : []), ...filterExpression(query.filter)].join(' AND ');
    const hitsPerPage = query.hitsPerPage ?? 20;
    const page = query.page ?? 1;
    const sort = query.sort?.[0];
    const result = engine.search(sort ? `${query.indexUid}:${sort}` : query.indexUid, {
      query: query.q ?? '',
      filters,
      facets: query.facets ?? [],
      hitsPerPage,
      page: page - 1,
      maxValuesPerFacet: MAX_VALUES_PER_FACET,
    });
    return {
      indexUid: query.indexUid,
      hits: result.hits.map(({ objectID: _objectID, ...document }) => document),
      query: query.q ?? '',
      processingTimeMs: 1,
      hitsPerPage,
      page,
      totalPages: hitsPerPage > 0 ? Math.ceil(result.nbHits / hitsPerPage) : 0,
      totalHits: result.nbHits,
      // Meilisearch lists every requested facet, empty when no car has a value.
      facetDistribution: Object.fromEntries((query.facets ?? []).map((facet) => [facet, result.facets[facet] ?? {}])),
      facetStats: Object.fromEntries(
        Object.entries(result.facets_stats).map(([facet, { min, max }]) => [facet, { min, max }]),
      ),
    };
  }

  const httpClient: NonNullable<MeilisearchSearchClientOptions['httpClient']> = async (url, init) => {
    if (!String(url).endsWith('/multi-search')) throw new Error(`404: ${url}`);
    const rules = verifiedRules(new Headers(init?.headers).get('Authorization'));
    const { queries } = JSON.parse(String(init?.body)) as { queries: MeiliQuery[] };
    return { results: queries.map((query) => searchOne(query, rules)) };
  };

  return {
    httpClient,
    addIndex: (uid: string, documents: readonly SearchDocument[]) => indexes.set(uid, createSearchEngine(documents)),
    addSearchKey: () => {
      const uid = randomUUID();
      const key = randomBytes(32).toString('hex');
      keys.set(uid, key);
      return { uid, key };
    },
  };
}

const server = emulatedMeilisearch();
let indexes = 0;

describeSearchBehaviour('meilisearch client (emulated server)', async (setup: SuiteSetup) => {
  const indexUid = `emulated_${(indexes += 1)}`;
  server.addIndex(indexUid, setup.documents);
  const key = server.addSearchKey();
  const search = SearchConfigSchema.parse({
    backend: 'meilisearch',
    index: setup.indexName,
    base_filter: setup.baseFilter ?? null,
  });
  const token = await createTenantToken({
    site: { search },
    apiKey: key.key,
    apiKeyUid: key.uid,
    expiresAt: new Date(Date.now() + 3_600_000),
    indexUid,
  });
  return createMeilisearchSearchClient({
    host: 'https://meilisearch.test',
    token,
    indexName: setup.indexName,
    indexUid,
    // Not sent by the client: the token's rules must apply it, as on a real server.
    baseFilter: null,
    excludeZeroPriceOnPriceAsc: setup.excludeZeroPriceOnPriceAsc ?? false,
    httpClient: server.httpClient,
  }) as unknown as SearchClientLike;
});
