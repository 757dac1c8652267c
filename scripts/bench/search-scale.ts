/**
 * Issue 20 item 5, search at 10× the group: a tenant generated with the group's own sample block
 * (profile, seed, as-of day, locations) and ten times its stock rows, loaded through the same
 * loader as a build (parse, visibility at the build clock), so its index and engine are what a
 * build of such a tenant would ship. Only the search is measured, not a build of its 40,000 car pages:
 * the index file, the engine in Node (scripts/bench/search-engine.ts) and, in Chromium, the group's
 * built results page answering from this index instead of its own (scripts/bench/search-latency.ts).
 *
 * `npm exec -- node scripts/bench/search-scale.ts [--site big-country-motor-group] [--factor 10] [--no-browser]`
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeIndex } from '../../src/search/embedded/compact-index.ts';
import { toSearchDocument } from '../../src/site/search-documents.ts';
import { loadTenant, readSiteConfig, SITES_DIR, type Tenant } from '../../src/tenants/load-tenant.ts';
import { sampleStockText } from '../../sample/stock/cli.ts';
import { readFlags, SITE_FLAG, siteList } from '../cli-args.ts';
import { runCli, UsageError } from '../report-errors.ts';
import { benchTenantSearch, type SearchEngineBench } from './search-engine.ts';
import { benchSearchLatencyApart, percentile, type SearchLatency } from './search-latency.ts';

export const SCALE_TENANT = 'big-country-motor-group';
export const SCALE_FACTOR = 10;

/**
 * The sample tenant `slug` with `factor` times its sample's stock rows, generated and loaded in a
 * throwaway folder (the project's sites/ is not touched). The build clock is the sample's day.
 */
export function scaledTenant(root: string, slug: string, factor: number): Tenant {
  const site = readSiteConfig(root, slug);
  const sample = site.stock.sample;
  if (!sample) throw new UsageError(`${slug} is not a sample tenant (site.json has no stock.sample): nothing to scale`);
  const scaled = sampleStockText({
    ...site,
    stock: { ...site.stock, sample: { ...sample, count: sample.count * factor } },
  });
  const scratch = mkdtempSync(join(tmpdir(), 'search-scale-'));
  try {
    const folder = join(scratch, SITES_DIR, slug);
    mkdirSync(folder, { recursive: true });
    copyFileSync(join(root, SITES_DIR, slug, 'site.json'), join(folder, 'site.json'));
    writeFileSync(join(folder, site.stock.file), scaled!.text);
    return loadTenant(scratch, slug, {});
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The embedded index file the build would write for this tenant (src/site/search-index.ts). */
export function indexFileText({ site, cars, strings, now }: Tenant): string {
  return JSON.stringify(encodeIndex(cars.map((car) => toSearchDocument(car, site, strings, now))));
}

export interface SearchScaleBench {
  slug: string;
  factor: number;
  stockRows: number;
  engine: SearchEngineBench;
  /** In Chromium, on the built tenant's results page answering from the scaled index; null when skipped. */
  browser: SearchLatency | null;
  /** The machine's 1-minute load average when done: Chromium's wall-clock times suffer from a busy machine, CPU times less. */
  load: number;
}

/** Generates the scaled tenant, measures its index and engine, then (with `browser`) the click→paint in Chromium. */
export function benchSearchScale(root: string, slug: string, factor: number, browser: boolean): SearchScaleBench {
  const tenant = scaledTenant(root, slug, factor);
  const engine = benchTenantSearch(tenant);
  let latency: SearchLatency | null = null;
  if (browser) {
    const scratch = mkdtempSync(join(tmpdir(), 'search-scale-index-'));
    try {
      const file = join(scratch, 'index.json');
      writeFileSync(file, indexFileText(tenant));
      latency = benchSearchLatencyApart(slug, root, file);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  return { slug, factor, stockRows: tenant.stock.length, engine, browser: latency, load: loadavg()[0]! };
}

const percentiles = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;

const paints = (times: { paint: number }[]) =>
  `p50 ${percentile(
    times.map((time) => time.paint),
    50,
  ).toFixed(1)} ms, p95 ${percentile(
    times.map((time) => time.paint),
    95,
  ).toFixed(1)} ms`;

/** The figures as lines, with the aims. */
export function formatSearchScale({ slug, factor, stockRows, engine, browser, load }: SearchScaleBench): string {
  return [
    `Search at ${factor}× ${slug} (${stockRows} stock rows generated, ${engine.cars} cars shown; load average ${load.toFixed(1)}):`,
    `  index ${engine.rawBytes} B raw, ${engine.gzipBytes} B gzip, ${engine.brotliBytes} B brotli = ${engine.bytesPerCar} B/car (aim ≤ 16)`,
    `  engine, ${engine.multiQueries} InstantSearch multi-queries (${engine.requests} requests): p50 ${engine.p50Ms} ms, p99 ${engine.p99Ms} ms CPU (aim p99 < 5)`,
    `  first search's load in Node (parse, decode, build the engine): ${engine.loadMs} ms CPU`,
    ...(browser
      ? [
          `  Chromium, the built results page on this index: filter click→paint ${paints(browser.clicks)} (aim p95 < 50); Enter→paint ${paints(browser.searches)}`,
          `  Chromium, the engine's own time inside those clicks (User Timing): ${percentiles(browser.clicks.map((time) => time.engine))}; the rest is InstantSearch and React rendering, and the paint`,
          `  Chromium, the first click after the index loaded (decodes it and builds the engine): ${browser.first.paint.toFixed(0)} ms to paint`,
        ]
      : []),
  ].join('\n');
}

if (import.meta.main) {
  await runCli(() => {
    const usage =
      'usage: npm exec -- node scripts/bench/search-scale.ts [--site <slug>] [--factor N] [--no-browser] (the browser part needs the tenant built)';
    const flags = readFlags(
      process.argv.slice(2),
      { ...SITE_FLAG, factor: { type: 'string' }, 'no-browser': { type: 'boolean' } },
      usage,
      { site: 'a sample tenant slug', factor: 'a whole number above 0' },
    );
    const slug = siteList(flags.site)[0] ?? SCALE_TENANT;
    const factor = Number(flags.factor ?? SCALE_FACTOR);
    if (!Number.isInteger(factor) || factor < 1)
      throw new UsageError(`--factor needs a whole number above 0\n  ${usage}`);
    console.log(formatSearchScale(benchSearchScale(process.cwd(), slug, factor, !flags['no-browser'])));
  });
}
