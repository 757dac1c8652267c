/**
 * The files search engines and marketplaces read, written into dist/<slug>/: the sitemaps after Astro, from the pages
 * as written; the feeds from the stock alone, beside Astro's build (scripts/stock-files.ts).
 *
 * - `sitemap-index.xml` and `sitemap-<n>.xml` (src/site/sitemap.ts): every page the build wrote
 *   except those carrying `<meta name="robots" content="noindex">` (404, /success, /print, sign-in,
 *   my-garage: the page says so through SiteLayout's `noindex`, and that one rule decides both);
 * - `robots.txt` naming the sitemap index on the tenant's canonical host;
 * - `feeds/google-vehicle-listings.csv` and `feeds/meta-automotive.xml` (src/site/vehicle-feeds/),
 *   and `feeds/rejected.json`: the cars a feed left out and why, which the build prints as a warning.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Tenant } from '../src/tenants/load-tenant.ts';
import { listFiles } from './list-files.ts';
import { isNoindexPage, readPageHead } from './page-head.ts';
import type { KnownPages } from './page-writer.ts';
import { siteOrigin } from '../src/site/site-origin.ts';
import { robotsText, sitemapEntries, sitemapFiles } from '../src/site/sitemap.ts';
import type { FeedResult, RejectedCar } from '../src/site/vehicle-feeds/feed-values.ts';
import { GOOGLE_FEED_FILE, googleVehicleListings } from '../src/site/vehicle-feeds/google-vehicle-listings.ts';
import { META_FEED_FILE, metaAutomotiveCatalog } from '../src/site/vehicle-feeds/meta-automotive.ts';

export const FEEDS_DIR = 'feeds';
export const REJECTED_FILE = 'rejected.json';

/** The site path of a built HTML file: "index.html" is "/", "cars/x/index.html" is "/cars/x/". */
export function pagePath(file: string): string {
  const path = `/${file.split('\\').join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/**
 * The paths of the pages under `dir` that search engines may index: a page the page writer read (`known`, from
 * scripts/page-writer.ts) by what it found, any other by its head on disk. `listed`: the files under `dir`, when the
 * caller has listed them (listFiles).
 */
export async function indexablePages(dir: string, known?: KnownPages, listed?: readonly string[]): Promise<string[]> {
  const files = (listed ?? listFiles(dir)).filter((file) => file.endsWith('.html'));
  const noindex = (file: string) =>
    known?.files.has(file) ? known.noindex.has(file) : isNoindexPage(readPageHead(join(dir, file)));
  return files.filter((file) => !noindex(file)).map(pagePath);
}

/**
 * Writes the sitemaps and robots.txt for one built tenant (`known` and `listed` as indexablePages reads them): from the
 * pages as written, so after Astro. Answers the files it wrote (`written`, relative to `dir`).
 */
export async function writeSitemaps(
  dir: string,
  tenant: Pick<Tenant, 'site' | 'stock' | 'cars'>,
  known?: KnownPages,
  listed?: readonly string[],
): Promise<{ sitemapUrls: number; sitemapFiles: number; written: string[] }> {
  const origin = siteOrigin(tenant.site);
  const entries = sitemapEntries(await indexablePages(dir, known, listed), tenant, origin);
  const sitemaps = sitemapFiles(entries, origin);
  for (const file of sitemaps) await writeFile(join(dir, file.name), file.text);
  await writeFile(join(dir, 'robots.txt'), robotsText(origin));
  const written = [...sitemaps.map((file) => file.name), 'robots.txt'];
  return { sitemapUrls: entries.length, sitemapFiles: sitemaps.length - 1, written };
}

/** The vehicle feeds' report: each feed's cars listed and left out. */
export type FeedsReport = Record<string, { listed: number; rejected: RejectedCar[] }>;

/** Writes the vehicle feeds and their rejections: from the stock and the settings alone, so at any time. */
export async function writeFeeds(dir: string, tenant: Pick<Tenant, 'site' | 'cars'>): Promise<FeedsReport> {
  const input = { site: tenant.site, cars: tenant.cars, origin: siteOrigin(tenant.site) };
  const feeds: [string, FeedResult][] = [
    [GOOGLE_FEED_FILE, googleVehicleListings(input)],
    [META_FEED_FILE, metaAutomotiveCatalog(input)],
  ];
  await mkdir(join(dir, FEEDS_DIR), { recursive: true });
  const report: FeedsReport = {};
  for (const [file, feed] of feeds) {
    await writeFile(join(dir, FEEDS_DIR, file), feed.text);
    report[file] = { listed: feed.listed, rejected: feed.rejected };
  }
  await writeFile(join(dir, FEEDS_DIR, REJECTED_FILE), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

/** One warning line per feed that left cars out (the run report will carry the list). */
export function rejectedWarnings(slug: string, report: { feeds: FeedsReport }): string[] {
  return Object.entries(report.feeds)
    .filter(([, feed]) => feed.rejected.length)
    .map(
      ([file, feed]) =>
        `${slug}: ${FEEDS_DIR}/${file} left out ${feed.rejected.length} car(s) missing a required field (listed ${feed.listed}); see dist/${slug}/${FEEDS_DIR}/${REJECTED_FILE}`,
    );
}
