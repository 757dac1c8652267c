/**
 * What a page built for a Meilisearch tenant tells the browser: the server address and a tenant
 * token. The build reads the search key from its environment and signs the token; the key itself
 * never reaches a page.
 */
import type { SiteConfig } from '../../domain/schemas/site-config.ts';
import { createTenantToken } from './tenant-token.ts';

/**
 * Tokens last 30 days: sites are rebuilt nightly (new stock), and each build signs a fresh token,
 * so a page always carries a token weeks from expiry, while a token copied out of a page stops
 * working within a month (and at once if its search key is deleted).
 */
export const TOKEN_LIFETIME_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** Variables that hold keys a page must never be signed with, let alone carry. */
export const PRIVILEGED_KEY_VARIABLES = [
  'MEILISEARCH_ADMIN_KEY',
  'MEILISEARCH_MASTER_KEY',
  'MEILI_MASTER_KEY',
] as const;

export interface MeilisearchBrowserConfig {
  host: string;
  token: string;
}

function required(env: Record<string, string | undefined>, name: string, what: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is not set: ${what}`);
  return value;
}

/** Where the browser sends searches: MEILISEARCH_URL, else `search.meilisearch_host` (also the CSP's connect-src). */
export function meilisearchHost(site: Pick<SiteConfig, 'search'>, env: Record<string, string | undefined>): string {
  const fromEnv = env.MEILISEARCH_URL?.trim();
  const host = fromEnv || site.search.meilisearch_host;
  if (!host)
    throw new Error(
      'No Meilisearch host: set search.meilisearch_host in site.json or MEILISEARCH_URL in the build environment',
    );
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    throw new Error(`${fromEnv ? 'MEILISEARCH_URL' : 'search.meilisearch_host'}: "${host}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(
      `${fromEnv ? 'MEILISEARCH_URL' : 'search.meilisearch_host'}: expected an http or https URL, got "${host}"`,
    );
  return host.replace(/\/+$/, '');
}

/**
 * The host (MEILISEARCH_URL, else `search.meilisearch_host`) and a tenant token signed with
 * MEILISEARCH_SEARCH_KEY, whose uid is MEILISEARCH_SEARCH_KEY_UID, expiring 30 days after `now`.
 * Fails with an Error naming the variable when one is missing or malformed, and refuses a search
 * key that is the same value as an admin or master key variable (PRIVILEGED_KEY_VARIABLES).
 * `now` is the wall clock (`new Date()`), not the tenant's rule clock (`loadTenant().now` is pinned
 * to the stock's date for sample tenants and BUILD_NOW, and would sign tokens already expired).
 */
export async function meilisearchBrowserConfig(
  site: Pick<SiteConfig, 'search'>,
  env: Record<string, string | undefined>,
  now: Date,
): Promise<MeilisearchBrowserConfig> {
  const host = meilisearchHost(site, env);
  const apiKey = required(
    env,
    'MEILISEARCH_SEARCH_KEY',
    'a Meilisearch API key whose only action is "search"; it signs the tenant token pages carry',
  );
  const apiKeyUid = required(
    env,
    'MEILISEARCH_SEARCH_KEY_UID',
    'the uid of MEILISEARCH_SEARCH_KEY (GET /keys lists it)',
  );
  if (!UUID_V4.test(apiKeyUid))
    throw new Error(`MEILISEARCH_SEARCH_KEY_UID: expected the key's uid (a UUID v4), got "${apiKeyUid}"`);
  const privileged = PRIVILEGED_KEY_VARIABLES.find((name) => env[name]?.trim() === apiKey);
  if (privileged)
    throw new Error(
      `MEILISEARCH_SEARCH_KEY is the same key as ${privileged}: pages must be signed with a search-only key`,
    );
  const token = await createTenantToken({
    site,
    apiKey,
    apiKeyUid,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_DAYS * DAY_MS),
  });
  return { host, token };
}
