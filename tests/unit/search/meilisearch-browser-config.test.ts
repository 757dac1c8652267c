/**
 * What a Meilisearch tenant's pages carry: the host and a tenant token signed at build time from
 * MEILISEARCH_SEARCH_KEY / MEILISEARCH_SEARCH_KEY_UID. Missing or wrong settings fail the build with
 * the variable named; an admin or master key is refused.
 */
import { describe, expect, it } from 'vitest';
import { meilisearchBrowserConfig, TOKEN_LIFETIME_DAYS } from '../../../src/search/meilisearch/browser-config.ts';
import { site as siteConfig } from '../../fixtures/cars.ts';

const NOW = new Date('2025-06-01T02:00:00Z');
const KEY_UID = '74c9c733-3368-4738-bbe5-1d18a5fecb37';
const env = {
  MEILISEARCH_URL: 'https://search.example/',
  MEILISEARCH_SEARCH_KEY: 's'.repeat(64),
  MEILISEARCH_SEARCH_KEY_UID: KEY_UID,
};
const site = siteConfig({
  search: {
    backend: 'meilisearch',
    base_filter: 'dealership_slug = "north"',
    meilisearch_host: 'https://public-search.example',
  },
});
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
    searchRules: unknown;
    apiKeyUid: string;
  };

describe('meilisearchBrowserConfig', () => {
  it(`signs a token that pins the base filter and expires ${TOKEN_LIFETIME_DAYS} days after the build (nightly rebuilds refresh it)`, async () => {
    const { token } = await meilisearchBrowserConfig(site, env, NOW);
    expect(payloadOf(token)).toEqual({
      searchRules: { Car_production: { filter: 'dealership_slug = "north"' } },
      apiKeyUid: KEY_UID,
      exp: NOW.getTime() / 1000 + 30 * 24 * 60 * 60,
    });
  });

  it.each<[string, Record<string, string | undefined>, ReturnType<typeof siteConfig>, string]>([
    ['MEILISEARCH_URL wins over site.json (trailing slash dropped)', env, site, 'https://search.example'],
    [
      'search.meilisearch_host when MEILISEARCH_URL is unset',
      { ...env, MEILISEARCH_URL: undefined },
      site,
      'https://public-search.example',
    ],
    [
      'a blank MEILISEARCH_URL counts as unset',
      { ...env, MEILISEARCH_URL: ' ' },
      site,
      'https://public-search.example',
    ],
  ])('host: %s', async (_name, environment, tenant, host) => {
    expect((await meilisearchBrowserConfig(tenant, environment, NOW)).host).toBe(host);
  });

  it.each<[string, Record<string, string | undefined>, ReturnType<typeof siteConfig>, RegExp]>([
    [
      'no host anywhere',
      { ...env, MEILISEARCH_URL: undefined },
      siteConfig(),
      /No Meilisearch host: set search.meilisearch_host in site.json or MEILISEARCH_URL/,
    ],
    [
      'a host that is not a URL',
      { ...env, MEILISEARCH_URL: 'search.example' },
      site,
      /^MEILISEARCH_URL: "search.example" is not a URL/,
    ],
    [
      'a host that is not http(s)',
      { ...env, MEILISEARCH_URL: 'ftp://search.example' },
      site,
      /^MEILISEARCH_URL: expected an http or https URL/,
    ],
    ['no search key', { ...env, MEILISEARCH_SEARCH_KEY: undefined }, site, /^MEILISEARCH_SEARCH_KEY is not set/],
    ['no key uid', { ...env, MEILISEARCH_SEARCH_KEY_UID: '' }, site, /^MEILISEARCH_SEARCH_KEY_UID is not set/],
    [
      'a key uid that is not a UUID v4',
      { ...env, MEILISEARCH_SEARCH_KEY_UID: 'default-search-key' },
      site,
      /^MEILISEARCH_SEARCH_KEY_UID: expected the key's uid \(a UUID v4\)/,
    ],
    [
      'the search key is the admin key',
      { ...env, MEILISEARCH_ADMIN_KEY: env.MEILISEARCH_SEARCH_KEY },
      site,
      /^MEILISEARCH_SEARCH_KEY is the same key as MEILISEARCH_ADMIN_KEY/,
    ],
    [
      'the search key is the master key',
      { ...env, MEILI_MASTER_KEY: env.MEILISEARCH_SEARCH_KEY },
      site,
      /^MEILISEARCH_SEARCH_KEY is the same key as MEILI_MASTER_KEY/,
    ],
  ])('fails clearly: %s', async (_name, environment, tenant, message) => {
    await expect(meilisearchBrowserConfig(tenant, environment, NOW)).rejects.toThrow(message);
  });

  it('the page gets the token, never the key that signed it', async () => {
    const config = await meilisearchBrowserConfig(site, env, NOW);
    expect(Object.keys(config).sort()).toEqual(['host', 'token']);
    expect(JSON.stringify(config)).not.toContain(env.MEILISEARCH_SEARCH_KEY);
  });
});
