/**
 * `npm run index:meilisearch -- --site <slug>`: replaces the tenant's Meilisearch index with its
 * visible stock, as search documents, with the index settings both backends agree on. Reads the
 * server address and an admin key from MEILISEARCH_URL and MEILISEARCH_ADMIN_KEY (docs/meilisearch.md).
 */
import { Meilisearch, MeilisearchRequestError } from 'meilisearch';
import { loadTenant, tenantSlugs } from '../src/tenants/load-tenant.ts';
import { toSearchDocument } from '../src/site/search-documents.ts';
import { meilisearchIndexAdmin } from '../src/search/meilisearch/index-admin.ts';
import { replaceIndex, type IndexingReport } from '../src/search/meilisearch/indexer.ts';
import { meilisearchIndexUid, meilisearchSettings } from '../src/search/meilisearch/settings.ts';
import { readFlags, SITE_FLAG, siteList } from './cli-args.ts';
import { runCli, UsageError } from './report-errors.ts';

const USAGE = 'usage: npm run index:meilisearch -- --site <slug>';

const ENV_HELP = {
  MEILISEARCH_URL: 'the address of the Meilisearch server, e.g. http://localhost:7700',
  MEILISEARCH_ADMIN_KEY:
    'an API key allowed to manage indexes and documents (the "Default Admin API Key" or the master key)',
} as const;

/** The named variables, or a UsageError naming the first one missing (one line, no stack trace). */
export function requireEnv<K extends keyof typeof ENV_HELP>(
  env: Record<string, string | undefined>,
  names: readonly K[],
): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = env[name]?.trim();
    if (!value) throw new UsageError(`${name} is not set: ${ENV_HELP[name]}`);
    values[name] = value;
  }
  return values;
}

function causeOf(error: Error): string {
  const cause = error.cause as { message?: string; cause?: { code?: string; message?: string } } | undefined;
  return cause?.cause?.code ?? cause?.cause?.message ?? cause?.message ?? error.message;
}

/** Indexes each named tenant in turn and prints what was sent and what the index now holds. */
export async function indexTenants(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  root = process.cwd(),
): Promise<IndexingReport[]> {
  const slugs = siteList(readFlags(argv, SITE_FLAG, USAGE, { site: 'a tenant slug' }).site);
  if (slugs.length === 0) throw new UsageError(`Name the tenant: ${USAGE.slice('usage: '.length)}`);
  const known = tenantSlugs(root);
  const unknown = slugs.filter((slug) => !known.includes(slug));
  if (unknown.length)
    throw new UsageError(
      `No tenant named ${unknown.map((s) => `"${s}"`).join(', ')} (sites/<slug>/site.json). Known: ${known.join(', ')}`,
    );
  const { MEILISEARCH_URL, MEILISEARCH_ADMIN_KEY } = requireEnv(env, ['MEILISEARCH_URL', 'MEILISEARCH_ADMIN_KEY']);
  const admin = meilisearchIndexAdmin(new Meilisearch({ host: MEILISEARCH_URL, apiKey: MEILISEARCH_ADMIN_KEY }));
  const reports: IndexingReport[] = [];
  for (const slug of slugs) {
    const { site, cars, strings, now } = loadTenant(root, slug, env);
    const documents = cars.map((car) => toSearchDocument(car, site, strings, now));
    const indexUid = meilisearchIndexUid(site);
    console.log(`${slug}: indexing ${documents.length} cars into "${indexUid}" on ${MEILISEARCH_URL}`);
    const report = await replaceIndex({
      admin,
      indexUid,
      settings: meilisearchSettings(site),
      documents,
      log: console.log,
    }).catch((error: unknown) => {
      // The client's message names only the URL; the cause says why (refused, DNS, TLS).
      if (error instanceof MeilisearchRequestError)
        throw new Error(`${slug}: cannot reach Meilisearch at ${MEILISEARCH_URL}: ${causeOf(error)}`);
      throw new Error(`${slug}: ${error instanceof Error ? error.message : String(error)}`);
    });
    console.log(
      `✓ ${slug}: ${report.documentsSent} documents sent, index "${report.indexUid}" holds ${report.documentCount}, ${report.replaced ? 'replaced' : 'created'} in ${report.seconds.toFixed(1)} s`,
    );
    reports.push(report);
  }
  return reports;
}

if (import.meta.main)
  await runCli(async () => {
    await indexTenants(process.argv.slice(2), process.env);
  });
