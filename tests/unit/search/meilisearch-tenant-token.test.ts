/**
 * Requirement: "The browser gets a tenant token whose search rules pin the tenant's base filter,
 * never the master or admin key." The token is checked the way Meilisearch checks it: an HS256 JWT
 * whose payload names the signing key's uid, the search rules and the expiry.
 */
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTenantToken, tenantSearchRules } from '../../../src/search/meilisearch/tenant-token.ts';
import { site as siteConfig } from '../../fixtures/cars.ts';

const SEARCH_KEY = 'a'.repeat(64);
const KEY_UID = '74c9c733-3368-4738-bbe5-1d18a5fecb37';
const EXPIRES = new Date('2030-01-31T00:00:00Z');

const base64url = (data: Buffer) => data.toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Header, payload, and whether the signature is right for `key` (what Meilisearch verifies). */
function readToken(token: string, key: string) {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const expected = base64url(createHmac('sha256', key).update(`${header}.${payload}`).digest());
  return { header: decode(header), payload: decode(payload), verifies: signature === expected };
}

const withBaseFilter = (base_filter: string | null | undefined, index = 'Car_production') =>
  siteConfig({ search: { index, base_filter } });

describe("tenantSearchRules: the token may search the tenant's index only, always through its base filter (spec 01 §7)", () => {
  it.each<[string, ReturnType<typeof withBaseFilter>, string | undefined, unknown]>([
    [
      'a base filter is pinned',
      withBaseFilter('dealership_slug = "north-motors"'),
      undefined,
      { Car_production: { filter: 'dealership_slug = "north-motors"' } },
    ],
    ['no base filter: the index without a filter', withBaseFilter(null), undefined, { Car_production: {} }],
    ['a blank base filter counts as none', withBaseFilter('   '), undefined, { Car_production: {} }],
    ["the site's own index name", withBaseFilter(null, 'Cars_north'), undefined, { Cars_north: {} }],
    [
      'a temporary index named by the caller',
      withBaseFilter('dealership_id = 4'),
      'Car_test_1',
      { Car_test_1: { filter: 'dealership_id = 4' } },
    ],
  ])('%s', (_name, site, indexUid, rules) => expect(tenantSearchRules(site, indexUid)).toEqual(rules));
});

describe('createTenantToken', () => {
  it('is an HS256 JWT with the search rules, the key uid and the expiry in seconds, signed by the search key', async () => {
    const token = await createTenantToken({
      site: withBaseFilter('dealership_slug = "north-motors"'),
      apiKey: SEARCH_KEY,
      apiKeyUid: KEY_UID,
      expiresAt: EXPIRES,
    });
    const read = readToken(token, SEARCH_KEY);
    expect(read.header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(read.payload).toEqual({
      searchRules: { Car_production: { filter: 'dealership_slug = "north-motors"' } },
      apiKeyUid: KEY_UID,
      exp: Math.floor(EXPIRES.getTime() / 1000),
    });
    expect(read.verifies).toBe(true);
    expect(readToken(token, 'b'.repeat(64)).verifies).toBe(false);
  });

  it('never contains the key it is signed with', async () => {
    const token = await createTenantToken({
      site: withBaseFilter(null),
      apiKey: SEARCH_KEY,
      apiKeyUid: KEY_UID,
      expiresAt: EXPIRES,
    });
    expect(token).not.toContain(SEARCH_KEY);
    expect(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).not.toContain(SEARCH_KEY);
  });

  it.each<[string, Partial<Parameters<typeof createTenantToken>[0]>, RegExp]>([
    [
      'an admin key (same value as a privileged key)',
      { privilegedKeys: [undefined, SEARCH_KEY] },
      /refusing to sign with an admin or master key/,
    ],
    ['no key', { apiKey: '' }, /no search API key/],
    ['an invalid expiry', { expiresAt: new Date('not a date') }, /expiresAt is not a valid date/],
    ['a key uid that is not a UUID v4', { apiKeyUid: 'search-key' }, /UUIDv4/],
  ])('refuses %s', async (_name, options, message) => {
    await expect(
      createTenantToken({
        site: withBaseFilter(null),
        apiKey: SEARCH_KEY,
        apiKeyUid: KEY_UID,
        expiresAt: EXPIRES,
        ...options,
      }),
    ).rejects.toThrow(message);
  });

  it('property: any base filter and expiry round-trip through the payload, and the signature verifies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 80 }).filter((text) => text.trim() === text),
        fc.integer({ min: 1_800_000_000, max: 4_000_000_000 }),
        fc.string({ minLength: 16, maxLength: 64 }),
        async (filter, expSeconds, key) => {
          const token = await createTenantToken({
            site: withBaseFilter(filter),
            apiKey: key,
            apiKeyUid: KEY_UID,
            expiresAt: new Date(expSeconds * 1000),
          });
          const read = readToken(token, key);
          expect(read.payload).toEqual({
            searchRules: { Car_production: { filter } },
            apiKeyUid: KEY_UID,
            exp: expSeconds,
          });
          expect(read.verifies).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
});
