/**
 * One tenant's night: import the feed (when site.json names one) → validate → build into a new
 * release folder → check the build → publish (one rename: scripts/publish.ts) → deploy. A step
 * that fails ends the tenant's run there: its last good site stays live (and deployed), the new
 * release folder is removed, and the report says which step failed and why. A tenant whose stock,
 * site.json and code are those of its live build is not built again (unless `full`).
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ensureSampleStock } from '../../sample/stock/cli.ts';
import { DataFileError } from '../../src/domain/validation.ts';
import { loadTenant, readSiteConfig, SITES_DIR } from '../../src/tenants/load-tenant.ts';
import { BUILD_RECORD_FILE, sha256Of, type BuildRecord } from '../build-record.ts';
import { deployCloudflare } from '../deploy/cloudflare.ts';
import type { DeployResult } from '../deploy/build-files.ts';
import { deployDirectory } from '../deploy/directory.ts';
import { deployS3 } from '../deploy/s3.ts';
import { importStock } from '../import-stock.ts';
import { FEEDS_DIR, REJECTED_FILE } from '../search-engine-files.ts';
import type { RejectedCar } from '../../src/site/vehicle-feeds/feed-values.ts';
import { liveDir, newRelease, publishRelease, pruneReleases, withTenantLock } from '../publish.ts';
import { checkBuild } from './check-build.ts';
import { diffStock, type StockDiff } from './stock-diff.ts';

export type Step = 'lock' | 'import' | 'validate' | 'build' | 'check' | 'publish' | 'deploy';

export interface TenantReport {
  slug: string;
  /** published: a new build is live; skipped: nothing changed since the live build; failed: see `failed`. */
  outcome: 'published' | 'skipped' | 'failed';
  failed: { step: Step; problems: string[] } | null;
  feed: { rows_read: number; rejected: string[] } | null;
  stock: StockDiff | null;
  pages: number | null;
  /** Of `pages`, the car pages carried over from the live build (scripts/incremental/). */
  pages_reused: number | null;
  /** The build's own steps in seconds (Astro, carry-over, search-engine files, precompress, headers, records). */
  build_steps: Record<string, number> | null;
  /** Cars a vehicle feed left out, by feed file, with the reasons (the build's feeds/rejected.json). */
  feeds_rejected: Record<string, { listed: number; rejected: RejectedCar[] }> | null;
  warnings: string[];
  seconds: Partial<Record<Step, number>> & { total: number };
  deploy:
    | (DeployResult & { outcome: 'deployed' })
    | { outcome: 'skipped'; reason: string }
    | { outcome: 'failed'; problem: string };
  release: string | null;
}

export interface NightlyOptions {
  dryRun?: boolean;
  full?: boolean;
  env?: Record<string, string | undefined>;
  /** The code version this run builds with (scripts/build-record.ts `codeVersion`). */
  codeVersion: string | null;
  /** Builds `slug` into the folder `outDir` (scripts/build.ts `buildTenantInto` in production). */
  build: (
    slug: string,
    outDir: string,
    options: { full: boolean },
  ) => Promise<{ pages: number; warnings?: string[]; reused?: number; steps?: Record<string, number> }>;
  fetchImpl?: typeof fetch;
}

class StepFailure extends Error {
  readonly step: Step;
  readonly problems: string[];
  constructor(step: Step, problems: readonly string[]) {
    super(problems.join('; '));
    this.step = step;
    this.problems = [...problems];
  }
}

function problemsOf(error: unknown): string[] {
  if (error instanceof DataFileError) return [...error.problems];
  return [error instanceof Error ? error.message : String(error)];
}

function readRows(file: string): unknown[] {
  try {
    const rows: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(rows) ? rows : [];
  } catch {
    return [];
  }
}

function readFeedRejections(dir: string): TenantReport['feeds_rejected'] {
  try {
    return JSON.parse(readFileSync(join(dir, FEEDS_DIR, REJECTED_FILE), 'utf8')) as TenantReport['feeds_rejected'];
  } catch {
    return null;
  }
}

function liveRecord(root: string, slug: string): BuildRecord | null {
  try {
    return JSON.parse(readFileSync(join(liveDir(root, slug), BUILD_RECORD_FILE), 'utf8')) as BuildRecord;
  } catch {
    return null;
  }
}

export async function runTenant(root: string, slug: string, options: NightlyOptions): Promise<TenantReport> {
  const env = options.env ?? process.env;
  const started = performance.now();
  const report: TenantReport = {
    slug,
    outcome: 'failed',
    failed: null,
    feed: null,
    stock: null,
    pages: null,
    pages_reused: null,
    build_steps: null,
    feeds_rejected: null,
    warnings: [],
    seconds: { total: 0 },
    deploy: { outcome: 'skipped', reason: 'an earlier step failed' },
    release: null,
  };
  const timed = async <T>(step: Step, work: () => Promise<T> | T): Promise<T> => {
    const stepStarted = performance.now();
    try {
      return await work();
    } catch (error) {
      throw error instanceof StepFailure ? error : new StepFailure(step, problemsOf(error));
    } finally {
      report.seconds[step] = (report.seconds[step] ?? 0) + (performance.now() - stepStarted) / 1000;
    }
  };
  let release = null as { id: string; dir: string } | null;
  let published = false as boolean;
  try {
    // One run per tenant at a time (scripts/publish.ts): a second gets "another run is building".
    await withTenantLock(root, slug, async () => {
      const site = await timed('validate', () => readSiteConfig(root, slug));
      const stockFile = join(root, SITES_DIR, slug, site.stock.file);
      if (site.stock.feed) {
        const before = readRows(stockFile);
        report.feed = { rows_read: 0, rejected: [] };
        await timed('import', async () => {
          try {
            report.feed!.rows_read = (await importStock(root, slug, env, options.fetchImpl)).cars;
          } catch (error) {
            report.feed!.rejected = problemsOf(error);
            throw error;
          }
        });
        report.stock = diffStock(before, readRows(stockFile));
      }
      const tenant = await timed('validate', async () => {
        await ensureSampleStock(slug, { root });
        return loadTenant(root, slug, env);
      });

      const unchanged = await timed('validate', () => {
        const live = liveRecord(root, slug);
        return (
          live !== null &&
          live.stock_sha256 === sha256Of(readFileSync(stockFile)) &&
          live.site_sha256 === sha256Of(readFileSync(join(root, SITES_DIR, slug, 'site.json'))) &&
          live.code_version !== null &&
          live.code_version === options.codeVersion
        );
      });
      if (unchanged && !options.full) {
        report.outcome = 'skipped';
      } else {
        release = newRelease(root, slug);
        const dir = release.dir;
        const built = await timed('build', () => options.build(slug, dir, { full: options.full === true }));
        report.pages = built.pages;
        report.pages_reused = built.reused ?? 0;
        report.build_steps = built.steps ?? null;
        report.warnings = built.warnings ?? [];
        report.feeds_rejected = readFeedRejections(dir);
        await timed('check', () => {
          const problems = checkBuild(
            dir,
            tenant.cars.map((car) => car.slug),
          );
          if (problems.length) throw new StepFailure('check', problems);
        });
        await timed('publish', async () => {
          await publishRelease(root, slug, dir);
          published = true;
          await pruneReleases(root, slug);
        });
        report.release = release.id;
        report.outcome = 'published';
      }

      const target = site.deploy;
      if (!target) report.deploy = { outcome: 'skipped', reason: 'no deploy in site.json' };
      else if (options.dryRun) report.deploy = { outcome: 'skipped', reason: 'dry run' };
      else {
        const from = liveDir(root, slug);
        const result = await timed('deploy', () => {
          if (target.kind === 'directory') return deployDirectory(from, resolve(root, target.path));
          if (target.kind === 's3') return deployS3(from, target, env);
          return deployCloudflare(root, from, target);
        }).catch((error: unknown) => {
          report.deploy = { outcome: 'failed', problem: problemsOf(error).join('; ') };
          throw error;
        });
        report.deploy = { ...result, outcome: 'deployed' };
      }
    }).catch((error: unknown) => {
      throw error instanceof StepFailure ? error : new StepFailure('lock', problemsOf(error));
    });
  } catch (error) {
    const failure = error instanceof StepFailure ? error : new StepFailure('validate', problemsOf(error));
    report.outcome = 'failed';
    report.failed = { step: failure.step, problems: failure.problems };
    // A release that never went live is removed; the last good site stays as it was.
    if (release && !published) await rm(release.dir, { recursive: true, force: true });
  }
  report.seconds.total = (performance.now() - started) / 1000;
  return report;
}
