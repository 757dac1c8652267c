/**
 * What search engines and marketplaces fetch from a built tenant (issue 18 items 7 and 8), over
 * HTTP from the server as a crawler sees it: robots.txt naming the sitemap index on the canonical
 * host, sitemaps listing exactly the indexable pages (every visible car, no sold-and-gone car, no
 * noindex page), every listed page answering 200 without noindex, both vehicle feeds meeting the
 * published required attributes row by row, and the footer's "Stock as at" on the dealer's clock.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatDealerDateTime } from '../../src/domain/dealer-clock-text.ts';
import { siteOrigin } from '../../src/site/site-origin.ts';
import { parseXml, textOf, child, type XmlNode } from '../unit/functions/adf-xml.ts';
import { csvRows, googleRowProblems, metaFields, metaListingProblems } from '../unit/site/feed-attributes.ts';
import { SLUGS, origin, soldHiddenCar, tenant } from './tenant-fixtures.ts';

const elements = (node: XmlNode, name: string) =>
  node.children.filter((c): c is XmlNode => typeof c !== 'string' && c.name === name);

const PORT = Number(process.env.E2E_PORT ?? 4399);

/**
 * A GET as a crawler of the tenant's site makes it. Node cannot resolve <slug>.localhost as the
 * browser does, so the request goes to localhost with the tenant's Host header.
 */
function get(request: APIRequestContext, url: string) {
  const { host, pathname } = new URL(url);
  return request.get(`http://localhost:${PORT}${pathname}`, { headers: { host } });
}

async function fetchText(request: APIRequestContext, url: string, type: RegExp): Promise<string> {
  const response = await get(request, url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toMatch(type);
  return response.text();
}

for (const slug of SLUGS) {
  test.describe(slug, () => {
    const { site, cars, now } = tenant(slug);
    const canonical = siteOrigin(site);
    // The sitemaps name the canonical host; the local server answers the same paths at <slug>.localhost:<port>.
    const local = (url: string) => `${origin(slug)}${new URL(url).pathname}`;

    test('robots.txt and the sitemaps list exactly the indexable pages, each answering 200', async ({ request }) => {
      test.setTimeout(180_000);
      const robots = await fetchText(request, `${origin(slug)}/robots.txt`, /^text\/plain/);
      expect(robots).toContain(`Sitemap: ${canonical}/sitemap-index.xml`);

      const index = parseXml(await fetchText(request, `${origin(slug)}/sitemap-index.xml`, /xml/)).root;
      const locs: string[] = [];
      for (const entry of elements(index, 'sitemap')) {
        const urlset = parseXml(await fetchText(request, local(textOf(child(entry, 'loc'))!), /xml/)).root;
        locs.push(...elements(urlset, 'url').map((url) => textOf(child(url, 'loc'))!));
      }
      const paths = locs.map((loc) => new URL(loc).pathname);
      expect(locs.every((loc) => loc.startsWith(`${canonical}/`))).toBe(true);
      expect(new Set(paths).size).toBe(paths.length);

      // Every visible car, and no other car page: sold cars are gone the night they leave the site.
      const carPaths = paths.filter((path) => /^\/cars\/[^/]+\/$/.test(path) && path !== '/cars/trade-in/');
      expect(carPaths.sort()).toEqual(cars.map((car) => `/cars/${car.slug}/`).sort());
      expect(paths).not.toContain(`/cars/${soldHiddenCar(slug).slug}/`);
      for (const noindex of ['/success/', '/print/', '/404.html']) expect(paths).not.toContain(noindex);

      // Every listed page exists and is indexable (the group's 4,000 car pages: the other pages and 100 cars).
      const checked = [...paths.filter((path) => !carPaths.includes(path)), ...carPaths.slice(0, 100)];
      for (const path of checked) {
        const response = await get(request, `${origin(slug)}${path}`);
        expect(response.status(), path).toBe(200);
        expect(await response.text(), path).not.toMatch(/<meta name="robots" content="noindex"/);
      }
    });

    test('the vehicle feeds meet the published required attributes, row by row', async ({ request }) => {
      const csv = await fetchText(request, `${origin(slug)}/feeds/google-vehicle-listings.csv`, /^text\/csv/);
      const rows = csvRows(csv);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(googleRowProblems(row, canonical), row.vin).toEqual([]);

      const xml = parseXml(await fetchText(request, `${origin(slug)}/feeds/meta-automotive.xml`, /xml/)).root;
      const listings = elements(xml, 'listing').map(metaFields);
      expect(listings.length).toBeGreaterThan(0);
      for (const listing of listings) expect(metaListingProblems(listing, canonical), listing.vin).toEqual([]);

      // A feed's link is a page that exists.
      for (const row of rows.slice(0, 10)) expect((await get(request, local(row.link!))).status(), row.link).toBe(200);
      // The build's own records are not published.
      for (const path of ['/feeds/rejected.json', '/.build.json'])
        expect((await get(request, `${origin(slug)}${path}`)).status(), path).toBe(404);
    });

    test('every page says when its stock is from, on the dealer’s clock', async ({ page }) => {
      const text = `Stock as at ${formatDealerDateTime(now)}`;
      for (const path of ['/', `/cars/${cars[0]!.slug}/`, '/no-such-page/']) {
        await page.goto(`${origin(slug)}${path}`);
        await expect(page.getByRole('contentinfo').getByText(text)).toBeVisible();
      }
    });
  });
}
