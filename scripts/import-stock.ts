/**
 * `npm run stock:import -- --site <slug>`: fetches the tenant's stock feed (`stock.feed` in
 * site.json), checks every row with the Car schema, and only then replaces the stock snapshot
 * (written beside it and renamed, so a reader never sees half a file). A feed that is down or has
 * a bad row changes nothing: the last good snapshot stays and the error names what is wrong. Nor
 * does a feed that drops more than `stock.feed.max_shrink` of the current stock (default half), an
 * empty feed included, unless `--accept-shrink` says the drop is real.
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
const UNCHANGED = 'nothing was changed: the current stock file is unchanged';

/** Query parameters whose values are never printed. */
const SECRET_PARAMETER = /(token|key|secret|password|passwd|pass|sig|signature|auth|credential|session)/i;

/** The feed's URL as a message may show it: no user or password, secret-looking query values as "…". */
export function feedUrlForDisplay(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '(an unreadable URL)';
  }
  if (parsed.protocol === 'file:') return url;
  parsed.username = '';
  parsed.password = '';
  for (const name of [...parsed.searchParams.keys()])
    if (SECRET_PARAMETER.test(name)) parsed.searchParams.set(name, '…');
  return parsed.href.replace(/%E2%80%A6/g, '…');
}

/**
 * Why a fetch failed, in words: undici says only "fetch failed" or "terminated" and puts the
 * reason ("other side closed", ECONNRESET, ECONNREFUSED) in `cause`.
 */
export function fetchFailure(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    const words = current.name === 'TimeoutError' ? `no answer within ${FEED_TIMEOUT_MS / 1000} s` : current.message;
    parts.push(typeof code === 'string' && !words.includes(code) ? `${words} (${code})` : words);
    current = current.cause;
  }
  return parts.filter(Boolean).join(': ') || String(error);
}

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
  const shown = feedUrlForDisplay(feed.url);
  let response: Response;
  try {
    response = await fetchImpl(feed.url, { headers, signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
  } catch (error) {
    throw new UsageError(`stock feed ${shown} could not be reached (${fetchFailure(error)}); ${UNCHANGED}`);
  }
  if (!response.ok)
    throw new UsageError(`stock feed ${shown} answered ${response.status} ${response.statusText}; ${UNCHANGED}`);
  try {
    return await response.text();
  } catch (error) {
    throw new UsageError(
      `stock feed ${shown} answered ${response.status} but the download broke off (${fetchFailure(error)}); ${UNCHANGED}`,
    );
  }
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

/**
 * Refuses a feed that has lost more than `maxShrink` (a share, 0.5 = half) of the current stock's
 * rows: an empty or truncated export must not become an empty site at the next build.
 */
export function checkShrink(label: string, current: number, incoming: number, maxShrink: number): void {
  if (current === 0 || incoming >= current) return;
  const drop = (current - incoming) / current;
  if (drop <= maxShrink) return;
  // Floor the drop so "99 %" never reads as all of it; show a decimal when that would equal the limit.
  let shown = `${Math.floor(drop * 100)} %`;
  if (Math.floor(drop * 100) <= maxShrink * 100) shown = `${(Math.floor(drop * 1000) / 10).toFixed(1)} %`;
  const cars = (n: number) => `${n.toLocaleString('en-AU')} car${n === 1 ? '' : 's'}`;
  throw new UsageError(
    `${label}: the feed has ${cars(incoming)}; the current stock has ${cars(current)}: a drop of ${shown}, ` +
      `over the ${percent(maxShrink)} allowed (stock.feed.max_shrink). Nothing was changed. ` +
      'Run with --accept-shrink to accept it.',
  );
}

/** Rows in the current snapshot; 0 when there is none yet or it cannot be read (a first import). */
function currentRows(file: string): number {
  try {
    const rows: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(rows) ? rows.length : 0;
  } catch {
    return 0;
  }
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

export interface ImportOptions {
  /** Accept a feed that drops more of the stock than `stock.feed.max_shrink` allows. */
  acceptShrink?: boolean;
}

export async function importStock(
  root: string,
  slug: string,
  env: Record<string, string | undefined> = process.env,
  fetchImpl: typeof fetch = fetch,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const site = readSiteConfig(root, slug);
  const feed = site.stock.feed;
  if (!feed) throw new UsageError(`sites/${slug}/site.json names no stock.feed to import`);
  const label = `stock feed of ${slug} (${feedUrlForDisplay(feed.url)})`;
  const rows = carsIn(parseJsonText(await fetchFeedText(feed, env, fetchImpl), label), feed.cars_path, label);
  const cars = parseStock(rows, label);
  const file = join(root, 'sites', slug, site.stock.file);
  if (!options.acceptShrink) checkShrink(label, currentRows(file), cars.length, feed.max_shrink);
  // The rows are written as the feed sent them (all valid, checked above), so the snapshot stays
  // the dealer platform's own data and the build applies defaults itself.
  const text = stockFileText(rows as CarInput[]);
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, text);
  await rename(partial, file);
  return { slug, cars: cars.length, bytes: Buffer.byteLength(text), file: `sites/${slug}/${site.stock.file}` };
}

if (import.meta.main) {
  await runCli(async () => {
    const usage = 'usage: npm run stock:import -- --site <slug> [--accept-shrink]';
    const flags = readFlags(process.argv.slice(2), { ...SITE_FLAG, 'accept-shrink': { type: 'boolean' } }, usage, {
      site: 'a tenant slug',
    });
    const slugs = siteList(flags.site);
    if (!slugs.length) throw new UsageError(usage);
    for (const slug of slugs) {
      const result = await importStock(process.cwd(), slug, process.env, fetch, {
        acceptShrink: flags['accept-shrink'] === true,
      });
      console.log(`✓ ${slug}: ${result.cars} cars imported → ${result.file} (${(result.bytes / 1024).toFixed(0)} kB)`);
    }
  });
}
