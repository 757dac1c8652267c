/**
 * `npm run nightly [-- --site <slug>] [--dry-run] [--full]`: each tenant's night (import the feed →
 * validate → build → check → publish → deploy: scripts/nightly/run-tenant.ts), every tenant under
 * sites/ when no --site is given, several at a time up to the core count. A tenant that fails keeps
 * its last good site and does not stop the others; the command exits 1 when any failed. Each
 * tenant's report is written to `reports/nightly/<run time>/<slug>.json` and summed up in a table.
 * `--dry-run` stops before deploy; `--full` builds tenants whose inputs have not changed too.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { tenantSlugs } from '../src/tenants/load-tenant.ts';
import { buildTenantInto, coresPerBuild } from './build.ts';
import { codeVersion } from './build-record.ts';
import { readFlags, SITE_FLAG, siteList } from './cli-args.ts';
import { runTenant, type NightlyOptions, type TenantReport } from './nightly/run-tenant.ts';
import { nightlyTable } from './nightly/report-table.ts';
import { pool } from './pool.ts';
import { reservedCarIdsForBuild } from './reserved-for-build.ts';
import { runCli, UsageError } from './report-errors.ts';

export const REPORTS_DIR = 'reports/nightly';

export interface NightlyRun {
  reports: TenantReport[];
  folder: string;
}

export async function nightly(
  root: string,
  requested: readonly string[],
  options: Omit<NightlyOptions, 'codeVersion'> & { codeVersion?: string | null; parallel?: number },
): Promise<NightlyRun> {
  const known = tenantSlugs(root);
  const unknown = requested.filter((slug) => !known.includes(slug));
  if (unknown.length)
    throw new UsageError(`No tenant named ${unknown.map((s) => `"${s}"`).join(', ')}. Known: ${known.join(', ')}`);
  const slugs = requested.length ? [...requested] : known;
  const version = options.codeVersion === undefined ? codeVersion(root, options.env) : options.codeVersion;
  const runAt = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const folder = join(root, REPORTS_DIR, runAt);
  await mkdir(folder, { recursive: true });
  const reports = await pool(slugs, options.parallel ?? availableParallelism(), async (slug) => {
    const report = await runTenant(root, slug, { ...options, codeVersion: version });
    await writeFile(join(folder, `${slug}.json`), `${JSON.stringify(report, null, 2)}\n`);
    return report;
  });
  return { reports, folder };
}

const USAGE = 'usage: npm run nightly [-- --site <slug>[,<slug>...]] [--dry-run] [--full]';

if (import.meta.main) {
  await runCli(async () => {
    const flags = readFlags(
      process.argv.slice(2),
      { ...SITE_FLAG, 'dry-run': { type: 'boolean' }, full: { type: 'boolean' } },
      USAGE,
      { site: 'a tenant slug' },
    );
    const root = process.cwd();
    const started = performance.now();
    const requested = siteList(flags.site);
    // The tenants build at once, one per core: the cores each may use.
    const cores = coresPerBuild(requested.length || tenantSlugs(root).length);
    // Cars a reservation holds are built Reserved, as `npm run build` does.
    const reserved = await reservedCarIdsForBuild(
      root,
      requested.length ? requested : tenantSlugs(root),
      process.env,
      new Date(),
    );
    const { reports, folder } = await nightly(root, requested, {
      dryRun: flags['dry-run'] === true,
      full: flags.full === true,
      build: (slug, outDir, options) =>
        buildTenantInto(slug, outDir, { ...options, reservedCarIds: reserved.get(slug), cores }),
    });
    console.log(nightlyTable(reports));
    const count = (outcome: TenantReport['outcome']) => reports.filter((report) => report.outcome === outcome).length;
    console.log(
      `${reports.length} tenant(s): ${count('published')} published, ${count('skipped')} unchanged, ${count('failed')} failed, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log(`Reports: ${join(REPORTS_DIR, folder.split('/').at(-1)!)}/<slug>.json`);
    if (reports.some((report) => report.outcome === 'failed')) process.exitCode = 1;
  });
}
