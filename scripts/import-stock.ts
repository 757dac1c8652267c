/**
 * `npm run stock:import -- --site <slug>`: fetches the tenant's stock feed (`stock.feed` in
 * site.json), checks every row with the Car schema, and only then replaces the stock snapshot
 * (written beside it and renamed, so a reader never sees half a file). A feed that is down or has
 * a bad row changes nothing: the last good snapshot stays and the error names what is wrong.
 */
import { readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CarInput } from '../src/domain/schemas/car.ts';
import type { SiteConfig } from '../src/domain/schemas/site-config.ts';
import { parseJsonText, parseStock, stockFileText } from '../src/domain/stock-file.ts';
import { DataFileError } from '../src/domain/validation.ts';
import { readSiteConfig } from '../src/tenants/load-tenant.ts';
import { readFlags, SITE_FLAG, siteList } from './cli-args.ts';
import { runCli, UsageError } from './report-errors.ts';

type Feed = NonNullable<SiteConfig['stock']['feed']>;

const FEED_TIMEOUT_MS = 60_000;

/** Reads the feed's text: a file: URL from disk, an http(s) URL with an optional bearer token. */
export async function fetchFeedText(
  feed: Feed,
  env: Record<string, string | undefined>,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  if (feed.url.startsWith('file:')) return readFileSync(fileURLToPath(feed.url), 'utf8');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (feed.token_env) {
    const token = env[feed.token_env];
    if (!token)
      throw new UsageError(`stock.feed.token_env names ${feed.token_env}, which is not set in the environment`);
    headers.authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetchImpl(feed.url, { headers, signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
  } catch (error) {
    throw new UsageError(
      `stock feed ${feed.url} could not be reached (${(error as Error).message}); the current stock file is unchanged`,
    );
  }
  if (!response.ok)
    throw new UsageError(
      `stock feed ${feed.url} answered ${response.status} ${response.statusText}; the current stock file is unchanged`,
    );
  return response.text();
}

/** The array of cars inside a feed document, following `cars_path` ("data.cars"). */
export function carsIn(document: unknown, carsPath: string | null | undefined, label: string): unknown {
  if (!carsPath) return document;
  let value: unknown = document;
  for (const key of carsPath.split('.')) {
    if (value === null || typeof value !== 'object' || !(key in value)) {
      throw new DataFileError([`${label}: no "${carsPath}" in the feed (stopped at "${key}")`]);
    }
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export interface ImportResult {
  slug: string;
  cars: number;
  bytes: number;
  file: string;
}

export async function importStock(
  root: string,
  slug: string,
  env: Record<string, string | undefined> = process.env,
  fetchImpl: typeof fetch = fetch,
): Promise<ImportResult> {
  const site = readSiteConfig(root, slug);
  const feed = site.stock.feed;
  if (!feed) throw new UsageError(`sites/${slug}/site.json names no stock.feed to import`);
  const label = `stock feed of ${slug} (${feed.url})`;
  const rows = carsIn(parseJsonText(await fetchFeedText(feed, env, fetchImpl), label), feed.cars_path, label);
  const cars = parseStock(rows, label);
  // The rows are written as the feed sent them (all valid, checked above), so the snapshot stays
  // the dealer platform's own data and the build applies defaults itself.
  const text = stockFileText(rows as CarInput[]);
  const file = join(root, 'sites', slug, site.stock.file);
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, text);
  await rename(partial, file);
  return { slug, cars: cars.length, bytes: Buffer.byteLength(text), file: `sites/${slug}/${site.stock.file}` };
}

if (import.meta.main) {
  await runCli(async () => {
    const usage = 'usage: npm run stock:import -- --site <slug>';
    const slugs = siteList(readFlags(process.argv.slice(2), SITE_FLAG, usage, { site: 'a tenant slug' }).site);
    if (!slugs.length) throw new UsageError(usage);
    for (const slug of slugs) {
      const result = await importStock(process.cwd(), slug);
      console.log(`✓ ${slug}: ${result.cars} cars imported → ${result.file} (${(result.bytes / 1024).toFixed(0)} kB)`);
    }
  });
}
