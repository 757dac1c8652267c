/**
 * `npm run bench:build-profile [-- --site <slug>[,<slug>...]]`: one full build of each tenant (every tenant when no
 * --site) under V8's CPU profiler, and where its CPU went (issue 20 item 4): the main thread's self time by area during
 * Astro's render step and over the whole build, and each worker thread's (the pages compressed beside the render,
 * the sample media, precompress); then the render by page type: Astro renders one page at a time under the profiler,
 * each page's render is timed (scripts/render-spans.ts), and each route gets its pages, milliseconds a page and the
 * main thread's areas during its renders. The build is published as `npm run build -- --full` would publish it;
 * profiling and rendering one page at a time slow it, so its seconds are not the benchmark's (`npm run bench` has
 * those).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tenantSlugs } from '../../src/tenants/load-tenant.ts';
import { buildTenants, renderSpansFileIn } from '../build.ts';
import { readRenderSpans, renderTimeByRoute } from '../render-spans.ts';
import { readFlags, SITE_FLAG, siteList } from '../cli-args.ts';
import { runCli } from '../report-errors.ts';
import { formatAreas, secondsByArea, secondsByAreaWithin, type CpuProfile } from './cpu-profile-areas.ts';

const USAGE = 'usage: npm run bench:build-profile [-- --site <slug>[,<slug>...]]';

/** `CPU.<date>.<time>.<pid>.<thread id>.<sequence>.cpuprofile`: Node names each thread's profile so; 0 is the main. */
function threadIdOf(file: string): number {
  return Number(file.split('.').at(-3));
}

/** Seconds after the process started at which `step` began and ended (the steps run one after another). */
function stepWindow(steps: Record<string, number>, step: string): [number, number] | undefined {
  let start = 0;
  for (const [name, seconds] of Object.entries(steps)) {
    if (name === step) return [start, start + seconds];
    start += seconds;
  }
  return undefined;
}

/** Routes whose pages took less than this in all are summed in one line. */
const MIN_ROUTE_SECONDS = 0.5;

/** The render by page type: each route's pages, time a page, and the main thread's areas while they rendered. */
function renderByRoute(profile: CpuProfile, spansFile: string): string[] {
  const spans = readRenderSpans(spansFile);
  const times = renderTimeByRoute(spans);
  const lines = ['  render by page type (one page at a time; the main thread while each route rendered):'];
  for (const { route, pages, totalMs } of times.filter((time) => time.totalMs >= MIN_ROUTE_SECONDS * 1000)) {
    const routeSpans = spans.filter((span) => span.route === route);
    const areas = formatAreas(secondsByAreaWithin(profile, routeSpans));
    const perPage = (totalMs / pages).toFixed(2);
    lines.push(`    ${route}: ${pages} pages, ${perPage} ms a page, ${(totalMs / 1000).toFixed(1)} s: ${areas}`);
  }
  const rest = times.filter((time) => time.totalMs < MIN_ROUTE_SECONDS * 1000);
  if (rest.length) {
    const pages = rest.reduce((sum, time) => sum + time.pages, 0);
    const seconds = rest.reduce((sum, time) => sum + time.totalMs, 0) / 1000;
    lines.push(`    ${rest.length} other routes: ${pages} pages, ${seconds.toFixed(1)} s`);
  }
  return lines;
}

await runCli(async () => {
  const flags = readFlags(process.argv.slice(2), SITE_FLAG, USAGE, { site: 'a tenant slug' });
  const requested = siteList(flags.site);
  for (const slug of requested.length ? requested : tenantSlugs(process.cwd())) {
    const profileDir = mkdtempSync(join(tmpdir(), `build-profile-${slug}-`));
    try {
      const [build] = await buildTenants([slug], { full: true, profileDir });
      const files = readdirSync(profileDir)
        .filter((file) => file.endsWith('.cpuprofile'))
        .sort((a, b) => threadIdOf(a) - threadIdOf(b));
      const lines = [
        `\n${slug}: ${build!.pages} pages, ${build!.seconds.toFixed(1)} s under the profiler, self time by area`,
      ];
      for (const file of files) {
        const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
        const threadId = threadIdOf(file);
        const span = (profile.endTime - profile.startTime) / 1e6;
        if (threadId === 0) {
          // The profile starts as Node starts, within milliseconds of the process clock the steps are measured on.
          const render = stepWindow(build!.steps ?? {}, 'astro_render');
          if (render)
            lines.push(
              `  main thread, render step (${(render[1] - render[0]).toFixed(1)} s): ${formatAreas(secondsByArea(profile, render))}`,
            );
          lines.push(`  main thread, whole build (${span.toFixed(1)} s): ${formatAreas(secondsByArea(profile))}`);
          lines.push(...renderByRoute(profile, renderSpansFileIn(profileDir)));
        } else if (span >= 0.5) {
          lines.push(`  worker thread ${threadId} (${span.toFixed(1)} s): ${formatAreas(secondsByArea(profile))}`);
        }
      }
      console.log(lines.join('\n'));
    } finally {
      rmSync(profileDir, { recursive: true, force: true });
    }
  }
});
