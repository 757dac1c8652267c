/**
 * `npm run build [-- --site <slug>]`: builds one tenant, several, or (with no --site) every
 * tenant under sites/, in parallel up to the core count. Each tenant is validated first, so a bad
 * stock row or config value stops the build with file, row and field, before Astro starts.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { loadTenant, tenantSlugs } from '../src/tenants/load-tenant.ts';
import { embeddedSearchWarning } from '../src/site/embedded-search-limit.ts';
import { DataFileError } from '../src/domain/validation.ts';
import { ensureSampleStock } from '../sample/stock/cli.ts';
import { readFlags, SITE_FLAG, siteList } from './cli-args.ts';
import { pool } from './pool.ts';
import { reservedCarIdsForBuild } from './reserved-for-build.ts';
import { liveRelease, newRelease, publishRelease, pruneReleases, withTenantLock } from './publish.ts';
import { runCli, UsageError } from './report-errors.ts';

export interface BuildStats {
  slug: string;
  stock: number;
  cars: number;
  /** HTML pages written. */
  pages: number;
  /** Every file written but the precompressed copies: pages, JSON, feeds, pictures (scripts/build-tenant.ts). */
  files?: number;
  /** Pages whose brotli and gzip copies were made while Astro rendered (scripts/precompress-while-rendering.ts). */
  staged?: number;
  /** Pages rendered on the second core (scripts/render-worker.ts). */
  renderedInWorker?: number;
  seconds: number;
  /** Wall and CPU seconds per step of the tenant's build process (scripts/build-steps.ts). */
  steps?: Record<string, number>;
  stepsCpu?: Record<string, number>;
}

const root = process.cwd();

/** What a tenant's build process reports: its pages, its seconds and its warnings (feeds that left cars out). */
export type TenantBuildResult = Pick<BuildStats, 'pages' | 'files' | 'staged' | 'renderedInWorker' | 'seconds'> & {
  warnings?: string[];
  /** Car pages carried over from the live build (scripts/incremental/). */
  reused?: number;
  /** Seconds per step of the build (scripts/build-tenant.ts), wall and CPU (scripts/build-steps.ts). */
  steps?: Record<string, number>;
  stepsCpu?: Record<string, number>;
  incremental?: { mode: 'full'; reason: string } | { mode: 'incremental'; cars_rendered: number; cars_reused: number };
};

export interface TenantBuildOptions {
  /** Car ids a reservation holds, rendered Reserved (scripts/reserved-for-build.ts). */
  reservedCarIds?: string;
  /** Render every page, carrying nothing over from the live build. */
  full?: boolean;
  /**
   * Writes V8 CPU profiles of the build process, one per thread, into this folder (scripts/bench/build-profile.ts),
   * with Astro rendering one page at a time and each page's render timed into `render-spans.tsv` there
   * (scripts/render-spans.ts).
   */
  profileDir?: string;
  /**
   * The cores this build may use (BUILD_CORES in its process): the machine's, shared among the builds running at once
   * (coresPerBuild). With two or more, a tenant whose pages are compressed on request renders on two threads.
   */
  cores?: number;
}

/** The cores each of `builds` builds run at once may use: the machine's shared among them, at least one. */
export function coresPerBuild(builds: number, cores = availableParallelism()): number {
  return Math.max(1, Math.floor(cores / Math.max(1, Math.min(builds, cores))));
}

/** The file of a profiled build's page render times, in its profile folder. */
export const renderSpansFileIn = (profileDir: string) => join(profileDir, 'render-spans.tsv');

/** How a profiled build's process starts: Node's profiler flags and the variables that time each page's render. */
interface ProfileSettings {
  nodeFlags: string[];
  env: Record<string, string>;
}

/**
 * V8's garbage collection for the build process and its threads (V8's flags are the process's; issue 20 item 4).
 * - 32 MB semi-spaces (Node's default is 16). A page's render allocates strings and objects that die with it; with
 *   more room, fewer of them live long enough to be copied. Seven alternating pairs of group builds: the render step's
 *   CPU fell in all seven (by 1–20 %, about 3 % at the median), and so did the build's wall time. 64 MB was no better.
 * - No allocation-site pretenuring. V8 learns which allocation sites' objects outlive a young-generation collection
 *   and then allocates theirs in the old generation. The render's sites (Astro's island attributes, React's markup,
 *   the page's UTF-8) make objects that die with their page; so pretenured, they were collected only by the full
 *   collections, and the young ones they held were kept. Group builds traced with `--trace-gc-nvp` (three each):
 *   1.72 GB promoted out of the young generation → 0.89 GB, and the young collections' time (pause and helper threads)
 *   5.9–7.4 → 3.3–4.0 s; six rounds of the group built on one core each at the same time, with and without: the
 *   render's CPU lower without in five.
 */
const BUILD_NODE_FLAGS = ['--max-semi-space-size=32', '--no-allocation-site-pretenuring'];

/** The exit code of a build whose carried-over pages did not match a fresh render (scripts/build-tenant.ts). */
const INCREMENTAL_MISMATCH_EXIT = 3;

/**
 * Builds `slug` into `outDir` (an absolute path: a release folder) in a child process, carrying
 * unchanged cars' pages over from the live build where it can (scripts/incremental/). When the
 * carried-over pages fail their check, the tenant is built again in full, and a warning says why.
 */
export async function buildTenantInto(
  slug: string,
  outDir: string,
  options: TenantBuildOptions = {},
): Promise<TenantBuildResult> {
  const previous = options.full ? null : liveRelease(root, slug);
  const profile: ProfileSettings = options.profileDir
    ? {
        nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`],
        env: { BUILD_RENDER_SPANS: renderSpansFileIn(options.profileDir), BUILD_RENDER_CONCURRENCY: '1' },
      }
    : { nodeFlags: [], env: {} };
  const cores = options.cores ?? availableParallelism();
  const first = await buildProcess(slug, outDir, options.reservedCarIds ?? '', previous, profile, cores);
  if ('result' in first) return first.result;
  await rm(outDir, { recursive: true, force: true });
  const second = await buildProcess(slug, outDir, options.reservedCarIds ?? '', null, profile, cores);
  if ('result' in second) {
    const warning = `${slug}: built in full: ${first.mismatch}`;
    return { ...second.result, warnings: [...(second.result.warnings ?? []), warning] };
  }
  throw new Error(`${slug}: the Astro build failed.`);
}

function buildProcess(
  slug: string,
  outDir: string,
  reservedCarIds: string,
  previousDir: string | null,
  profile: ProfileSettings,
  cores: number,
): Promise<{ result: TenantBuildResult } | { mismatch: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...BUILD_NODE_FLAGS, ...profile.nodeFlags, join(root, 'scripts/build-tenant.ts')],
      {
        cwd: root,
        // RESERVED_CAR_IDS: the cars a reservation holds, rendered Reserved (scripts/reserved-for-build.ts).
        // NODE_COMPILE_CACHE: Node keeps the compiled code of the build's modules (the scripts' stripped TypeScript,
        // Astro, Vite) for the next build process: its start-up 0.8 -> 0.5 s, every tenant every night.
        env: {
          NODE_COMPILE_CACHE: join(root, 'node_modules/.cache/dealer-sites/node-compile-cache'),
          ...process.env,
          SITE_SLUG: slug,
          BUILD_OUT_DIR: outDir,
          RESERVED_CAR_IDS: reservedCarIds,
          BUILD_CORES: String(cores),
          ...profile.env,
          ...(previousDir ? { BUILD_PREVIOUS_DIR: previousDir, BUILD_FULL: '' } : { BUILD_FULL: '1' }),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk;
    });
    child.on('close', (code) => {
      const line = (prefix: string) =>
        out
          .split('\n')
          .find((l) => l.startsWith(prefix))
          ?.slice(prefix.length);
      const stats = line('BUILD_STATS ');
      if (code === 0 && stats) return resolve({ result: JSON.parse(stats) as TenantBuildResult });
      const mismatch = line('INCREMENTAL_MISMATCH ');
      if (code === INCREMENTAL_MISMATCH_EXIT && mismatch)
        return resolve({ mismatch: `carried-over pages failed their check: ${JSON.parse(mismatch) as string}` });
      reject(
        new Error(
          `${slug}: the Astro build failed (exit ${code}).\n${(err || out).trim().split('\n').slice(-25).join('\n')}`,
        ),
      );
    });
  });
}

export async function buildTenants(
  requested: string[],
  { full = false, profileDir }: Pick<TenantBuildOptions, 'full' | 'profileDir'> = {},
): Promise<BuildStats[]> {
  const known = tenantSlugs(root);
  const unknown = requested.filter((slug) => !known.includes(slug));
  if (unknown.length)
    throw new UsageError(
      `No tenant named ${unknown.map((s) => `"${s}"`).join(', ')} (sites/<slug>/site.json). Known: ${known.join(', ')}`,
    );
  const slugs = requested.length ? requested : known;

  const problems: string[] = [];
  const counts = new Map<string, { stock: number; cars: number }>();
  for (const slug of slugs) {
    try {
      await ensureSampleStock(slug);
      const tenant = loadTenant(root, slug);
      counts.set(slug, { stock: tenant.stock.length, cars: tenant.cars.length });
      const searchWarning = embeddedSearchWarning(tenant.site, tenant.cars.length);
      if (searchWarning) console.warn(`warning: ${searchWarning}`);
    } catch (error) {
      if (!(error instanceof DataFileError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length) throw new DataFileError(problems);
  const reserved = await reservedCarIdsForBuild(root, slugs, process.env, new Date());

  const started = performance.now();
  const cores = coresPerBuild(slugs.length);
  const stats = await pool(slugs, availableParallelism(), (slug) =>
    // Built into a new release folder while the previous build stays live, then published with
    // one rename (scripts/publish.ts); a failed build leaves the previous site as it was. The lock
    // keeps a nightly run and this build from working on one tenant at once.
    withTenantLock(root, slug, async () => {
      const release = newRelease(root, slug);
      const started = performance.now();
      const built = await buildTenantInto(slug, release.dir, {
        reservedCarIds: reserved.get(slug),
        full,
        profileDir,
        cores,
      }).catch(async (error: unknown) => {
        await rm(release.dir, { recursive: true, force: true });
        throw error;
      });
      const { pages, files, staged, renderedInWorker, warnings = [], reused = 0, steps, stepsCpu } = built;
      // Seconds of the whole tenant build process, Node and Astro start-up included.
      const seconds = (performance.now() - started) / 1000;
      const result = { slug, ...counts.get(slug)!, pages, files, staged, renderedInWorker, seconds, steps, stepsCpu };
      await publishRelease(root, slug, release.dir);
      await pruneReleases(root, slug);
      console.log(
        `✓ ${slug}: ${result.cars} cars (of ${result.stock} in stock file), ${result.pages} pages${reused ? ` (${reused} carried over)` : ''} in ${result.seconds.toFixed(1)} s (${Math.round(result.pages / result.seconds)} pages/s) → dist/${slug}/`,
      );
      for (const warning of warnings) console.warn(`  warning: ${warning}`);
      return result;
    }),
  );
  if (slugs.length > 1)
    console.log(`Built ${slugs.length} tenants in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return stats;
}

const USAGE = 'usage: npm run build [-- --site <slug>[,<slug>...]] [--full]';

if (import.meta.main) {
  await runCli(async () => {
    const flags = readFlags(process.argv.slice(2), { ...SITE_FLAG, full: { type: 'boolean' } }, USAGE, {
      site: 'a tenant slug',
    });
    await buildTenants(siteList(flags.site), { full: flags.full === true });
  });
}
