/**
 * Requirement: "One behavioural suite (query, each filter kind, ranges, sorts, paging, base
 * filter, no results) runs against the embedded engine always and against Meilisearch when
 * configured." Here it runs against a live server, through the whole production path: the indexer
 * fills a temporary index with the production settings, a search-only key signs a tenant token
 * whose rules carry the base filter (the client does not send it, so the token must enforce it),
 * and the browser client searches with that token.
 *
 *   MEILISEARCH_URL=http://localhost:7700 MEILISEARCH_ADMIN_KEY=… npm exec -- vitest run tests/unit/search/meilisearch-live.test.ts
 *
 * Without both variables the suite is skipped. Temporary indexes and keys are deleted afterwards.
 */
import { randomUUID } from 'node:crypto';
import { Meilisearch } from 'meilisearch';
import { afterAll, describe, it } from 'vitest';
import { SearchConfigSchema } from '../../../src/domain/schemas/site-config.ts';
import { meilisearchIndexAdmin } from '../../../src/search/meilisearch/index-admin.ts';
import { replaceIndex } from '../../../src/search/meilisearch/indexer.ts';
import { createMeilisearchSearchClient } from '../../../src/search/meilisearch/search-client.ts';
import { meilisearchSettings } from '../../../src/search/meilisearch/settings.ts';
import { createTenantToken } from '../../../src/search/meilisearch/tenant-token.ts';
import type { SearchClientLike, SuiteSetup } from './behaviour-suite.ts';

const host = process.env.MEILISEARCH_URL?.trim();
const adminKey = process.env.MEILISEARCH_ADMIN_KEY?.trim();

if (host && adminKey) {
  const client = new Meilisearch({ host, apiKey: adminKey });
  const admin = meilisearchIndexAdmin(client);
  const created: { indexUid: string; keyUid: string }[] = [];
  const HOUR_MS = 60 * 60 * 1000;

  /** One temporary index and search key per setup; the client addresses them under the suite's index name. */
  const createClient = async (setup: SuiteSetup): Promise<SearchClientLike> => {
    const indexUid = `live_${randomUUID().replaceAll('-', '')}`;
    const search = SearchConfigSchema.parse({
      backend: 'meilisearch',
      index: setup.indexName,
      base_filter: setup.baseFilter ?? null,
    });
    await replaceIndex({ admin, indexUid, settings: meilisearchSettings({ search }), documents: setup.documents });
    const key = await client.createKey({
      description: 'dealer-sites live behaviour suite (temporary)',
      actions: ['search'],
      indexes: [indexUid],
      expiresAt: new Date(Date.now() + HOUR_MS),
    });
    created.push({ indexUid, keyUid: key.uid });
    const token = await createTenantToken({
      site: { search },
      apiKey: key.key,
      apiKeyUid: key.uid,
      expiresAt: new Date(Date.now() + HOUR_MS),
      indexUid,
      privilegedKeys: [adminKey],
    });
    return createMeilisearchSearchClient({
      host,
      token,
      indexName: setup.indexName,
      indexUid,
      // Deliberately not sent by the client: the token's search rules must apply it.
      baseFilter: null,
      excludeZeroPriceOnPriceAsc: setup.excludeZeroPriceOnPriceAsc ?? false,
    }) as unknown as SearchClientLike;
  };

  afterAll(async () => {
    for (const { indexUid, keyUid } of created) {
      await client.deleteKey(keyUid).catch(() => {});
      await client
        .deleteIndex(indexUid)
        .waitTask()
        .catch(() => {});
    }
  }, 120_000);

  const { describeSearchBehaviour } = await import('./behaviour-suite.ts');
  describeSearchBehaviour('meilisearch', createClient);
} else {
  describe.skip('Meilisearch live behaviour suite: set MEILISEARCH_URL and MEILISEARCH_ADMIN_KEY to run it against a server', () => {
    it('runs describeSearchBehaviour("meilisearch", …) against a temporary index', () => {});
  });
}
