/**
 * `npm run stock:generate -- [--site <slug>]... [--force] [--check]` (`--site a,b` names several)
 *
 * For every tenant whose site.json has a `stock.sample` block, writes its stock file from the
 * deterministic generator when the file is missing (or always, with --force). With --check
 * nothing is written: the command fails when an existing file differs from what the generator
 * makes. The build calls `ensureSampleStock` so a fresh checkout builds without a manual step.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { SiteConfig } from '../../src/domain/schemas/site-config.ts';
import { parseJsonText, parseSiteConfig, parseStock, stockFileText } from '../../src/domain/stock-file.ts';
import { DataFileError } from '../../src/domain/validation.ts';
import { runCli, UsageError } from '../../scripts/report-errors.ts';
import { generateStock } from './generate.ts';

export interface EnsureOptions {
  /** Project root holding sites/; the working directory by default. */
  root?: string;
  /** Regenerate even when the file exists. */
  force?: boolean;
  /** Compare only: never write. */
  check?: boolean;
}

export interface EnsureResult {
  slug: string;
  /** skipped: no sample block; kept: file exists (not regenerated); written; same / differs / missing: --check outcomes. */
  outcome: 'skipped' | 'kept' | 'written' | 'same' | 'differs' | 'missing';
  file: string;
  cars: number;
  bytes: number;
  ms: number;
}

function readSite(root: string, slug: string): SiteConfig {
  const siteFile = `sites/${slug}/site.json`;
  const path = join(root, siteFile);
  if (!existsSync(path)) throw new DataFileError([`${siteFile}: file not found`]);
  return parseSiteConfig(parseJsonText(readFileSync(path, 'utf8'), siteFile), siteFile, slug);
}

/** The generated stock file text for a tenant, or null when its site.json asks for no sample. */
export function sampleStockText(site: SiteConfig): { text: string; cars: number } | null {
  const sample = site.stock.sample;
  if (!sample) return null;
  const siteFile = `sites/${site.slug}/site.json`;
  try {
    const cars = generateStock({
      profile: sample.profile,
      seed: sample.seed,
      count: sample.count,
      makes: sample.makes,
      asOf: sample.as_of,
      site,
    });
    parseStock(cars, `sites/${site.slug}/${site.stock.file} (generated)`);
    return { text: stockFileText(cars), cars: cars.length };
  } catch (error) {
    // The generator's own complaints are about the sample block: name the file they came from.
    if (error instanceof DataFileError)
      throw new DataFileError(error.problems.map((p) => (p.startsWith('sites/') ? p : `${siteFile}: ${p}`)));
    throw error;
  }
}

/** Writes a sample tenant's stock file when it is missing (or with `force`); with `check`, only compares. */
export async function ensureSampleStock(slug: string, options: EnsureOptions = {}): Promise<EnsureResult> {
  const root = options.root ?? process.cwd();
  const started = performance.now();
  const site = readSite(root, slug);
  const file = `sites/${slug}/${site.stock.file}`;
  const target = join(root, file);
  const exists = existsSync(target);
  const result = (outcome: EnsureResult['outcome'], cars = 0, bytes = 0): EnsureResult => ({
    slug,
    outcome,
    file,
    cars,
    bytes,
    ms: Math.round(performance.now() - started),
  });
  if (!site.stock.sample) return result('skipped');
  if (exists && !options.force && !options.check) return result('kept');
  const generated = sampleStockText(site)!;
  const bytes = Buffer.byteLength(generated.text);
  if (options.check) {
    if (!exists) return result('missing', generated.cars, bytes);
    return result(readFileSync(target, 'utf8') === generated.text ? 'same' : 'differs', generated.cars, bytes);
  }
  await mkdir(dirname(target), { recursive: true });
  await writeFile(`${target}.tmp`, generated.text);
  await rename(`${target}.tmp`, target);
  return result('written', generated.cars, bytes);
}

function tenantFolders(root: string): string[] {
  const dir = join(root, 'sites');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'site.json')))
    .map((entry) => entry.name)
    .sort();
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`;

export const USAGE = 'usage: npm run stock:generate -- [--site <slug>]... [--force] [--check]';

export interface StockArgs {
  /** Tenants named with --site (repeated, or comma-separated); empty: every tenant. */
  sites: string[];
  force: boolean;
  check: boolean;
}

/** Reads the command line with util.parseArgs; an unknown flag, a stray argument or a --site without a slug is a UsageError. */
export function parseStockArgs(argv: readonly string[]): StockArgs {
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: {
        site: { type: 'string', multiple: true },
        force: { type: 'boolean', default: false },
        check: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
    const sites = (values.site ?? []).flatMap((value) => value.split(',')).filter(Boolean);
    if (values.site && !sites.length) throw new UsageError(`--site needs a tenant slug (${USAGE})`);
    return { sites, force: values.force, check: values.check };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    // parseArgs' own message, first sentence: "Unknown option '--forse'", "Option '--site <value>' argument missing", ...
    const code = (error as { code?: string }).code;
    if (code?.startsWith('ERR_PARSE_ARGS_'))
      throw new UsageError(`${(error as Error).message.split('. ')[0]} (${USAGE})`);
    throw error;
  }
}

async function main(argv: readonly string[]): Promise<void> {
  const root = process.cwd();
  const known = tenantFolders(root);
  const { sites: requested, force, check } = parseStockArgs(argv);
  const unknown = requested.filter((slug) => !known.includes(slug));
  if (unknown.length)
    throw new UsageError(
      `No tenant named ${unknown.map((s) => `"${s}"`).join(', ')} (sites/<slug>/site.json). Known: ${known.join(', ') || 'none'}`,
    );
  const problems: string[] = [];
  let stale = 0;
  for (const slug of requested.length ? requested : known) {
    try {
      const r = await ensureSampleStock(slug, { root, force, check });
      const facts = `${r.cars} cars, ${size(r.bytes)}, ${r.ms} ms`;
      switch (r.outcome) {
        case 'skipped':
          console.log(`- ${slug}: no stock.sample in site.json, nothing to generate`);
          break;
        case 'kept':
          console.log(`- ${slug}: ${r.file} exists, kept (use --force to regenerate)`);
          break;
        case 'written':
          console.log(`✓ ${slug}: ${facts} → ${r.file}`);
          break;
        case 'same':
          console.log(`✓ ${slug}: ${facts}, ${r.file} is up to date`);
          break;
        case 'missing':
        case 'differs':
          stale += 1;
          console.error(
            `✗ ${slug}: ${r.file} ${r.outcome === 'missing' ? 'is missing' : 'differs from what the generator makes'} (${facts}); run npm run stock:generate -- --site ${slug} --force`,
          );
          break;
      }
    } catch (error) {
      if (!(error instanceof DataFileError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length) throw new DataFileError(problems);
  if (stale) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await runCli(() => main(process.argv.slice(2)));
}
