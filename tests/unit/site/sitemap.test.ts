import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CarInput } from '../../../src/domain/schemas/car.ts';
import { siteOrigin } from '../../../src/site/site-origin.ts';
import { robotsText, sitemapEntries, sitemapFiles, type SitemapEntry } from '../../../src/site/sitemap.ts';
import { loadTenant } from '../../../src/tenants/load-tenant.ts';
import { car, minimalCarRow, minimalSiteInput } from '../../fixtures/cars.ts';
import { child, parseXml, textOf, type XmlNode } from '../functions/adf-xml.ts';

const ORIGIN = 'https://www.test-motors.com.au';
/** sitemaps.org: a sitemap file holds at most 50,000 URLs. */
const PROTOCOL_LIMIT = 50_000;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const elements = (node: XmlNode, name: string) =>
  node.children.filter((c): c is XmlNode => typeof c !== 'string' && c.name === name);

/** A sitemap file read back: its root, and each URL with its lastmod. */
function readSitemap(text: string) {
  const { root } = parseXml(text);
  const items = elements(root, root.name === 'urlset' ? 'url' : 'sitemap');
  return {
    root: root.name,
    ns: root.attrs.xmlns,
    urls: items.map((item) => ({ loc: textOf(child(item, 'loc')), lastmod: textOf(child(item, 'lastmod')) })),
  };
}

describe('sold cars leave the sitemap the night they leave the site', () => {
  const root = mkdtempSync(join(tmpdir(), 'sitemap-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const soldAt = Date.parse('2026-11-10T12:00:00+10:00') / 1000;
  const stock: CarInput[] = [
    { ...minimalCarRow, id: 1, slug: 'on-sale', updated_at: '2026-11-01T09:30:00+10:00' },
    { ...minimalCarRow, id: 2, slug: 'sold-on-the-10th', status: 'sold', sold: true, sold_date_timestamp: soldAt },
  ];
  mkdirSync(join(root, 'sites', 'test-motors'), { recursive: true });
  writeFileSync(join(root, 'sites', 'test-motors', 'site.json'), JSON.stringify(minimalSiteInput));
  writeFileSync(join(root, 'sites', 'test-motors', 'stock.json'), JSON.stringify(stock));
  // The pages as if a build had left both cars' pages on disk, and a static page under /cars/.
  const paths = ['/', '/cars/on-sale/', '/cars/sold-on-the-10th/', '/cars/trade-in/'];
  const night = (date: string) =>
    sitemapEntries(paths, loadTenant(root, 'test-motors', { BUILD_NOW: `${date}T02:00:00+10:00` }), ORIGIN);

  it('is listed while it is shown (sold within include_sold_cars_days, 3 by default)', () => {
    expect(night('2026-11-13').map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/cars/on-sale/`,
      `${ORIGIN}/cars/sold-on-the-10th/`,
      `${ORIGIN}/cars/trade-in/`,
    ]);
  });

  it('is gone the first night after the window, whatever is on disk; other pages stay', () => {
    expect(night('2026-11-14').map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/cars/on-sale/`,
      `${ORIGIN}/cars/trade-in/`,
    ]);
  });

  it('a car page carries the car’s updated_at as lastmod (W3C date-time, UTC); other pages none', () => {
    expect(night('2026-11-14')).toEqual([
      { loc: `${ORIGIN}/` },
      { loc: `${ORIGIN}/cars/on-sale/`, lastmod: '2026-10-31T23:30:00Z' },
      { loc: `${ORIGIN}/cars/trade-in/` },
    ]);
  });
});

describe('sitemap files', () => {
  const entries = (count: number): SitemapEntry[] =>
    Array.from({ length: count }, (_, i) => ({
      loc: `${ORIGIN}/cars/car-${i}/`,
      lastmod: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00Z`,
    }));

  it('one sitemap and its index for a small site, in the sitemaps.org namespace', () => {
    const files = sitemapFiles(entries(3), ORIGIN);
    expect(files.map((file) => file.name)).toEqual(['sitemap-0.xml', 'sitemap-index.xml']);
    const sitemap = readSitemap(files[0]!.text);
    expect(sitemap).toMatchObject({ root: 'urlset', ns: SITEMAP_NS });
    expect(sitemap.urls).toEqual(entries(3));
    const index = readSitemap(files[1]!.text);
    expect(index).toMatchObject({ root: 'sitemapindex', ns: SITEMAP_NS });
    expect(index.urls).toEqual([{ loc: `${ORIGIN}/sitemap-0.xml`, lastmod: '2026-11-03T00:00:00Z' }]);
  });

  it(`splits past ${PROTOCOL_LIMIT.toLocaleString('en')} URLs, the index listing every file with its newest lastmod`, () => {
    const files = sitemapFiles(entries(PROTOCOL_LIMIT + 1), ORIGIN);
    expect(files.map((file) => file.name)).toEqual(['sitemap-0.xml', 'sitemap-1.xml', 'sitemap-index.xml']);
    expect(readSitemap(files[0]!.text).urls).toHaveLength(PROTOCOL_LIMIT);
    expect(readSitemap(files[1]!.text).urls).toEqual([
      { loc: `${ORIGIN}/cars/car-50000/`, lastmod: '2026-11-21T00:00:00Z' },
    ]);
    expect(readSitemap(files[2]!.text).urls).toEqual([
      { loc: `${ORIGIN}/sitemap-0.xml`, lastmod: '2026-11-28T00:00:00Z' },
      { loc: `${ORIGIN}/sitemap-1.xml`, lastmod: '2026-11-21T00:00:00Z' },
    ]);
  });

  it('escapes URLs (a page path is text from the build) so the file always parses', () => {
    const [sitemap] = sitemapFiles([{ loc: `${ORIGIN}/a?b=1&c=<2>` }], ORIGIN);
    expect(sitemap!.text).toContain('<loc>https://www.test-motors.com.au/a?b=1&amp;c=&lt;2&gt;</loc>');
    expect(readSitemap(sitemap!.text).urls[0]!.loc).toBe(`${ORIGIN}/a?b=1&c=<2>`);
  });

  it('entries are sorted by URL, so the same build writes the same files', () => {
    const tenant = { stock: [car()], cars: [car()] };
    expect(sitemapEntries(['/search/', '/', '/contact/'], tenant, ORIGIN).map((e) => e.loc)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/contact/`,
      `${ORIGIN}/search/`,
    ]);
  });
});

describe('robots.txt', () => {
  it('points at the sitemap index on the tenant’s canonical host, and keeps crawlers off the functions', () => {
    const origin = siteOrigin({ slug: 'test-motors', domains: ['www.test-motors.com.au', 'test-motors.com.au'] });
    expect(robotsText(origin)).toBe(
      'User-agent: *\nDisallow: /api/\n\nSitemap: https://www.test-motors.com.au/sitemap-index.xml\n',
    );
  });

  it('a tenant without a domain yet uses its development host', () => {
    expect(robotsText(siteOrigin({ slug: 'test-motors', domains: [] }))).toContain(
      'Sitemap: https://test-motors.localhost/sitemap-index.xml',
    );
  });
});
