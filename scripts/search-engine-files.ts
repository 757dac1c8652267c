/**
 * After a tenant's Astro build: the files search engines and marketplaces read, written into
 * dist/<slug>/ before the precompressed copies are made.
 *
 * - `sitemap-index.xml` and `sitemap-<n>.xml` (src/site/sitemap.ts): every page the build wrote
 *   except those carrying `<meta name="robots" content="noindex">` (404, /success, /print, sign-in,
 *   my-garage: the page says so through SiteLayout's `noindex`, and that one rule decides both);
 * - `robots.txt` naming the sitemap index on the tenant's canonical host;
 * - `feeds/google-vehicle-listings.csv` and `feeds/meta-automotive.xml` (src/site/vehicle-feeds/),
 *   and `feeds/rejected.json`: the cars a feed left out and why, which the build prints as a warning.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Tenant } from '../src/tenants/load-tenant.ts';
import { listFiles } from './list-files.ts';
import { siteOrigin } from '../src/site/site-origin.ts';
import { robotsText, sitemapEntries, sitemapFiles } from '../src/site/sitemap.ts';
import type { FeedResult, RejectedCar } from '../src/site/vehicle-feeds/feed-values.ts';
import { GOOGLE_FEED_FILE, googleVehicleListings } from '../src/site/vehicle-feeds/google-vehicle-listings.ts';
import { META_FEED_FILE, metaAutomotiveCatalog } from '../src/site/vehicle-feeds/meta-automotive.ts';

export const FEEDS_DIR = 'feeds';
export const REJECTED_FILE = 'rejected.json';

const HEAD_END = /<\/head\s*>/i;
/** An attribute's value in a tag, quoted either way or not at all. */
const attributePattern = (name: string) => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i');
const NAME_ATTRIBUTE = attributePattern('name');
const CONTENT_ATTRIBUTE = attributePattern('content');

/** The `content` of each `<meta name="robots">` (or googlebot) tag in the page's head says noindex. */
export function isNoindexPage(html: string): boolean {
  const headEnd = html.search(HEAD_END);
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  // Most pages are indexed: a head without the word has no such tag, and its tags are not parsed (about half a
  // second of the group's 8,000 pages on the build's main thread).
  if (!/noindex/i.test(head)) return false;
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const attr = (pattern: RegExp) =>
      pattern
        .exec(tag)
        ?.slice(1)
        .find((v) => v !== undefined);
    const name = attr(NAME_ATTRIBUTE)?.toLowerCase();
    if ((name === 'robots' || name === 'googlebot') && /\bnoindex\b/i.test(attr(CONTENT_ATTRIBUTE) ?? '')) return true;
  }
  return false;
}

/** The site path of a built HTML file: "index.html" is "/", "cars/x/index.html" is "/cars/x/". */
export function pagePath(file: string): string {
  const path = `/${file.split('\\').join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/** Bytes read at a time looking for a page's `</head>`: a car page's head is about 28 KB of its 110. */
const HEAD_READ = 32 * 1024;

/**
 * The page at `path` from its start to its `</head>`, or all of it when it has none: all that isNoindexPage reads.
 * The rest of the page, three quarters of a car page, is never read or decoded (issue 20 item 4: the group's
 * 8,000 pages are 525 MB).
 */
export function readPageHead(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    let text = '';
    for (;;) {
      const chunk = Buffer.allocUnsafe(HEAD_READ);
      const read = readSync(fd, chunk, 0, HEAD_READ, null);
      if (read === 0) return text;
      chunks.push(chunk.subarray(0, read));
      // Decoded whole each time, so a character or a `</head>` split across two reads is read right.
      text = Buffer.concat(chunks).toString('utf8');
      if (HEAD_END.test(text)) return text;
    }
  } finally {
    closeSync(fd);
  }
}

/** The paths of the pages under `dir` that search engines may index. */
export async function indexablePages(dir: string): Promise<string[]> {
  const files = listFiles(dir).filter((file) => file.endsWith('.html'));
  return files.filter((file) => !isNoindexPage(readPageHead(join(dir, file)))).map(pagePath);
}

export interface SearchEngineFilesReport {
  sitemapUrls: number;
  sitemapFiles: number;
  feeds: Record<string, { listed: number; rejected: RejectedCar[] }>;
}

/** Writes the sitemaps, robots.txt, the vehicle feeds and their rejections for one built tenant. */
export async function writeSearchEngineFiles(
  dir: string,
  tenant: Pick<Tenant, 'site' | 'stock' | 'cars'>,
): Promise<SearchEngineFilesReport> {
  const origin = siteOrigin(tenant.site);
  const entries = sitemapEntries(await indexablePages(dir), tenant, origin);
  const sitemaps = sitemapFiles(entries, origin);
  for (const file of sitemaps) await writeFile(join(dir, file.name), file.text);
  await writeFile(join(dir, 'robots.txt'), robotsText(origin));

  const input = { site: tenant.site, cars: tenant.cars, origin };
  const feeds: [string, FeedResult][] = [
    [GOOGLE_FEED_FILE, googleVehicleListings(input)],
    [META_FEED_FILE, metaAutomotiveCatalog(input)],
  ];
  await mkdir(join(dir, FEEDS_DIR), { recursive: true });
  const report: SearchEngineFilesReport = { sitemapUrls: entries.length, sitemapFiles: sitemaps.length - 1, feeds: {} };
  for (const [file, feed] of feeds) {
    await writeFile(join(dir, FEEDS_DIR, file), feed.text);
    report.feeds[file] = { listed: feed.listed, rejected: feed.rejected };
  }
  await writeFile(join(dir, FEEDS_DIR, REJECTED_FILE), `${JSON.stringify(report.feeds, null, 2)}\n`);
  return report;
}

/** One warning line per feed that left cars out (the run report will carry the list). */
export function rejectedWarnings(slug: string, report: SearchEngineFilesReport): string[] {
  return Object.entries(report.feeds)
    .filter(([, feed]) => feed.rejected.length)
    .map(
      ([file, feed]) =>
        `${slug}: ${FEEDS_DIR}/${file} left out ${feed.rejected.length} car(s) missing a required field (listed ${feed.listed}); see dist/${slug}/${FEEDS_DIR}/${REJECTED_FILE}`,
    );
}
