/**
 * `npm run bench:astro-floor [-- --site <slug>]`: the floor of Astro's own build on this machine, for a tenant's page
 * count and page size (issue 20 item 4). A scratch Astro project (in the system's temp folder, using this project's
 * node_modules) has one route whose pages render nothing but a constant body; it is built three ways, each in a fresh
 * process into an empty output folder, as the tenant build runs Astro (`build.format` directory, 16 pages at a time,
 * logging warnings only):
 * - one page: Astro's fixed cost (start-up, config, its Vite builds);
 * - the tenant's number of pages, each with an empty body;
 * - the same number, each the size of the tenant's average built HTML page;
 * - those pages again, written as the tenant build writes them: from the page writer's thread (scripts/page-writer.ts).
 * What a page costs beyond the fixed cost is Astro's page loop (the request, the render's bookkeeping, the response,
 * the folder and the write) and the bytes: the part of every build that no change of ours to a page can remove. The
 * tenant must be built first (`npm run build -- --site <slug>`): its pages are counted and measured in dist/.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readFlags, SITE_FLAG, siteList } from '../cli-args.ts';
import { runCli, UsageError } from '../report-errors.ts';
import { builtPages, floorBuild, medianBuild, writeFloorProject, type FloorBuild } from './astro-floor-project.ts';

const USAGE = 'usage: npm run bench:astro-floor [-- --site <slug>]';
const DEFAULT_SITE = 'big-country-motor-group';
/** Rounds of builds, each building every kind once; each kind's median is printed. */
const RUNS = 3;

await runCli(async () => {
  const flags = readFlags(process.argv.slice(2), SITE_FLAG, USAGE, { site: 'a tenant slug' });
  const [slug = DEFAULT_SITE] = siteList(flags.site);
  const root = process.cwd();
  const dist = resolve(root, 'dist', slug);
  if (!existsSync(dist))
    throw new UsageError(`dist/${slug} does not exist: build it first (npm run build -- --site ${slug})`);
  const { pages, averageBytes } = builtPages(dist);
  const dir = mkdtempSync(join(tmpdir(), 'astro-floor-'));
  try {
    writeFloorProject(dir, root);
    const kinds = [
      { label: 'one page', pages: 1, bytes: 0 },
      { label: `${pages} empty pages`, pages, bytes: 0 },
      { label: `${pages} pages of ${(averageBytes / 1024).toFixed(1)} KB`, pages, bytes: averageBytes },
      { label: 'the same, written by the page writer', pages, bytes: averageBytes, pageWriter: true },
    ];
    console.log(
      `Astro's floor for ${slug} (${pages} pages, ${averageBytes} bytes of HTML a page on average), ` +
        `median of ${RUNS} rounds (each round builds every kind once, so the machine's load falls on all alike):`,
    );
    const runs = kinds.map((): FloorBuild[] => []);
    for (let round = 0; round < RUNS; round++)
      kinds.forEach((kind, i) => runs[i]!.push(floorBuild(dir, kind.pages, kind.bytes, kind.pageWriter)));
    const fixed = medianBuild(runs[0]!);
    kinds.forEach((kind, i) => {
      const build = medianBuild(runs[i]!);
      const perPage =
        kind.pages > 1
          ? `; beyond one page's build ${(((build.seconds - fixed.seconds) * 1000) / kind.pages).toFixed(2)} ms and ` +
            `${(((build.cpuSeconds - fixed.cpuSeconds) * 1000) / kind.pages).toFixed(2)} CPU ms a page, ` +
            `${Math.round(kind.pages / build.seconds)} pages/s`
          : '';
      console.log(`  ${kind.label}: ${build.seconds.toFixed(1)} s, ${build.cpuSeconds.toFixed(1)} CPU s${perPage}`);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
