/**
 * Sitemaps (the sitemaps.org 0.9 protocol) and robots.txt for one tenant, from the pages its build
 * wrote. Which pages: every page built without `<meta name="robots" content="noindex">` (the
 * script that reads the build decides that, scripts/search-engine-files.ts); this module only turns
 * their paths into files, so it is a pure function of paths, stock and origin.
 */
import type { Car } from '../domain/schemas/car.ts';
import { escapeXml } from '../domain/xml-text.ts';
import { pageUrl } from './site-origin.ts';

/** sitemaps.org: at most 50,000 URLs per sitemap file; more are split into files an index lists. */
export const MAX_SITEMAP_URLS = 50_000;
/** The file robots.txt points at and a dealer submits to Google Search Console and Bing. */
export const SITEMAP_INDEX_FILE = 'sitemap-index.xml';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  loc: string;
  /** W3C date-time, when the page's content is known to have changed then (a car's updated_at). */
  lastmod?: string;
}

export interface SitemapFile {
  name: string;
  text: string;
}

/** A stock timestamp as a W3C date-time in UTC without milliseconds; absent when unreadable. */
function w3cDateTime(value: string | null | undefined): string | undefined {
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The sitemap entries for the indexable pages a build wrote (`paths` such as "/", "/cars/x/").
 * A page under /cars/{slug}/ of a car in the stock file is listed only while that car is visible
 * (`cars`, the spec 02 §4 rule at the build clock), with its updated_at as lastmod: a car that
 * leaves the site leaves the sitemap the same night, even if a stale page of it were still on disk.
 * Sorted by URL, so the same build writes the same files.
 */
export function sitemapEntries(
  paths: readonly string[],
  tenant: { stock: readonly Car[]; cars: readonly Car[] },
  origin: string,
): SitemapEntry[] {
  const visible = new Map(tenant.cars.map((car) => [car.slug, car]));
  const inStockFile = new Set(tenant.stock.map((car) => car.slug));
  const entries: SitemapEntry[] = [];
  for (const path of paths) {
    const carSlug = /^\/cars\/([^/]+)(?:\/|$)/.exec(path)?.[1];
    if (carSlug !== undefined && inStockFile.has(carSlug)) {
      const car = visible.get(carSlug);
      if (!car) continue;
      const lastmod = w3cDateTime(car.updated_at ?? car.created_at);
      entries.push(lastmod ? { loc: pageUrl(origin, path), lastmod } : { loc: pageUrl(origin, path) });
    } else {
      entries.push({ loc: pageUrl(origin, path) });
    }
  }
  return entries.sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));
}

function urlSet(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The sitemap files: `sitemap-0.xml`, `sitemap-1.xml`, ... of at most `maxUrls` URLs each, and
 * the index `sitemap-index.xml` listing them, each with the newest lastmod of its URLs.
 */
export function sitemapFiles(
  entries: readonly SitemapEntry[],
  origin: string,
  maxUrls = MAX_SITEMAP_URLS,
): SitemapFile[] {
  const files: SitemapFile[] = [];
  const index: string[] = [];
  for (let start = 0, n = 0; start < entries.length || n === 0; start += maxUrls, n += 1) {
    const chunk = entries.slice(start, start + maxUrls);
    const name = `sitemap-${n}.xml`;
    files.push({ name, text: urlSet(chunk) });
    const newest = chunk.reduce<string | undefined>(
      (latest, entry) => (entry.lastmod && (!latest || entry.lastmod > latest) ? entry.lastmod : latest),
      undefined,
    );
    const loc = escapeXml(new URL(`/${name}`, origin).href);
    index.push(`<sitemap><loc>${loc}</loc>${newest ? `<lastmod>${newest}</lastmod>` : ''}</sitemap>`);
  }
  files.push({
    name: SITEMAP_INDEX_FILE,
    text: `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${index.join('\n')}\n</sitemapindex>\n`,
  });
  return files;
}

/**
 * robots.txt: every crawler may read the site but not the functions under /api, and the sitemap
 * index is named with the tenant's canonical host. Pages kept out of search are not disallowed
 * here: a crawler must read them to see their noindex.
 */
export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL(`/${SITEMAP_INDEX_FILE}`, origin).href}`,
    '',
  ].join('\n');
}
