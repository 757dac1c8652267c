/**
 * One build process reads its tenant once (src/site/tenant.ts, issue 20 item 4): scripts/build-tenant.ts, the Astro
 * configuration and the pages' prerender bundle each hold their own copy of the module, and every copy answers with
 * the same object.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const previous = process.env.SITE_SLUG;
afterEach(() => {
  process.env.SITE_SLUG = previous;
  vi.resetModules();
});

async function freshModule() {
  vi.resetModules();
  return import('../../../src/site/tenant.ts');
}

describe('getTenant across copies of its module', () => {
  it('a second copy of the module returns the tenant the first read', async () => {
    process.env.SITE_SLUG = 'southside-used-cars';
    const first = (await freshModule()).getTenant();
    const second = (await freshModule()).getTenant();
    expect(second).toBe(first);
  });

  it('another slug is read afresh', async () => {
    process.env.SITE_SLUG = 'southside-used-cars';
    const southside = (await freshModule()).getTenant();
    process.env.SITE_SLUG = 'harbour-city-toyota';
    const harbour = (await freshModule()).getTenant();
    expect(harbour).not.toBe(southside);
    expect(harbour.site.slug).toBe('harbour-city-toyota');
  });
});
