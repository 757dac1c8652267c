/**
 * The only credential a shopper's browser receives: a tenant token (a JWT signed with a search API
 * key) whose search rules pin the tenant's index and base filter (spec 01 §7: "A fixed base filter
 * per dealer slug or template limits stock"). Meilisearch adds the rule's filter to every search made
 * with the token, so editing requests in the browser cannot reach another tenant's stock.
 */
import { generateTenantToken } from 'meilisearch/token';
import type { TokenSearchRules } from 'meilisearch';
import type { SiteConfig } from '../../domain/schemas/site-config.ts';
import { meilisearchIndexUid } from './index-uid.ts';

/**
 * Search rules for a tenant: its index only, filtered by `search.base_filter` when the site has
 * one. `indexUid` is for tests and temporary indexes; the site's own index is the default.
 */
export function tenantSearchRules(
  site: Pick<SiteConfig, 'search'>,
  indexUid = meilisearchIndexUid(site),
): TokenSearchRules {
  const filter = site.search.base_filter?.trim();
  return { [indexUid]: filter ? { filter } : {} };
}

export interface TenantTokenOptions {
  site: Pick<SiteConfig, 'search'>;
  /** A search API key (actions: ["search"]); signs the token and never leaves the build. */
  apiKey: string;
  /** The uid (a UUID v4) of that key: Meilisearch finds the key by it to verify the signature. */
  apiKeyUid: string;
  /** Required: a leaked token stops working at this instant. */
  expiresAt: Date;
  /**
   * Keys known to be admin or master keys (e.g. the values of MEILISEARCH_ADMIN_KEY and
   * MEILI_MASTER_KEY): signing with one is refused.
   */
  privilegedKeys?: readonly (string | undefined)[];
  /** Index uid the rules name, when not the site's (tests, temporary indexes). */
  indexUid?: string;
}

/**
 * Signs a tenant token (HS256) for the browser. Refuses, with an Error naming the reason, a key
 * that is one of the `privilegedKeys` (a token signed by an admin key inherits that key's index
 * access, and the key would sit next to the search key in every build environment), and an expiry
 * that is not a valid date. Meilisearch keys are opaque, so a privileged key is recognised only by
 * being the same value as one the environment names as admin or master.
 */
export async function createTenantToken(options: TenantTokenOptions): Promise<string> {
  const { site, apiKey, apiKeyUid, expiresAt, privilegedKeys = [], indexUid } = options;
  if (!apiKey) throw new Error('Meilisearch tenant token: no search API key given');
  if (privilegedKeys.some((key) => key && key === apiKey)) {
    throw new Error(
      'Meilisearch tenant token: refusing to sign with an admin or master key; use a key whose only action is "search"',
    );
  }
  if (Number.isNaN(expiresAt.getTime())) throw new Error('Meilisearch tenant token: expiresAt is not a valid date');
  // No `force`: the library's own check that this runs server-side stays on, so the signing key
  // cannot be bundled into a page by mistake and still work.
  return generateTenantToken({
    apiKey,
    apiKeyUid,
    searchRules: tenantSearchRules(site, indexUid),
    expiresAt,
    algorithm: 'HS256',
  });
}
