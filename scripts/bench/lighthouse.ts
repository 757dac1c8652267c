/**
 * Target: "Report Lighthouse mobile performance, LCP, CLS and TBT for one car of each tenant
 * (Lighthouse runs with the Debian Chromium)." Serves the built tenants (static files and the
 * functions, as `npm run serve` does, with the activity store in memory), then runs Lighthouse's
 * default mobile audit (Moto G Power emulation, simulated slow 4G and 4× CPU slowdown) on one
 * in-stock car page per tenant: the first with more than 3 photos and a 360 spin, else the first
 * with more than 3 photos; or, with `--path` (repeatable), those pages of each tenant instead; or, with
 * `--every-page-type`, one page of each type issue 20 names (benchPagePaths). Accessibility is scored
 * on the same runs. `npm exec -- node scripts/bench/lighthouse.ts [--site <slug>] [--path /x | --every-page-type] [--runs N]`.
 * Figures only: the median of N runs (default 3) is printed, nothing passes or fails.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startVehicleServices } from '../../functions/vehicle-services.ts';
import { visibleLocations } from '../../src/domain/locations.ts';
import { DEFAULT_SEARCH_PATH, searchHref } from '../../src/domain/routes.ts';
import { isInStock } from '../../src/domain/stock.ts';
import { loadTenant } from '../../src/tenants/load-tenant.ts';
import { readFlags, SITE_FLAG, siteList } from '../cli-args.ts';
import { runCli } from '../report-errors.ts';
import { createServeApp } from '../serve-app.ts';
import { chromiumPath } from './chromium.ts';

export interface LighthouseFigures {
  score: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** The LCP element (its selector and the start of its markup) and the LCP's phases in ms (TTFB, load delay, load time, render delay). */
  lcpElement: string;
  lcpPhases: string;
  /**
   * What Lighthouse's simulation counts before the largest paint: the render-blocking stylesheets and scripts, and
   * the requests that ended before the LCP in the unthrottled load (by type: count and KB transferred), with the
   * HTML's transfer size. Every one of them is replayed on the slow connection before the LCP can be reached.
   */
  beforeLcp: string;
  /** Accessibility audits that did not pass, by id. */
  failedAccessibility: string[];
  /** The machine's one-minute load average as the run started: figures from a loaded machine are not comparable. */
  load: number;
}

type DetailsTable = { type: string; items?: Record<string, unknown>[] };

/** The LCP element and phases from Lighthouse's largest-contentful-paint-element audit. */
function lcpBreakdown(details: unknown): { lcpElement: string; lcpPhases: string } {
  const tables = ((details as { items?: DetailsTable[] } | undefined)?.items ?? []).filter((item) => item.items);
  const node = tables[0]?.items?.[0]?.node as { selector?: string; snippet?: string } | undefined;
  const phases = (tables[1]?.items ?? []).map((row) => `${String(row.phase)} ${Math.round(Number(row.timing))}`);
  return {
    lcpElement: node ? `${node.selector ?? ''} ${(node.snippet ?? '').slice(0, 140)}` : 'unknown',
    lcpPhases: phases.join(', '),
  };
}

type NetworkRow = { url: string; resourceType?: string; networkEndTime?: number; transferSize?: number };

/** The requests Lighthouse's simulated LCP waits on (see LighthouseFigures.beforeLcp), summarised on one line. */
function beforeLcpSummary(lhr: {
  audits: Record<string, { details?: unknown; numericValue?: number } | undefined>;
}): string {
  const rows = ((lhr.audits['network-requests']?.details as { items?: NetworkRow[] } | undefined)?.items ?? []).filter(
    (row) => !row.url.startsWith('data:'),
  );
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
  const observedLcp = metrics?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  const byType = new Map<string, { count: number; bytes: number }>();
  for (const row of rows.filter((request) => (request.networkEndTime ?? 0) <= observedLcp)) {
    const type = row.resourceType ?? 'Other';
    const entry = byType.get(type) ?? { count: 0, bytes: 0 };
    byType.set(type, { count: entry.count + 1, bytes: entry.bytes + (row.transferSize ?? 0) });
  }
  const blocking = (
    (lhr.audits['render-blocking-insight']?.details as { items?: NetworkRow[] } | undefined)?.items ?? []
  )
    .map((row) => row.url.replace(/^.*\//, ''))
    .join(' ');
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const types = [...byType].map(([type, { count, bytes }]) => `${type} ${count} (${kb(bytes)} KB)`).join(', ');
  return `render-blocking: ${blocking || 'none'}; ended before the unthrottled LCP (${Math.round(observedLcp)} ms): ${types}`;
}

/** The car page a tenant is measured on: a full one (photos and spin) as shoppers usually land. */
export function benchCarPath(root: string, slug: string): string {
  const { cars } = loadTenant(root, slug);
  const full = cars.filter((car) => isInStock(car) && car.images.length > 3);
  const car = full.find((candidate) => (candidate.spin_images?.length ?? 0) > 0) ?? full[0] ?? cars[0];
  if (!car) throw new Error(`${slug} has no cars to measure`);
  return `/cars/${car.slug}`;
}

/** A page no tenant builds: the 404 page, as a shopper following a dead link sees it. */
const NOT_FOUND_PATH = '/no-such-page';

/**
 * Issue 20 item 2's page types, one page each for a tenant: home, results (the default landing), the benchmark car,
 * the first location, finance, special offers, compare, and a missing page (the 404).
 */
export function benchPagePaths(root: string, slug: string): string[] {
  const { site } = loadTenant(root, slug);
  const location = visibleLocations(site.locations)[0];
  return [
    '/',
    searchHref(DEFAULT_SEARCH_PATH, site.search.path_prefix),
    benchCarPath(root, slug),
    ...(location ? [`/locations/${location.slug}`] : []),
    '/finance',
    '/special-offers',
    '/compare',
    NOT_FOUND_PATH,
  ];
}

export async function benchLighthouse(
  root: string,
  slugs: readonly string[],
  runs: number,
  /** Pages to measure on every tenant (or per tenant); the tenant's benchmark car page when empty. */
  paths: readonly string[] | ((slug: string) => readonly string[]) = [],
): Promise<LighthouseResults> {
  const pathsOf = (slug: string) =>
    typeof paths === 'function' ? paths(slug) : paths.length ? paths : [benchCarPath(root, slug)];
  const chromePath = chromiumPath();
  const vehicle = await startVehicleServices(root, slugs, {
    ...process.env,
    ACTIVITY_DB: ':memory:',
    DATABASE_URL: '',
  });
  const { app } = createServeApp(root, vehicle.deps, { mode: 'development' });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const auditPage = (slug: string, path: string) =>
    lighthouse(`http://${slug}.localhost:${port}${path}`, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility'],
      output: 'json',
      logLevel: 'error',
      // Lighthouse stops at a 404 unless told to measure it anyway: the 404 page is a page type of its own.
      ignoreStatusCode: path === NOT_FOUND_PATH,
    });
  const pages = slugs.flatMap((slug) => pathsOf(slug).map((path) => [slug, path] as const));
  const results: LighthouseResults = [];
  try {
    // A first audit in a fresh Chromium runs cold (its FCP and LCP measured 0.5 s to 2 s slower than the same page
    // audited next): one unrecorded audit warms it, so the first page measured is not penalised.
    if (pages[0]) await auditPage(...pages[0]);
    for (const [slug, path] of pages) {
      const figures: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run++) {
        const load = loadavg()[0]!;
        const result = await auditPage(slug, path);
        if (!result) throw new Error(`Lighthouse returned nothing for ${slug}`);
        const { lhr } = result;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        figures.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint'),
          cls: audit('cumulative-layout-shift'),
          tbtMs: audit('total-blocking-time'),
          fcpMs: audit('first-contentful-paint'),
          ...lcpBreakdown(lhr.audits['largest-contentful-paint-element']?.details),
          beforeLcp: beforeLcpSummary(lhr),
          failedAccessibility: (lhr.categories.accessibility?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
            .map((ref) => ref.id),
          load,
        });
      }
      results.push({ slug, path, runs: figures });
    }
  } finally {
    chrome.kill();
    server.close();
    await vehicle.stop();
  }
  return results;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export type LighthouseResults = { slug: string; path: string; runs: LighthouseFigures[] }[];

export function formatLighthouse(results: LighthouseResults): string {
  const lines = [
    '',
    'Lighthouse, mobile (median of runs): tenant, page, performance score, LCP, CLS, TBT, FCP, accessibility',
  ];
  for (const { slug, path, runs } of results) {
    const pick = (key: 'score' | 'accessibility' | 'lcpMs' | 'cls' | 'tbtMs' | 'fcpMs') =>
      median(runs.map((run) => run[key]));
    lines.push(
      `  ${slug}  ${path}  score ${pick('score')}  LCP ${(pick('lcpMs') / 1000).toFixed(2)} s  CLS ${pick('cls').toFixed(3)}  TBT ${Math.round(pick('tbtMs'))} ms  FCP ${(pick('fcpMs') / 1000).toFixed(2)} s  accessibility ${pick('accessibility')}  (scores ${runs.map((run) => run.score).join(', ')}; load ${runs.map((run) => run.load.toFixed(1)).join(', ')})`,
    );
    // The run with the median LCP: what its largest paint was and where its time went.
    const middle = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)];
    if (middle)
      lines.push(
        `    LCP element ${middle.lcpElement}`,
        `    LCP phases (ms): ${middle.lcpPhases}`,
        `    before the LCP: ${middle.beforeLcp}`,
      );
    const failed = [...new Set(runs.flatMap((run) => run.failedAccessibility))];
    if (failed.length) lines.push(`    accessibility audits failed: ${failed.join(', ')}`);
  }
  return lines.join('\n');
}

if (import.meta.main) {
  await runCli(async () => {
    const root = process.cwd();
    const usage =
      'usage: npm exec -- node scripts/bench/lighthouse.ts [--site <slug>[,<slug>...]] [--path /page ... | --every-page-type] [--runs N]';
    const flags = readFlags(
      process.argv.slice(2),
      {
        ...SITE_FLAG,
        path: { type: 'string', multiple: true },
        'every-page-type': { type: 'boolean' },
        runs: { type: 'string' },
      },
      usage,
      { site: 'a tenant slug', path: 'a page path starting with /', runs: 'a number of runs' },
    );
    const requested = siteList(flags.site);
    const { tenantSlugs } = await import('../../src/tenants/load-tenant.ts');
    const runs = Math.max(1, Number(flags.runs) || 3);
    const paths = (flags.path ?? []).map((path) => (path.startsWith('/') ? path : `/${path}`));
    const slugs = requested.length ? requested : tenantSlugs(root);
    const pages = flags['every-page-type'] ? (slug: string) => benchPagePaths(root, slug) : paths;
    console.log(formatLighthouse(await benchLighthouse(root, slugs, runs, pages)));
  });
}
