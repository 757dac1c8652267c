/**
 * Issue 20 item 3: the main-thread time of similar cars when the shopper scrolls to them, on a car page of the built
 * tenant in Debian's Chromium. Two paths of the same page: the build's list (`/similar-cars/<id>.json`, what the page
 * does) and the live query (that file answered 404, so the island loads the search client, downloads the index and
 * builds the engine, as every page did before). Each run is a fresh browser context (nothing cached); once the page
 * has loaded and the network is idle, the other islands still waiting for the view are removed (so only similar
 * cars' work is counted), then the section is scrolled into view and the time is read from Chromium's own counters
 * (CDP Performance.getMetrics: TaskDuration, all main-thread tasks; ScriptDuration, JavaScript) from the scroll
 * until the cards are in and the network is idle again.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { chromium, type Browser } from 'playwright-core';
import { carPath } from '../../src/domain/routes.ts';
import { SIMILAR_CARS_LIMIT, similarCarsListUrl } from '../../src/domain/similar-cars.ts';
import { isInStock } from '../../src/domain/stock.ts';
import { loadTenant } from '../../src/tenants/load-tenant.ts';
import { readFlags, SITE_FLAG, siteList } from '../cli-args.ts';
import { runCli } from '../report-errors.ts';
import { createServeApp } from '../serve-app.ts';
import { chromiumPath } from './chromium.ts';
import { percentile } from './search-latency.ts';

/** Milliseconds of main-thread work per run, for each path. */
export interface SimilarCarsMainThread {
  car: string;
  build: { task: number[]; script: number[] };
  live: { task: number[]; script: number[] };
}

/** The first in-stock car of the build whose list holds six cars (a full section). */
function benchCar(root: string, slug: string): string {
  const dist = join(root, 'dist', slug);
  const car = loadTenant(root, slug).cars.find((candidate) => {
    const file = join(dist, similarCarsListUrl(candidate.id));
    if (!isInStock(candidate) || !existsSync(file)) return false;
    return (JSON.parse(readFileSync(file, 'utf8')) as { cards: unknown[] }).cards.length === SIMILAR_CARS_LIMIT;
  });
  if (!car) throw new Error(`${slug}: no built car with ${SIMILAR_CARS_LIMIT} similar cars (build the tenant first)`);
  return carPath(car);
}

async function measure(browser: Browser, url: string, live: boolean): Promise<{ task: number; script: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    if (live) await page.route('**/similar-cars/*.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => {
      const { metrics: list } = await cdp.send('Performance.getMetrics');
      const value = (name: string) => list.find((metric) => metric.name === name)?.value ?? 0;
      return { task: value('TaskDuration') * 1000, script: value('ScriptDuration') * 1000 };
    };
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      for (const island of document.querySelectorAll('astro-island[ssr]:not([component-url*="SimilarCars"])'))
        island.remove();
    });
    const before = await metrics();
    await page.evaluate(() => document.querySelector('.similar-cars')!.scrollIntoView());
    await page.locator('.similar-cars__grid:not([aria-busy])').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = await metrics();
    const cards = await page.locator('.similar-cars__grid article').count();
    if (cards === 0) throw new Error(`${url}: no similar cars shown (${live ? 'live query' : "the build's list"})`);
    return { task: after.task - before.task, script: after.script - before.script };
  } finally {
    await context.close();
  }
}

export async function benchSimilarCarsMainThread(
  slug: string,
  root = process.cwd(),
  runs = 5,
): Promise<SimilarCarsMainThread> {
  const car = benchCar(root, slug);
  const executablePath = chromiumPath();
  const { app } = createServeApp(root, {}, { mode: 'development' });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const url = `http://${slug}.localhost:${port}${car}/`;
  const result: SimilarCarsMainThread = { car, build: { task: [], script: [] }, live: { task: [], script: [] } };
  try {
    await measure(browser, url, false); // warms the server's file reads, not measured
    // Interleaved, so a slower moment of the machine falls on both paths.
    for (let run = 0; run < runs; run++) {
      for (const path of ['live', 'build'] as const) {
        const time = await measure(browser, url, path === 'live');
        result[path].task.push(time.task);
        result[path].script.push(time.script);
      }
    }
    return result;
  } finally {
    await browser.close();
    server.close();
  }
}

/** One line: median main-thread (and JavaScript) ms on scroll, live query then the build's list. */
export function formatSimilarCarsMainThread(slug: string, result: SimilarCarsMainThread): string {
  const ms = (values: number[]) => percentile(values, 50).toFixed(0);
  return (
    `Similar cars on scroll, ${slug} ${result.car}/ (median of ${result.build.task.length}, main-thread task ms / of it JavaScript ms): ` +
    `before (live query) ${ms(result.live.task)} / ${ms(result.live.script)}, after (the build's list) ${ms(result.build.task)} / ${ms(result.build.script)}`
  );
}

/** In a fresh Node process, as the search latency is measured (scripts/bench/search-latency.ts). */
export function benchSimilarCarsMainThreadApart(slug: string, root = process.cwd()): SimilarCarsMainThread {
  const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--site', slug, '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0)
    throw new Error(`similar cars main thread for ${slug} failed: ${run.stderr.trim().split('\n').at(-1)}`);
  return JSON.parse(run.stdout) as SimilarCarsMainThread;
}

if (import.meta.main) {
  await runCli(async () => {
    const usage = 'usage: npm exec -- node scripts/bench/similar-cars-main-thread.ts [--site <slug>] [--json]';
    const flags = readFlags(process.argv.slice(2), { ...SITE_FLAG, json: { type: 'boolean' } }, usage, {
      site: 'a tenant slug',
    });
    const slug = siteList(flags.site)[0] ?? 'big-country-motor-group';
    const result = await benchSimilarCarsMainThread(slug);
    if (flags.json) {
      console.log(JSON.stringify(result));
      process.exit(0);
    }
    console.log(formatSimilarCarsMainThread(slug, result));
    const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
    console.log(
      `  live query runs: ${list(result.live.task)} ms; the build's list runs: ${list(result.build.task)} ms`,
    );
  });
}
