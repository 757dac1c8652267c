/**
 * `npm run bench`: builds each tenant on its own (so tenants do not share the cores), `--runs`
 * times (default 3; the disk of these machines makes single runs vary by a third), and prints
 * cars, pages built, the median build seconds and pages per second, and where the median build's time went (wall
 * and CPU seconds per step, scripts/bench/build-steps.ts) and, for a tenant our server serves, what a page costs
 * the server when it compresses it on its first request (scripts/bench/compress-on-request.ts); then the JavaScript each page
 * type loads before interaction, in KB gzip (the results page counting the search engine it loads on
 * idle); then per tenant the search index size, the engine's multi-query time and the click-to-paint
 * time in Chromium; then the main-thread time of similar cars on scroll, the live query against the
 * build's list (scripts/bench/similar-cars-main-thread.ts); then POST /api/leads requests per second
 * and latency with durable commits, on Node and on workerd (scripts/bench/edge-leads.ts); then
 * Lighthouse's mobile audit of every page type per tenant, median of 3 (scripts/bench/lighthouse.ts). With the group
 * tenant among them, search at ten times the group (issue 20 item 5, scripts/bench/search-scale.ts:
 * about a minute more, skipped with `--skip-search-scale`).
 * `--site` limits the per-tenant parts to some tenants. Figures only: nothing here passes or fails.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildTenants, type BuildStats } from './build.ts';
import { formatBuildSteps } from './bench/build-steps.ts';
import { chromiumPath } from './bench/chromium.ts';
import { benchCompressOnRequest, formatCompressOnRequest } from './bench/compress-on-request.ts';
import { precompressEncodings } from './precompress.ts';
import { chunkJavaScript, liveSimilarCarsChunk, otherSearchBackend, pageJavaScript } from './bench/page-weight.ts';
import { benchLeads, formatLeadsBench } from './bench/leads.ts';
import { benchEdgeLeads, formatEdgeLeadsBench } from './bench/edge-leads.ts';
import { benchLighthouse, benchPagePaths, formatLighthouse } from './bench/lighthouse.ts';
import { benchSearchEngine } from './bench/search-engine.ts';
import { benchSearchLatencyApart, percentile } from './bench/search-latency.ts';
import { benchSearchScale, formatSearchScale, SCALE_FACTOR, SCALE_TENANT } from './bench/search-scale.ts';
import { benchSimilarCarsMainThreadApart, formatSimilarCarsMainThread } from './bench/similar-cars-main-thread.ts';
import { readFlags, SITE_FLAG, siteList } from './cli-args.ts';
import { runCli } from './report-errors.ts';
import { readSiteConfig, tenantSlugs } from '../src/tenants/load-tenant.ts';
import { DEFAULT_SEARCH_PATH, searchHref } from '../src/domain/routes.ts';

const root = process.cwd();

/** One representative built file per page type. */
function pageTypes(slug: string): Record<string, string> {
  const cars = readdirSync(join(root, 'dist', slug, 'cars'));
  return {
    home: 'index.html',
    results: `${searchHref(DEFAULT_SEARCH_PATH, readSiteConfig(root, slug).search.path_prefix).slice(1)}/index.html`,
    vehicle: `cars/${cars[0]}/index.html`,
    'not-found': '404.html',
  };
}

const USAGE = 'usage: npm run bench [-- --site <slug>[,<slug>...]] [--runs N] [--skip-search-scale]';

await runCli(async () => {
  const flags = readFlags(
    process.argv.slice(2),
    { ...SITE_FLAG, runs: { type: 'string' }, 'skip-search-scale': { type: 'boolean' } },
    USAGE,
    {
      site: 'a tenant slug',
      runs: 'a number of builds',
    },
  );
  // The browser the search, similar-cars and Lighthouse figures need: a missing one is said now, not after the builds.
  chromiumPath();
  const requested = siteList(flags.site);
  const slugs = requested.length ? requested : tenantSlugs(root);
  const runs = Math.max(1, Number(flags.runs) || 3);
  const rows: string[][] = [];
  const medians: BuildStats[] = [];
  for (const slug of slugs) {
    const site = readSiteConfig(root, slug);
    const all = [];
    // Full builds: a second build of the same stock would carry every car page over (scripts/incremental/).
    for (let run = 0; run < runs; run++) all.push((await buildTenants([slug], { full: true }))[0]!);
    all.sort((a, b) => a.seconds - b.seconds);
    const stats = all[Math.floor(all.length / 2)];
    medians.push(stats!);
    const range = `${all[0]!.seconds.toFixed(1)}–${all.at(-1)!.seconds.toFixed(1)}`;
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const js = Object.entries(pageTypes(slug)).map(([type, file]) => {
      const skipDynamic = otherSearchBackend(site.search.backend);
      const dist = join(root, 'dist', slug);
      // The vehicle page: before the first interaction, then once every island has loaded (issue 20); and what the
      // similar cars' live query adds (the search client and engine), as every car page loaded before the build
      // wrote their lists (issue 20 item 3), now only a page whose list is missing.
      if (type === 'vehicle') {
        const all = pageJavaScript(dist, file, { withDynamicImports: true, skipDynamic });
        const live = liveSimilarCarsChunk(dist, all.files);
        const liveBytes = live
          ? chunkJavaScript(dist, live, { withDynamicImports: true, skipDynamic, loaded: all.files }).gzipBytes
          : 0;
        return `vehicle ${kb(pageJavaScript(dist, file, { skipDeferredIslands: true }).gzipBytes)} before interaction / ${kb(
          all.gzipBytes,
        )} in all (${kb(all.gzipBytes + liveBytes)} with the live similar-cars query)`;
      }
      const weight = pageJavaScript(dist, file, { withDynamicImports: type === 'results', skipDynamic });
      return `${type} ${kb(weight.gzipBytes)}`;
    });
    rows.push([
      slug,
      String(stats!.cars),
      String(stats!.pages),
      `${stats!.seconds.toFixed(1)} (${range})`,
      String(Math.round(stats!.pages / stats!.seconds)),
      js.join(', '),
    ]);
  }
  const header = [
    'tenant',
    'cars',
    'pages',
    `build s, median (range of ${runs})`,
    'pages/s',
    'JS per page type (KB gzip)',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}`);
  console.log(`\n${formatBuildSteps(medians)}`);
  // The pages our server compresses on request (their copies are no longer made by the build): what a first request
  // costs, on the largest such tenant asked for.
  const served = slugs.filter((slug) => precompressEncodings(readSiteConfig(root, slug).deploy).pages.length === 0);
  const onRequest = served.includes('big-country-motor-group') ? 'big-country-motor-group' : served[0];
  if (onRequest) console.log(`\n${formatCompressOnRequest(await benchCompressOnRequest(root, onRequest))}`);

  // Search: the index each tenant ships, the engine's multi-query time in Node, and in
  // Chromium the time from a filter click (or Enter in the search box) to the new results painted.
  const searchRows: string[][] = [];
  for (const slug of slugs) {
    const engine = benchSearchEngine(slug, root);
    const latency = benchSearchLatencyApart(slug, root);
    const ms = (value: number) => value.toFixed(1);
    searchRows.push([
      slug,
      String(engine.cars),
      `${(engine.rawBytes / 1024).toFixed(0)} / ${(engine.gzipBytes / 1024).toFixed(0)} / ${(engine.brotliBytes / 1024).toFixed(0)}`,
      engine.bytesPerCar.toFixed(1),
      `${ms(engine.p50Ms)} / ${ms(engine.p99Ms)}`,
      ...[latency.clicks, latency.searches].map(
        (times) =>
          `${ms(
            percentile(
              times.map((time) => time.dom),
              50,
            ),
          )} / ${ms(
            percentile(
              times.map((time) => time.paint),
              50,
            ),
          )} / ${ms(
            percentile(
              times.map((time) => time.paint),
              95,
            ),
          )}`,
      ),
    ]);
  }
  const searchHeader = [
    'tenant',
    'cars',
    'index KB raw / gzip / br',
    'br B/car',
    'engine ms p50 / p99',
    'click→DOM p50 / →paint p50 / p95 ms',
    'Enter→DOM p50 / →paint p50 / p95 ms',
  ];
  const searchWidths = searchHeader.map((h, i) => Math.max(h.length, ...searchRows.map((r) => r[i]!.length)));
  const searchLine = (cells: string[]) => cells.map((c, i) => c.padEnd(searchWidths[i]!)).join('  ');
  console.log(
    `\n${searchLine(searchHeader)}\n${searchWidths.map((w) => '-'.repeat(w)).join('  ')}\n${searchRows.map(searchLine).join('\n')}`,
  );

  // Search at ten times the group: a generated tenant's index, engine, and click→paint on the group's page.
  if (slugs.includes(SCALE_TENANT) && !flags['skip-search-scale'])
    console.log(`\n${formatSearchScale(benchSearchScale(root, SCALE_TENANT, SCALE_FACTOR, true))}`);
  // Similar cars (issue 20 item 3): main-thread time on scrolling to them, the live query against the build's list.
  const similarSlug = slugs.includes('big-country-motor-group') ? 'big-country-motor-group' : slugs[0]!;
  console.log(`\n${formatSimilarCarsMainThread(similarSlug, benchSimilarCarsMainThreadApart(similarSlug, root))}`);

  // Leads: POST /api/leads with durable commits, at a few concurrency levels.
  console.log(`\n${formatLeadsBench(await benchLeads({ root }))}`);
  // The same call on workerd (the tenant Worker in Miniflare, D1), in this run, beside the Node figures.
  console.log(formatEdgeLeadsBench(await benchEdgeLeads({ root, requests: 1_000, concurrency: 10 })));

  // Lighthouse's mobile audit of every page type issue 20 item 2 names (LCP, its phases, accessibility), per tenant.
  console.log(formatLighthouse(await benchLighthouse(root, slugs, 3, (slug) => benchPagePaths(root, slug))));
});
