/**
 * `npm run bench:fleet [-- --tenants 100 --cars 500 --group]` (issue 18's figures): a fleet of
 * generated tenants in a scratch copy of the project (scripts/project-copy.ts), run through
 * `npm run nightly -- --dry-run` three times: from scratch, again with nothing changed, and with 5 %
 * of every tenant's cars repriced (an incremental build each). Prints each run's wall time, pages
 * written and carried over, and pages per second. `--group` also builds the sample group (about
 * 4,000 cars) in full and then with 1 % of its cars repriced.
 *
 * The fleet's tenants are the independent sample dealer's site.json under new names, with sample
 * stock of their own (`generateStock`, one seed each) whose pictures point at an image CDN, as a
 * real feed's do (the sample tenants' drawn pictures would be 3,500 drawings per tenant).
 * `--group` also deploys the group to a local S3 server (scripts/bench/local-s3.ts) after its full
 * build, again unchanged, and after the 1 % change: objects uploaded and seconds. `--tenants 0`
 * with `--group` runs the group alone. Figures only: nothing here passes or fails.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateStock } from '../../sample/stock/generate.ts';
import { readSiteConfig } from '../../src/tenants/load-tenant.ts';
import { readFlags } from '../cli-args.ts';
import { copyProject } from '../project-copy.ts';
import { deployS3 } from '../deploy/s3.ts';
import type { DeployResult } from '../deploy/build-files.ts';
import { startLocalS3 } from './local-s3.ts';
import { runCli } from '../report-errors.ts';
import type { TenantReport } from '../nightly/run-tenant.ts';

const TEMPLATE = 'southside-used-cars';
const GROUP = 'big-country-motor-group';
const CDN = 'https://images.fleet-bench.example.com.au/media/';
const ENV = { ...process.env, CODE_VERSION: 'fleet-bench', BUILD_NOW: '2026-11-20T14:00:00.000Z' };

interface RunFigures {
  label: string;
  seconds: number;
  published: number;
  skipped: number;
  failed: number;
  pages: number;
  reused: number;
  /** Each build step's seconds, added up over the tenants built (scripts/build-tenant.ts BUILD_STATS). */
  steps: Record<string, number>;
}

function writeFleet(root: string, tenants: number, cars: number): string[] {
  const template = JSON.parse(readFileSync(join(process.cwd(), 'sites', TEMPLATE, 'site.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const sample = readSiteConfig(process.cwd(), TEMPLATE).stock.sample!;
  const slugs: string[] = [];
  for (let i = 1; i <= tenants; i++) {
    const slug = `fleet-dealer-${String(i).padStart(3, '0')}`;
    const dealership = { ...(template.dealership as object), id: 50_000 + i, slug, name: `Fleet Dealer ${i}` };
    const siteInput = { ...template, slug, name: `Fleet Dealer ${i}`, dealership, stock: { file: 'stock.json' } };
    mkdirSync(join(root, 'sites', slug), { recursive: true });
    writeFileSync(join(root, 'sites', slug, 'site.json'), JSON.stringify(siteInput, null, 2));
    const site = readSiteConfig(root, slug);
    const rows = generateStock({
      profile: 'independent',
      seed: 7000 + i,
      count: cars,
      makes: [],
      asOf: sample.as_of,
      site,
    });
    writeFileSync(
      join(root, 'sites', slug, 'stock.json'),
      JSON.stringify(rows).replaceAll('"/media/', `"${CDN}`).replaceAll("'/media/", `'${CDN}`),
    );
    slugs.push(slug);
  }
  return slugs;
}

/** Reprices every `every`-th car of the tenant's stock by $500: what a night's feed changes. */
function reprice(root: string, slug: string, share: number): number {
  const file = join(root, 'sites', slug, 'stock.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as { price?: number | null }[];
  const every = Math.max(1, Math.round(1 / share));
  let changed = 0;
  rows.forEach((row, i) => {
    if (i % every === 0 && typeof row.price === 'number') {
      row.price += 500;
      changed++;
    }
  });
  writeFileSync(file, JSON.stringify(rows));
  return changed;
}

function nightlyRun(root: string, label: string, sites: string[] = []): RunFigures {
  const before = new Set(readdirSafe(join(root, 'reports/nightly')));
  const started = performance.now();
  const args = ['scripts/nightly.ts', '--dry-run', ...(sites.length ? ['--site', sites.join(',')] : [])];
  try {
    execFileSync(process.execPath, args, { cwd: root, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    // Exit 1 when a tenant failed: the reports say which, and the figures count it.
    if ((error as { status?: number }).status !== 1) throw error;
  }
  const seconds = (performance.now() - started) / 1000;
  const folder = readdirSafe(join(root, 'reports/nightly')).find((name) => !before.has(name))!;
  const reports = readdirSafe(join(root, 'reports/nightly', folder)).map(
    (file) => JSON.parse(readFileSync(join(root, 'reports/nightly', folder, file), 'utf8')) as TenantReport,
  );
  const count = (outcome: TenantReport['outcome']) => reports.filter((report) => report.outcome === outcome).length;
  return {
    label,
    seconds,
    published: count('published'),
    skipped: count('skipped'),
    failed: count('failed'),
    pages: reports.reduce((sum, report) => sum + (report.pages ?? 0), 0),
    reused: reports.reduce((sum, report) => sum + (report.pages_reused ?? 0), 0),
    steps: reports.reduce<Record<string, number>>((sum, report) => {
      for (const [step, seconds] of Object.entries(report.build_steps ?? {})) sum[step] = (sum[step] ?? 0) + seconds;
      return sum;
    }, {}),
  };
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

function table(runs: readonly RunFigures[]): string {
  const head = ['run', 'wall s', 'built', 'unchanged', 'failed', 'pages written', 'carried over', 'pages/s'];
  const rows = runs.map((run) => [
    run.label,
    run.seconds.toFixed(1),
    String(run.published),
    String(run.skipped),
    String(run.failed),
    String(run.pages),
    String(run.reused),
    run.pages ? String(Math.round(run.pages / run.seconds)) : '–',
  ]);
  return columns(head, rows);
}

function columns(head: readonly string[], rows: readonly string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  return [head, ...rows].map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n');
}

/** Where the build time went: each step's seconds over the tenants built (they build two at a time). */
function stepsTable(runs: readonly RunFigures[]): string {
  const steps = [...new Set(runs.flatMap((run) => Object.keys(run.steps)))];
  return columns(
    ['build steps, s summed over tenants', ...steps],
    runs
      .filter((run) => run.published)
      .map((run) => [run.label, ...steps.map((step) => (run.steps[step] ?? 0).toFixed(1))]),
  );
}

function deployTable(deploys: readonly [string, DeployResult][]): string {
  return columns(
    ['s3 deploy (local s3rver)', 'objects uploaded', 'deleted', 'unchanged', 'seconds'],
    deploys.map(([label, result]) => [
      label,
      String(result.uploaded),
      String(result.deleted),
      String(result.unchanged),
      result.seconds.toFixed(1),
    ]),
  );
}

const USAGE = 'usage: npm run bench:fleet [-- --tenants N] [--cars N] [--group] (--tenants 0 --group: the group alone)';

if (import.meta.main) {
  await runCli(async () => {
    const flags = readFlags(
      process.argv.slice(2),
      { tenants: { type: 'string' }, cars: { type: 'string' }, group: { type: 'boolean' } },
      USAGE,
      { tenants: 'a number of tenants', cars: 'a number of cars per tenant' },
    );
    const tenants = flags.tenants === '0' && flags.group ? 0 : Math.max(1, Number(flags.tenants) || 100);
    const cars = Math.max(1, Number(flags.cars) || 500);
    const root = copyProject('dealer-fleet-bench-');
    try {
      const runs: RunFigures[] = [];
      if (tenants) {
        const slugs = writeFleet(root, tenants, cars);
        console.log(`Fleet: ${tenants} tenants of ${cars} cars in ${root}`);
        runs.push(nightlyRun(root, 'from scratch'), nightlyRun(root, 'nothing changed'));
        const repriced = slugs.reduce((sum, slug) => sum + reprice(root, slug, 0.05), 0);
        runs.push(nightlyRun(root, `5 % changed (${repriced} cars)`));
      }
      const deploys: [string, DeployResult][] = [];
      if (flags.group) {
        cpSync(join(process.cwd(), 'sites', GROUP), join(root, 'sites', GROUP), { recursive: true });
        const s3 = await startLocalS3(`${GROUP}/`);
        try {
          // Deployed to S3, the group is built as an S3 tenant is: with the gzip copies S3 stores (precompressEncodings).
          const siteFile = join(root, 'sites', GROUP, 'site.json');
          const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Record<string, unknown>;
          writeFileSync(siteFile, JSON.stringify({ ...site, deploy: s3.target }, null, 2));
          const deploy = () => deployS3(join(root, 'dist', GROUP), s3.target, s3.env);
          runs.push(nightlyRun(root, 'group, full', [GROUP]));
          deploys.push(['group, first deploy', await deploy()], ['group, unchanged', await deploy()]);
          runs.push(nightlyRun(root, `group, 1 % changed (${reprice(root, GROUP, 0.01)} cars)`, [GROUP]));
          deploys.push(['group, after 1 % changed', await deploy()]);
        } finally {
          await s3.close();
        }
      }
      console.log(`${table(runs)}\n\n${stepsTable(runs)}`);
      if (deploys.length) console.log(`\n${deployTable(deploys)}`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
}
